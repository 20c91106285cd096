import { applyPaidDomainOrders } from '@/mock/areas/domains/registration';
import { applyPaidDomainRenewals } from '@/mock/areas/domains/renewal';
import { applyPaidHostingRenewal } from '@/mock/areas/hosting/renew';
import { orderOfInvoice, type StoredInvoice } from '@/mock/areas/orders/state';
import type { WorldState } from '@/mock/platform/state';
import { liftSuspensionsPaidBy, type LiftedSuspension } from './suspensions';

export interface PaymentEffects {
  lifted: LiftedSuspension[];
  /** Domains whose expiry moved on (ledger "Domains → Renewal"). */
  renewedDomainIds: string[];
  /** Hosting accounts whose paid period moved on (ledger "Shared hosting → Renew"). */
  renewedAccountIds: string[];
  /** Domains ordered (registered or transferred in) whose order is now paid: they go on with the clock. */
  orderedDomainIds: string[];
}

/**
 * Everything a fully paid invoice does beyond billing, for every way money arrives (the provider's page, the
 * control call, applied credit): suspensions lifted (suspensions.ts), a domain renewal's expiry moved on by its
 * period, a hosting renewal's paid period moved on by its cycle, an ordered domain's registration or transfer under way. Nothing for a part payment. An invoice becomes
 * `paid` once and takes no payment after that, so each effect happens once. The effects are dated when the money
 * arrived (the invoice's `paidAt`), not at a second reading of the world's clock, which runs with real time: a
 * registration due "5 minutes after payment" is due 5 minutes after the `paidAt` the customer sees.
 */
export function applyPaymentEffects(
  state: Pick<WorldState, 'orders' | 'hosting' | 'vps' | 'domains'>,
  invoice: StoredInvoice,
  nowIso: string,
): PaymentEffects {
  const lifted = liftSuspensionsPaidBy(state, invoice);
  const order = invoice.status === 'paid' ? orderOfInvoice(state.orders, invoice) : undefined;
  if (!order) return { lifted, renewedDomainIds: [], renewedAccountIds: [], orderedDomainIds: [] };
  const paidAt = invoice.paidAt ?? nowIso;
  return {
    lifted,
    renewedDomainIds: applyPaidDomainRenewals(state.domains, order, paidAt),
    renewedAccountIds: applyPaidHostingRenewal(state.hosting, order),
    orderedDomainIds: applyPaidDomainOrders(state.domains, order, paidAt),
  };
}
