import type { RenewalInvoice } from '@/api/schemas/common';
import {
  findPendingVpsRenewalOrder,
  invoiceOf,
  isOpenInvoice,
  toRenewalInvoice,
  type OrdersState,
} from '@/mock/areas/orders/state';
import type { StoredVps } from './state';

/**
 * The invoice a suspended server waits for (`vpsRoutes.detail`: its `overdueInvoice`, ours): the unpaid (or partly
 * paid) invoice of its pending renewal order, a `renew` order whose `hosting` item names the server; null for any
 * other server or when there is none. Paying it in full lifts the suspension (src/mock/areas/billing/suspensions.ts).
 */
export function overdueInvoiceOf(orders: OrdersState, vps: StoredVps): RenewalInvoice | null {
  if (vps.status !== 'suspended') return null;
  const order = findPendingVpsRenewalOrder(orders, vps.customerId, vps.id);
  const invoice = order ? invoiceOf(orders, order) : undefined;
  return order && invoice && isOpenInvoice(invoice) ? toRenewalInvoice(order, invoice) : null;
}
