import type { OrderStatus } from '@/api/schemas/orders';
import type { Tone } from '@/ui/status-badge';

/**
 * The look of the orders area's API values; their words are select messages in the catalog. Types only besides: the
 * orders list's first rows (orders-first-rows.ts) are drawn with them by a small script of their own.
 */
export const orderStatusTones: Record<OrderStatus, Tone> = {
  pending: 'progress',
  active: 'success',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
  unknown: 'neutral',
};

export const paymentStatusTones: Record<'paid' | 'unpaid' | 'credit_note' | 'pending' | 'unknown', Tone> = {
  paid: 'success',
  unpaid: 'warning',
  credit_note: 'info',
  pending: 'progress',
  unknown: 'neutral',
};
