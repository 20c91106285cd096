import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint, ParsedBodyOf, ParsedQueryOf, Schema } from '@/api/endpoints/endpoint';
import { paramNames, type PathParams, type Route } from '@/api/endpoints/route';
import { createdResource, skipAudit, type AuditRoute, type AuditTargetRule } from './audit';
import {
  getAuth,
  parseBody,
  parsePathParam,
  parseQuery,
  peekBodyBytes,
  renderProblem,
  type AuthContext,
  type MockContext,
  type MockEnv,
} from './http';
import {
  IDEMPOTENCY_HEADER,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  REPLAYED_HEADER,
  isValidIdempotencyKey,
  requestFingerprint,
  type IdempotencyScope,
  type StoredAnswer,
} from './idempotency';
import { ProblemError, invalidRequest } from './problems';
import { assertScopes } from './scopes';

/**
 * The mock's routes, registered from the endpoint tables (`src/api/endpoints`): the route's scopes are checked, its
 * path parameters, query and body parsed with the table's schemas (400 Problem Details with pointers), in that
 * order, before the handler runs; the handler keeps the business rules. The account log's entries come from the same
 * tables (`auditRoutesOf`).
 */

/** Hono's spelling of a route's path: `{id}` → `:id`. */
export function honoPath(route: Pick<Route, 'path'>): string {
  return route.path.replace(/\{([A-Za-z]+)\}/g, ':$1');
}

type ParsedParams<E extends Endpoint> = { readonly [K in keyof PathParams<E['path']>]: ParamOutput<E, K> };

type ParamOutput<E extends Endpoint, K> =
  E['params'] extends Readonly<Record<string, { schema: Schema }>>
    ? K extends keyof E['params']
      ? z.output<E['params'][K]['schema']>
      : string
    : string;

export interface Served<E extends Endpoint> {
  auth: AuthContext;
  params: ParsedParams<E>;
  query: ParsedQueryOf<E>;
  /** The parsed body; `undefined` when the handler reads it itself (`bodyReadByHandler`). */
  body: E['bodyReadByHandler'] extends true ? undefined : ParsedBodyOf<E>;
}

export type ServedHandler<E extends Endpoint> = (c: MockContext, request: Served<E>) => Response | Promise<Response>;

export interface ServeOptions {
  /** A permission of the key beyond its scopes (a sub-account's `canPlaceOrders`): checked with them, before parsing. */
  authorize?: (auth: AuthContext) => void;
}

/** Registers `endpoint` on `router` with `handler`. Only authenticated endpoints: public ones use `servePublic`. */
export function serve<E extends Endpoint>(
  router: Hono<MockEnv>,
  endpoint: E,
  handler: ServedHandler<E>,
  options: ServeOptions = {},
): void {
  const scopes = endpoint.scopes;
  const run = async (c: MockContext): Promise<Response> => {
    const auth = getAuth(c);
    if (scopes !== null) assertScopes(auth, { sets: scopes });
    options.authorize?.(auth);
    const handle = async () => handler(c, { auth, ...(await parseRequest(c, endpoint)) });
    const key = endpoint.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
    return key === undefined ? handle() : once(c, auth, key, handle);
  };
  add(router, endpoint, run);
}

/** Answer headers that belong to the one exchange, not to the answer kept for a key. */
const EXCHANGE_HEADERS = /^(x-request-id|x-ratelimit-.*|retry-after)$/i;

/**
 * A money write with an `Idempotency-Key` (the route's `idempotent`, ledger "Idempotency keys"): the first request
 * runs the route and its answer is kept; the same key and request again gets that answer, the same key with another
 * request a 422, a duplicate while the first runs a 409. Checked after the scopes (a key cannot read another key's
 * refusal) and before the body is validated, so a replay does not depend on the world as it is now.
 */
