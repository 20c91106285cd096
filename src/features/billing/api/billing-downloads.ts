import { call, download } from '@/api/call';
import { contentDispositionFilename } from '@/api/content-disposition';
import { billingEndpoints as api } from '@/api/endpoints/billing-io';
import { invoiceFileName, type Invoice, type InvoiceDocumentLanguage } from '@/api/schemas/billing';
import type { HistoryFilter, InvoiceFilter } from './billing-queries';

/** The largest page the lists give (`paginationQuery`): an export reads as few pages as it can. */
const EXPORT_PAGE_SIZE = 100;

/**
 * An invoice's PDF, read with the key in the header (never in a link), in `language`; the file name is the one the
 * server's `Content-Disposition` gives (RFC 6266), else the name the ledger decides (`invoice-2026-0311.pdf`).
 */
export async function downloadInvoicePdf(
  invoice: Pick<Invoice, 'id' | 'number' | 'kind'>,
  language: InvoiceDocumentLanguage,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const { blob, disposition } = await download(api.invoicePdf, {
    params: { id: invoice.id },
    query: { lang: language },
    ...(signal ? { signal } : {}),
  });
  return { blob, filename: contentDispositionFilename(disposition) ?? invoiceFileName(invoice) };
}

/** One page of 100 invoices under the list's status filter, for the CSV export (which reads every page). */
export function readInvoicePage(status: InvoiceFilter, cursor: string | undefined, signal: AbortSignal) {
  return call(api.invoices, {
    query: { status: status === 'all' ? undefined : status, cursor, limit: EXPORT_PAGE_SIZE },
    signal,
  });
}

/** One page of 100 history entries under the history's kind filter, for the CSV export. */
export function readHistoryPage(kind: HistoryFilter, cursor: string | undefined, signal: AbortSignal) {
  return call(api.activity, {
    query: { kind: kind === 'all' ? undefined : kind, cursor, limit: EXPORT_PAGE_SIZE },
    signal,
  });
}
