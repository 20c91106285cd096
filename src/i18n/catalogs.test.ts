import { describe, expect, it } from 'vitest';
import { loadCatalog, registeredCatalogs } from './catalog';
import { coreCatalog } from './core/catalog';
import { locales } from './locale';
import { catalogOfKey } from './message-ref';
import { parseMessage, type Part } from './message-format';
import type { Messages } from './message-types';

/**
 * Every catalog, complete in every language: the same keys, and in each message the same placeholders
 * (names, kinds, select options) as in English. The types already refuse a translation that differs; this
 * also covers catalogs the compiler cannot see together, and proves every message parses.
 */

// Every area's catalog files, whether or not a catalog.ts registers them yet; importing the catalog.ts
// files (matched too) registers their catalogs for the walk below.
// An area may split its words: `messages/{en,sv}.ts` is the catalog named after the area, and each
// `messages/<part>/{en,sv}.ts` a catalog named `<area><Part>` (the VPS area's `detail/` is `vpsDetail`).
const areaFiles = import.meta.glob<{ default?: Messages }>(
  ['/src/features/*/messages/*.ts', '/src/features/*/messages/*/*.ts', '!**/*.test.ts'],
  { eager: true },
);

/** The catalogs' folders (`/src/features/vps/messages/detail`) and the key prefix each one's catalog uses. */
function catalogFolders(): { folder: string; prefix: string }[] {
  return Object.keys(areaFiles)
    .filter((path) => path.endsWith('/en.ts'))
    .map((path) => {
      const folder = path.slice(0, -'/en.ts'.length);
      const [, , , area = '', , part] = folder.split('/');
      return { folder, prefix: part ? `${area}${part[0]?.toUpperCase()}${part.slice(1)}` : area };
    });
}

/** `count:plural`, `status:select(closed|open)`, `name:text`: what a message needs, comparable across languages. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part !== 'object') continue;
      if (!part.o) found.add(`${part.n}:text`);
      else {
        found.add(
          part.k === 'select' ? `${part.n}:select(${Object.keys(part.o).sort().join('|')})` : `${part.n}:plural`,
        );
        Object.values(part.o).forEach(walk);
      }
    }
  };
  walk(parseMessage(message));
  return [...found].sort();
}

function compare(name: string, english: Messages, translation: Messages, language: string) {
  expect(Object.keys(translation).sort(), `${name}: keys in ${language} and English`).toEqual(
    Object.keys(english).sort(),
  );
  for (const [key, message] of Object.entries(english)) {
    const translated = translation[key];
    expect(translated, `${name}: ${key} in ${language}`).toBeTypeOf('string');
    expect(signature(translated ?? ''), `${name}: placeholders of ${key} in ${language}`).toEqual(signature(message));
    expect(translated?.trim(), `${name}: ${key} in ${language} is empty`).not.toBe('');
  }
}

describe('message catalogs', () => {
  it('has the core catalog and every area catalog file', () => {
    expect(registeredCatalogs()).toContain(coreCatalog);
    expect(Object.keys(areaFiles)).toContain('/src/features/tickets/messages/en.ts');
  });

  it('every registered catalog has the same keys and placeholders in every language', async () => {
    for (const catalog of registeredCatalogs()) {
      const english = await loadCatalog(catalog, 'en');
      for (const locale of locales) compare(catalog.name, english, await loadCatalog(catalog, locale), locale);
    }
  });

  it('every area catalog file has a translation with the same keys and placeholders', () => {
    const folders = catalogFolders();
    expect(folders.length).toBeGreaterThan(0);
    for (const { folder, prefix } of folders) {
      const english = areaFiles[`${folder}/en.ts`]?.default ?? {};
      for (const locale of locales) {
        const translation = areaFiles[`${folder}/${locale}.ts`]?.default;
        expect(translation, `${folder}/${locale}.ts`).toBeDefined();
        compare(prefix, english, translation ?? {}, locale);
      }
    }
  });

  it('names every area key after its catalog, so two catalogs can never define the same key', async () => {
    const core = await loadCatalog(coreCatalog, 'en');
    const folders = catalogFolders();
    for (const { folder, prefix } of folders) {
      for (const key of Object.keys(areaFiles[`${folder}/en.ts`]?.default ?? {})) {
        expect(key.startsWith(`${prefix}.`), `${key} in ${folder}`).toBe(true);
      }
    }
    const prefixes = folders.map((f) => f.prefix);
    for (const key of Object.keys(core)) expect(prefixes, key).not.toContain(key.split('.')[0]);
  });

  it('names every registered area catalog after its keys, which is how a stored message finds its words', async () => {
    for (const catalog of registeredCatalogs().filter((c) => c !== coreCatalog)) {
      for (const key of Object.keys(await loadCatalog(catalog, 'en'))) {
        expect(key.startsWith(`${catalog.name}.`), `${key} in catalog ${catalog.name}`).toBe(true);
        expect(catalogOfKey(key)).toBe(catalog);
      }
    }
    expect(catalogOfKey('operations.title')).toBe(coreCatalog);
  });

  it('detects a translation that lacks a key or changes a placeholder', () => {
    const english = { 'a.count': '{count, plural, one {# x} other {# xs}}', 'a.name': 'Hi {name}' };
    expect(() => compare('demo', english, { 'a.count': '{count, plural, one {# x} other {# xs}}' }, 'sv')).toThrow();
    expect(() =>
      compare('demo', english, { 'a.count': '{n, plural, one {# x} other {# xs}}', 'a.name': 'Hej {name}' }, 'sv'),
    ).toThrow();
    expect(() => compare('demo', english, { 'a.count': '{count} st', 'a.name': 'Hej {name}' }, 'sv')).toThrow();
  });
});
