import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ticketListFilterValues, type TicketListFilter, type TicketSummary } from '@/api/schemas/tickets';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { EmptyState } from '@/ui/empty-state';
import { FilterTabs } from '@/ui/filter-tabs';
import { DateTime } from '@/ui/format/date-time';
import { PageHeader } from '@/ui/page-header';
import { ticketQueries, ticketUrlParam } from '@/features/tickets/api/ticket-queries';
import { ticketFilterLabels } from '@/features/tickets/ticket-labels';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';
import '@/features/tickets/tickets.css';

const filters = ticketListFilterValues.map((value) => ({ value, label: ticketFilterLabels[value] }));

const columns: Column<TicketSummary>[] = [
  {
    id: 'ticket',
    header: 'Ticket',
    primary: true,
    cell: (t) => (
      <>
        <Link to="/support/tickets/$ticketId" params={{ ticketId: ticketUrlParam(t) }} className="data-table__title">
          <span className="muted">#{t.number}</span> {t.subject ?? '(no subject)'}
        </Link>
        <span className="data-table__sub">
          {t.messageCount} message{t.messageCount === 1 ? '' : 's'}
        </span>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (t) => <TicketStatusBadge status={t.status} /> },
  { id: 'priority', header: 'Priority', cell: (t) => <TicketPriorityBadge priority={t.priority} /> },
  { id: 'department', header: 'Department', cell: (t) => t.departmentName ?? t.departmentSlug },
  {
    id: 'activity',
    header: 'Last activity',
    cell: (t) => <DateTime value={t.lastMessageAt ?? t.updatedAt ?? t.createdAt} />,
  },
];

const emptyTitles: Record<TicketListFilter, string> = {
  all: 'No tickets yet',
  open: 'No open tickets',
  closed: 'No closed tickets',
};

export function TicketListPage({ status, cursor }: { status: TicketListFilter; cursor: string | undefined }) {
  const { data: page, isFetching } = useSuspenseQuery(ticketQueries.list({ status, cursor }));

  return (
    <section className="page" aria-labelledby="tickets-heading">
      <PageHeader headingId="tickets-heading" title="Support tickets" />
      <FilterTabs label="Filter tickets by status" param="status" options={filters} value={status} />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? 'Updating tickets…' : ''}
      </div>
      <DataTable
        caption={`${ticketFilterLabels[status]} support tickets${cursor ? ', later page' : ''}`}
        columns={columns}
        rows={page.data}
        rowKey={(t) => t.id}
        empty={
          <EmptyState title={emptyTitles[status]}>
            <p className="muted">
              {status === 'open'
                ? 'Everything is answered and closed. When you write to support, the conversation shows here.'
                : 'Tickets you open with support show here, with every reply.'}
            </p>
          </EmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}
