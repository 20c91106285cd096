import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { renderProblem, type MockEnv } from './http';
import { ProblemError, newRequestId } from './problems';
import { DEFAULT_RATE_LIMIT, consumeRate, rateLimitHeaders, type RateDecision } from './rate-limit';
import { controlRoutes } from './routes/control';
import { jobRoutes } from './routes/jobs';
import { meRoutes } from './routes/me';
import { ticketRoutes } from './routes/tickets';
import { staticHandler } from './static';
import { WorldRegistry } from './worlds';

/**
 * The mock API as a web-standard app (Request -> Response). Pipeline for /api/*:
 * request id -> CORS (answers preflights) -> auth (401) -> rate limit (429, X-RateLimit-* on every
 * response) -> area router (scope check 403 -> validation 400 -> ownership 404 -> conflict 409).
 * Unknown routes are 404 `not_found`, known paths with another method 405, and anything thrown that
 * is not a ProblemError becomes a 500 `internal_error` Problem.
 */

export interface MockAppOptions {
  registry?: WorldRegistry;
  /** Built SPA to serve for other GETs, with index.html fallback. */
  staticDir?: string;
}

export interface MockApp {
  app: Hono<MockEnv>;
  registry: WorldRegistry;
}

const CORS = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
  exposeHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id'],
  maxAge: 600,
});

/**
 * Endpoints that need no key (spec: the shared-hosting catalog). Without an Authorization header they
 * run anonymously (`auth` unset); a key that is sent must still be valid.
 */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set(['/api/v2/products/shared-hosting']);

function clientAddress(c: Context<MockEnv>): string {
  // @hono/node-server passes { incoming } as env; in-process tests pass nothing.
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null) return 'local';
  const incoming: unknown = Reflect.get(env, 'incoming');
  if (typeof incoming !== 'object' || incoming === null) return 'local';
  const socket: unknown = Reflect.get(incoming, 'socket');
  if (typeof socket !== 'object' || socket === null) return 'local';
  const address: unknown = Reflect.get(socket, 'remoteAddress');
  return typeof address === 'string' ? address : 'local';
}

function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function routePattern(path: string): RegExp | null {
  if (path.includes('*')) return null;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

export function createMockApp(options: MockAppOptions = {}): MockApp {
  const registry = options.registry ?? new WorldRegistry();
  const app = new Hono<MockEnv>();

  app.use('*', async (c, next) => {
    const requestId = newRequestId();
    c.set('requestId', requestId);
    c.set('auth', undefined);
    await next();
    c.header('X-Request-Id', requestId);
  });
  app.use('/api/*', CORS);
  app.use('/__mock/*', CORS);

  app.use('/api/*', async (c, next) => {
    const secret = bearerKey(c.req.header('authorization'));
    if (!c.req.header('authorization') && PUBLIC_API_PATHS.has(c.req.path)) {
      // Spec: the catalog needs no key; ledger: anonymous calls are limited per client address.
      const decision = consumeRate(registry.anonymousRateWindows, clientAddress(c), DEFAULT_RATE_LIMIT, Date.now());
      if (!decision.allowed) return rateLimited(c, decision);
      await next();
      for (const [name, value] of Object.entries(rateLimitHeaders(decision))) c.header(name, value);
      return;
    }
    const found = secret ? registry.findKey(secret) : undefined;
    if (!found) {
      const decision = consumeRate(registry.anonymousRateWindows, clientAddress(c), DEFAULT_RATE_LIMIT, Date.now());
      if (!decision.allowed) return rateLimited(c, decision);
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
    const customer = world.customer(apiKey.customerId);
    if (!customer) throw new Error(`Key ${apiKey.id} belongs to no customer of world ${world.id}`);
    const decision = consumeRate(world.rateWindows, apiKey.id, world.rateLimit, world.now());
    if (!decision.allowed) return rateLimited(c, decision);
    c.set('auth', { world, apiKey, customer });
    await next();
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) c.header(name, value);
  });

  app.route('/', meRoutes());
  app.route('/', ticketRoutes());
  app.route('/', jobRoutes());
  app.route('/', controlRoutes(registry));

  if (options.staticDir) app.get('*', staticHandler(options.staticDir));

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

  return { app, registry };
}

function rateLimited(c: Context<MockEnv>, decision: RateDecision): Response {
  return renderProblem(c, {
    status: 429,
    code: 'rate_limit_exceeded',
    detail: `Rate limit of ${decision.limit} requests exceeded; retry in ${decision.resetSeconds} s.`,
    headers: rateLimitHeaders(decision),
  });
}
