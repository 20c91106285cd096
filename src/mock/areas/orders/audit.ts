import { orderRoutes } from '@/api/endpoints/orders';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findOrder } from './state';

/** The orders area's changes as the account log names them (the table's `audit`), by order number. */
export const ordersAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(orderRoutes), {
  order: (state, customerId, id) => findOrder(state.orders, customerId, id)?.number ?? null,
});
