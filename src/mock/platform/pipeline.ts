import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { EndedKeyReason } from './api-key-secrets';
import type { AuditRecorder } from './audit';
import { controlPlaneGuard, isOwnOrigin, type ControlPlaneOptions } from './control-guard';
import { drawFault, faultProblem } from './faults';
import { clientAddress, rateLimited, renderProblem, setRateHeaders, type MockEnv } from './http';
import { PUBLIC_API_PATHS, ProblemError, newRequestId } from './problems';
import { DEFAULT_RATE_LIMIT, consumeRate, rateLimitHeaders } from './rate-limit';
import type { WorldRegistry } from './worlds';

/**
 * The platform's part of every request. For /api/*: request id -> CORS (answers preflights) -> auth (401; public
 * paths skip it) -> the world's latency -> rate limit (429, X-RateLimit-* on every response) -> injected faults
 * (before any handler, so a failed request changed nothing) -> area router (scope check 403 -> validation 400 ->
 * ownership 404 -> conflict 409). Unknown routes are 404 `not_found`, known paths with another method 405, and
 * anything thrown that is not a ProblemError becomes a 500 `internal_error` Problem. For /__mock/*: request id ->
 * the control plane's guard (own origin only, JSON only, rate limits; control-guard.ts), no CORS.
 */

/**
 * Which origins may read /api answers in a browser. `any`: every origin (`*`), for an API that an app elsewhere points
 * its `apiBaseUrl` at, with a bearer key and no cookies. `own`: only the mock's own origin, the app it serves with
 * `--static`; a page of any other origin gets no `Access-Control-Allow-Origin` on a preflight or an answer, so no
 * other page a developer has open can call this API or read from it.
 */
export type ApiCorsOrigins = 'any' | 'own';

