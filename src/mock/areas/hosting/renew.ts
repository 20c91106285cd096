import type { ActionGate } from '@/api/schemas/common';
import type {
  HostingBillingCycleOptions,
  HostingRenewBody,
  HostingRenewCommit,
  HostingRenewPreview,
} from '@/api/schemas/hosting-lifecycle';
import { clientOf, createOrder, type OrdersState, type StoredOrder } from '@/mock/areas/orders/state';
import { ProblemError } from '@/mock/platform/problems';
import { CYCLE_MONTHS, addMonths } from './cycle-credit';
import { clearBlockingInvoice, invoiceView, pendingRenewal, type BillingContext } from './billing';
import { accountGates, billingCycleStateOf, type HostingState, type StoredAccount } from './state';

/**
 * Renewing a hosting account for one more period of its cycle (`renew` in src/api/endpoints/hosting.ts; issue 23).
 * The same rules as the billing-cycle change: the gate first (`canRenew`, a 403 with its code, as every hosting
 * gate), then an unpaid invoice of the account blocks (409 `existing_invoice_blocking` with `invoice`, retried with
 * `cancelExistingInvoice: true`); `dryRun: true` previews without side effects. The commit issues a pending `renew`
 * order with an unpaid invoice (the account's pending invoice from then on); the paid period (`nextDueAt`, and
 * `expiresAt` when set) moves on by the cycle when that invoice is paid (`applyPaidHostingRenewal`, through
 * billing/payment-effects.ts), and an expired account is active again.
 */

export { CYCLE_MONTHS, addMonths } from './cycle-credit';

/** A blocked hosting gate is a 403 with the gate's code and `extensions.gate` (ledger "Shared hosting"). */
export function hostingGateRefusal(name: string, gate: ActionGate): ProblemError {
  return new ProblemError({
    status: 403,
    code: gate.code ?? 'forbidden',
    detail: gate.reason ?? 'This is not possible for this account now.',
    extensions: { gate: name },
  });
}

/** `canRenew` of the detail, plus: a free plan has nothing to renew. */
export function renewGateOf(account: StoredAccount): ActionGate {
  const gate = accountGates(account).canRenew;
  if (gate.allowed && CYCLE_MONTHS[account.billingCycle] === 0) {
    return { allowed: false, reason: 'A free plan has nothing to renew.', code: 'free_plan' };
  }
  return gate;
}

function renewalAmount(account: StoredAccount): number {
  return account.cycleOptions.find((option) => option.billingCycle === account.billingCycle)?.amount ?? 0;
}

function periodFrom(account: StoredAccount, nowIso: string): string {
  return account.nextDueAt ?? nowIso;
}

export function previewRenew(
  context: BillingContext,
  account: StoredAccount,
  body: HostingRenewBody,
): HostingRenewPreview {
  const gate = renewGateOf(account);
  if (!gate.allowed) throw hostingGateRefusal('canRenew', gate);
  const pending = pendingRenewal(context.orders, account);
  const blocking = pending !== null && body.cancelExistingInvoice !== true;
  const from = periodFrom(account, context.nowIso);
  return {
    dryRun: true,
    billingCycle: account.billingCycle,
    amount: renewalAmount(account),
    currencyCode: account.currencyCode,
    periodStartsAt: from,
    newNextDueAt: addMonths(from, CYCLE_MONTHS[account.billingCycle]),
    wouldBlock: blocking,
    blockingInvoice: blocking && pending ? invoiceView(pending) : null,
  };
}

