import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TicketListFilter, TicketSummary } from '@/api/schemas/tickets';
import { ticketListFilterValues } from '@/api/schemas/tickets-values';
import { useMessages } from '@/i18n';
import { csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { DateTime } from '@/ui/format/date-time';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { ButtonLink } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PageHeader } from '@/ui/page-header';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';
import { ticketQueries } from '@/features/tickets/api/ticket-queries';
import { ticketUrlParam } from '@/features/tickets/ticket-labels';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status';
import '@/features/tickets/tickets.css';

/**
 * Every ticket of the account, last activity first, on the kit list: found by subject or number (the server's
 * search), narrowed by the status select; both in the URL. "Show more" reads the next page.
 */
export function TicketListPage({ q, status }: { q: string | undefined; status: TicketListFilter }) {
  const t = useMessages(ticketMessages);
  const k = useMessages();
  // The route's loader reads the first page before the screen shows; drawn at build time (src/boot/prerender.tsx)
  // the page has none yet, and the list says it is loading where its rows will be.
  const query = useInfiniteQuery(ticketQueries.listPages({ q, status }));
  const pages = useKitPages(query);
  const filtered = q !== undefined || status !== 'all';
  // Without a filter, every page read is the total; else one more read counts them.
  const counted = useQuery({ ...ticketQueries.total(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const readPage = useMemo(() => ticketQueries.readExportPage({ q, status }), [q, status]);
  const csvColumns = useMemo<KitCsvColumn<TicketSummary>[]>(
    () => [
      { header: t('tickets.list.column.ticket'), value: (ticket) => ticket.number },
      { header: t('tickets.csv.subject'), value: (ticket) => ticket.subject },
      {
        header: t('tickets.list.column.status'),
        value: (ticket) => t('tickets.status', { status: ticket.status }),
      },
      {
        header: t('tickets.list.column.priority'),
        value: (ticket) => t('tickets.priority', { priority: ticket.priority }),
      },
      {
        header: t('tickets.list.column.department'),
        value: (ticket) => ticket.departmentName ?? ticket.departmentSlug,
      },
      {
        header: t('tickets.list.column.lastActivity'),
        value: (ticket) => csvTimestamp(ticket.lastMessageAt ?? ticket.updatedAt ?? ticket.createdAt),
      },
      { header: k('kit.csv.column.id'), value: (ticket) => ticket.id },
    ],
    [t, k],
  );

  const filters = useMemo(
    () => ticketListFilterValues.map((value) => ({ value, label: t('tickets.list.filter', { filter: value }) })),
    [t],
  );
  const columns = useMemo<KitColumn<TicketSummary>[]>(
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
    // The header's write buttons and the list's point at one read-only reason, in the list's toolbar (issue 40).
    <ReadOnlyReasonScope>
      <section className="page" aria-labelledby="tickets-heading">
        <PageHeader headingId="tickets-heading" title={t('tickets.list.title')} actions={<NewTicketLink />} />
        <KitList
          noun="tickets"
          label={t('tickets.list.search.label')}
          caption={t('tickets.list.caption', { filter: status, search: q === undefined ? 'no' : 'yes', page: 'first' })}
          search={{ label: t('tickets.list.search.q'), q, maxLength: 100 }}
          status={{ param: 'status', value: status, options: filters }}
          filtered={false}
          orderedBy={{ column: 'activity', direction: 'descending' }}
          columns={columns}
          rowKey={(ticket) => ticket.id}
          pages={pages}
          total={total}
          readPage={readPage}
          csv={{ name: 'tickets', columns: csvColumns }}
          empty={{
            title: t('tickets.list.empty.heading'),
            body: <p className="muted">{t('tickets.list.empty.body')}</p>,
          }}
          sayReadOnlyOnce
        />
      </section>
    </ReadOnlyReasonScope>
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
