import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { ticketEndpoints as api } from '@/api/endpoints/tickets-io';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { ticketCountPage, type TicketListFilter } from '@/api/schemas/tickets';
const keys = areaKeys(queryRoots.tickets);

/** Keys under `queryRoots.tickets`, generic → specific, so one invalidation reaches every list or every detail. */
export const ticketQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: { q?: string | undefined; status: TicketListFilter; cursor?: string | undefined }) =>
    queryOptions({
      queryKey: keys.list({ q: params.q, status: params.status, cursor: params.cursor }),
      queryFn: ({ signal }) =>
        call(api.list, { query: { q: params.q, status: params.status, cursor: params.cursor, limit: 20 }, signal }),
    }),
  /**
   * How many tickets there are, for the list's "6 of 24": one page of 100 without a filter (the API sends no
   * total); null when there are more than that.
   */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) => call(api.list, { query: { status: 'all', limit: 100 }, signal }, ticketCountPage),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  details: keys.details,
  /** Keyed by what the URL holds: a `tkt_` id or a numeric ticket number. */
  detail: (idOrNumber: string) =>
    queryOptions({
      queryKey: keys.detail(idOrNumber),
      queryFn: ({ signal }) => call(api.detail, { params: { id: idOrNumber }, signal }),
    }),
};

/** The URL form of a ticket: its customer-facing number when numeric, otherwise its id. */
export function ticketUrlParam(t: { id: string; number: string }): string {
  return /^\d+$/.test(t.number) ? t.number : t.id;
}
