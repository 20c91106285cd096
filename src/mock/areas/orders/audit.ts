import type { AuditRoute } from '@/mock/platform/audit';
import { createdResource } from '@/mock/platform/audit';
import { findOrder } from './state';

/**
 * The orders area's changes as the audit log names them (ledger "Audit log"), by order number. The preview
 * (`POST /orders/preview`) changes nothing and is not in the table.
 */
export const ordersAuditRoutes: readonly AuditRoute[] = [
  {
    method: 'POST',
    path: '/api/v2/orders',
    area: 'orders',
    action: 'order.create',
    target: { type: 'order', fromResponse: createdResource('number') },
  },
  {
    method: 'POST',
    path: '/api/v2/orders/:id/actions/cancel',
    area: 'orders',
    action: 'order.cancel',
    target: {
      type: 'order',
      param: 'id',
      name: (state, customerId, id) => findOrder(state.orders, customerId, id)?.number ?? null,
    },
  },
];
