import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { billingRoutes } from '@/api/endpoints/billing';
import { domainRoutes } from '@/api/endpoints/domains';
import { hostingRoutes } from '@/api/endpoints/hosting';
import { orderRoutes } from '@/api/endpoints/orders';
import { ticketEndpoints } from '@/api/endpoints/tickets-io';
import { vpsRoutes } from '@/api/endpoints/vps';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { invoiceListPage } from '@/api/schemas/billing';
import { domainListPage } from '@/api/schemas/domains';
import { hostingAccount, hostingAccountListPage, mailboxListPage } from '@/api/schemas/hosting';
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
 * of 100 is asked once, whatever is typed, and filtered here, as their list screens do. Each area's route comes from
 * its endpoint table, read with the schema the palette already has (not the area's whole contract).
 */
const limit = PALETTE_AREA_LIMIT;
/** The most a client-filtered area reads: the first page, as its list screen's count does. */
const FIRST_PAGE = 100;

export const paletteQueries = {
  vps: (q: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.vps).list({ palette: q }),
      queryFn: ({ signal }) => call(vpsRoutes.list, { query: { q: q || undefined, limit }, signal }, vpsListPage),
    }),
  /** A server with its gates (the same key and contract as its own screen's), for a power action's gate. */
  vpsDetail: (id: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.vps).detail(id),
      queryFn: ({ signal }) => call(vpsRoutes.detail, { params: { id }, signal }, vps),
    }),
  domains: (q: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.domains).list({ palette: q }),
      queryFn: ({ signal }) => call(domainRoutes.list, { query: { name: q, limit }, signal }, domainListPage),
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
        call(hostingRoutes.list, { query: { limit: FIRST_PAGE }, signal }, hostingAccountListPage),
    }),
  /** An account with its gates (its own screen's key and contract), for a hosting action's gate (issue 38). */
  hostingDetail: (id: string) =>
    queryOptions({
      queryKey: areaKeys(queryRoots.hosting).detail(id),
      queryFn: ({ signal }) => call(hostingRoutes.detail, { params: { accountId: id }, signal }, hostingAccount),
    }),
  /** An account's first page of mailboxes, under its detail (a mailbox change refreshes it), to find one by address. */
  mailboxes: (id: string) =>
    queryOptions({
      queryKey: [...areaKeys(queryRoots.hosting).detail(id), 'mailboxes', { palette: true }] as const,
      queryFn: ({ signal }) =>
        call(
          hostingRoutes.mailboxes,
          { params: { accountId: id }, query: { limit: FIRST_PAGE }, signal },
          mailboxListPage,
        ),
    }),
  orders: () =>
    queryOptions({
      queryKey: areaKeys(queryRoots.orders).list({ palette: true }),
      queryFn: ({ signal }) => call(orderRoutes.list, { query: { limit: FIRST_PAGE }, signal }, orderListPage),
    }),
  /** Under billing's invoice lists (`['billing', 'invoices', 'list']`), which every billing write refreshes. */
  invoices: () =>
    queryOptions({
      queryKey: [...queryRoots.billing, 'invoices', 'list', { palette: true }] as const,
      queryFn: ({ signal }) => call(billingRoutes.invoices, { query: { limit: FIRST_PAGE }, signal }, invoiceListPage),
    }),
};
