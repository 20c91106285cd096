import type { MiddlewareHandler } from 'hono';
import { clientAddress, rateLimited, renderProblem, setRateHeaders, type MockEnv } from './http';
import { consumeRate, refundRate, type RateLimitConfig, type RateWindow } from './rate-limit';

/**
 * What keeps the /__mock control plane to the people who run the mock (ledger "Mock control interface"). Support
 * staff browse the web beside it, and any page can send a "simple" request (a text/plain POST) to loopback, so:
 *
 * 1. A browser request must come from the mock's own origin: the app it serves, or the dev server that proxies to
 *    it (`npm start`; the proxy keeps the browser's Host, see vite.config.ts). `Origin` must name the host the
 *    request was sent to, `Sec-Fetch-Site` must be `same-origin` (or `none`: typed into the address bar), and that
 *    host must be a loopback name or one the server was told to listen on, so a DNS-rebinding page (whose origin is
 *    its own name) is refused too. No CORS headers are sent here, so a foreign page cannot read an answer either.
 *    Requests with neither header are not from a browser (curl, Playwright's `request`, Node's fetch, the bench):
 *    nothing ambient travels with them, so there is nothing to forge.
 * 2. A request with a body must say `application/json`, which a page can only send after a CORS preflight
 *    (refused by 1): a POST, PUT or PATCH without it is a 415 even when empty.
 * 3. A fixed window per client address for all of /__mock, and a tighter one for creating worlds (the costly call).
 *    Refused requests (1, 2, or the other window) do not count.
 *
 * The payment provider's stand-in pages (`PROVIDER_PAGES_PREFIX`, areas/billing/provider.ts) live under /__mock but
 * are not the control plane: they stand for another site, whose HTML forms the customer's browser posts
 * (`application/x-www-form-urlencoded`, from the provider's origin), so 1 and 2 would refuse exactly what they are
 * for. They act only on the world and record named in their path, as the provider would; 3 still applies.
 */

/** Where the mock serves the payment provider's pages (ledger "Billing"): outside rules 1 and 2. */
export const PROVIDER_PAGES_PREFIX = '/__mock/provider';
/** Where the mock serves the national e-ID provider's pages (areas/domains/identity-provider.ts): as the above. */
export const IDENTITY_PAGES_PREFIX = '/__mock/eid';

export interface ControlPlaneOptions {
  /** Host names (without port) besides loopback that a browser may use the control plane under. */
  allowedHosts?: readonly string[];
  /** Every /__mock request, per client address. */
  rateLimit?: RateLimitConfig;
  /** `POST /__mock/worlds` as well, per client address. */
  worldRateLimit?: RateLimitConfig;
}

/**
 * E2E makes a world per test (~150 tests, 2 workers: at most ~2 worlds and ~10 control calls a second) and the
 * bench a few dozen worlds a run; a runaway script on the same machine is held to 20 calls and 5 worlds a second.
 */
export const CONTROL_RATE_LIMIT: RateLimitConfig = { limit: 1200, windowSeconds: 60 };
export const WORLD_CREATE_RATE_LIMIT: RateLimitConfig = { limit: 300, windowSeconds: 60 };

const LOOPBACK_HOST = /^(localhost|[a-z0-9.-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

function hostOfOrigin(origin: string): string | null {
  if (origin === 'null') return null;
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.host;
  } catch {
    return null;
  }
}

/**
 * Whether a request's `Origin` is the mock's own: it names the host the request was sent to (its `Host`). The scheme
 * is not compared: a TLS proxy may sit in front.
 */
export function isOwnOrigin(origin: string, requestUrl: string): boolean {
  return hostOfOrigin(origin) === new URL(requestUrl).host;
}

/** Why a browser request must be refused, or null when it may go on. */
export function crossOriginRefusal(request: Request, allowedHosts: ReadonlySet<string>): string | null {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (site === null && origin === null) return null;
  const url = new URL(request.url);
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    return `The mock's control interface answers only its own origin; this request is ${site}.`;
  }
  if (origin !== null && !isOwnOrigin(origin, request.url)) {
    return `The mock's control interface answers only its own origin (${url.host}), not ${origin}.`;
  }
  const hostname = url.hostname.toLowerCase();
  if (!LOOPBACK_HOST.test(hostname) && !allowedHosts.has(hostname)) {
    return `The mock's control interface answers browsers only under a loopback name or the host it listens on, not ${hostname}.`;
  }
  return null;
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function controlPlaneGuard(options: ControlPlaneOptions = {}): MiddlewareHandler<MockEnv> {
  const allowedHosts = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const rateLimit = options.rateLimit ?? CONTROL_RATE_LIMIT;
  const worldRateLimit = options.worldRateLimit ?? WORLD_CREATE_RATE_LIMIT;
  const windows = new Map<string, RateWindow>();
  const worldWindows = new Map<string, RateWindow>();

  return async (c, next) => {
    const providerPage =
      c.req.path.startsWith(`${PROVIDER_PAGES_PREFIX}/`) || c.req.path.startsWith(`${IDENTITY_PAGES_PREFIX}/`);
    const refusal = providerPage ? null : crossOriginRefusal(c.req.raw, allowedHosts);
    if (refusal) return renderProblem(c, { status: 403, code: 'cross_origin_refused', detail: refusal });

    const contentType = c.req.header('content-type');
    if (
      !providerPage &&
      ((contentType !== undefined && mediaType(contentType) !== 'application/json') ||
        (contentType === undefined && BODY_METHODS.has(c.req.method)))
    ) {
      return renderProblem(c, {
        status: 415,
        code: 'unsupported_media_type',
        detail: `The mock's control interface takes only application/json${contentType ? `, not ${mediaType(contentType)}` : ''}; send "Content-Type: application/json" (also with an empty body).`,
        headers: { 'Accept-Patch': 'application/json', 'Accept-Post': 'application/json' },
      });
    }

    const address = clientAddress(c);
    const nowMs = Date.now();
    const decision = consumeRate(windows, address, rateLimit, nowMs);
    if (!decision.allowed) return rateLimited(c, decision);
    if (c.req.method === 'POST' && c.req.path === '/__mock/worlds') {
      const worlds = consumeRate(worldWindows, address, worldRateLimit, nowMs);
      if (!worlds.allowed) {
        refundRate(windows, address);
        return rateLimited(c, worlds);
      }
    }
    await next();
    setRateHeaders(c, decision);
  };
}
