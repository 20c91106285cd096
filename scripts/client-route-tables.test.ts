import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, routesRead, SERVER_ONLY_MEMBERS, withoutServerOnlyMembers } from './client-route-tables';

const ENDPOINTS = fileURLToPath(new URL('../src/api/endpoints/', import.meta.url));

/** Each route of the file's `routes({…})` table with the names of its members, in order. */
function routeMembers(code: string): Record<string, string[]> {
  const source = ts.createSourceFile('table.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Record<string, string[]> = {};
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'routes') {
      const table = node.arguments[0];
      if (table && ts.isObjectLiteralExpression(table))
        for (const route of table.properties)
          if (ts.isPropertyAssignment(route) && ts.isObjectLiteralExpression(route.initializer))
            found[route.name.getText()] = route.initializer.properties.map((m) => m.name?.getText() ?? '');
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the client's route tables", () => {
  const tables = readdirSync(ENDPOINTS)
    .map((file) => `${ENDPOINTS}${file}`)
    .filter((path) => ROUTE_TABLE.test(path));

  it('are every area table, never its schemas or the shared route types', () => {
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.some((path) => path.endsWith('/hosting.ts'))).toBe(true);
    expect(tables.some((path) => /-io\.ts$|\/route\.ts$|\/all-endpoints\.ts$|\.test\.ts$/.test(path))).toBe(false);
  });

  it('keep every route and every member the app reads, without the summary and the audit entry', () => {
    for (const path of tables) {
      const code = readFileSync(path, 'utf8');
      const before = routeMembers(code);
      const out = withoutServerOnlyMembers(code, path);
      expect(out, path).not.toBeNull();
      const after = routeMembers(out!);
      expect(Object.keys(after), path).toEqual(Object.keys(before));
      for (const [name, members] of Object.entries(before))
        expect(after[name], `${path} ${name}`).toEqual(members.filter((m) => !SERVER_ONLY_MEMBERS.has(m)));
      // Still a program: nothing but whole members went.
      const diagnostics = ts.transpileModule(out!, { reportDiagnostics: true }).diagnostics ?? [];
      expect(diagnostics, path).toEqual([]);
    }
  });

  it('leave comments, the last member and objects outside a table as they are', () => {
    const code = [
      "const elsewhere = { summary: 'kept', audit: 1 };",
      'export const t = routes({',
      '  list: {',
      "    method: 'GET',",
      '    /** said about the summary */',
      "    summary: 'List',",
      "    path: '/x',",
      '    audit: { area: "a", action: "b" }',
      '  },',
      '});',
    ].join('\n');
    const out = withoutServerOnlyMembers(code, 'x.ts')!;
    expect(routeMembers(out)).toEqual({ list: ['method', 'path'] });
    expect(out).toContain("const elsewhere = { summary: 'kept', audit: 1 };");
    expect(out).not.toContain('said about the summary');
    expect(withoutServerOnlyMembers('export const x = 1;', 'x.ts')).toBeNull();
  });

  it('keep only the routes named, and those the file itself reads; a name the table lacks throws', () => {
    const code = [
      'export const t = routes({',
      "  list: { method: 'GET', path: '/x' },",
      '  /** said about create */',
      "  create: { method: 'POST', path: '/x', scopes: [['write:x']] },",
      "  update: { method: 'PATCH', path: '/x/{id}', scopes: [['write:x']] },",
      '});',
      'export const gates = { lock: { scopes: t.update.scopes } };',
    ].join('\n');
    const out = withoutServerOnlyMembers(code, 'x.ts', new Set(['list']))!;
    expect(routeMembers(out)).toEqual({ list: ['method', 'path'], update: ['method', 'path', 'scopes'] });
    expect(out).not.toContain('said about create');
    expect(ts.transpileModule(out, { reportDiagnostics: true }).diagnostics).toEqual([]);
    expect(() => withoutServerOnlyMembers(code, 'x.ts', new Set(['lsit']))).toThrow(/declares no route lsit/);
  });

  it('read the routes a module names off a table, or all of a table it uses whole', () => {
    // Each table file exports its routes as `<area>Routes`; `domainGates` is another export of a table's file.
    const tableOf = (specifier: string, name: string) =>
      specifier.startsWith('./endpoints/') && (name === '*' || name.endsWith('Routes'))
        ? `/src/api${specifier.slice(1)}.ts`
        : null;

    const code = [
      "import { vpsRoutes } from './endpoints/vps';",
      "import { orderRoutes as orders } from './endpoints/orders';",
      "import type { Route } from './endpoints/route';",
      "import { hostingRoutes } from './endpoints/hosting';",
      "import { domainGates } from './endpoints/domains';",
      "import { other } from './elsewhere';",
      'export const a = { route: vpsRoutes.list, b: vpsRoutes.metrics.path, c: orders.detail };',
      'export const all = Object.values(hostingRoutes);',
      'other.list;',
      'domainGates.lock.scopes;',
    ].join('\n');
    expect(routesRead(code, 'reads.ts', tableOf)).toEqual(
      new Map<string, Set<string> | 'all'>([
        ['/src/api/endpoints/vps.ts', new Set(['list', 'metrics'])],
        ['/src/api/endpoints/orders.ts', new Set(['detail'])],
        ['/src/api/endpoints/hosting.ts', 'all'],
      ]),
    );
    expect(() => routesRead("import * as v from './endpoints/vps';", 'x.ts', tableOf)).toThrow(/other than by name/);
  });
});
