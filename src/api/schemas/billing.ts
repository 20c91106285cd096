import * as z from 'zod/mini';
import {
  invoiceStatus,
  invoiceStatusValues,
  listPage,
  missingGate,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
} from './common';
import { invoiceTotals } from './orders';
import { billingActivityKindValues } from './billing-values';

/**
 * Billing (`/api/v2/billing/…`): invoices, account credit, payment methods (cards) and the billing history. The spec
 * names the endpoints only; every shape here is decided in the ledger ("Billing"), read tolerantly as elsewhere:
 * one malformed member is `null` on its own, a missing gate is blocked, an unknown enum value is `'unknown'`.
 * Amounts exclude VAT (ledger "Money").
 */

// ---------------------------------------------------------------------------------------------
// Path parameters (opaque ids)
// ---------------------------------------------------------------------------------------------

export const invoiceIdParam = opaqueId('inv_');
export const cardIdParam = opaqueId('card_');
export const cardSetupIdParam = opaqueId('cset_');

// ---------------------------------------------------------------------------------------------
// Invoices: GET /billing/invoices[/{id}], POST …/{id}/actions/cancel, POST …/{id}/actions/apply-credit
// ---------------------------------------------------------------------------------------------

export const invoiceLine = z.object({ description: z.string(), amount: z.number() });
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** `order`: the invoice of an order (renewals and cycle changes are orders too); `add_funds`: buys account credit. */
export const invoiceKindValues = ['order', 'add_funds'] as const;
export const invoiceKind = tolerantEnum(invoiceKindValues);
export type InvoiceKind = z.infer<typeof invoiceKind>;

/** Gates on an invoice (ours, ledger): a server that sends none has every action blocked. */
export const invoiceActions = z.catch(
  z.object({ canPay: tolerantGate, canCancel: tolerantGate, canApplyCredit: tolerantGate }),
  { canPay: missingGate, canCancel: missingGate, canApplyCredit: missingGate },
);
export type InvoiceActions = z.infer<typeof invoiceActions>;

