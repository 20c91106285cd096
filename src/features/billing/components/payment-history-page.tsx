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
import { historyKindOf } from '@/features/billing/billing-labels';
import { historyKindFilters, type HistoryKindFilter } from '@/features/billing/billing-route-params';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import { CsvExport } from './csv-export';
import { InvoicePdfButton } from './invoice-pdf-button';
import { useHistoryCsv } from './use-csv-exports';
import '@/features/billing/billing.css';

const kindFilters: readonly HistoryKindFilter[] = ['all', ...historyKindFilters];

/** An id the invoice PDF's path takes (`inv_…`); a row with another has no PDF button. */
const isInvoiceId = (id: string): boolean => /^inv_[A-Za-z0-9_-]+$/.test(id);

/**
 * The payment history, newest first: each entry's date, what happened in words, the amount it moved, and links to
 * its invoice and order when it names them. The kind is the server's filter; the text filters the page on the client.
 */
export function PaymentHistoryPage({
  q,
  kind,
  cursor,
}: {
  q: string | undefined;
  kind: HistoryKindFilter;
  cursor: string | undefined;
}) {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const makeCsv = useHistoryCsv({ kind, q });
  const { data: page, isFetching } = useSuspenseQuery(billingQueries.history({ kind, cursor }));
  const filtered = q !== undefined || kind !== 'all';
  const rows = useMemo(
    () => page.data.filter((entry) => matchesSearch(q, [entry.invoiceNumber, entry.orderNumber])),
    [page.data, q],
  );
  const complete = matchingOnPage(page, cursor) !== null;
  const matching = complete ? rows.length + (q === undefined ? page.dropped : 0) : null;
  const counted = useQuery({ ...billingQueries.historyTotal(), enabled: filtered || !complete });
  const total = !filtered && matching !== null ? matching : (counted.data ?? null);

  const columns = useMemo<Column<BillingActivity>[]>(
    () => [
      {
        id: 'date',
        header: t('billing.history.column.date'),
        cell: (entry) => (entry.occurredAt ? <DateTime value={entry.occurredAt} /> : t('billing.none')),
      },
      {
        id: 'what',
        header: t('billing.history.column.what'),
        primary: true,
        cell: (entry) => (
          <span className="data-table__title">{t('billing.history.kind', { kind: historyKindOf(entry) })}</span>
        ),
      },
      {
        id: 'amount',
        header: t('billing.history.column.amount'),
        align: 'end',
        cell: (entry) => <Price exact amount={entry.amount} currencyCode={entry.currencyCode} />,
      },
      {
        id: 'invoice',
        header: t('billing.history.column.invoice'),
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
        id: 'pdf',
        header: d('billingDocument.pdf.column'),
        cell: (entry) =>
          entry.invoiceId && isInvoiceId(entry.invoiceId) ? (
            <InvoicePdfButton
              size="small"
              invoice={{ id: entry.invoiceId, number: entry.invoiceNumber, kind: 'order' }}
              label={
                entry.invoiceNumber
                  ? d('billingDocument.pdf.downloadRow', { number: entry.invoiceNumber })
                  : d('billingDocument.pdf.download')
              }
            />
          ) : (
            <span className="muted">{t('billing.none')}</span>
          ),
      },
      {
        id: 'order',
        header: t('billing.history.column.order'),
        cell: (entry) =>
          entry.orderId ? (
            <Link to="/orders/$orderId" params={{ orderId: entry.orderId }}>
              {entry.orderNumber
                ? t('billing.invoice.forOrder', { number: entry.orderNumber })
                : t('billing.history.orderUnnumbered')}
            </Link>
          ) : (
            <span className="muted">{t('billing.none')}</span>
          ),
      },
    ],
    [t, d],
  );

  return (
    <section className="page" aria-labelledby="billing-history-heading">
      <PageHeader
        headingId="billing-history-heading"
        title={t('billing.title')}
        documentTitle={t('billing.history.title')}
      />
      <BillingTabs current="history" />
      <ListToolbar
        label={t('billing.history.search.label')}
        search={{ label: t('billing.history.search.q'), q, maxLength: 100 }}
        filters={
          <FilterTabs
            label={t('billing.history.filter.label')}
            param="kind"
            options={kindFilters.map((value) => ({ value, label: t('billing.history.filter', { kind: value }) }))}
            value={kind}
          />
        }
        count={{ noun: 'billingEvents', shown: rows.length, matching, total, filtered }}
      />
      <CsvExport name="billing-history" label={d('billingDocument.csv.history')} make={makeCsv} />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? t('billing.history.updating') : ''}
      </div>
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('billing.history.caption', { filtered: filtered ? 'yes' : 'no', page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={rows}
        rowKey={(entry) => entry.id}
        empty={
          <ListEmptyState noun="billingEvents" filtered={filtered} title={t('billing.history.empty.heading')}>
            <p className="muted">{t('billing.history.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}
