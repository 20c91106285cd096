import { useMemo } from 'react';
import type { BillingActivity, Invoice } from '@/api/schemas/billing';
import { lineItemText } from '@/api/schemas/line-item';
import { ensureCatalog, getMessages, lineItemMessages, useMessages } from '@/i18n';
import { usePlanName } from '@/ui/format/plan-name';
import type { KitCsvColumn } from '@/ui/csv-download';
import { historyKindOf } from '@/features/billing/billing-labels';
import { csvAmount, csvDate } from '@/ui/csv';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';

/**
 * The invoice list's CSV columns (the kit list's "Download CSV" reads every page under the status filter, then the
 * text filter as the screen applies it): number, kind, dates, status, net, VAT, total, paid, outstanding, currency,
 * order, what the lines are for (each said as the invoice screen says it, `lineItemText`), and the invoice's id. Words (headers, kinds, statuses) in the panel's language; amounts and dates in a
 * spreadsheet's form (days as ISO 8601 dates).
 */
export function useInvoiceCsvColumns(): KitCsvColumn<Invoice>[] {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const k = useMessages();
  const planName = usePlanName();
  return useMemo<KitCsvColumn<Invoice>[]>(
    () => [
      { header: d('billingDocument.csv.column.number'), value: (invoice) => invoice.number },
      {
        header: d('billingDocument.csv.column.kind'),
        value: (invoice) =>
          d('billingDocument.csv.invoiceKind', { kind: invoice.kind === 'unknown' ? 'other' : invoice.kind }),
      },
      { header: d('billingDocument.csv.column.issued'), value: (invoice) => csvDate(invoice.issuedAt) },
      { header: d('billingDocument.csv.column.due'), value: (invoice) => csvDate(invoice.dueAt) },
      { header: d('billingDocument.csv.column.paidAt'), value: (invoice) => csvDate(invoice.paidAt) },
      {
        header: d('billingDocument.csv.column.status'),
        value: (invoice) => t('invoice.status', { status: invoice.status }),
      },
      { header: d('billingDocument.csv.column.net'), value: (invoice) => csvAmount(invoice.vat?.net) },
      { header: d('billingDocument.csv.column.vat'), value: (invoice) => csvAmount(invoice.vat?.vat) },
      {
        header: d('billingDocument.csv.column.total'),
        value: (invoice) => csvAmount(invoice.totals?.total ?? invoice.amount),
      },
      { header: d('billingDocument.csv.column.paid'), value: (invoice) => csvAmount(invoice.totals?.amountPaid) },
      {
        header: d('billingDocument.csv.column.outstanding'),
        value: (invoice) => csvAmount(invoice.totals?.outstanding),
      },
      {
        header: d('billingDocument.csv.column.currency'),
        value: (invoice) => invoice.totals?.currencyCode ?? invoice.currencyCode,
      },
      { header: d('billingDocument.csv.column.order'), value: (invoice) => invoice.orderNumber },
      {
        header: d('billingDocument.csv.column.lines'),
        value: (invoice) => {
          // Loaded by `prepareInvoiceCsv` before the first cell is written.
          const words = getMessages(lineItemMessages);
          return invoice.lines.map((line) => lineItemText(line, words, planName)).join('; ');
        },
      },
      { header: k('kit.csv.column.id'), value: (invoice) => invoice.id },
    ],
    [t, d, k, planName],
  );
}

/** The invoice CSV's line texts' words, loaded when a download starts: the list on screen does not show them. */
export const prepareInvoiceCsv = () => ensureCatalog(lineItemMessages);

/**
 * The payment history's CSV columns (issue 36): date, kind, the amount with the VAT basis its row carries (in words,
 * and the amount again under the one of gross / net / no-VAT it is, so a bookkeeper sums each column as it stands:
 * the panel does no VAT arithmetic of its own, ledger "Money: VAT"), the amount's net, VAT and VAT rate as the server
 * split it (empty when it did not), currency, the document it names (invoice, credit note, account credit), invoice
 * and order numbers, the entry's id.
 */
export function useHistoryCsvColumns(): KitCsvColumn<BillingActivity>[] {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const k = useMessages();
  return useMemo<KitCsvColumn<BillingActivity>[]>(() => {
    // Absent or unknown: excluded, as the screen says it (src/api/schemas/vat.ts).
    const basisOf = (entry: BillingActivity) => entry.vatBasis ?? 'excluded';
    const amountIf = (basis: 'included' | 'excluded' | 'none') => (entry: BillingActivity) =>
      basisOf(entry) === basis ? csvAmount(entry.amount) : '';
    return [
      { header: d('billingDocument.csv.column.date'), value: (entry) => csvDate(entry.occurredAt) },
      {
        header: d('billingDocument.csv.column.kind'),
        value: (entry) => t('billing.history.kind', { kind: historyKindOf(entry) }),
      },
      { header: d('billingDocument.csv.column.amount'), value: (entry) => csvAmount(entry.amount) },
      {
        header: d('billingDocument.csv.column.vatBasis'),
        value: (entry) => d('billingDocument.csv.vatBasis', { basis: basisOf(entry) }),
      },
      { header: d('billingDocument.csv.column.gross'), value: amountIf('included') },
      { header: d('billingDocument.csv.column.netOnly'), value: amountIf('excluded') },
      { header: d('billingDocument.csv.column.noVat'), value: amountIf('none') },
      { header: d('billingDocument.csv.column.net'), value: (entry) => csvAmount(entry.net) },
      { header: d('billingDocument.csv.column.vat'), value: (entry) => csvAmount(entry.vat) },
      {
        header: d('billingDocument.csv.column.vatRate'),
        value: (entry) => (entry.vatRate === null ? '' : String(entry.vatRate)),
      },
      { header: d('billingDocument.csv.column.currency'), value: (entry) => entry.currencyCode },
      {
        header: d('billingDocument.csv.column.document'),
        value: (entry) =>
          entry.invoiceKind === null
            ? ''
            : d('billingDocument.csv.invoiceKind', {
                kind: entry.invoiceKind === 'unknown' ? 'other' : entry.invoiceKind,
              }),
      },
      { header: d('billingDocument.csv.column.number'), value: (entry) => entry.invoiceNumber },
      { header: d('billingDocument.csv.column.order'), value: (entry) => entry.orderNumber },
      { header: k('kit.csv.column.id'), value: (entry) => entry.id },
    ];
  }, [t, d, k]);
}