async function once(
  c: MockContext,
  auth: AuthContext,
  key: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  if (!isValidIdempotencyKey(key)) {
    throw invalidRequest([
      {
        pointer: `/header/${IDEMPOTENCY_HEADER}`,
        detail: `${IDEMPOTENCY_HEADER} must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters (a UUID).`,
        code: 'invalid_idempotency_key',
      },
    ]);
  }
  const store = auth.world.idempotency;
  const scope: IdempotencyScope = { customerId: auth.customer.id, method: c.req.method, path: c.req.path, key };
  const found = store.begin(scope, requestFingerprint(new URL(c.req.url).search, await peekBodyBytes(c)));
  if (found.kind === 'reused') {
    throw new ProblemError({
      status: 422,
      code: 'idempotency_key_reused',
      detail: `This ${IDEMPOTENCY_HEADER} was already used for a different request here. Send a new key for a new request.`,
    });
  }
  if (found.kind === 'in_progress') {
    throw new ProblemError({
      status: 409,
      code: 'idempotency_request_in_progress',
      detail: `A request with this ${IDEMPOTENCY_HEADER} is still being handled. Wait for it, then send it again for its answer.`,
      headers: { 'Retry-After': '1' },
    });
  }
  if (found.kind === 'replay') {
    // Nothing happens again: the account log's entry is the first request's.
    skipAudit(c);
    return replay(found.answer);
  }
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    // The route's own refusals (404, 409 ...) are its answer too; anything else may be tried again with the key.
    if (!(error instanceof ProblemError) || error.init.status >= 500) {
      store.forget(scope);
      throw error;
    }
    response = renderProblem(c, error.init);
  }
  if (response.status >= 500) {
    store.forget(scope);
    return response;
  }
  const headers = [...response.headers].filter(([name]) => !EXCHANGE_HEADERS.test(name));
  store.settle(scope, { status: response.status, headers, body: await response.clone().text() });
  return response;
}

function replay(answer: StoredAnswer): Response {
  const headers = new Headers(answer.headers.map(([name, value]): [string, string] => [name, value]));
  headers.set(REPLAYED_HEADER, 'true');
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers });
}

/** A public endpoint (no key: the catalog): parsed the same way, with no auth context. */
export function servePublic<E extends Endpoint>(
  router: Hono<MockEnv>,
  endpoint: E,
  handler: (c: MockContext, request: Omit<Served<E>, 'auth'>) => Response | Promise<Response>,
): void {
  if (endpoint.scopes !== null) throw new Error(`${endpoint.path} needs a key: use serve()`);
  add(router, endpoint, async (c) => handler(c, await parseRequest(c, endpoint)));
}

function add(router: Hono<MockEnv>, endpoint: Route, run: (c: MockContext) => Promise<Response>): void {
  const path = honoPath(endpoint);
  switch (endpoint.method) {
    case 'GET':
      router.get(path, run);
      break;
    case 'POST':
      router.post(path, run);
      break;
    case 'PUT':
      router.put(path, run);
      break;
    case 'PATCH':
      router.patch(path, run);
      break;
    case 'DELETE':
      router.delete(path, run);
      break;
  }
}

async function parseRequest<E extends Endpoint>(c: MockContext, endpoint: E): Promise<Omit<Served<E>, 'auth'>> {
  const params: Record<string, unknown> = {};
  for (const name of paramNames(endpoint)) {
    const spec = endpoint.params?.[name];
    params[name] = spec ? parsePathParam(c, name, spec.schema, spec.expected) : c.req.param(name);
  }
  const query = endpoint.query ? parseQuery(c, endpoint.query) : undefined;
  const body =
    endpoint.body && !endpoint.bodyReadByHandler
      ? await parseBody(c, endpoint.body, endpoint.bodyOptional ? { optional: true } : {})
      : undefined;
  // Each member was parsed with the schema its type is read from.
  return { params, query, body } as Omit<Served<E>, 'auth'>;
}

/** How the account log names an area's targets: the target's name in the world, for the caller's own resources. */
export type AuditNames = Partial<
  Record<NonNullable<NonNullable<Route['audit']>['target']>['type'], AuditTargetRule['name']>
>;

/** The account log's table of `endpoints`' writes (their `audit`), with the area's `names` for their targets. */
export function auditRoutesOf(endpoints: readonly Route[], names: AuditNames): AuditRoute[] {
  const out: AuditRoute[] = [];
  for (const endpoint of endpoints) {
    const audit = endpoint.audit;
    if (!audit || endpoint.method === 'GET') continue;
    const spec = audit.target;
    let target: AuditTargetRule | undefined;
    if (spec) {
      target = { type: spec.type };
      if (spec.param) target.param = spec.param;
      const name = names[spec.type];
      if (name && spec.param) target.name = name;
      if (spec.created) target.fromResponse = createdResource(spec.created.name, spec.created.within);
    }
    const route: AuditRoute = {
      method: endpoint.method,
      path: honoPath(endpoint),
      area: audit.area,
      action: audit.action,
    };
    if (target) route.target = target;
    if (audit.skipDryRunAnswers) route.skipWhen = isDryRunAnswer;
    out.push(route);
  }
  return out;
}

function isDryRunAnswer(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Reflect.get(body, 'dryRun') === true;
}
