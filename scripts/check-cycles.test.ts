import { describe, expect, it } from 'vitest';
import { findCycles, valueImports } from './check-cycles';

describe('import cycle check', () => {
  it('counts value imports, re-exports and side-effect imports, not type-only or dynamic ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from '@/g';",
      "export type { H } from './h';",
      "import './styles.css';",
      "const lazy = () => import('./lazy');",
      'import {\n  multi,\n  line,\n} from "./multi";',
      "import Default, { type T } from './default';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['./a', './e', '@/g', './styles.css', './multi', './default']);
  });

  it('finds circles of any length and nothing else', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      findCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });
});
