// @vitest-environment node
/**
 * Keeps the kit's rules for CSS (src/ui/tokens.css, src/features/README.md):
 * - lengths come from the tokens: no literal rem in any CSS file under src/ but tokens.css (breakpoints in media
 *   and container queries stay literal: custom properties do not work there), font sizes are `--text-*` (or em,
 *   which follows the text around), radii are `--radius-*` (or 0, or 50% for a circle);
 * - every custom property a file uses is defined (a token renamed or removed fails here, not silently on screen);
 * - an area's CSS (src/features/<area>/**) styles only its own classes: every selector names a class prefixed by
 *   the area (`vps-…`, `hosting-…`), and any other class it names is one of the kit's (src/styles.css, src/ui,
 *   src/app, src/i18n) or a library's listed below. No global `.message` or `.quota` from a feature file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const TOKENS = join(SRC, 'ui', 'tokens.css');

/** Besides its folder name, the prefixes an area's classes may take, each with its reason. */
const AREA_ALIASES: Record<string, string[]> = {
  domains: ['domain'], // one domain's screen and its parts: domain-section
  orders: ['order'], // one order's sections: order-section, order-summary
  tickets: ['ticket'], // one ticket's parts: ticket-message, ticket-files
  session: ['sign-in'], // the area's one screen
};

/** Classes a feature file may style that are neither its own nor the kit's: a library's, inside an area class. */
const LIBRARY_CLASSES = [/^recharts-/]; // Recharts draws the VPS metrics charts (styled inside .vps-metrics-chart)

interface StyleRule {
  selector: string;
  body: string;
}

function walk(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path, ext) : ext.test(entry.name) ? [path] : [];
  });
}

/** The style rules of a plain stylesheet (at-rules hold rules; style rules hold declarations only). */
function styleRules(css: string): StyleRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: StyleRule[] = [];
  const stack: { selector: string; start: number }[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      stack.push({ selector: text.slice(from, i).trim(), start: i + 1 });
      from = i + 1;
    } else if (c === '}') {
      const open = stack.pop();
      if (open && !open.selector.startsWith('@')) {
        const inKeyframes = stack.some((outer) => outer.selector.startsWith('@keyframes'));
        if (!inKeyframes) rules.push({ selector: open.selector, body: text.slice(open.start, i) });
      }
      from = i + 1;
    } else if (c === ';' && stack.every((open) => open.selector.startsWith('@'))) {
      from = i + 1; // a statement at-rule (@import) or a stray declaration outside rules
    }
  }
  return rules;
}

/** The declarations of a rule's body as [property, value]. */
function declarations(body: string): [string, string][] {
  return body
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()];
    });
}

/** What breaks the token rules in one stylesheet, one line per declaration. */
function tokenViolations(css: string): string[] {
  const found: string[] = [];
  for (const rule of styleRules(css)) {
    for (const [property, value] of declarations(rule.body)) {
      const at = `${rule.selector} { ${property}: ${value} }`;
      if (/(^|[^\w-])(\d*\.)?\d+rem\b/.test(value)) found.push(`literal rem: ${at}`);
      // The root's size in px is what a rem is (styles.css); every other size is a step of the type scale.
      const rootSize = rule.selector === ':root' && /^\d+px$/.test(value);
      if (property === 'font-size' && !rootSize && !/^(var\(--text-[\w-]+\)|[\d.]+(em|%)|inherit)$/.test(value)) {
        found.push(`font-size not a --text-* token: ${at}`);
      }
      if (
        property === 'border-radius' &&
        !value.split(/\s+/).every((part) => /^(0|50%|var\(--radius-[\w-]+\))$/.test(part))
      ) {
        found.push(`border-radius not a --radius-* token: ${at}`);
      }
    }
  }
  return found;
}

/** The complex selectors of a selector list (commas inside parentheses do not split). */
function complexSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(list.slice(from).trim());
  return parts;
}

function classesOf(selector: string): string[] {
  // Attribute values and strings may hold dots ([data-x='a.b']): left out.
  const bare = selector.replace(/\[[^\]]*\]/g, '').replace(/'[^']*'|"[^"]*"/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** Selectors of an area's stylesheet that style something other than the area's own classes. */
