import type { ActionGate } from '@/api/schemas/common';
import type { BillingSettings, Payment } from '@/api/schemas/billing';
import type { PaymentDeclineCode } from '@/api/schemas/billing-values';
import { sumMoney } from '@/api/schemas/vat-math';
import { providerBaseUrl, type StoredInvoice } from '@/mock/areas/orders/state';
import type { WorldState } from '@/mock/platform/state';
import { applyPaymentEffects } from './payment-effects';
import {
  autoPaymentFailedAt,
  findInvoiceById,
  isExpired,
  payGate,
  payableAmount,
  randomId,
  recordActivity,
  settlePayment,
  type BillingState,
  type PaymentSource,
  type StoredBillingSettings,
  type StoredCard,
  type StoredPayment,
} from './state';

/**
 * Payments (ledger "Billing → Paying with a saved card"): one card charge or one provider checkout for one or
 * several invoices, and automatic payment on the due date. The stand-in provider decides a card charge by the card's
 * last four digits, as test cards do at real providers:
 *
 * - `9995`: declined, `insufficient_funds`;
 * - `0002`: declined, `card_declined`;
 * - `3155`: the bank asks the customer to confirm (`requires_action`, 3-D Secure style) at the provider's page;
 *   off-session (automatic payment) nobody can confirm, so it fails `authentication_failed` there;
 * - any other card (the demo's Visa 4242, the provider's 1881): succeeds.
 *
 * An expired card is never charged (409 `card_expired` before anything moves). The provider's card-setup page adds
 * any of these cards (provider.ts), so each path can be walked in a browser.
 */

type WorldLike = Pick<WorldState, 'orders' | 'billing' | 'hosting' | 'vps' | 'domains'>;

export const TEST_CARD_LAST4 = {
  insufficientFunds: '9995',
  declined: '0002',
  requiresAction: '3155',
} as const;

/** What the bank answers to an off-session charge of this card. */
export type ChargeAnswer =
  { kind: 'approved' } | { kind: 'requires_action' } | { kind: 'declined'; code: PaymentDeclineCode };

export function chargeAnswer(card: StoredCard): ChargeAnswer {
  switch (card.last4) {
    case TEST_CARD_LAST4.insufficientFunds:
      return { kind: 'declined', code: 'insufficient_funds' };
    case TEST_CARD_LAST4.declined:
      return { kind: 'declined', code: 'card_declined' };
    case TEST_CARD_LAST4.requiresAction:
      return { kind: 'requires_action' };
    default:
      return { kind: 'approved' };
  }
}

export function cardGate(card: StoredCard, nowMs: number): ActionGate {
  if (isExpired(card, nowMs)) {
    return {
      allowed: false,
      reason: 'This card has expired, so it cannot be charged; choose another card or pay at the provider’s page.',
      code: 'card_expired',
    };
  }
  return { allowed: true, reason: null, code: null };
}

/** The open invoices of a payment, in its order (an invoice settled since is skipped). */
function openInvoicesOf(state: WorldLike, payment: StoredPayment): StoredInvoice[] {
  return payment.invoiceIds
    .map((id) => findInvoiceById(state.orders, id))
    .filter((invoice): invoice is StoredInvoice => invoice !== undefined && payableAmount(invoice) > 0);
}

/** What the invoices owe together (each invoice's outstanding amount as the invoice states it). */
export function totalOutstanding(invoices: readonly StoredInvoice[]): number {
  return sumMoney(invoices.map((invoice) => payableAmount(invoice)));
}

/**
 * Every still-open invoice of the payment is paid in full (with the effects of money arriving); the payment's
 * amount becomes what was settled.
 */
function settle(state: WorldLike, payment: StoredPayment, source: PaymentSource, nowIso: string): void {
  const invoices = openInvoicesOf(state, payment);
  const amounts = invoices.map((invoice) => payableAmount(invoice));
  invoices.forEach((invoice, index) => {
    settlePayment(state.orders, state.billing, invoice, amounts[index] ?? 0, source, nowIso);
    applyPaymentEffects(state, invoice, nowIso);
  });
  payment.amount = sumMoney(amounts);
  payment.status = 'succeeded';
  payment.finishedAt = nowIso;
}

function decline(payment: StoredPayment, code: PaymentDeclineCode, nowIso: string): void {
  payment.status = 'declined';
  payment.declineCode = code;
  payment.finishedAt = nowIso;
}

export interface NewPayment {
  customerId: string;
  worldId: string;
  invoices: readonly StoredInvoice[];
  returnUrl: string;
  card: StoredCard | null;
}

