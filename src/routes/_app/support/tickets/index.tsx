import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { TicketListPage } from '@/features/tickets/components/ticket-list-page';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { loadTicketQueries, ticketListFilters } from '@/features/tickets/ticket-route-params';

/** A bad status or search text in the URL falls back to all tickets, never an error page (a cursor is ignored). */
const searchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z._default(z.enum(ticketListFilters), 'all'), 'all'),
  }),
);

export const Route = createFileRoute('/_app/support/tickets/')({
  validateSearch: searchSchema,
  // Blank search text is no filter: one cache entry for `?q=` and `?q=%20`.
  loaderDeps: ({ search }) => ({ q: search.q?.trim() || undefined, status: search.status }),
  // The area's words load with its data, in parallel (and on hover, with the preload).
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(ticketMessages),
      loadTicketQueries().then(({ ticketQueries }) =>
        context.queryClient.ensureInfiniteQueryData(ticketQueries.listPages(deps)),
      ),
    ]),
  component: TicketsRoute,
});

function TicketsRoute() {
  const deps = Route.useLoaderDeps();
  return <TicketListPage q={deps.q} status={deps.status} />;
}
