// @vitest-environment node
/**
 * The theme in the stylesheets (src/ui/tokens.css): the dark palette chosen with the theme switch
 * (`<html data-theme="dark">`) is the one the system's dark setting gets, `light` keeps the light palette on a dark
 * system, `color-scheme` follows the choice, and nothing else follows the system behind the switch's back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const tokens = readFileSync(join(SRC, 'ui', 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector is exactly `selector` (outside or inside an at-rule). */
function declarationsOf(selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[}{\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(tokens);
  if (!match) throw new Error(`tokens.css has no rule ${selector}`);
  return new Map(
    (match[2] ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const colon = part.indexOf(':');
        return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()] as const;
      }),
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

describe('the dark palette', () => {
  const chosen = declarationsOf(":root[data-theme='dark']");
  const system = declarationsOf(":root:not([data-theme='light'])");

  it('is the same whether chosen or the system’s setting', () => {
    expect(chosen.size).toBeGreaterThan(20);
    expect(Object.fromEntries(system)).toEqual(Object.fromEntries(chosen));
  });

  it('follows the system only when nothing is chosen, inside the dark media query', () => {
    const media = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root:not\(\[data-theme='light'\]\)\s*\{/;
    expect(tokens).toMatch(media);
    expect(tokens.match(/prefers-color-scheme/g)).toHaveLength(1);
  });

  it('sets the colour scheme with it, and light keeps the light one', () => {
    expect(chosen.get('color-scheme')).toBe('dark');
    expect(declarationsOf(":root[data-theme='light']").get('color-scheme')).toBe('light');
  });

  it('overrides every colour it names from the light palette (no dark token without a light one)', () => {
    const light = declarationsOf(':root');
    for (const property of chosen.keys()) {
      if (property !== 'color-scheme') expect(light.has(property), property).toBe(true);
    }
  });
});

describe('nothing else follows the system’s scheme', () => {
  it('no stylesheet or script but tokens.css asks prefers-color-scheme (the mock’s pages are another site)', () => {
    const asks = /@media[^{]*prefers-color-scheme|matchMedia\([^)]*prefers-color-scheme/;
    const found = walk(SRC)
      .filter((file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => relative(SRC, file))
      .filter((file) => !file.startsWith('mock') && file !== join('ui', 'tokens.css'))
      .filter((file) => asks.test(readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
    expect(tokens).toMatch(asks);
  });
});