/**
 * Makes a payment: with a card, the charge is tried at once (succeeded, declined or requires_action); without, a
 * provider checkout (`pending`) that its page completes. The caller has checked the invoices (open, one currency) and
 * the card (the customer's, not expired).
 */
export function createPayment(state: WorldLike, input: NewPayment, nowIso: string): StoredPayment {
  const id = randomId('pay');
  const first = input.invoices[0];
  const payment: StoredPayment = {
    id,
    customerId: input.customerId,
    method: input.card ? 'card' : 'provider',
    status: 'pending',
    invoiceIds: input.invoices.map((invoice) => invoice.id),
    amount: totalOutstanding(input.invoices),
    currencyCode: first?.currencyCode ?? 'SEK',
    cardId: input.card?.id ?? null,
    declineCode: null,
    returnUrl: input.returnUrl,
    providerUrl: `${providerBaseUrl(input.worldId)}payments/${id}`,
    createdAt: nowIso,
    finishedAt: null,
  };
  state.billing.payments.push(payment);
  if (input.card) {
    const answer = chargeAnswer(input.card);
    if (answer.kind === 'approved') settle(state, payment, 'provider', nowIso);
    else if (answer.kind === 'declined') decline(payment, answer.code, nowIso);
    else payment.status = 'requires_action';
  }
  return payment;
}

/** Any customer's payment: the provider's page knows it by the id in its address alone. */
export function findPaymentById(billing: BillingState, id: string): StoredPayment | undefined {
  return billing.payments.find((payment) => payment.id === id);
}

export function findPayment(billing: BillingState, customerId: string, id: string): StoredPayment | undefined {
  return billing.payments.find((payment) => payment.customerId === customerId && payment.id === id);
}

/** The customer confirms (a card's `requires_action`) or pays (a checkout) at the provider: only a waiting one. */
export function completeAtProvider(state: WorldLike, payment: StoredPayment, nowIso: string): boolean {
  if (payment.status !== 'requires_action' && payment.status !== 'pending') return false;
  settle(state, payment, 'provider', nowIso);
  return true;
}

/** The customer fails the confirmation or declines the checkout: nothing is charged, the invoices are unchanged. */
export function failAtProvider(payment: StoredPayment, nowIso: string): boolean {
  if (payment.status !== 'requires_action' && payment.status !== 'pending') return false;
  decline(payment, payment.status === 'requires_action' ? 'authentication_failed' : 'card_declined', nowIso);
  return true;
}

/** Where the provider sends the customer back: the payment's `returnUrl` with `payment=<id>` added to its query. */
export function paymentReturnUrlOf(payment: StoredPayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('payment', payment.id);
  return url.href;
}

export function toPayment(state: WorldLike, payment: StoredPayment): Payment {
  const card =
    payment.cardId === null ? undefined : state.billing.cards.find((candidate) => candidate.id === payment.cardId);
  const waiting = payment.status === 'pending' || payment.status === 'requires_action';
  return {
    id: payment.id,
    status: payment.status,
    method: payment.method,
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    amountsIncludeVat: amountsIncludeVatOf(state, payment),
    invoiceIds: [...payment.invoiceIds],
    card: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
    declineCode: payment.declineCode === null ? null : declineCodeOf(payment.declineCode),
    redirectUrl: waiting && payment.method === 'card' ? payment.providerUrl : null,
    paymentUrl: waiting && payment.method === 'provider' ? payment.providerUrl : null,
    createdAt: payment.createdAt,
  };
}

function declineCodeOf(code: string): Payment['declineCode'] {
  switch (code) {
    case 'insufficient_funds':
    case 'expired_card':
    case 'card_declined':
    case 'authentication_failed':
      return code;
    default:
      return 'unknown';
  }
}

/**
 * The invoices' VAT basis: every invoice the mock issues is gross (`toInvoice` sends `amountsIncludeVat: true`,
 * ledger "Money: VAT"), and a payment charges exactly those amounts, so it says the same when all its invoices exist.
 */
function amountsIncludeVatOf(state: WorldLike, payment: StoredPayment): boolean | undefined {
  const found = payment.invoiceIds.every((id) => findInvoiceById(state.orders, id) !== undefined);
  return payment.invoiceIds.length > 0 && found ? true : undefined;
}

