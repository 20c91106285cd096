import type { BillingActivity, Card, InvoiceKind } from '@/api/schemas/billing';

/** A card brand the catalog names (`visa`…), else `other` ("Card"). */
export function cardBrandOf(card: Pick<Card, 'brand'>): Exclude<Card['brand'], 'unknown'> | 'other' {
  return card.brand === 'unknown' ? 'other' : card.brand;
}

/** A history entry's kind for its words (`other` for one the catalog does not know). */
export function historyKindOf(
  entry: Pick<BillingActivity, 'kind'>,
): Exclude<BillingActivity['kind'], 'unknown'> | 'other' {
  return entry.kind === 'unknown' ? 'other' : entry.kind;
}

/** What an invoice is for, for its words: an order, account credit, or not known. */
export function invoiceForOf(invoice: { kind: InvoiceKind; orderNumber: string | null }): 'order' | 'credit' | 'none' {
  if (invoice.kind === 'add_funds') return 'credit';
  return invoice.orderNumber ? 'order' : 'none';
}

/**
 * A finished invoice: paid, cancelled or refunded. The actions that change what is owed (cancel, apply credit) can
 * never apply to it, so they are not shown at all (issue 40), rather than blocked with a reason.
 */
export function isSettledInvoice(invoice: { status: string }): boolean {
  return invoice.status === 'paid' || invoice.status === 'cancelled' || invoice.status === 'refunded';
}
