import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TicketListFilter, TicketSummary } from '@/api/schemas/tickets';
import { ticketListFilterValues } from '@/api/schemas/tickets-values';
import { useMessages } from '@/i18n';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { FilterTabs } from '@/ui/filter-tabs';
import { DateTime } from '@/ui/format/date-time';
import { ListEmptyState, ListToolbar, matchingOnPage } from '@/ui/list-toolbar';
import { ButtonLink } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PageHeader } from '@/ui/page-header';
import { ticketQueries, ticketUrlParam } from '@/features/tickets/api/ticket-queries';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';
import '@/features/tickets/tickets.css';

/** Every ticket of the account, last activity first: found by subject or number, narrowed by status; all in the URL. */
export function TicketListPage({
  q,
  status,
  cursor,
}: {
  q: string | undefined;
  status: TicketListFilter;
  cursor: string | undefined;
}) {
  const t = useMessages(ticketMessages);
  const { data: page, isFetching } = useSuspenseQuery(ticketQueries.list({ q, status, cursor }));
  const filtered = q !== undefined || status !== 'all';
  const matching = matchingOnPage(page, cursor);
  // Without a filter, a complete first page is the total; else one more read counts them.
  const counted = useQuery({ ...ticketQueries.total(), enabled: filtered || matching === null });
  const total = !filtered && matching !== null ? matching : (counted.data ?? null);

  const filters = useMemo(
    () => ticketListFilterValues.map((value) => ({ value, label: t('tickets.list.filter', { filter: value }) })),
    [t],
  );
  const columns = useMemo<Column<TicketSummary>[]>(
    () => [
      {
        id: 'ticket',
        header: t('tickets.list.column.ticket'),
        primary: true,
        cell: (ticket) => (
          <>
            <Link
              to="/support/tickets/$ticketId"
              params={{ ticketId: ticketUrlParam(ticket) }}
              className="data-table__title"
            >
              <span className="muted">#{ticket.number}</span> {ticket.subject ?? t('tickets.subject.none')}
            </Link>
            <span className="data-table__sub">{t('tickets.list.messageCount', { count: ticket.messageCount })}</span>
          </>
        ),
      },
      {
        id: 'status',
        header: t('tickets.list.column.status'),
        cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
      },
      {
        id: 'priority',
        header: t('tickets.list.column.priority'),
        cell: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
      },
      {
        id: 'department',
        header: t('tickets.list.column.department'),
        cell: (ticket) => ticket.departmentName ?? ticket.departmentSlug,
      },
      {
        id: 'activity',
        header: t('tickets.list.column.lastActivity'),
        cell: (ticket) => <DateTime value={ticket.lastMessageAt ?? ticket.updatedAt ?? ticket.createdAt} />,
      },
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="tickets-heading">
      <PageHeader headingId="tickets-heading" title={t('tickets.list.title')} actions={<NewTicketLink />} />
      <ListToolbar
        label={t('tickets.list.search.label')}
        search={{ label: t('tickets.list.search.q'), q, maxLength: 100 }}
        filters={<FilterTabs label={t('tickets.list.filter.label')} param="status" options={filters} value={status} />}
        count={{ noun: 'tickets', shown: page.data.length, matching, total, filtered }}
      />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? t('tickets.list.updating') : ''}
      </div>
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('tickets.list.caption', {
          filter: status,
          search: q === undefined ? 'no' : 'yes',
          page: cursor ? 'later' : 'first',
        })}
        columns={columns}
        rows={page.data}
        rowKey={(ticket) => ticket.id}
        empty={
          <ListEmptyState noun="tickets" filtered={filtered} title={t('tickets.list.empty.heading')}>
            <p className="muted">{t('tickets.list.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}

/** "New ticket": the form's link, or, for a key that may not open tickets, why not (before anything is typed). */
function NewTicketLink() {
  const t = useMessages(ticketMessages);
  const gate = useScopeGate(ticketRoutes.create);
  return gate.allowed ? (
    <ButtonLink to="/support/tickets/new" variant="primary">
      {t('tickets.new.link')}
    </ButtonLink>
  ) : (
    <GatedButton gate={gate} variant="primary">
      {t('tickets.new.link')}
    </GatedButton>
  );
}
