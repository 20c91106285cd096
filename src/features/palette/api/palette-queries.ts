import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { apiRequest } from '@/api/client';
import { ticketEndpoints } from '@/api/endpoints/tickets-io';
import { pathSegment } from '@/api/path-segment';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { invoiceListPage } from '@/api/schemas/billing';
import { domainListPage } from '@/api/schemas/domains';
import { hostingAccountListPage } from '@/api/schemas/hosting';
import { orderListPage } from '@/api/schemas/orders';
import { vps, vpsListPage } from '@/api/schemas/vps';
import { PALETTE_AREA_LIMIT } from '@/features/palette/palette-areas';

/**
 * The palette's reads, one query per area, keyed under each area's root (`lists()` of it), so a write anywhere that
 * refreshes an area's lists refreshes what the palette found there too. Each takes React Query's AbortSignal: a
 * search the next text supersedes is cancelled when its query loses its last observer, so at most one request per
 * area is on its way.
 *
 * Servers, domains and tickets filter on the server (`q`, `name`, `q`) and ask for `PALETTE_AREA_LIMIT` rows per
 * text. Web hosting, orders and invoices have no text filter in the API (ledger "The list toolbar"): their first page
 * of 100 is asked once, whatever is typed, and filtered here, as their list screens do.
 */
const limit = PALETTE_AREA_LIMIT;
/** The most a client-filtered area reads: the first page, as its list screen's count does. */
const FIRST_PAGE = 100;

export const paletteQueries = {
  vps: (q: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.vps).list({ palette: q }),
      queryFn: ({ signal }) => apiRequest(vpsListPage, '/api/v2/vps', { query: { q: q || undefined, limit }, signal }),
    }),
  /** A server with its gates (the same key and contract as its own screen's), for a power action's gate. */
  vpsDetail: (id: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.vps).detail(id),
      queryFn: ({ signal }) => apiRequest(vps, `/api/v2/vps/${pathSegment(id)}`, { signal }),
    }),
  domains: (q: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.domains).list({ palette: q }),
      queryFn: ({ signal }) => apiRequest(domainListPage, '/api/v2/domains', { query: { name: q, limit }, signal }),
    }),
  tickets: (q: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.tickets).list({ palette: q }),
      queryFn: ({ signal }) => call(ticketEndpoints.list, { query: { q, status: 'all', limit }, signal }),
    }),
  hosting: () =>
    queryOptions({
      queryKey: areaKeys(queryRoots.hosting).list({ palette: true }),
      queryFn: ({ signal }) =>
        apiRequest(hostingAccountListPage, '/api/v2/shared-hosting', { query: { limit: FIRST_PAGE }, signal }),
    }),
  orders: () =>
    queryOptions({
      queryKey: areaKeys(queryRoots.orders).list({ palette: true }),
      queryFn: ({ signal }) => apiRequest(orderListPage, '/api/v2/orders', { query: { limit: FIRST_PAGE }, signal }),
    }),
  /** Under billing's invoice lists (`['billing', 'invoices', 'list']`), which every billing write refreshes. */
  invoices: () =>
    queryOptions({
      queryKey: [...queryRoots.billing, 'invoices', 'list', { palette: true }] as const,
      queryFn: ({ signal }) =>
        apiRequest(invoiceListPage, '/api/v2/billing/invoices', { query: { limit: FIRST_PAGE }, signal }),
    }),
};
