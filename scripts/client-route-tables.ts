import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * An endpoint is declared once (src/api/endpoints/<area>.ts), and its declaration holds parts only the server side
 * reads: `summary`, the OpenAPI document's title of the operation (scripts/openapi-document.ts), and `audit`, the
 * account-log entry the mock writes (src/mock/platform/serve.ts). Both run in Node from the source. The browser never
 * reads them, yet they were a third of every route table in the page's entry and two thirds of the boot script
 * (22 of its 33 KB minified: the boot script holds every area's table for its first reads). The client's builds
 * leave them out: `src/api/endpoints/<area>.ts` only, never its `-io` file or anything else, and only the members
 * of the object given to `routes(…)`.
 */
export const SERVER_ONLY_MEMBERS: ReadonlySet<string> = new Set(['summary', 'audit']);

/** A route table file (not its `-io` schemas, the shared `route.ts` or the `all-endpoints.ts` list). */
export const ROUTE_TABLE =
  /[\\/]src[\\/]api[\\/]endpoints[\\/](?!route\.ts$|all-endpoints\.ts$|endpoint\.ts$)[a-z-]+(?<!-io)\.ts$/;

/** The table's source without the server-only members of its routes; `null` when it declares no `routes(…)` table. */
export function withoutServerOnlyMembers(code: string, fileName: string): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  let tables = 0;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'routes' &&
      node.arguments.length === 1 &&
      ts.isObjectLiteralExpression(node.arguments[0]!)
    ) {
      tables += 1;
      for (const route of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(route) || !ts.isObjectLiteralExpression(route.initializer)) continue;
        for (const member of route.initializer.properties) {
          const name = member.name && ts.isIdentifier(member.name) ? member.name.text : null;
          if (!ts.isPropertyAssignment(member) || name === null || !SERVER_ONLY_MEMBERS.has(name)) continue;
          // The member with its comments, and the comma after it.
          let end = member.getEnd();
          while (/\s/.test(code[end] ?? '')) end += 1;
          if (code[end] === ',') end += 1;
          cuts.push([member.getFullStart(), end]);
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (tables === 0) return null;
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** The Vite side (the app's build; the dev server and the tests keep the source as it is). */
export function clientRouteTables(): Plugin {
  return {
    name: 'client-route-tables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const out = withoutServerOnlyMembers(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
