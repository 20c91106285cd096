import type { RenewalInvoice } from '@/api/schemas/common';
import type { BillingCycleChangeBody } from '@/api/schemas/hosting';
import {
  cancelOrder,
  clientOf,
  createOrder,
  findOrder,
  invoiceOf,
  isOpenInvoice,
  toRenewalInvoice,
  type OrdersState,
  type StoredInvoice,
  type StoredOrder,
} from '@/mock/areas/orders/state';
import type { Customer } from '@/mock/platform/customers';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import { CYCLE_MONTHS, addMonths, firstPaymentOf } from './cycle-credit';
import { accountGates, type StoredAccount } from './state';

/**
 * The billing-cycle change (`changeBillingCycle`): a preview (`dryRun: true`) never changes anything and is
 * always a 200, saying `wouldBlock` when a pending invoice would stop the commit; the commit switches the cycle,
 * issues the renewal invoice, or refuses with 409 `existing_invoice_blocking` unless `cancelExistingInvoice`
 * cancels the pending one first.
 *
 * Renewal invoices are real orders (ledger "Shared hosting → orders"): the commit creates a pending `renew` order
 * with its unpaid invoice in the orders state (GET /orders/{id} and /billing/invoices/{id} find them), and the
 * account remembers the order's id. The pending invoice is that order's invoice while the order is pending and
 * the invoice not settled; cancelling it goes through the orders state's `cancelOrder` (order and invoice
 * `cancelled`, payment status `credit_note`). Both invoice shapes carry the order's id as `orderId`.
 */

/** What the billing-cycle change needs from the request's world. */
export interface BillingContext {
  orders: OrdersState;
  customer: Customer;
  nowIso: string;
}

const SETTLED: readonly StoredInvoice['status'][] = ['paid', 'cancelled', 'refunded'];

export interface PendingRenewal {
  order: StoredOrder;
  invoice: StoredInvoice;
}

/** The account's renewal order while it is pending with an unsettled invoice: it blocks a cycle change. */
export function pendingRenewal(orders: OrdersState, account: StoredAccount): PendingRenewal | null {
  if (account.renewalOrderId === null) return null;
  const order = findOrder(orders, account.customerId, account.renewalOrderId);
  if (!order || order.status !== 'pending') return null;
  const invoice = invoiceOf(orders, order);
  if (!invoice || SETTLED.includes(invoice.status)) return null;
  return { order, invoice };
}

export function invoiceView({ order, invoice }: PendingRenewal): RenewalInvoice {
  return toRenewalInvoice(order, invoice);
}

/**
 * The invoice a suspended account waits for (ledger "Shared hosting": the detail's `overdueInvoice`): its pending
 * renewal order's unpaid (or partly paid) invoice; null for any other account or when there is none. Paying it in
 * full lifts the suspension (src/mock/areas/billing/suspensions.ts).
 */
export function overdueInvoiceOf(orders: OrdersState, account: StoredAccount): RenewalInvoice | null {
  if (account.serviceStatus !== 'suspended') return null;
  const pending = pendingRenewal(orders, account);
  return pending && isOpenInvoice(pending.invoice) ? invoiceView(pending) : null;
}

/**
 * The unsettled invoice of the account's pending renewal order, which blocks a plan or cycle change (ledger "Home":
 * the list's and detail's `blockingInvoice`, ours); null when there is none.
 */
export function blockingInvoiceOf(orders: OrdersState, account: StoredAccount): RenewalInvoice | null {
  const pending = pendingRenewal(orders, account);
  return pending ? invoiceView(pending) : null;
}

/** A blocked `canChangeBillingCycle` is a 403 with the gate's code (as the VPS gates; ledger). */
function gateRefusal(account: StoredAccount): void {
  const gate = accountGates(account).canChangeBillingCycle;
  if (gate.allowed) return;
  throw new ProblemError({
    status: 403,
    code: gate.code ?? 'forbidden',
    detail: gate.reason ?? 'The billing cycle of this account cannot be changed now.',
    extensions: { gate: 'canChangeBillingCycle' },
  });
}

function optionOf(account: StoredAccount, body: BillingCycleChangeBody) {
  const option = account.cycleOptions.find((candidate) => candidate.billingCycle === body.billingCycle);
  if (!option) {
    const offered = account.cycleOptions.map((candidate) => candidate.billingCycle).join(', ');
    throw invalidRequest([
      {
        pointer: '/billingCycle',
        detail: `This account does not offer the ${body.billingCycle} cycle; choose one of: ${offered}.`,
        code: 'invalid_request',
      },
    ]);
  }
  return option;
}

/**
 * The preview on the world's clock: `targetAmount` is the first payment, the new cycle's price less the unused, paid
 * part of the current period (`credit`, with its figures; cycle-credit.ts).
 */
