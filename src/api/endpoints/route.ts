import type { AuditAction, AuditArea, AuditTargetType } from '@/api/schemas/audit-log';
import type { Scope } from '@/api/schemas/me';
import { pathSegment } from '@/api/path-segment';

/**
 * An endpoint's route: what the entry, the boot script and the scope gates need of it, without a schema (the
 * schemas are bound beside it in `<area>-io.ts`, so importing a route never pulls zod in). Every endpoint is declared
 * once, in its area's table here; the app calls through it (`src/api/call.ts`), the mock registers its route from it
 * (`src/mock/platform/serve.ts`), `useScopeGate` reads its scopes and `npm run openapi` publishes it. A decision about
 * one endpoint is the doc comment on its entry (the OpenAPI document carries it as the operation's description).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The scope sets that allow a request: the key passes when it holds every scope of at least one set
 * (`[['write:orders'], ['write:billing']]`: either; `[['write:vm', 'write:billing']]`: both).
 */
export type ScopeSets = readonly (readonly Scope[])[];

/** How the account log names a write (ledger "Audit log"). */
export interface AuditSpec {
  area: AuditArea;
  action: AuditAction;
  target?: {
    type: AuditTargetType;
    /** The path parameter holding the target's id; absent for a creation (the id is in its answer). */
    param?: string;
    /**
     * A creation: its answer holds what was created (`{ id, <name> }`, or under `within`): the entry names it by the
     * answer's `name` member (`number`, `name`, `filename`...).
     */
    created?: { name: string; within?: string };
  };
  /** An answer with `dryRun: true` was only a preview: no entry. */
  skipDryRunAnswers?: true;
}

export interface Route {
  method: HttpMethod;
  /** The API path with `{name}` parameters, as the spec and OpenAPI write it. */
  path: string;
  /** null: a public endpoint, sent without a key (the catalog). */
  scopes: ScopeSets | null;
  /**
   * A narrower requirement the handler applies when the body or the resource asks for it (a non-domain order needs
   * an order or billing scope; a domain order may also be placed with `write:domains`). The gate reads the same.
   */
  scopeVariants?: Readonly<Record<string, ScopeSets>>;
  /**
   * Writes: how the account log names them. A POST that only reads (a preview) has none and says `readOnly`. The mock's
   * alone: the browser's build leaves it out (scripts/client-route-tables.ts), so the app must never read it.
   */
  audit?: AuditSpec;
  /** A POST that changes nothing (a preview, a lookup): no audit entry, safe to repeat. */
  readOnly?: true;
  /**
   * A write that creates an order, an invoice or a payment: it takes an `Idempotency-Key` header (ledger
   * "Idempotency keys"). The app sends one on every call, the same one when a submission whose outcome was unknown
   * is sent again; the server answers a repeated key with the first answer.
   */
  idempotent?: true;
  /**
   * The words of the scope gate (`scope.readOnly` / `scope.notAllowed`, src/i18n/scope): which job the key
   * cannot do, said in the customer's words. Writes the panel sends have one.
   */
  gate?: string;
  /**
   * A creation whose 201 carries `Location`: the URL of what it created, which a GET with the same key reads (200).
   * A creation without one names something that has no URL of its own (a mailbox, a reply's message).
   */
  location?: true;
  /** One line for the OpenAPI document's summary; left out of the browser's build like `audit`: never read it there. */
  summary: string;
  /** The answer is not JSON (a file download): the client reads it as a blob. */
  binary?: true;
}

/** Declares an area's table, keeping every literal (paths, methods, scopes) in its type. */
export function routes<const T extends Record<string, Route>>(table: T): T {
  return table;
}

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** `{ id: string }` for `/api/v2/vps/{id}`; `{}` when the path has none. */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string };

export type ParamNamesOf<R extends Pick<Route, 'path'>> = ParamNames<R['path']>;

/**
 * The route's path with its parameters filled in, each made safe for one segment (`pathSegment`: encoded, never `.`
 * or `..`). A parameter the path names but `params` lacks throws before anything is sent.
 */
export function pathOf<R extends Pick<Route, 'path'>>(route: R, params: PathParams<R['path']>): string {
  const values: Readonly<Record<string, string>> = params;
  return route.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: no value for {${name}}`);
    return pathSegment(value);
  });
}

/**
 * A query string as every request writes it: members in the object's order, one left out when `undefined`, `null` or
 * `''`. The client's `apiUrl` and the boot script's early reads both use it, so their URLs agree byte for byte.
 */
export function queryString(query: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The names of the route's path parameters, in order. */
export function paramNames(route: Pick<Route, 'path'>): string[] {
  return [...route.path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * Whether a key holding `scopes` may send a request that needs `sets`: it holds every scope of at least one set.
 * The mock's check and the app's gates both come down to this.
 */
export function scopesAllow(scopes: readonly string[], sets: readonly (readonly string[])[]): boolean {
  return sets.some((set) => set.every((scope) => scopes.includes(scope)));
}

/** `METHOD /path` (the route's identity in tests, the account log and the OpenAPI document). */
export function routeKey(route: Pick<Route, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
