import type { AuditRoute, AuditTargetRule } from '@/mock/platform/audit';
import { createdResource } from '@/mock/platform/audit';
import { findInvoice } from '@/mock/areas/orders/state';
import { findCard } from './state';

/** Billing's changes as the audit log names them (ledger "Audit log"): invoices by number, cards by brand. */
const invoice: AuditTargetRule = {
  type: 'invoice',
  param: 'id',
  name: (state, customerId, id) => findInvoice(state.orders, customerId, id)?.number ?? null,
};

const card: AuditTargetRule = {
  type: 'card',
  param: 'id',
  name: (state, customerId, id) => {
    const found = findCard(state.billing, customerId, id);
    return found ? `${found.brand} ${found.last4}` : null;
  },
};

export const billingAuditRoutes: readonly AuditRoute[] = [
  {
    method: 'POST',
    path: '/api/v2/billing/invoices/:id/actions/cancel',
    area: 'billing',
    action: 'invoice.cancel',
    target: invoice,
  },
  {
    method: 'POST',
    path: '/api/v2/billing/invoices/:id/actions/apply-credit',
    area: 'billing',
    action: 'invoice.apply_credit',
    target: invoice,
  },
  {
    method: 'POST',
    path: '/api/v2/billing/credit/actions/add-funds',
    area: 'billing',
    action: 'credit.add_funds',
    target: { type: 'invoice', fromResponse: createdResource('number', 'invoice') },
  },
  { method: 'POST', path: '/api/v2/billing/cards', area: 'billing', action: 'card.setup' },
  {
    method: 'POST',
    path: '/api/v2/billing/cards/:id/actions/make-default',
    area: 'billing',
    action: 'card.make_default',
    target: card,
  },
  { method: 'DELETE', path: '/api/v2/billing/cards/:id', area: 'billing', action: 'card.remove', target: card },
];
