import { outstandingOf, type Invoice } from '@/api/schemas/billing';

/**
 * An invoice that can go into a combined payment: its pay gate open and something left to pay. Apart from the
 * payment's code (invoice-bulk-pay.tsx), which the list loads when an invoice is first chosen.
 */
export function isPayable(invoice: Invoice): boolean {
  const owed = outstandingOf(invoice);
  return invoice.actions.canPay.allowed && owed !== null && owed > 0;
}
