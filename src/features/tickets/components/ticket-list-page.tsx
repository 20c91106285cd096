import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DateTime } from '@/ui/format/date-time';
import { usePageTitle } from '@/ui/use-page-title';
import { ticketQueries, ticketUrlParam, type TicketFilter } from '@/features/tickets/api/ticket-queries';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';

const filters: { value: TicketFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

export function TicketListPage({ status, cursor }: { status: TicketFilter; cursor: string | undefined }) {
  usePageTitle('Support tickets');
  const { data: page, isFetching } = useSuspenseQuery(ticketQueries.list({ status, cursor }));
  const filterLabel = filters.find((f) => f.value === status)?.label ?? 'All';

  return (
    <section className="page" aria-labelledby="tickets-heading">
      <div className="page__header">
        <h1 id="tickets-heading">Support tickets</h1>
      </div>
      <nav aria-label="Filter tickets by status" className="segmented">
        {filters.map((f) => (
          <Link
            key={f.value}
            to="/support/tickets"
            search={{ status: f.value }}
            className="segmented__item"
            activeOptions={{ includeSearch: false }}
            aria-current={f.value === status ? 'page' : undefined}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? 'Updating tickets…' : ''}
      </div>
      {page.data.length === 0 ? (
        <div className="empty">
          <h2>
            {status === 'closed' ? 'No closed tickets' : status === 'open' ? 'No open tickets' : 'No tickets yet'}
          </h2>
          <p className="muted">
            {status === 'open'
              ? 'Everything is answered and closed. When you write to support, the conversation shows here.'
              : 'Tickets you open with support show here, with every reply.'}
          </p>
          {cursor && (
            <Link to="/support/tickets" search={{ status }}>
              Back to the first page
            </Link>
          )}
        </div>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">
              {filterLabel} support tickets{cursor ? ', later page' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Status</th>
                <th scope="col">Priority</th>
                <th scope="col">Department</th>
                <th scope="col">Last activity</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((t) => (
                <tr key={t.id}>
                  <td>
                    <Link
                      to="/support/tickets/$ticketId"
                      params={{ ticketId: ticketUrlParam(t) }}
                      className="table__primary"
                    >
                      <span className="muted">#{t.number}</span> {t.subject ?? '(no subject)'}
                    </Link>
                    <span className="table__sub">
                      {t.messageCount} message{t.messageCount === 1 ? '' : 's'}
                    </span>
                  </td>
                  <td>
                    <TicketStatusBadge status={t.status} />
                  </td>
                  <td>
                    <TicketPriorityBadge priority={t.priority} />
                  </td>
                  <td>{t.departmentName ?? t.departmentSlug}</td>
                  <td>
                    <DateTime value={t.lastMessageAt ?? t.updatedAt ?? t.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(cursor || page.hasMore) && (
        <nav aria-label="Pages" className="pager">
          {cursor && (
            <Link to="/support/tickets" search={{ status }} className="button button--ghost">
              First page
            </Link>
          )}
          {page.hasMore && page.nextCursor && (
            <Link to="/support/tickets" search={{ status, cursor: page.nextCursor }} className="button">
              Next page
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