/** Read member by member, like the invoice on an order: a malformed amount never hides the payment link. */
export const invoice = z.object({
  id: z.string(),
  number: nullableString,
  kind: invoiceKind,
  orderId: nullableString,
  orderNumber: nullableString,
  status: invoiceStatus,
  amount: nullableNumber,
  currencyCode: nullableString,
  totals: z.catch(z.nullable(invoiceTotals), null),
  issuedAt: nullableTimestamp,
  dueAt: nullableTimestamp,
  paidAt: nullableTimestamp,
  paymentUrl: nullableString,
  lines: z.catch(tolerantArray(invoiceLine, 'invoice lines[]'), []),
  actions: invoiceActions,
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceListPage = listPage(invoice, 'invoice list');
export type InvoiceListPage = z.infer<typeof invoiceListPage>;

/** The list's `status` filter: any invoice status, or `outstanding` (ours: unpaid or partly paid, what is to pay). */
export const invoiceStatusFilterValues = [...invoiceStatusValues, 'outstanding'] as const;
export type InvoiceStatusFilter = (typeof invoiceStatusFilterValues)[number];
export const invoiceListQuery = z.extend(paginationQuery, {
  status: z.optional(z.enum(invoiceStatusFilterValues)),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** Cancel takes no body (unknown members are refused, as the order cancel). */
export const invoiceCancelBody = z.strictObject({});

/** Apply credit: `amount` omitted = as much as the credit and the outstanding amount allow. Two decimals at most. */
export const applyCreditBody = z.strictObject({
  amount: z.optional(
    z.number().check(
      z.positive(),
      z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals.'),
    ),
  ),
});
export type ApplyCreditBody = z.infer<typeof applyCreditBody>;

// ---------------------------------------------------------------------------------------------
// Credit: GET /billing/credit (ours), POST /billing/credit/actions/add-funds
// ---------------------------------------------------------------------------------------------

export const credit = z.object({
  balance: nullableNumber,
  currencyCode: nullableString,
  /** The amounts one add-funds request may ask for (inclusive). */
  addFunds: z.catch(z.nullable(z.object({ minimum: z.number(), maximum: z.number() })), null),
  actions: z.catch(z.object({ canAddFunds: tolerantGate }), { canAddFunds: missingGate }),
});
export type Credit = z.infer<typeof credit>;

export const applyCreditResponse = z.object({
  invoice,
  /** How much credit was applied to the invoice. */
  applied: nullableNumber,
  credit: z.catch(z.nullable(credit), null),
});
export type ApplyCreditResponse = z.infer<typeof applyCreditResponse>;

export const addFundsBody = z.strictObject({
  amount: z.number().check(
    z.positive(),
    z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals.'),
  ),
});
export type AddFundsBody = z.infer<typeof addFundsBody>;

/** 201: the credit invoice to pay (its `paymentUrl`); the balance grows when it is paid. */
export const addFundsResponse = z.object({ invoice });
export type AddFundsResponse = z.infer<typeof addFundsResponse>;

// ---------------------------------------------------------------------------------------------
// Cards: GET|POST /billing/cards, GET /billing/cards/setups/{id}, POST /billing/cards/{id}/actions/make-default,
// DELETE /billing/cards/{id} (the last three ours)
// ---------------------------------------------------------------------------------------------

export const cardBrandValues = ['visa', 'mastercard', 'amex'] as const;

/** A card as the provider stored it: never its number, only brand, last four digits and expiry. */
export const card = z.object({
  id: z.string(),
  brand: tolerantEnum(cardBrandValues),
  last4: z.catch(z.nullable(z.string().check(z.regex(/^\d{4}$/))), null),
  expMonth: nullableInt,
  expYear: nullableInt,
  isDefault: z.catch(z.boolean(), false),
  /** The server's word on expiry (its clock); missing → worked out from `expMonth`/`expYear`. */
  expired: z.catch(z.nullable(z.boolean()), null),
  actions: z.catch(z.object({ canMakeDefault: tolerantGate, canRemove: tolerantGate }), {
    canMakeDefault: missingGate,
    canRemove: missingGate,
  }),
});
export type Card = z.infer<typeof card>;

export const cardListPage = listPage(card, 'card list');
export type CardListPage = z.infer<typeof cardListPage>;

/** Make default takes no body (unknown members are refused, as the invoice cancel). */
export const cardActionBody = z.strictObject({});

/** Where the provider sends the customer back; it adds `cardSetup=<setup id>` to the query. */
export const cardSetupBody = z.strictObject({
  returnUrl: z.string().check(
    z.maxLength(2000),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Expected an absolute http(s) address.'),
  ),
});
export type CardSetupBody = z.infer<typeof cardSetupBody>;

export const cardSetupStatusValues = ['pending', 'completed', 'declined'] as const;

export const cardSetup = z.object({
  id: z.string(),
  status: tolerantEnum(cardSetupStatusValues),
  /** The provider's page (the client follows it only when `https:`). */
  redirectUrl: nullableString,
  card: z.catch(z.nullable(card), null),
  /** Why the provider declined (a code such as `card_declined`, `expired_card`); null otherwise. */
  declineCode: nullableString,
});
export type CardSetup = z.infer<typeof cardSetup>;

// ---------------------------------------------------------------------------------------------
// Billing activity (the app's payment history): GET /billing/activity
// ---------------------------------------------------------------------------------------------

export type BillingActivityKind = (typeof billingActivityKindValues)[number];

export const billingActivity = z.object({
  id: z.string(),
  kind: tolerantEnum(billingActivityKindValues),
  occurredAt: nullableTimestamp,
  /** Positive: what the entry moved (a payment received, credit added or applied, an amount refunded). */
  amount: nullableNumber,
  currencyCode: nullableString,
  invoiceId: nullableString,
  invoiceNumber: nullableString,
  orderId: nullableString,
  orderNumber: nullableString,
});
export type BillingActivity = z.infer<typeof billingActivity>;

export const billingActivityPage = listPage(billingActivity, 'billing activity');
export type BillingActivityPage = z.infer<typeof billingActivityPage>;

export const billingActivityQuery = z.extend(paginationQuery, {
  kind: z.optional(z.enum(billingActivityKindValues)),
});
export type BillingActivityQuery = z.input<typeof billingActivityQuery>;

// ---------------------------------------------------------------------------------------------
// Reading helpers
// ---------------------------------------------------------------------------------------------

/** What is still to pay, and whether it is overdue (in invoice-payment.ts, which loads no schema: Home shares them). */
export { isOverdue, outstandingOf } from './invoice-payment';

/** A card past its last valid month (the server's `expired` first; else by the browser's clock). */
export function isCardExpired(value: Pick<Card, 'expired' | 'expMonth' | 'expYear'>, now: Date): boolean {
  if (value.expired !== null) return value.expired;
  if (value.expMonth === null || value.expYear === null) return false;
  return value.expYear * 12 + value.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