function areaViolations(css: string, prefixes: string[], kitClasses: ReadonlySet<string>): string[] {
  const own = (name: string) =>
    prefixes.some((p) => name === p || name.startsWith(`${p}-`) || name.startsWith(`${p}__`));
  const found: string[] = [];
  for (const rule of styleRules(css)) {
    for (const selector of complexSelectors(rule.selector)) {
      const classes = classesOf(selector);
      if (!classes.some(own)) {
        found.push(`no ${prefixes[0]}-… class (a global rule from an area): ${selector}`);
        continue;
      }
      for (const name of classes) {
        if (!own(name) && !kitClasses.has(name) && !LIBRARY_CLASSES.some((re) => re.test(name))) {
          found.push(`.${name} is neither ${prefixes.join('-…/')}-… nor a kit class: ${selector}`);
        }
      }
    }
  }
  return found;
}

const allCss = walk(SRC, /\.css$/);
const featuresDir = join(SRC, 'features');
const featureCss = allCss.filter((file) => file.startsWith(featuresDir));
const kitCss = allCss.filter((file) => !file.startsWith(featuresDir));
const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => relative(SRC, file);

describe('the checks themselves', () => {
  it('flag literal rem, font sizes and radii, not breakpoints, em or tokens', () => {
    const css = `
      @media (max-width: 40rem) { .a { margin: var(--space-2); font-size: 0.9em; } }
      @keyframes spin { to { transform: rotate(360deg); } }
      .b { padding: 0.5rem var(--space-1); } /* 1rem in a comment */
      .c { font-size: 14px; border-radius: 6px; }
      .d { border-radius: var(--radius-md) var(--radius-md) 0 0; }
      .e { width: min(var(--width-dialog), calc(100vw - 2rem)); }`;
    expect(tokenViolations(css)).toEqual([
      'literal rem: .b { padding: 0.5rem var(--space-1) }',
      'font-size not a --text-* token: .c { font-size: 14px }',
      'border-radius not a --radius-* token: .c { border-radius: 6px }',
      'literal rem: .e { width: min(var(--width-dialog), calc(100vw - 2rem)) }',
    ]);
  });

  it('flag a global class from an area, and a class that is neither the area’s nor the kit’s', () => {
    const css = `
      .vps-card, .vps-card .button { color: red; }
      .message { color: red; }
      .dialog.vps-dialog, .vps-chart .recharts-text { color: red; }
      @media (max-width: 40rem) { .vps-card .quota__bar[data-x='a.b'] { color: red; } }`;
    expect(areaViolations(css, ['vps'], new Set(['button', 'dialog']))).toEqual([
      'no vps-… class (a global rule from an area): .message',
      ".quota__bar is neither vps-… nor a kit class: .vps-card .quota__bar[data-x='a.b']",
    ]);
  });
});

describe('CSS under src/', () => {
  it('finds the stylesheets', () => {
    expect(featureCss.length).toBeGreaterThan(5);
    expect(kitCss.map(name)).toContain(name(TOKENS));
  });

  it('takes lengths, font sizes and radii from the tokens (src/ui/tokens.css)', () => {
    const found = allCss
      .filter((file) => file !== TOKENS)
      .flatMap((file) => tokenViolations(read(file)).map((line) => `${name(file)}: ${line}`));
    expect(found).toEqual([]);
  });

  it('uses only custom properties that are defined', () => {
    // Stylesheets and the components that write a var() inline (a chart's stroke); not the mock, not tests.
    const code = walk(SRC, /\.tsx?$/).filter((file) => !/^mock[\\/]|\.test\.tsx?$/.test(relative(SRC, file)));
    const sources = [...allCss, ...code];
    const defined = new Set(allCss.flatMap((file) => [...read(file).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const found = sources.flatMap((file) =>
      [...read(file).matchAll(/var\((--[\w-]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((property) => !defined.has(property))
        .map((property) => `${name(file)}: var(${property}) is not defined`),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it("styles, in an area's files, only that area's classes (and the kit's inside them)", () => {
    // The kit's classes: those its stylesheets define and those its components write (`op-progress` has no rule
    // of its own, yet an area may place it).
    const kitComponents = walk(SRC, /\.tsx$/).filter((file) => /^(ui|app|i18n)[\\/]/.test(relative(SRC, file)));
    const kitClasses = new Set([
      ...kitCss.flatMap((file) => styleRules(read(file)).flatMap((rule) => classesOf(rule.selector))),
      ...kitComponents.flatMap((file) =>
        [...read(file).matchAll(/className="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
      ),
    ]);
    const found = featureCss.flatMap((file) => {
      const area = relative(featuresDir, file).split(/[\\/]/)[0] ?? '';
      const prefixes = [area, ...(AREA_ALIASES[area] ?? [])];
      return areaViolations(read(file), prefixes, kitClasses).map((line) => `${name(file)}: ${line}`);
    });
    expect(found).toEqual([]);
  });
});
