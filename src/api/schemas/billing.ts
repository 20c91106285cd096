import * as z from 'zod/mini';
import {
  invoiceStatus,
  invoiceStatusValues,
  listPage,
  missingGate,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableBoolean,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { lineItemMember } from './line-item';
import { amountsIncludeVat, vatBasisValues } from './vat';
import { invoiceTotals } from './invoice-totals';
import {
  billingActivityKindValues,
  customerTypeValues,
  invoiceKindValues,
  paymentDeclineCodeValues,
  paymentMethodValues,
  paymentStatusValues,
  vatNumberStatusValues,
} from './billing-values';

/**
 * Billing (`/api/v2/billing/…`): invoices, account credit, payment methods (cards) and the billing history. The spec
 * names the endpoints only; every shape here is decided in the ledger ("Billing"), read tolerantly as elsewhere:
 * one malformed member is `null` on its own, a missing gate is blocked, an unknown enum value is `'unknown'`.
 * Invoices and credit notes carry their VAT (ledger "Money: VAT"): `amount` and `totals` are gross (with VAT, what
 * is charged, `amountsIncludeVat: true`), each line its net, rate and VAT. Every other amount of this area (credit,
 * history) is money that moved, VAT neither added nor removed.
 */

// ---------------------------------------------------------------------------------------------
// Path parameters (opaque ids)
// ---------------------------------------------------------------------------------------------

export const invoiceIdParam = opaqueId('inv_');
export const cardIdParam = opaqueId('card_');
export const cardSetupIdParam = opaqueId('cset_');
export const paymentIdParam = opaqueId('pay_');

// ---------------------------------------------------------------------------------------------
// Invoices: GET /billing/invoices[/{id}], POST …/{id}/actions/cancel, POST …/{id}/actions/apply-credit
// ---------------------------------------------------------------------------------------------

/**
 * One line: `description` and `amount` (gross: net + VAT) as before; then `quantity`, `unitPrice` (net, per unit),
 * `net`, `vatRate` (percent) and `vat`, each rounded to the öre (ledger "Money: VAT"). A server that sends only
 * `description` and `amount` still shows the line; the VAT columns then read "—".
 */
export const invoiceLine = z.object({
  description: z.string(),
  /** Ours: what the line is for without words (`lineItemText` says it); optional, null when absent or malformed. */
  item: lineItemMember,
  amount: z.number(),
  quantity: z.catch(z.nullable(z.number()), null),
  unitPrice: nullableNumber,
  net: nullableNumber,
  vatRate: nullableNumber,
  vat: nullableNumber,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/**
 * `order`: the invoice of an order (renewals and cycle changes are orders too); `add_funds`: buys account credit;
 * `credit_note`: credits another invoice (`credits`), its amounts negative.
 */
export { invoiceKindValues };
export const invoiceKind = tolerantEnum(invoiceKindValues);
export type InvoiceKind = z.infer<typeof invoiceKind>;

/**
 * Gates on an invoice (ours, ledger): a server that sends none has every action blocked. `canRefund` (a consumer's
 * right of withdrawal on a paid invoice; `billing.ts`'s `refundInvoice`) is blocked when a server does not send it.
 */
export const invoiceActions = z.catch(
  z.object({ canPay: tolerantGate, canCancel: tolerantGate, canApplyCredit: tolerantGate, canRefund: tolerantGate }),
  { canPay: missingGate, canCancel: missingGate, canApplyCredit: missingGate, canRefund: missingGate },
);
export type InvoiceActions = z.infer<typeof invoiceActions>;

/** A postal address as printed on an invoice (`country` ISO 3166-1 alpha-2). */
export const postalAddress = z.object({
  street: nullableString,
  postalCode: nullableString,
  city: nullableString,
  country: nullableString,
});
export type PostalAddress = z.infer<typeof postalAddress>;

/** Who sells: name, address, organisation number, VAT number, and whether it is approved for F-tax (F-skatt). */
export const invoiceSeller = z.object({
  name: nullableString,
  address: z.catch(z.nullable(postalAddress), null),
  organisationNumber: nullableString,
  vatNumber: nullableString,
  fTax: nullableBoolean,
});
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

/** Who is billed, as the billing profile said when the invoice was issued (never changed afterwards). */
export const invoiceBuyer = z.object({
  customerType: tolerantNullableEnum(customerTypeValues),
  name: nullableString,
  address: z.catch(z.nullable(postalAddress), null),
  vatNumber: nullableString,
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyer>;

/** The VAT of an invoice: net, VAT and gross summed from its lines, the VAT per rate (ledger "Money: VAT"). */
export const invoiceVat = z.object({
  net: nullableNumber,
  vat: nullableNumber,
  gross: nullableNumber,
  byRate: z.catch(tolerantArray(z.object({ rate: z.number(), net: z.number(), vat: z.number() }), 'vat.byRate[]'), []),
});
export type InvoiceVat = z.infer<typeof invoiceVat>;

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
  /**
   * Ours: when automatic payment last failed on this invoice while it is still open (null: never, or paid since).
   * Home says it until the invoice is paid. A server without automatic payment omits it: null.
   */
  autoPaymentFailedAt: nullableTimestamp,
  lines: z.catch(tolerantArray(invoiceLine, 'invoice lines[]'), []),
  /** Only a literal `true` says `amount` and `totals` include VAT (`vatBasisOf`). */
  amountsIncludeVat,
  vat: z.catch(z.nullable(invoiceVat), null),
  seller: z.catch(z.nullable(invoiceSeller), null),
  buyer: z.catch(z.nullable(invoiceBuyer), null),
  /** EU business with a valid VAT number: 0 % and the reverse-charge text in the invoice's language. */
  reverseCharge: nullableBoolean,
  /** Days from issue to due date. */
  paymentTermsDays: nullableInt,
  /** A credit note's invoice: what it credits. */
  credits: z.catch(z.nullable(z.object({ invoiceId: nullableString, invoiceNumber: nullableString })), null),
  /** An invoice's credit notes (a cancelled or refunded invoice has one). */
  creditNotes: z.catch(
    tolerantArray(z.object({ invoiceId: nullableString, invoiceNumber: nullableString }), 'creditNotes[]'),
    [],
  ),
  /**
   * Ours: when the consumer's 14-day right of withdrawal on this invoice ends (ended), so a refused refund can say the
   * date; null where no such right applies (a business, a credit note, an add-funds invoice) or a server omits it.
   */
  refundWindowEndsAt: nullableTimestamp,
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

/** The languages an invoice document is written in (the panel's). */
export const invoiceDocumentLanguages = ['en', 'sv'] as const;
export type InvoiceDocumentLanguage = (typeof invoiceDocumentLanguages)[number];

/** `GET /billing/invoices/{id}/pdf?lang=en|sv`: omitted → English. */
export const invoicePdfQuery = z.object({ lang: z.optional(z.enum(invoiceDocumentLanguages)) });
export type InvoicePdfQuery = z.input<typeof invoicePdfQuery>;

/**
 * The PDF's file name, which says what it is: `invoice-2026-0311.pdf`, `credit-note-2026-0412.pdf`; the id stands in
 * for a missing number. Only letters, digits, `-`, `_` and `.` are kept, so the name is a plain ASCII token.
 */
export function invoiceFileName(value: { id: string; number: string | null; kind: string }): string {
  const stem = value.kind === 'credit_note' ? 'credit-note' : 'invoice';
  const name = (value.number ?? value.id).replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[.-]+/, '');
  return `${stem}-${name || 'document'}.pdf`;
}

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
// Refunds (ours): GET /billing/invoices/{id}/refund-quote, POST /billing/invoices/{id}/actions/refund
// ---------------------------------------------------------------------------------------------

/** Where a refund's money goes: back to the card the invoice was paid with, or to the account's credit. */
export const refundDestinationValues = ['card', 'credit'] as const;
export type RefundDestination = (typeof refundDestinationValues)[number];

/** One refunded line: the invoice line's unused part, net, its VAT at the line's rate, and gross (all positive). */
export const refundLine = z.object({
  description: z.string(),
  /** Ours, as on an invoice line: the refunded line's item with its unused days; null when absent. */
  item: lineItemMember,
  net: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  amount: z.number(),
});
export type RefundLine = z.infer<typeof refundLine>;

/**
 * What a refund of the invoice returns now, before anything is sent: the amount (gross, `amountsIncludeVat`), net
 * and VAT (per rate), the lines, the unused days of the paid period, where the money can go (`destinations`, the
 * card named when known) and when the right of withdrawal ends. Read strictly: money is about to move.
 */
export const refundQuote = z.object({
  amount: z.number(),
  net: z.number(),
  vat: z.number(),
  vatByRate: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
  currencyCode: z.string(),
  amountsIncludeVat,
  lines: z.array(refundLine),
  /** The paid period's days not yet begun, and its length (null: no period, the whole is refunded). */
  unusedDays: z.nullable(z.number()),
  periodDays: z.nullable(z.number()),
  destinations: z.array(tolerantEnum(refundDestinationValues)),
  /** The card the money goes back to (null: paid at the provider's page, card not known to the panel). */
  card: z.catch(
    z.nullable(
      z.object({
        brand: tolerantEnum(['visa', 'mastercard', 'amex']),
        last4: z.catch(z.nullable(z.string().check(z.regex(/^\d{4}$/))), null),
      }),
    ),
    null,
  ),
  windowEndsAt: nullableTimestamp,
});
export type RefundQuote = z.infer<typeof refundQuote>;

/** `POST …/actions/refund`: where the money goes (one of the quote's `destinations`). */
export const refundBody = z.strictObject({ destination: z.enum(refundDestinationValues) });
export type RefundBody = z.infer<typeof refundBody>;

/** 201: what was refunded and where, the invoice now `refunded`, and the credit note that records it. */
export const refundResponse = z.object({
  refund: z.extend(refundQuote, { destination: tolerantEnum(refundDestinationValues) }),
  invoice,
  creditNote: invoice,
});
export type RefundResponse = z.infer<typeof refundResponse>;

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

/**
 * An absolute http(s) address the provider sends the customer back to; it adds `cardSetup=<id>` (a card setup) or
 * `payment=<id>` (a payment) to the query.
 */
const returnUrl = z.string().check(
  z.maxLength(2000),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Expected an absolute http(s) address.'),
);

/** Where the provider sends the customer back after adding a card. */
export const cardSetupBody = z.strictObject({ returnUrl });
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
// Payments (ours): POST /billing/invoices/{id}/actions/pay-with-card, POST|GET /billing/payments[/{id}]
// ---------------------------------------------------------------------------------------------

/** Pay one invoice with a saved card: the card, and where to come back after a confirmation at the provider. */
export const payWithCardBody = z.strictObject({
  cardId: cardIdParam,
  returnUrl,
});
export type PayWithCardBody = z.infer<typeof payWithCardBody>;

/** Pay several invoices at once: one card charge (`cardId`) or one provider checkout. */
export const createPaymentBody = z.strictObject({
  invoiceIds: z.array(invoiceIdParam).check(z.minLength(1), z.maxLength(100)),
  method: z.enum(paymentMethodValues),
  cardId: z.optional(cardIdParam),
  returnUrl,
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export { paymentStatusValues, paymentDeclineCodeValues, paymentMethodValues };

/**
 * A payment: what was (or is to be) charged for which invoices, and how it went. `amount` is the invoices'
 * outstanding amounts summed (gross when `amountsIncludeVat`); `redirectUrl` is the provider's confirmation page
 * (`requires_action`), `paymentUrl` its checkout page (`pending`, method `provider`).
 */
export const payment = z.object({
  id: z.string(),
  status: tolerantEnum(paymentStatusValues),
  method: tolerantEnum(paymentMethodValues),
  amount: nullableNumber,
  currencyCode: nullableString,
  amountsIncludeVat,
  invoiceIds: z.catch(tolerantArray(z.string(), 'payment invoiceIds[]'), []),
  card: z.catch(
    z.nullable(
      z.object({
        id: z.string(),
        brand: tolerantEnum(cardBrandValues),
        last4: z.catch(z.nullable(z.string().check(z.regex(/^\d{4}$/))), null),
      }),
    ),
    null,
  ),
  /** Why a card payment was declined (`declined`); an unknown code is `'unknown'`. */
  declineCode: tolerantNullableEnum(paymentDeclineCodeValues),
  redirectUrl: nullableString,
  paymentUrl: nullableString,
  createdAt: nullableTimestamp,
});
export type Payment = z.infer<typeof payment>;

// ---------------------------------------------------------------------------------------------
// Billing settings (ours): GET|PATCH /billing/settings — automatic payment
// ---------------------------------------------------------------------------------------------

/** Automatic payment: the default card is charged on each invoice's due date. */
export const billingSettings = z.object({
  autoPay: z.catch(z.object({ enabled: z.catch(z.boolean(), false) }), { enabled: false }),
  actions: z.catch(z.object({ canEnableAutoPay: tolerantGate }), { canEnableAutoPay: missingGate }),
});
export type BillingSettings = z.infer<typeof billingSettings>;

export const billingSettingsPatch = z.strictObject({
  autoPay: z.strictObject({ enabled: z.boolean() }),
});
export type BillingSettingsPatch = z.infer<typeof billingSettingsPatch>;

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
  /** What `amount` is: `included` (gross), `none` (a prepayment, no VAT), `excluded`; absent/unknown: excluded. */
  vatBasis: tolerantNullableEnum(vatBasisValues),
  /**
   * Ours: `amount` split into net and VAT (positive, as `amount`), and the VAT rate (percent) when one rate applies;
   * a prepayment is all net with VAT 0 and no rate. Optional: null when the server does not send or cannot split it.
   */
  net: nullableNumber,
  vat: nullableNumber,
  vatRate: nullableNumber,
  /** The kind of the invoice it names (a credit note is named as one); null without an invoice. */
  invoiceKind: tolerantNullableEnum(invoiceKindValues),
});
export type BillingActivity = z.infer<typeof billingActivity>;

export const billingActivityPage = listPage(billingActivity, 'billing activity');
export type BillingActivityPage = z.infer<typeof billingActivityPage>;

export const billingActivityQuery = z.extend(paginationQuery, {
  kind: z.optional(z.enum(billingActivityKindValues)),
});
export type BillingActivityQuery = z.input<typeof billingActivityQuery>;

// ---------------------------------------------------------------------------------------------
// Billing profile (ours): GET|PATCH /billing/profile — who is billed, and so how prices are taxed
// ---------------------------------------------------------------------------------------------

export const billingProfile = z.object({
  customerType: tolerantNullableEnum(customerTypeValues),
  /** A business's or a consumer's name as invoices print it. */
  name: nullableString,
  address: z.catch(z.nullable(postalAddress), null),
  /** ISO 3166-1 alpha-2; decides the VAT rate with `customerType` and the VAT number. */
  country: nullableString,
  vatNumber: nullableString,
  vatNumberStatus: tolerantNullableEnum(vatNumberStatusValues),
  /** When the register last answered about `vatNumber` (null: never, or not applicable). */
  vatNumberCheckedAt: nullableTimestamp,
  /** What follows for prices (the same as `/me`'s `tax`). */
  vatRate: nullableNumber,
  reverseCharge: nullableBoolean,
  actions: z.catch(z.object({ canEdit: tolerantGate }), { canEdit: missingGate }),
});
export type BillingProfile = z.infer<typeof billingProfile>;

const profileText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * `PATCH /billing/profile` (strict; every member optional, the rest kept): who is billed. `vatNumber: null` removes
 * it; a consumer has none. Country and VAT number are checked by the server against what it sells and the register;
 * the form checks the number's format and checksum first (`checkVatNumber`, vat-number.ts).
 */
export const billingProfileBody = z.strictObject({
  customerType: z.optional(z.enum(customerTypeValues)),
  name: z.optional(profileText(200)),
  address: z.optional(
    z.strictObject({ street: profileText(200), postalCode: profileText(20), city: profileText(100) }),
  ),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'Expected a country code of two capital letters.'))),
  vatNumber: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type BillingProfileBody = z.input<typeof billingProfileBody>;

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