export function previewCycleChange(
  orders: OrdersState,
  account: StoredAccount,
  body: BillingCycleChangeBody,
  nowIso: string,
) {
  gateRefusal(account);
  const option = optionOf(account, body);
  const changed = option.billingCycle !== account.billingCycle;
  const pending = pendingRenewal(orders, account);
  const blocking = changed && pending !== null && body.cancelExistingInvoice !== true;
  const { firstPayment, credit } = firstPaymentOf(account, option, nowIso);
  return {
    dryRun: true,
    changed,
    currentBillingCycle: account.billingCycle,
    targetBillingCycle: option.billingCycle,
    targetAmount: firstPayment,
    credit,
    currencyCode: account.currencyCode,
    wouldBlock: blocking,
    blockingInvoice: blocking && pending ? invoiceView(pending) : null,
  };
}

export function blockingProblem(pending: PendingRenewal, detail: string): ProblemError {
  return new ProblemError({
    status: 409,
    code: 'existing_invoice_blocking',
    detail,
    members: { invoice: invoiceView(pending) },
  });
}

/**
 * The account's unpaid renewal invoice blocks any change of its billing (a cycle change, a renewal, a plan change)
 * with 409 `existing_invoice_blocking`, unless the request asks to cancel it (`cancelExistingInvoice: true`): then
 * its order is cancelled through the orders state, or the refusal says why it cannot be. Returns the cancelled
 * invoices' ids.
 */
export function clearBlockingInvoice(
  context: BillingContext,
  account: StoredAccount,
  cancelExisting: boolean,
  what: string,
): string[] {
  const pending = pendingRenewal(context.orders, account);
  if (!pending) return [];
  if (!cancelExisting) {
    throw blockingProblem(
      pending,
      `Invoice ${pending.invoice.number} is still unpaid and blocks the ${what}. Pay it first, or send the ${what} ` +
        'again with cancelExistingInvoice: true to cancel it.',
    );
  }
  const outcome = cancelOrder(context.orders, pending.order, context.nowIso);
  if (!outcome.cancelled) {
    throw blockingProblem(
      pending,
      `Invoice ${pending.invoice.number} blocks the ${what} and cannot be cancelled: ${outcome.gate.reason ?? ''}`,
    );
  }
  return [pending.invoice.id];
}

export function commitCycleChange(context: BillingContext, account: StoredAccount, body: BillingCycleChangeBody) {
  gateRefusal(account);
  const option = optionOf(account, body);
  if (option.billingCycle === account.billingCycle) {
    return {
      changed: false,
      currentBillingCycle: account.billingCycle,
      currencyCode: account.currencyCode,
      renewalInvoice: null,
      invoiceLookupPending: false,
      cancelledInvoiceIds: [],
      cancellationMethod: null,
    };
  }
  const { orders, nowIso } = context;
  const cancelledInvoiceIds = clearBlockingInvoice(context, account, body.cancelExistingInvoice === true, 'change');
  // Worked out before the switch: the credit is the unused part of the period paid on the old cycle.
  const { firstPayment: amount, credit } = firstPaymentOf(account, option, nowIso);
  const previousCycle = account.billingCycle;
  // The new cycle starts now; its period is paid once the first payment is (renew.ts `applyPaidHostingRenewal`).
  account.billingCycle = option.billingCycle;
  account.nextDueAt = addMonths(nowIso, CYCLE_MONTHS[option.billingCycle]);
  account.periodPaid = 0;
  const description =
    `${account.plan} hosting for ${account.primaryDomain}, ${option.billingCycle}` +
    (credit
      ? `: ${option.amount.toFixed(2)} less ${credit.amount.toFixed(2)} credited for ${credit.unusedDays} unused ` +
        `days of the ${previousCycle} period paid with ${credit.paidAmount.toFixed(2)}`
      : '');
  const order = createOrder(
    orders,
    {
      customerId: account.customerId,
      client: clientOf(context.customer),
      type: 'renew',
      billing: {
        amount,
        currencyCode: account.currencyCode,
        billingCycle: option.billingCycle,
        isPayg: false,
        periodYears: null,
      },
      hosting: [
        {
          kind: 'shared_hosting',
          name: account.plan,
          primaryDomain: account.primaryDomain,
          billingCycle: option.billingCycle,
          accountId: account.id,
          // Paying it pays the new period: its price, the credit included.
          paidPeriodValue: option.amount,
        },
      ],
      invoiceLines: [
        {
          description,
          item: {
            kind: 'hosting_cycle_change',
            plan: account.plan,
            planSlug: account.productSlug ?? null,
            subject: account.primaryDomain,
            cycle: option.billingCycle,
            fromCycle: previousCycle,
            ...(credit ? { unusedDays: credit.unusedDays } : {}),
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
    changed: true,
    currentBillingCycle: account.billingCycle,
    currencyCode: account.currencyCode,
    renewalInvoice: created ? invoiceView(created) : null,
    invoiceLookupPending: false,
    cancelledInvoiceIds,
    cancellationMethod: cancelledInvoiceIds.length > 0 ? 'cancelled' : null,
  };
}
