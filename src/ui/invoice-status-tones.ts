import type { InvoiceStatus } from '@/api/schemas/common';
import type { Tone } from './status-badge';

/**
 * The look of an invoice's status, one table for every area that shows an invoice (billing, orders, and the orders
 * list's first rows drawn before React: React-free, so those rows' small script carries no component).
 */
export const invoiceStatusTones: Record<InvoiceStatus, Tone> = {
  paid: 'success',
  unpaid: 'warning',
  partially_paid: 'warning',
  draft: 'neutral',
  cancelled: 'neutral',
  refunded: 'info',
  unknown: 'neutral',
};
