import { orderRoutes } from '@/api/endpoints/orders';
import type { GatedWrite } from '@/ui/key-scopes';
import type { OrderStatus } from '@/api/schemas/orders';
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

export const paymentStatusTones: Record<'paid' | 'unpaid' | 'credit_note' | 'pending' | 'unknown', Tone> = {
  paid: 'success',
  unpaid: 'warning',
  credit_note: 'info',
  pending: 'progress',
  unknown: 'neutral',
};

/**
 * What cancelling this order needs of the key's scopes (src/ui/key-scopes.ts), from the endpoint's table: a
 * domain-only order also accepts write:domains, any other needs the route's `nonDomainOrder` variant.
 */
export function cancelWriteFor(order: {
  domains: readonly unknown[];
  hosting: readonly unknown[];
  addons: readonly unknown[];
  upgrades: readonly unknown[];
}): GatedWrite {
  const domainOnly =
    order.domains.length > 0 && order.hosting.length === 0 && order.addons.length === 0 && order.upgrades.length === 0;
  const route = orderRoutes.cancel;
  return domainOnly ? route : { scopes: route.scopeVariants.nonDomainOrder, gate: 'orderCancel' };
}
