import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callRead } from '@/api/call';
import { ticketEndpoints as api } from '@/api/endpoints/tickets-io';
import { ticketReads } from '@/api/first-reads/tickets';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { ticketCountPage, type TicketListFilter } from '@/api/schemas/tickets';
import { cursorPages } from '@/ui/kit-pages';
const keys = areaKeys(queryRoots.tickets);

/**
 * How often an open ticket and the ticket list are read again while the page is visible, so a staff answer shows
 * without a reload (ledger "Answered tickets"): bounded, and never in a background tab (TanStack Query's
 * `refetchIntervalInBackground: false`; the tab shown again reads at once when stale, `refetchOnWindowFocus`).
 */
export const TICKET_REFRESH_MS = 20_000;
const live = { refetchInterval: TICKET_REFRESH_MS, refetchIntervalInBackground: false } as const;

/** Keys under `queryRoots.tickets`, generic → specific, so one invalidation reaches every list or every detail. */
export const ticketQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: { q?: string | undefined; status: TicketListFilter; cursor?: string | undefined }) =>
    queryOptions({
      queryKey: keys.list({ q: params.q, status: params.status, cursor: params.cursor }),
      queryFn: ({ signal }) => callRead(api.list, ticketReads.list(params), signal),
      ...live,
    }),
  /** The list's pages under its filters, read one after the other by "Show more" (the kit list), kept live. */
  listPages: (params: { q?: string | undefined; status: TicketListFilter }) =>
    infiniteQueryOptions({
      ...cursorPages(keys.list({ q: params.q, status: params.status, pages: true }), (cursor, signal) =>
        callRead(api.list, ticketReads.list({ ...params, cursor }), signal),
      ),
      ...live,
    }),
  /** One page of 100 under the list's filters: the CSV download reads every page. */
  readExportPage:
    (params: { q?: string | undefined; status: TicketListFilter }) =>
    (cursor: string | undefined, signal: AbortSignal) =>
      callRead(api.list, ticketReads.exportPage({ ...params, cursor }), signal),
  /**
   * How many tickets there are, for the list's "6 of 24": one page of 100 without a filter (the API sends no
   * total); null when there are more than that.
   */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) => callRead(api.list, ticketReads.total(), signal, ticketCountPage),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  details: keys.details,
  /** Keyed by what the URL holds: a `tkt_` id or a numeric ticket number. */
  detail: (idOrNumber: string) =>
    queryOptions({
      queryKey: keys.detail(idOrNumber),
      queryFn: ({ signal }) => callRead(api.detail, ticketReads.detail(idOrNumber), signal),
      ...live,
    }),
};
