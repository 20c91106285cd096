import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Scripts the journeys put into the page, as plain source (no helpers a TypeScript compiler could wrap them in):
 * @testing-library/dom for role/label/text lookups, axe-core, and the listeners for page errors and CSP violations.
 * Each is a function body (WebDriver's "execute script" form); values come back as JSON, elements as references.
 */

const require = createRequire(import.meta.url);
const source = (request: string) => readFileSync(require.resolve(request), 'utf8');

/** Defines `window.__engines.all(query, within)`: every accessible element the query matches (./driver.ts WireQuery). */
const LOOKUPS = `
  var TL = globalThis.TestingLibraryDom;
  function matcher(t) {
    if (!t) return undefined;
    return t.exact !== undefined ? t.exact : new RegExp(t.source, t.flags);
  }
  // Drawn and within a person's reach: the static frame's picture of a screen (src/boot/prerender.tsx) is inert, and
  // the app replaces it a moment later; a text found there would be gone by the click.
  function shown(el) {
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert]');
  }
  window.__engines = {
    all: function (q, within) {
      var c = within || document.body;
      var m = matcher(q.text);
      if (q.by === 'role') {
        var o = {};
        if (m !== undefined) o.name = m;
        if (q.level) o.level = q.level;
        var found = TL.queryAllByRole(c, q.role, o);
        if (!q.hasText) return found;
        var has = matcher(q.hasText);
        return found.filter(function (el) {
          var text = el.textContent || '';
          return typeof has === 'string' ? text.indexOf(has) >= 0 : has.test(text);
        });
      }
      if (q.by === 'label') return TL.queryAllByLabelText(c, m);
      return TL.queryAllByText(c, m).filter(shown);
    },
  };
`;

let lookups: string | undefined;
/** Installs the lookups in the current document unless it has them (a full page load drops them). */
export function lookupsScript(): string {
  lookups ??= `if (!window.__engines) { ${source('@testing-library/dom/dist/@testing-library/dom.umd.min.js')};\n${LOOKUPS} }`;
  return lookups;
}

let axe: string | undefined;
/** Installs axe-core in the current document unless it has it. */
export function axeScript(): string {
  axe ??= `if (!window.axe) { ${source('axe-core/axe.min.js')};\n if (typeof axe !== 'undefined') window.axe = axe; }`;
  return axe;
}

/** The WCAG 2.0/2.1/2.2 A and AA rules, as the Chromium suite's expectAccessible (e2e/fixtures.ts). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the document; resolves to one line per violation (none when accessible). */
export const AXE_RUN = `
  return window.axe.run(document, { runOnly: { type: 'tag', values: arguments[0] } }).then(function (r) {
    return r.violations.map(function (v) {
      var first = v.nodes[0];
      var element = first && document.querySelector(first.target.join(' '));
      var box = element ? element.getBoundingClientRect() : null;
      return v.id + ': ' + v.help + ' (' + v.nodes.map(function (n) { return n.target.join(' '); }).join(', ') + ')' +
        (first ? '; the first: ' + (first.failureSummary || '').replace(/\\s+/g, ' ') +
          (box ? ' [now ' + Math.round(box.width) + 'x' + Math.round(box.height) + ' at ' + Math.round(box.x) + ',' + Math.round(box.y) + ']' : '') : '');
    });
  });
`;

/**
 * Listens for page errors (`error`, `unhandledrejection`, a stylesheet or script that failed to load) and Content-Security-Policy violations, keeping them in
 * `window.__engineProblems` for takeProblems. Installed before the page's scripts where the engine has init
 * scripts (Firefox over BiDi, Playwright), else as soon as each full load has finished (WebDriver classic).
 */
export const LISTENERS = `
  if (!window.__engineProblems) {
    var p = (window.__engineProblems = { errors: [], csp: [] });
    window.addEventListener('error', function (e) {
      if (e instanceof ErrorEvent) p.errors.push('error: ' + e.message + (e.filename ? ' at ' + e.filename + ':' + e.lineno : ''));
    });
    // A stylesheet or script that failed to load (its error event reaches the window only while capturing): the
    // page is then unstyled or half-run, which axe would report as a dozen unrelated rules.
    window.addEventListener('error', function (e) {
      var t = e.target;
      if (t && (t.localName === 'script' || (t.localName === 'link' && /stylesheet|modulepreload/.test(t.rel)))) {
        p.errors.push('not loaded: ' + (t.src || t.href));
      }
    }, true);
    window.addEventListener('unhandledrejection', function (e) {
      var r = e.reason;
      p.errors.push('unhandledrejection: ' + (r && r.stack ? r.stack : String(r)));
    });
    document.addEventListener('securitypolicyviolation', function (e) {
      p.csp.push(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') +
        (e.sourceFile ? ' at ' + e.sourceFile + ':' + e.lineNumber : '') + (e.sample ? ' (' + e.sample.slice(0, 80) + ')' : ''));
    });
  }
`;

/** Hands over and clears what the listeners saw; null when they are not listening in this document. */
export const TAKE_PROBLEMS = `
  var p = window.__engineProblems;
  if (!p) return null;
  return { errors: p.errors.splice(0), csp: p.csp.splice(0) };
`;

/**
 * A function the driver sends to the page (puppeteer and Playwright send a function's source): runs the body with
 * the arguments as `arguments`. Made here, from the fixed scripts of this file and the sessions, never from input.
 */
export function pageFunction(body: string, takes: 'arguments' | 'one array'): (...args: unknown[]) => unknown {
  // Puppeteer passes each argument (an element only at the top level); Playwright one, which may hold elements.
  const parameter = takes === 'arguments' ? '...args' : 'args';
  return new Function(parameter, `return (function () {\n${body}\n}).apply(null, args);`) as (
    ...args: unknown[]
  ) => unknown;
}
