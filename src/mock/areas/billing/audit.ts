import { billingRoutes } from '@/api/endpoints/billing';
import { findInvoice } from '@/mock/areas/orders/state';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findCard } from './state';

/** Billing's changes as the account log names them (the table's `audit`): invoices by number, cards by brand. */
export const billingAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(billingRoutes), {
  invoice: (state, customerId, id) => findInvoice(state.orders, customerId, id)?.number ?? null,
  card: (state, customerId, id) => {
    const found = findCard(state.billing, customerId, id);
    return found ? `${found.brand} ${found.last4}` : null;
  },
});
