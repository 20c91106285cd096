import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHints } from './compile-hints-plugin';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

const chunk = (name: string, code: string, map?: string) =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}-x.js`,
    code,
    map: map ? { mappings: map } : null,
  }) as unknown as Rolldown.OutputChunk;

function generate(bundle: Bundle) {
  const plugin = compileHints((file) => file.name === 'main');
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
}

describe('the compile hint', () => {
  it('goes first in the chunks it is asked for, and their source maps move down a line with the code', () => {
    const main = chunk('main', 'import"./a.js";\nexport const a=1;', 'AAAA;AACA');
    const other = chunk('other', 'export const b=2;', 'AAAA');
    generate({ [main.fileName]: main, [other.fileName]: other });
    expect(main.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(main.code.split('\n').slice(1).join('\n')).toBe('import"./a.js";\nexport const a=1;');
    expect(main.map?.mappings).toBe(';AAAA;AACA');
    // A chunk not asked for is as the build made it.
    expect(other.code).toBe('export const b=2;');
    expect(other.map?.mappings).toBe('AAAA');
  });

  it('moves a source map already written out as an asset (a chunk another plugin rewrote)', () => {
    const main = chunk('main', 'const __vite__mapDeps=0;\nexport const a=1;');
    const map: Rolldown.OutputAsset = {
      type: 'asset',
      fileName: `${main.fileName}.map`,
      source: JSON.stringify({ version: 3, mappings: ';AAAA' }),
    } as Rolldown.OutputAsset;
    generate({ [main.fileName]: main, [map.fileName]: map });
    expect((JSON.parse(String(map.source)) as { mappings: string }).mappings).toBe(';;AAAA');
    expect(main.code.split('\n')).toHaveLength(3);
  });
});

describe('a build without the chunks to hint', () => {
  it('fails, rather than leaving the first render without its hint unnoticed', () => {
    const other = chunk('other', 'export const b=2;');
    expect(() => generate({ [other.fileName]: other })).toThrow(/no chunk/);
  });
});
