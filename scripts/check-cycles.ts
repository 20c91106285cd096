/**
 * `npm run lint` part: fails when modules under src/ import each other in a circle.
 *
 * Static value imports and re-exports count; `import type` (and imports whose every name is `type`) do not,
 * since they vanish at build time; nor do dynamic `import()`s, which are deliberate split points (route chunks,
 * catalogs). Imports resolve through the `@/` alias and relative paths; packages and CSS are not followed.
 * (ESLint's import-cycle plugins need a native resolver whose lock entries this project cannot install everywhere.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const srcDir = join(root, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g;

/** Value imports of one file, as written. */
export function valueImports(source: string): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const sideEffect = match[5];
    if (sideEffect) {
      specs.push(sideEffect);
      continue;
    }
    const [, , typeOnly, clause = '', spec = ''] = match;
    if (typeOnly) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    const hasDefaultOrNamespace = clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') !== '';
    if (named && !hasDefaultOrNamespace) {
      const names = (named[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    }
    specs.push(spec);
  }
  return specs;
}

function resolveSpec(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(srcDir, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, lowlinks.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

function main() {
  const graph = new Map<string, string[]>();
  for (const file of walk(srcDir)) {
    const targets = valueImports(readFileSync(file, 'utf8'))
      .map((spec) => resolveSpec(file, spec))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No import cycles among ${graph.size} modules.`);
    return;
  }
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((file) => relative(root, file)).join(' <-> ')}`);
  }
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
