import { useCallback } from 'react';
import type { BillingActivity, Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { matchesSearch } from '@/ui/list-toolbar';
import { readHistoryPage, readInvoicePage } from '@/features/billing/api/billing-downloads';
import type { HistoryFilter, InvoiceFilter } from '@/features/billing/api/billing-queries';
import { historyKindOf } from '@/features/billing/billing-labels';
import { csvAmount, csvDate, csvText, readAllPages } from '@/features/billing/csv';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import type { CsvMade } from './csv-export';

type Make = (signal: AbortSignal, onProgress: (rows: number) => void) => Promise<CsvMade>;

/**
 * The invoice list as a CSV: every page under the status filter (the server's), then the text filter as the screen
 * applies it; one row per invoice with its number, kind, dates, status, net, VAT, total, paid, outstanding, currency
 * and order. Words (headers, kinds, statuses) in the panel's language; amounts and dates in a spreadsheet's form.
 */
export function useInvoiceCsv(filters: { status: InvoiceFilter; q: string | undefined }): Make {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const { status, q } = filters;
  return useCallback<Make>(
    async (signal, onProgress) => {
      const { rows, dropped } = await readAllPages(
        (cursor, pageSignal) => readInvoicePage(status, cursor, pageSignal),
        signal,
        onProgress,
      );
      const shown = rows.filter((invoice) => matchesSearch(q, [invoice.number, invoice.orderNumber]));
      const header = [
        d('billingDocument.csv.column.number'),
        d('billingDocument.csv.column.kind'),
        d('billingDocument.csv.column.issued'),
        d('billingDocument.csv.column.due'),
        d('billingDocument.csv.column.paidAt'),
        d('billingDocument.csv.column.status'),
        d('billingDocument.csv.column.net'),
        d('billingDocument.csv.column.vat'),
        d('billingDocument.csv.column.total'),
        d('billingDocument.csv.column.paid'),
        d('billingDocument.csv.column.outstanding'),
        d('billingDocument.csv.column.currency'),
        d('billingDocument.csv.column.order'),
      ];
      const line = (invoice: Invoice) => [
        invoice.number,
        d('billingDocument.csv.invoiceKind', { kind: invoice.kind === 'unknown' ? 'other' : invoice.kind }),
        csvDate(invoice.issuedAt),
        csvDate(invoice.dueAt),
        csvDate(invoice.paidAt),
        t('invoice.status', { status: invoice.status }),
        csvAmount(invoice.vat?.net),
        csvAmount(invoice.vat?.vat),
        csvAmount(invoice.totals?.total ?? invoice.amount),
        csvAmount(invoice.totals?.amountPaid),
        csvAmount(invoice.totals?.outstanding),
        invoice.totals?.currencyCode ?? invoice.currencyCode,
        invoice.orderNumber,
      ];
      return { text: csvText(header, shown.map(line)), rows: shown.length, dropped };
    },
    [t, d, status, q],
  );
}

/** The payment history as a CSV: every page under the kind filter, then the text filter; date, kind, amount, numbers. */
export function useHistoryCsv(filters: { kind: HistoryFilter; q: string | undefined }): Make {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const { kind, q } = filters;
  return useCallback<Make>(
    async (signal, onProgress) => {
      const { rows, dropped } = await readAllPages(
        (cursor, pageSignal) => readHistoryPage(kind, cursor, pageSignal),
        signal,
        onProgress,
      );
      const shown = rows.filter((entry) => matchesSearch(q, [entry.invoiceNumber, entry.orderNumber]));
      const header = [
        d('billingDocument.csv.column.date'),
        d('billingDocument.csv.column.kind'),
        d('billingDocument.csv.column.amount'),
        d('billingDocument.csv.column.currency'),
        d('billingDocument.csv.column.number'),
        d('billingDocument.csv.column.order'),
      ];
      const line = (entry: BillingActivity) => [
        csvDate(entry.occurredAt),
        t('billing.history.kind', { kind: historyKindOf(entry) }),
        csvAmount(entry.amount),
        entry.currencyCode,
        entry.invoiceNumber,
        entry.orderNumber,
      ];
      return { text: csvText(header, shown.map(line)), rows: shown.length, dropped };
    },
    [t, d, kind, q],
  );
}
