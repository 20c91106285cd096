import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * An endpoint is declared once (src/api/endpoints/<area>.ts), and its declaration holds parts only the server side
 * reads: `summary`, the OpenAPI document's title of the operation (scripts/openapi-document.ts), and `audit`, the
 * account-log entry the mock writes (src/mock/platform/serve.ts). Both run in Node from the source. The browser never
 * reads them, yet they were a third of every route table in the page's entry and two thirds of the boot script
 * (22 of its 33 KB minified: the boot script holds every area's table for its first reads). The client's builds
 * leave them out: `src/api/endpoints/<area>.ts` only, never its `-io` file or anything else, and only the members
 * of the object given to `routes(…)`. The boot script also leaves out the routes its first reads do not name (half
 * of the 24 KB left: `routesRead`, scripts/boot-script-plugin.ts).
 */
export const SERVER_ONLY_MEMBERS: ReadonlySet<string> = new Set(['summary', 'audit']);

/** A route table file (not its `-io` schemas, the shared `route.ts` or the `all-endpoints.ts` list). */
export const ROUTE_TABLE =
  /[\\/]src[\\/]api[\\/]endpoints[\\/](?!route\.ts$|all-endpoints\.ts$|endpoint\.ts$)[a-z-]+(?<!-io)\.ts$/;

/**
 * The table's source without the server-only members of its routes; `null` when it declares no `routes(…)` table.
 * With `keep`, also without the routes not named in it (the boot script's build: routesRead below); a name in `keep`
 * that the table does not declare is a mistake, and throws.
 */
export function withoutServerOnlyMembers(code: string, fileName: string, keep?: ReadonlySet<string>): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const declared = new Set<string>();
  // The file's own reads of its table (another table beside it borrowing a route's scopes) stay whatever `keep` says.
  const kept = keep && new Set([...keep, ...ownReads(source)]);
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
        const routeName = ts.isIdentifier(route.name) ? route.name.text : null;
        if (routeName !== null) declared.add(routeName);
        if (kept && routeName !== null && !kept.has(routeName)) {
          cuts.push(memberSpan(code, route));
          continue;
        }
        for (const member of route.initializer.properties) {
          const name = member.name && ts.isIdentifier(member.name) ? member.name.text : null;
          if (!ts.isPropertyAssignment(member) || name === null || !SERVER_ONLY_MEMBERS.has(name)) continue;
          cuts.push(memberSpan(code, member));
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (tables === 0) return null;
  const unknown = [...(keep ?? [])].filter((name) => !declared.has(name));
  if (unknown.length) throw new Error(`client-route-tables: ${fileName} declares no route ${unknown.join(', ')}`);
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** The names a file gives its route tables (`export const vpsRoutes = routes({…})`). */
export function routeTableNames(code: string, fileName: string): Set<string> {
  return tableNames(ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
}

function tableNames(source: ts.SourceFile): Set<string> {
  const tables = new Set<string>();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.initializer &&
          ts.isCallExpression(declaration.initializer) &&
          ts.isIdentifier(declaration.initializer.expression) &&
          declaration.initializer.expression.text === 'routes'
        )
          tables.add(declaration.name.text);
  return tables;
}

/** The routes a table's file reads off its own table (`const t = routes({…})`, then `t.update.scopes`). */
function ownReads(source: ts.SourceFile): Set<string> {
  const tables = tableNames(source);
  const read = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && tables.has(node.expression.text))
      read.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return read;
}

/** A property of an object literal with its comments, and the comma after it. */
function memberSpan(code: string, member: ts.Node): [number, number] {
  let end = member.getEnd();
  while (/\s/.test(code[end] ?? '')) end += 1;
  if (code[end] === ',') end += 1;
  return [member.getFullStart(), end];
}

/**
 * Which routes of which tables a module reads: for each import of a route table (`tableOf` says which imported
 * names of which specifiers are one, and its file), the names read off it (`vpsRoutes.list`). Anything else a table's
 * file exports (a gate table borrowing routes' scopes) is not a table: the file's own reads keep what it borrows. A table used any other way (passed on whole,
 * spread, indexed) is `'all'`: nothing of it may go. The boot script keeps only the routes its first reads name
 * (scripts/boot-script-plugin.ts): every area's whole table was half of its bytes.
 */
export function routesRead(
  code: string,
  fileName: string,
  tableOf: (specifier: string, importedName: string) => string | null,
): Map<string, Set<string> | 'all'> {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const locals = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly) continue;
    if ((statement.importClause?.name || (bindings && ts.isNamespaceImport(bindings))) && tableOf(specifier, '*'))
      throw new Error(`client-route-tables: ${fileName} imports ${specifier} other than by name`);
    for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
      const table = element.isTypeOnly ? null : tableOf(specifier, (element.propertyName ?? element.name).text);
      if (table) locals.set(element.name.text, table);
    }
  }
  const read = new Map<string, Set<string> | 'all'>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && locals.has(node.text)) {
      const table = locals.get(node.text)!;
      const parent = node.parent;
      const names = read.get(table) ?? new Set<string>();
      if (names !== 'all' && ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        names.add(parent.name.text);
        read.set(table, names);
      } else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) {
        read.set(table, 'all');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return read;
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