export function commitRenew(
  context: BillingContext,
  account: StoredAccount,
  body: HostingRenewBody,
): HostingRenewCommit {
  const gate = renewGateOf(account);
  if (!gate.allowed) throw hostingGateRefusal('canRenew', gate);
  const { orders, nowIso } = context;
  const cancelledInvoiceIds = clearBlockingInvoice(context, account, body.cancelExistingInvoice === true, 'renewal');
  const amount = renewalAmount(account);
  const months = CYCLE_MONTHS[account.billingCycle];
  const from = periodFrom(account, nowIso);
  const order = createOrder(
    orders,
    {
      customerId: account.customerId,
      client: clientOf(context.customer),
      type: 'renew',
      billing: {
        amount,
        currencyCode: account.currencyCode,
        billingCycle: account.billingCycle,
        isPayg: false,
        periodYears: null,
      },
      hosting: [
        {
          kind: 'shared_hosting',
          name: account.plan,
          primaryDomain: account.primaryDomain,
          billingCycle: account.billingCycle,
          accountId: account.id,
          // Paying this order moves the paid period on (a cycle change's order does not: it starts the new cycle).
          periodMonths: months,
        },
      ],
      invoiceLines: [
        {
          description: `${account.plan} hosting for ${account.primaryDomain}, renewal (${account.billingCycle})`,
          item: {
            kind: 'hosting_renewal',
            plan: account.plan,
            planSlug: account.productSlug ?? null,
            subject: account.primaryDomain,
            cycle: account.billingCycle,
          },
          amount,
        },
      ],
    },
    nowIso,
  );
  account.renewalOrderId = order.id;
  const created = pendingRenewal(orders, account);
  return {
    dryRun: false,
    billingCycle: account.billingCycle,
    amount,
    currencyCode: account.currencyCode,
    periodStartsAt: from,
    newNextDueAt: addMonths(from, months),
    renewalInvoice: created ? invoiceView(created) : null,
    cancelledInvoiceIds,
  };
}

/**
 * The paid renewal moves the account's period on (called once per paid invoice by every payment path); a paid cycle
 * change's first payment pays the period it started (`paidPeriodValue`: the new cycle's price, credit included).
 */
export function applyPaidHostingRenewal(state: HostingState, order: StoredOrder): string[] {
  if (order.type !== 'renew') return [];
  const renewed: string[] = [];
  for (const item of order.hosting) {
    const paidValue = item['paidPeriodValue'];
    if (item['kind'] === 'shared_hosting' && typeof paidValue === 'number') {
      const account = state.accounts.find((a) => a.id === item['accountId'] && a.customerId === order.customerId);
      if (account && account.renewalOrderId === order.id) account.periodPaid = paidValue;
      continue;
    }
    const months = item['periodMonths'];
    if (item['kind'] !== 'shared_hosting' || typeof months !== 'number' || months <= 0) continue;
    const account = state.accounts.find((a) => a.id === item['accountId'] && a.customerId === order.customerId);
    if (!account) continue;
    if (account.nextDueAt) account.nextDueAt = addMonths(account.nextDueAt, months);
    if (account.expiresAt) account.expiresAt = addMonths(account.expiresAt, months);
    if (account.serviceStatus === 'expired') account.serviceStatus = 'active';
    renewed.push(account.id);
  }
  return renewed;
}

/**
 * `GET …/actions/billing-cycle` (`billingCycleOptions` in the endpoint table): the detail's `billingCycleState`
 * (options empty and the gate blocked when the account has none) with the current cycle, the next due date, the
 * invoice that would block a change, and how many months each cycle covers.
 */
export function billingCycleOptionsView(
  orders: OrdersState,
  account: StoredAccount,
  nowIso: string,
): HostingBillingCycleOptions {
  const state = billingCycleStateOf(account, nowIso);
  const pending = pendingRenewal(orders, account);
  return {
    accountId: account.id,
    currentBillingCycle: account.billingCycle,
    nextDueAt: account.nextDueAt,
    billingCycleOptions: state?.billingCycleOptions ?? [],
    actions: { canSwitchCycle: state?.actions.canSwitchCycle ?? accountGates(account).canChangeBillingCycle },
    pendingInvoice: pending ? invoiceView(pending) : null,
    cycleMonths: Object.fromEntries(
      (state?.billingCycleOptions ?? []).map((option) => [
        option.billingCycle,
        option.billingCycle === 'unknown' ? null : CYCLE_MONTHS[option.billingCycle],
      ]),
    ),
  };
}
