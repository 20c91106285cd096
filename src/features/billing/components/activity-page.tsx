import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BillingActivity } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { FilterTabs } from '@/ui/filter-tabs';
import { DateTime } from '@/ui/format/date-time';
import { Price } from '@/ui/format/price';
import { ListEmptyState, ListToolbar, matchesSearch, matchingOnPage } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { activityKindOf } from '@/features/billing/billing-labels';
import { activityKindFilters, type ActivityKindFilter } from '@/features/billing/billing-route-params';
import { billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import '@/features/billing/billing.css';

const kindFilters: readonly ActivityKindFilter[] = ['all', ...activityKindFilters];

/**
 * The billing history, newest first: each entry's date, what happened in words, the amount it moved, and links to
 * its invoice and order when it names them. The kind is the server's filter; the text filters the page on the client.
 */
export function ActivityPage({
  q,
  kind,
  cursor,
}: {
  q: string | undefined;
  kind: ActivityKindFilter;
  cursor: string | undefined;
}) {
  const t = useMessages(billingMessages);
  const { data: page, isFetching } = useSuspenseQuery(billingQueries.activity({ kind, cursor }));
  const filtered = q !== undefined || kind !== 'all';
  const rows = useMemo(
    () => page.data.filter((entry) => matchesSearch(q, [entry.invoiceNumber, entry.orderNumber])),
    [page.data, q],
  );
  const complete = matchingOnPage(page, cursor) !== null;
  const matching = complete ? rows.length + (q === undefined ? page.dropped : 0) : null;
  const counted = useQuery({ ...billingQueries.activityTotal(), enabled: filtered || !complete });
  const total = !filtered && matching !== null ? matching : (counted.data ?? null);

  const columns = useMemo<Column<BillingActivity>[]>(
    () => [
      {
        id: 'date',
        header: t('billing.activity.column.date'),
        cell: (entry) => (entry.occurredAt ? <DateTime value={entry.occurredAt} /> : t('billing.none')),
      },
      {
        id: 'what',
        header: t('billing.activity.column.what'),
        primary: true,
        cell: (entry) => (
          <span className="data-table__title">{t('billing.activity.kind', { kind: activityKindOf(entry) })}</span>
        ),
      },
      {
        id: 'amount',
        header: t('billing.activity.column.amount'),
        align: 'end',
        cell: (entry) => <Price amount={entry.amount} currencyCode={entry.currencyCode} />,
      },
      {
        id: 'invoice',
        header: t('billing.activity.column.invoice'),
        cell: (entry) =>
          entry.invoiceId ? (
            <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: entry.invoiceId }}>
              {entry.invoiceNumber
                ? t('billing.invoice.number', { number: entry.invoiceNumber })
                : t('billing.invoice.unnumbered')}
            </Link>
          ) : (
            <span className="muted">{t('billing.none')}</span>
          ),
      },
      {
        id: 'order',
        header: t('billing.activity.column.order'),
        cell: (entry) =>
          entry.orderId ? (
            <Link to="/orders/$orderId" params={{ orderId: entry.orderId }}>
              {entry.orderNumber
                ? t('billing.invoice.forOrder', { number: entry.orderNumber })
                : t('billing.activity.orderUnnumbered')}
            </Link>
          ) : (
            <span className="muted">{t('billing.none')}</span>
          ),
      },
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="billing-activity-heading">
      <PageHeader
        headingId="billing-activity-heading"
        title={t('billing.title')}
        documentTitle={t('billing.activity.title')}
      />
      <BillingTabs current="activity" />
      <ListToolbar
        label={t('billing.activity.search.label')}
        search={{ label: t('billing.activity.search.q'), q, maxLength: 100 }}
        filters={
          <FilterTabs
            label={t('billing.activity.filter.label')}
            param="kind"
            options={kindFilters.map((value) => ({ value, label: t('billing.activity.filter', { kind: value }) }))}
            value={kind}
          />
        }
        count={{ noun: 'billingEvents', shown: rows.length, matching, total, filtered }}
      />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? t('billing.activity.updating') : ''}
      </div>
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('billing.activity.caption', { filtered: filtered ? 'yes' : 'no', page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={rows}
        rowKey={(entry) => entry.id}
        empty={
          <ListEmptyState noun="billingEvents" filtered={filtered} title={t('billing.activity.empty.heading')}>
            <p className="muted">{t('billing.activity.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}
