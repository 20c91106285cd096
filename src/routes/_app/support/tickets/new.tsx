import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, getLocale, problemMessages } from '@/i18n';
import { TicketNewPage } from '@/features/tickets/components/ticket-new-page';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { loadTicketNewQueries, newTicketSearch } from '@/features/tickets/ticket-route-params';

/**
 * A new support ticket, prefilled by the search a "Get help with this" link carries (the service, a subject, what
 * the customer was trying to do). Each value that does not fit falls back to nothing, never an error page.
 */
export const Route = createFileRoute('/_app/support/tickets/new')({
  validateSearch: newTicketSearch,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(ticketMessages),
      // Problem and gate words: a department that takes no tickets says why at once.
      ensureCatalog(problemMessages),
      loadTicketNewQueries().then(({ departmentQueries }) =>
        context.queryClient.ensureQueryData(departmentQueries.list(getLocale())),
      ),
    ]),
  component: NewTicketRoute,
});

function NewTicketRoute() {
  const search = Route.useSearch();
  return <TicketNewPage search={search} />;
}
