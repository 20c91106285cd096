import * as z from 'zod/mini';
import { nullableNumber, nullableString } from './common';

/**
 * An invoice's totals, on an invoice and on an order's invoice. Members read one by one: a malformed total never
 * hides the others.
 */
export const invoiceTotals = z.object({
  currencyCode: nullableString,
  total: nullableNumber,
  amountPaid: nullableNumber,
  outstanding: nullableNumber,
});
export type InvoiceTotals = z.infer<typeof invoiceTotals>;
