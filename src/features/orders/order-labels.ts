import type { InvoiceStatus, OrderStatus } from '@/api/schemas/orders';
import type { Tone } from '@/ui/status-badge';

/** The look of the orders area's API values; their words are select messages in the catalog. */
export const orderStatusTones: Record<OrderStatus, Tone> = {
  pending: 'progress',
  active: 'success',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
  unknown: 'neutral',
};

export const invoiceStatusTones: Record<InvoiceStatus, Tone> = {
  paid: 'success',
  unpaid: 'warning',
  partially_paid: 'warning',
  draft: 'neutral',
  cancelled: 'neutral',
  refunded: 'info',
  unknown: 'neutral',
};

export const paymentStatusTones: Record<'paid' | 'unpaid' | 'credit_note' | 'pending' | 'unknown', Tone> = {
  paid: 'success',
  unpaid: 'warning',
  credit_note: 'info',
  pending: 'progress',
  unknown: 'neutral',
};

/** Scopes any one of which lets a key cancel this order (ledger "Orders": write:domains for domain orders). */
export function cancelScopesFor(order: {
  domains: readonly unknown[];
  hosting: readonly unknown[];
  addons: readonly unknown[];
  upgrades: readonly unknown[];
}): string[] {
  const domainOnly =
    order.domains.length > 0 && order.hosting.length === 0 && order.addons.length === 0 && order.upgrades.length === 0;
  return domainOnly ? ['write:orders', 'write:billing', 'write:domains'] : ['write:orders', 'write:billing'];
}

export const ORDER_CREATE_SCOPES = ['write:orders', 'write:billing'] as const;

/** True when the key's scopes are known and hold none of `accepted`. Unknown scopes: let the server decide. */
export function lacksAll(scopes: readonly string[] | null, accepted: readonly string[]): boolean {
  return scopes !== null && !accepted.some((scope) => scopes.includes(scope));
}
