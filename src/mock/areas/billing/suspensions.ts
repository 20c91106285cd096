import { reactivateAccount } from '@/mock/areas/hosting/state';
import { orderOfInvoice, vpsIdsOf, type StoredInvoice } from '@/mock/areas/orders/state';
import { resumeSuspended } from '@/mock/areas/vps/state';
import type { WorldState } from '@/mock/platform/state';

/** A service whose suspension a payment lifted. */
export interface LiftedSuspension {
  type: 'shared_hosting' | 'vps';
  id: string;
}

/**
 * What a fully paid invoice does beyond billing (ledger "Billing → Payment"): the suspended services waiting for it
 * come back. The invoice belongs to a `renew` order; a suspended hosting account whose renewal order it is
 * (`renewalOrderId`) is `active` again (`statusReason` null), a suspended VPS the order names (`hosting` item
 * `{ kind: 'vps', vpsId }`) is `running` again (`suspendedReason` null). Nothing for a part payment, another kind of
 * order or a service that is not suspended.
 *
 * Every way money reaches an invoice calls this after it (`payInvoice` from the provider's page and the control call,
 * `applyCredit` from the billing routes): the one place where a payment touches the hosting and VPS areas, kept out
 * of `settlePayment` so that the billing state needs no other area's state.
 */
export function liftSuspensionsPaidBy(
  state: Pick<WorldState, 'orders' | 'hosting' | 'vps'>,
  invoice: StoredInvoice,
): LiftedSuspension[] {
  if (invoice.status !== 'paid') return [];
  const order = orderOfInvoice(state.orders, invoice);
  if (!order || order.type !== 'renew') return [];
  const lifted: LiftedSuspension[] = [];
  for (const account of state.hosting.accounts) {
    if (account.customerId !== order.customerId || account.renewalOrderId !== order.id) continue;
    if (reactivateAccount(account)) lifted.push({ type: 'shared_hosting', id: account.id });
  }
  const vpsIds = vpsIdsOf(order);
  for (const vps of state.vps.servers) {
    if (vps.customerId !== order.customerId || !vpsIds.includes(vps.id)) continue;
    if (resumeSuspended(vps)) lifted.push({ type: 'vps', id: vps.id });
  }
  return lifted;
}