function apiCors(origins: ApiCorsOrigins) {
  return cors({
    origin: origins === 'any' ? '*' : (origin, c) => (origin !== '' && isOwnOrigin(origin, c.req.url) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Mock-World', 'Idempotency-Key'],
    exposeHeaders: [
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'X-Request-Id',
      'Idempotent-Replayed',
    ],
    maxAge: 600,
  });
}

/** The 401's words for a key that stopped working, by its code (the problem words' test reads the codes here). */
export const ENDED_KEY_DETAIL: Readonly<Record<EndedKeyReason, string>> = {
  api_key_revoked: 'This API key was revoked. Sign in with another key.',
  api_key_expired: 'This API key has expired. Sign in with another key.',
  api_key_replaced: 'This API key was rotated and its grace period is over. Use its new secret.',
  session_revoked: 'This session was signed out from another of your sessions. Sign in again.',
  member_removed: 'You were removed from this account’s team, so this sign-in and your API keys no longer work.',
};

function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Request id, CORS, auth, latency, rate limit and faults: everything before the routers. */
export function installPlatformMiddleware(
  app: Hono<MockEnv>,
  registry: WorldRegistry,
  control: ControlPlaneOptions = {},
  audit?: AuditRecorder,
  corsOrigins: ApiCorsOrigins = 'any',
): void {
  app.use('*', async (c, next) => {
    const requestId = newRequestId();
    c.set('requestId', requestId);
    c.set('auth', undefined);
    await next();
    c.header('X-Request-Id', requestId);
    // Every answer, API and static alike: no MIME sniffing of a JSON body into a script, no URLs leaked onwards.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });
  app.use('/api/*', apiCors(corsOrigins));
  app.use('/__mock/*', controlPlaneGuard(control));
  // The audit log wraps auth: it records after everything below ran, refusals of the platform included.
  if (audit) app.use('/api/*', audit.around);

  app.use('/api/*', async (c, next) => {
    if (PUBLIC_API_PATHS.has(c.req.path)) {
      // Spec: no authentication here, so an Authorization header (valid or not) is ignored. Ledger: anonymous
      // calls are limited per client address.
      const decision = consumeRate(registry.anonymousRateWindows, clientAddress(c), DEFAULT_RATE_LIMIT, Date.now());
      if (!decision.allowed) return rateLimited(c, decision);
      await next();
      setRateHeaders(c, decision);
      return;
    }
    const secret = bearerKey(c.req.header('authorization'));
    const found = secret ? registry.lookUpKey(secret) : { kind: 'unknown' as const };
    if (found.kind !== 'ok') {
      const decision = consumeRate(registry.anonymousRateWindows, clientAddress(c), DEFAULT_RATE_LIMIT, Date.now());
      if (!decision.allowed) return rateLimited(c, decision);
      // A key that stopped working says why (ledger "API keys: a key that stops working"): the tab using it signs
      // out and tells the person in words. Only someone who held the secret can learn it.
      if (found.kind === 'ended') {
        return renderProblem(c, {
          status: 401,
          code: found.reason,
          detail: ENDED_KEY_DETAIL[found.reason],
          headers: { ...rateLimitHeaders(decision), 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        });
      }
      return renderProblem(c, {
        status: 401,
        code: 'unauthorized',
        detail: secret
          ? 'The API key is not valid. Sign in again with a current key.'
          : 'Send an API key as "Authorization: Bearer <key>".',
        headers: { ...rateLimitHeaders(decision), 'WWW-Authenticate': 'Bearer' },
      });
    }
    const { world, apiKey } = found;
    // The key list's "last used" (src/api/endpoints/api-keys.ts): every request the key got past its check.
    apiKey.lastUsedAtMs = world.now();
    apiKey.lastUsedFrom = clientAddress(c);
    const customer = world.customer(apiKey.customerId);
    if (!customer) throw new Error(`Key ${apiKey.id} belongs to no customer of world ${world.id}`);
    // Known from here on, before the rate limit and faults: the audit log records their refusals to this key.
    c.set('auth', { world, apiKey, customer });
    if (world.latencyMs > 0) await sleep(world.latencyMs);
    const decision = consumeRate(world.rateWindows, apiKey.id, world.rateLimit, world.now());
    if (!decision.allowed) return rateLimited(c, decision);
    const fault = drawFault(world.faults);
    if (fault !== null) {
      const problem = faultProblem(fault);
      return renderProblem(c, { ...problem, headers: { ...rateLimitHeaders(decision), ...problem.headers } });
    }
    await next();
    setRateHeaders(c, decision);
  });
  if (audit) app.use('/api/*', audit.before);
}

function routePattern(path: string): RegExp | null {
  if (path.includes('*')) return null;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** 404 / 405 for unmatched requests and the 500 of last resort: install after every router. */
export function installFallbacks(app: Hono<MockEnv>): void {
  app.notFound((c) => {
    const path = c.req.path;
    const allowed = new Set<string>();
    for (const route of app.routes) {
      if (route.method === 'ALL') continue;
      const pattern = routePattern(route.path);
      if (pattern?.test(path)) {
        allowed.add(route.method);
        if (route.method === 'GET') allowed.add('HEAD');
      }
    }
    if (allowed.size > 0 && !allowed.has(c.req.method)) {
      const list = [...allowed].sort().join(', ');
      return renderProblem(c, {
        status: 405,
        code: 'method_not_allowed',
        detail: `${c.req.method} is not supported on ${path}. Allowed: ${list}.`,
        headers: { Allow: list },
      });
    }
    return renderProblem(c, { status: 404, code: 'not_found', detail: `There is no resource at ${path}.` });
  });

  app.onError((error, c) => {
    if (error instanceof ProblemError) return renderProblem(c, error.init);
    console.error('[mock] unexpected error', error);
    return renderProblem(c, {
      status: 500,
      code: 'internal_error',
      detail: 'The mock server failed unexpectedly. Retry later; the request id identifies this failure.',
    });
  });
}
