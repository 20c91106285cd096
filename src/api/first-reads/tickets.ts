import { ticketRoutes } from '../endpoints/tickets';

/** The ticket list and a ticket (src/features/tickets/api/ticket-queries.ts). */
export const ticketReads = {
  /** A page of the list; the first screen's is the first page of all tickets (`status=all`, the screen's default). */
  list: (filter: { q?: string | undefined; status?: string | undefined; cursor?: string | undefined } = {}) => ({
    route: ticketRoutes.list,
    query: { q: filter.q, status: filter.status ?? 'all', cursor: filter.cursor, limit: 20 },
  }),
  /** A page of 100 under the list's filters: the CSV download reads every page, as few as it can. */
  exportPage: (filter: { q?: string | undefined; status?: string | undefined; cursor?: string | undefined }) => ({
    route: ticketRoutes.list,
    query: { q: filter.q, status: filter.status ?? 'all', cursor: filter.cursor, limit: 100 },
  }),
  /** One page of 100 of all tickets: how many there are (the API sends no total). */
  total: () => ({ route: ticketRoutes.list, query: { status: 'all', limit: 100 } }),
  /** By what the URL holds: a `tkt_` id or a numeric ticket number. */
  detail: (idOrNumber: string) => ({ route: ticketRoutes.detail, params: { id: idOrNumber } }),
};
