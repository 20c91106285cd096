import { pathOf, queryString, type PathParams, type Route } from '../endpoints/route';

/**
 * The reads a screen makes before it can show anything, one table per area beside this module, each read built from
 * its route in the area's endpoint table (src/api/endpoints). The area's query module calls it (`callRead` in
 * src/api/call.ts) and the boot script sends the first screen's ones early (src/boot/first-requests.ts): both from
 * the same definition, so the URLs agree byte for byte and the app takes the early answers over. Schema-free and
 * import-light: the tables are bundled into the boot script, which must stay small (no zod, no React).
 */

/** What a read needs of its route: a GET's path and scopes (none: a public endpoint, sent without the key). */
export type ReadRoute = Pick<Route, 'path' | 'scopes'> & { method: 'GET' };

/**
 * A query as the client writes it: in the object's order, a member that is `undefined` or `''` left out (`apiUrl` in
 * src/api/client.ts).
 */
export type ReadQuery = Readonly<Record<string, string | number | undefined>>;

export interface Read<R extends ReadRoute = ReadRoute> {
  route: R;
  /** The path's parameters (a read of a route that names some and lacks them throws before anything is sent). */
  params?: PathParams<R['path']>;
  query?: ReadQuery;
}

/** The read's path with its parameters filled in and its query string, as `apiUrl` writes it (without the base URL). */
export function readPath(read: Read): string {
  const path = pathOf(read.route, read.params ?? {});
  const qs = queryString(read.query ?? {});
  return qs ? `${path}?${qs}` : path;
}
