import { homeReadPath, homeReads } from '../api/home-reads';
import { activeNavArea, visibleNavAreas } from '../app/nav-areas';
import { firstScreenOf } from './first-chunks';

/**
 * The API reads a first screen makes before it can show anything, worked out from its address alone, so the boot
 * script (src/boot/boot.ts) can send them while the app's scripts download. Each must be byte for byte the request
 * the screen's loader then makes (path, query and its order, with or without the key): the client takes the early
 * response over only for the same URL (src/api/early-responses.ts), and `first-requests.test.tsx` renders every
 * screen listed here and fails if one of these is not among its requests. An address this does not know (a
 * filtered list, a tab other than the overview or metrics) gets none: the app asks as it always did.
 * Pure and import-light: it is bundled into the boot script, which must stay small.
 */
export interface FirstRequest {
  /** API path with its query string, as the client builds it (`apiUrl`). */
  path: string;
  /** Sent without the key (public endpoints: the plan catalog). */
  anonymous: boolean;
}

const METRICS_TIMEFRAMES: ReadonlySet<string> = new Set(['hour', 'day', 'week', 'month', 'year']);
/** An id the route would take as it is (the routes refuse anything else before asking the server). */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,100}$/;

const read = (path: string): FirstRequest => ({ path, anonymous: false });

export function firstRequests(
  pathname: string,
  search: string,
  locale: string,
  scopes: readonly string[] | null,
): FirstRequest[] {
  const params = new URLSearchParams(search);
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return homeRequests(scopes, Date.now());
  // A screen of an area the key cannot read asks nothing: the app says so without asking (and a refused read would
  // be an error in the browser's console for nothing).
  const area = activeNavArea(path);
  if (area && !visibleNavAreas(scopes).includes(area)) return [];
  if (path === '/catalog') {
    return params.size === 0
      ? [{ path: `/api/v2/products/shared-hosting?locale=${locale}&limit=20`, anonymous: true }]
      : [];
  }
  const list = LISTS[path];
  if (list) return params.size === 0 ? list(locale) : [];

  const detail = /^\/(vps|hosting|domains|orders|billing\/invoices|support\/tickets)\/([^/]+)$/.exec(path);
  const id = detail?.[2];
  const kind = DETAILS[detail?.[1] as keyof typeof DETAILS] as (typeof DETAILS)[keyof typeof DETAILS] | undefined;
  // Only an id the route takes (its prefix; a ticket's number too): any other is "page not found", never asked.
  if (!kind || !id || !PLAIN_ID.test(id) || !kind.id.test(id)) return [];
  const base = `${kind.path}/${id}`;
  if (detail?.[1] !== 'vps') return params.size === 0 ? [read(base)] : [];
  const tab = params.get('tab') ?? 'overview';
  const timeframe = params.get('timeframe') ?? 'hour';
  if (tab === 'overview') return [read(base)];
  if (tab === 'metrics' && METRICS_TIMEFRAMES.has(timeframe)) {
    return [read(base), read(`${base}/metrics?timeframe=${timeframe}`)];
  }
  return [];
}

/**
 * The reads of a first screen seen signed out: the public catalog as signed in, the terms none, and every other
 * address shows the sign-in page, which in a demo build (`__DEMO__`, src/demo-build.d.ts) has a demo section listing
 * the mock's scenarios (the section's text is the page's largest paint). A real API has no `/__mock`: that read fails
 * there as the page's own does, and the demo stays hidden. A production build has no demo and asks nothing.
 */
export function signedOutRequests(pathname: string, search: string, locale: string): FirstRequest[] {
  const screen = firstScreenOf(pathname, search, false);
  if (screen === 'catalog') return firstRequests(pathname, search, locale, null);
  return __DEMO__ && screen === 'sign-in' ? [{ path: '/__mock/scenarios', anonymous: true }] : [];
}

/** Home's reads (src/api/home-reads.ts) of the areas the key can read; none for a key that can read no area. */
export function homeRequests(scopes: readonly string[] | null, nowMs: number): FirstRequest[] {
  const readable = visibleNavAreas(scopes).map((area) => area.to as string);
  return Object.values(homeReads(nowMs))
    .filter((request) => readable.includes(request.area))
    .map((request) => read(homeReadPath(request)));
}

const LISTS: Record<string, (locale: string) => FirstRequest[]> = {
  '/vps': () => [read('/api/v2/vps?limit=20')],
  '/hosting': () => [read('/api/v2/shared-hosting?limit=20')],
  '/domains': () => [read('/api/v2/domains?limit=100')],
  // The orders list names each order's plan from the catalog (in the screen's language).
  '/orders': (locale) => [
    read('/api/v2/orders?limit=20'),
    { path: `/api/v2/products/shared-hosting?locale=${locale}&limit=100`, anonymous: true },
  ],
  '/billing/invoices': () => [read('/api/v2/billing/invoices?limit=20')],
  // The page, and the count of all tickets beside it.
  '/support/tickets': () => [
    read('/api/v2/support/tickets?status=all&limit=20'),
    read('/api/v2/support/tickets?status=all&limit=100'),
  ],
};

/** Each detail screen's API path and the ids its route accepts (the routes' `opaqueId` prefixes). */
const DETAILS = {
  vps: { path: '/api/v2/vps', id: /^vps_./ },
  hosting: { path: '/api/v2/shared-hosting', id: /^acct_./ },
  domains: { path: '/api/v2/domains', id: /^dom_./ },
  orders: { path: '/api/v2/orders', id: /^ord_./ },
  'billing/invoices': { path: '/api/v2/billing/invoices', id: /^inv_./ },
  'support/tickets': { path: '/api/v2/support/tickets', id: /^(tkt_.|[0-9]{1,12}$)/ },
} as const;