/** Why an invoice cannot be in a payment (its pay gate), or null when it can. */
export function paymentRefusal(invoice: StoredInvoice): ActionGate | null {
  if (payableAmount(invoice) <= 0) {
    const gate = payGate(invoice);
    return gate.allowed
      ? { allowed: false, reason: 'Nothing is left to pay on this invoice.', code: 'invoice_paid' }
      : gate;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Settings: automatic payment
// ---------------------------------------------------------------------------------------------

function settingsOf(billing: BillingState, customerId: string): StoredBillingSettings | undefined {
  return billing.settings.find((settings) => settings.customerId === customerId);
}

export function defaultCardOf(billing: BillingState, customerId: string): StoredCard | undefined {
  return billing.cards.find((card) => card.customerId === customerId && card.isDefault);
}

export function autoPayGate(billing: BillingState, customerId: string, nowMs: number): ActionGate {
  const card = defaultCardOf(billing, customerId);
  if (!card) {
    return {
      allowed: false,
      reason: 'Automatic payment needs a default card; add a card first.',
      code: 'no_default_card',
    };
  }
  if (isExpired(card, nowMs)) {
    return {
      allowed: false,
      reason: 'The default card has expired; add a new card or make another card the default first.',
      code: 'card_expired',
    };
  }
  return { allowed: true, reason: null, code: null };
}

export function toBillingSettings(billing: BillingState, customerId: string, nowMs: number): BillingSettings {
  return {
    autoPay: { enabled: settingsOf(billing, customerId)?.autoPay ?? false },
    actions: { canEnableAutoPay: autoPayGate(billing, customerId, nowMs) },
  };
}

export type SettingsOutcome = { changed: true } | { changed: false; gate: ActionGate };

/** Turning it on needs a usable default card; turning it off always works. The same value again changes nothing. */
export function setAutoPay(
  billing: BillingState,
  customerId: string,
  enabled: boolean,
  nowIso: string,
): SettingsOutcome {
  if (enabled) {
    const gate = autoPayGate(billing, customerId, Date.parse(nowIso));
    if (!gate.allowed) return { changed: false, gate };
  }
  const existing = settingsOf(billing, customerId);
  const settings = existing ?? { customerId, autoPay: false, autoPaySince: null };
  if (!existing) billing.settings.push(settings);
  if (settings.autoPay !== enabled) {
    settings.autoPay = enabled;
    settings.autoPaySince = enabled ? nowIso : null;
  }
  return { changed: true };
}

/**
 * Automatic payment on the world's clock: for every customer with it on, each open invoice whose due date came after
 * it was turned on and has now arrived is charged once to the default card (an `auto_payment` entry); a charge that
 * cannot be made (no usable card, declined, or a bank that asks for a confirmation nobody can give off-session) is an
 * `auto_payment_failed` entry, the invoice stays open and is not tried again (Home lists it). Runs whenever the world
 * is read and when its clock moves (worlds.ts).
 */
export function settleAutoPayments(state: WorldLike, nowMs: number): void {
  const enabled = state.billing.settings.filter((settings) => settings.autoPay && settings.autoPaySince !== null);
  if (enabled.length === 0) return;
  for (const settings of enabled) {
    const since = Date.parse(settings.autoPaySince ?? '');
    const due = state.orders.invoices.filter((invoice) => {
      if (invoice.customerId !== settings.customerId || payableAmount(invoice) <= 0) return false;
      if (invoice.kind === 'add_funds' || state.billing.autoPayTried.includes(invoice.id)) return false;
      const dueMs = invoice.dueAt === null ? Number.NaN : Date.parse(invoice.dueAt);
      return Number.isFinite(dueMs) && dueMs > since && dueMs <= nowMs;
    });
    for (const invoice of due.sort((a, b) => ((a.dueAt ?? '') < (b.dueAt ?? '') ? -1 : 1))) {
      const at = invoice.dueAt ?? new Date(nowMs).toISOString();
      state.billing.autoPayTried.push(invoice.id);
      const card = defaultCardOf(state.billing, settings.customerId);
      const answer = card && !isExpired(card, Date.parse(at)) ? chargeAnswer(card) : null;
      if (answer?.kind === 'approved') {
        const amount = payableAmount(invoice);
        settlePayment(state.orders, state.billing, invoice, amount, 'auto', at);
        applyPaymentEffects(state, invoice, at);
        continue;
      }
      recordActivity(state.billing, {
        customerId: invoice.customerId,
        kind: 'auto_payment_failed',
        occurredAt: at,
        amount: payableAmount(invoice),
        currencyCode: invoice.currencyCode,
        invoiceId: invoice.id,
      });
    }
  }
}

/** The invoices whose automatic payment failed and that are still open (Home's attention list, by the invoices). */
export function failedAutoPayments(state: WorldLike, customerId: string): StoredInvoice[] {
  return state.orders.invoices.filter(
    (invoice) => invoice.customerId === customerId && autoPaymentFailedAt(state.billing, invoice) !== null,
  );
}
