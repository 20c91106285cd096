import { billingReads } from '../api/first-reads/billing';
import { catalogReads } from '../api/first-reads/catalog';
import { domainReads } from '../api/first-reads/domains';
import { hostingReads } from '../api/first-reads/hosting';
import { orderReads } from '../api/first-reads/orders';
import { readPath, type Read } from '../api/first-reads/read';
import { ticketReads } from '../api/first-reads/tickets';
import { vpsReads } from '../api/first-reads/vps';
import { homeReads } from '../api/home-reads';
import { activeNavArea, visibleNavAreas } from '../app/nav-areas';
import { firstScreenOf } from './first-chunks';

/**
 * The API reads a first screen makes before it can show anything, worked out from its address alone, so the boot
 * script (src/boot/boot.ts) can send them while the app's scripts download. Each must be byte for byte the request
 * the screen's loader then makes (path, query and its order, with or without the key): the client takes the early
 * response over only for the same URL (src/api/early-responses.ts). So both are built from the same reads, the
 * areas' tables in src/api/first-reads (Home's in src/api/home-reads.ts), and `first-requests.test.tsx` renders
 * every screen listed here and fails if one of these is not among its requests. An address this does not know (a
 * filtered list, a tab other than the overview or metrics) gets none: the app asks as it always did.
 * Pure and import-light: it is bundled into the boot script, which must stay small.
 */
export interface FirstRequest {
  /** API path with its query string, as the client builds it (`apiUrl`). */
  path: string;
  /** Sent without the key (public endpoints: the plan catalog). */
  anonymous: boolean;
  /** Home's read it is (src/api/home-reads.ts), by which Home's boot-drawn list takes its answer. */
  name?: string;
}

const METRICS_TIMEFRAMES: ReadonlySet<string> = new Set(['hour', 'day', 'week', 'month', 'year']);
/** An id the route would take as it is (the routes refuse anything else before asking the server). */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A read's URL, sent without the key when its route is public (no scopes). */
const request = (read: Read): FirstRequest => ({ path: readPath(read), anonymous: read.route.scopes === null });

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
  if (path === '/catalog') return params.size === 0 ? [request(catalogReads.page(locale))] : [];
  const list = LISTS[path];
  if (list) return params.size === 0 ? list(locale).map(request) : [];

  const detail = /^\/(vps|hosting|domains|orders|billing\/invoices|support\/tickets)\/([^/]+)$/.exec(path);
  const id = detail?.[2];
  const kind = DETAILS[detail?.[1] as keyof typeof DETAILS] as (typeof DETAILS)[keyof typeof DETAILS] | undefined;
  // Only an id the route takes (its prefix; a ticket's number too): any other is "page not found", never asked.
  if (!kind || !id || !PLAIN_ID.test(id) || !kind.id.test(id)) return [];
  const screen = request(kind.read(id));
  if (detail?.[1] !== 'vps') return params.size === 0 ? [screen] : [];
  const tab = params.get('tab') ?? 'overview';
  const timeframe = params.get('timeframe') ?? 'hour';
  if (tab === 'overview') return [screen];
  if (tab === 'metrics' && METRICS_TIMEFRAMES.has(timeframe)) return [screen, request(vpsReads.metrics(id, timeframe))];
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
  return Object.entries(homeReads(nowMs))
    .filter(([, read]) => readable.includes(read.area))
    .map(([name, read]) => ({ ...request(read), name }));
}

/** Each list screen's reads without a filter. */
const LISTS: Record<string, (locale: string) => Read[]> = {
  '/vps': () => [vpsReads.list()],
  '/hosting': () => [hostingReads.list()],
  '/domains': () => [domainReads.list()],
  // The orders list names each order's plan from the catalog (in the screen's language).
  '/orders': (locale) => [orderReads.list(), catalogReads.plans(locale)],
  '/billing/invoices': () => [billingReads.invoices()],
  // The page, and the count of all tickets beside it.
  '/support/tickets': () => [ticketReads.list(), ticketReads.total()],
};

/** Each detail screen's read and the ids its route accepts (the routes' `opaqueId` prefixes). */
const DETAILS = {
  vps: { read: vpsReads.detail, id: /^vps_./ },
  hosting: { read: hostingReads.detail, id: /^acct_./ },
  domains: { read: domainReads.detail, id: /^dom_./ },
  orders: { read: orderReads.detail, id: /^ord_./ },
  'billing/invoices': { read: billingReads.invoice, id: /^inv_./ },
  'support/tickets': { read: ticketReads.detail, id: /^(tkt_.|[0-9]{1,12}$)/ },
} satisfies Record<string, { read: (id: string) => Read; id: RegExp }>;
