import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { BillingActivity } from '@/api/schemas/billing';
import { defaultVatBasis, type VatBasis } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { DateTime } from '@/ui/format/date-time';
import { Price } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { readHistoryPage } from '@/features/billing/api/billing-downloads';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { historyKindOf } from '@/features/billing/billing-labels';
import { historyKindFilters, type HistoryKindFilter } from '@/features/billing/billing-route-params';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import { InvoicePdfButton } from './invoice-pdf-button';
import { useHistoryCsvColumns } from './use-csv-exports';
import { useInvoiceText } from './use-invoice-text';
import '@/features/billing/billing.css';

const kindFilters: readonly HistoryKindFilter[] = ['all', ...historyKindFilters];

/** What an entry's amount is, as the server says (ledger "Money: VAT"); unknown or absent: the ledger's default. */
function vatBasisOfEntry(entry: BillingActivity): VatBasis {
  const { vatBasis } = entry;
  return vatBasis === null || vatBasis === 'unknown' ? defaultVatBasis : vatBasis;
}

/** The kind of the invoice an entry names: a credit note is named as one, anything else as an invoice. */
function documentKindOf(entry: BillingActivity): 'credit_note' | 'order' {
  return entry.invoiceKind === 'credit_note' ? 'credit_note' : 'order';
}

/** An id the invoice PDF's path takes (`inv_…`); a row with another has no PDF button. */
const isInvoiceId = (id: string): boolean => /^inv_[A-Za-z0-9_-]+$/.test(id);

/**
 * The payment history, newest first: each entry's date, what happened in words, the amount it moved, and links to
 * its invoice and order when it names them, on the kit list. The kind (its select) is the server's filter; the text
 * filters the rows read on the client; "Show more" reads the next page.
 */
export function PaymentHistoryPage({ q, kind }: { q: string | undefined; kind: HistoryKindFilter }) {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const format = useFormat();
  const { numberOf } = useInvoiceText();
  const csvColumns = useHistoryCsvColumns();
  const query = useSuspenseInfiniteQuery(billingQueries.historyPages({ kind }));
  const pages = useKitPages(query);
  const filtered = q !== undefined || kind !== 'all';
  const match = useCallback(
    (entry: BillingActivity) => matchesSearch(q, [entry.invoiceNumber, entry.orderNumber]),
    [q],
  );
  const counted = useQuery({ ...billingQueries.historyTotal(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const readPage = useCallback(
    (cursor: string | undefined, signal: AbortSignal) => readHistoryPage(kind, cursor, signal),
    [kind],
  );

  const columns = useMemo<KitColumn<BillingActivity>[]>(
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
        cell: (entry) => (
          <>
            <Price exact amount={entry.amount} currencyCode={entry.currencyCode} basis={vatBasisOfEntry(entry)} />
            {vatBasisOfEntry(entry) === 'included' && entry.net !== null && entry.vat !== null && (
              // The gross amount stays the figure; its net and VAT beside it, as the server split it.
              <span className="data-table__sub">
                {t('billing.history.split', {
                  net: format.money(entry.net, entry.currencyCode),
                  vat: format.money(entry.vat, entry.currencyCode),
                  withRate: entry.vatRate === null ? 'no' : 'yes',
                  rate: entry.vatRate === null ? '' : format.percent(entry.vatRate, 2),
                })}
              </span>
            )}
          </>
        ),
      },
      {
        id: 'invoice',
        header: t('billing.history.column.invoice'),
        cell: (entry) =>
          entry.invoiceId ? (
            <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: entry.invoiceId }}>
              {numberOf({ number: entry.invoiceNumber, kind: documentKindOf(entry) })}
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
              invoice={{ id: entry.invoiceId, number: entry.invoiceNumber, kind: documentKindOf(entry) }}
              label={
                entry.invoiceNumber
                  ? d('billingDocument.pdf.downloadRow', { number: entry.invoiceNumber, kind: documentKindOf(entry) })
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
    [t, d, format, numberOf],
  );

  return (
    <section className="page" aria-labelledby="billing-history-heading">
      <PageHeader
        headingId="billing-history-heading"
        title={t('billing.title')}
        documentTitle={t('billing.history.title')}
      />
      <BillingTabs current="history" />
      <KitList
        noun="billingEvents"
        label={t('billing.history.search.label')}
        caption={t('billing.history.caption', { filtered: filtered ? 'yes' : 'no', page: 'first' })}
        search={{ label: t('billing.history.search.q'), q, maxLength: 100 }}
        status={{
          label: d('billingDocument.csv.column.kind'),
          param: 'kind',
          value: kind,
          options: kindFilters.map((value) => ({ value, label: t('billing.history.filter', { kind: value }) })),
        }}
        filtered={false}
        orderedBy={{ column: 'date', direction: 'descending' }}
        columns={columns}
        rowKey={(entry) => entry.id}
        pages={pages}
        match={match}
        total={total}
        readPage={readPage}
        csv={{ name: 'billing-history', columns: csvColumns }}
        empty={{
          title: t('billing.history.empty.heading'),
          body: <p className="muted">{t('billing.history.empty.body')}</p>,
        }}
      />
    </section>
  );
}
