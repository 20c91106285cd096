/**
 * Billing: the contract's enum values, apart from its schemas (as `audit-log-values.ts`), so that a route's URL
 * validation, Home's rows and a filter's choices read the one list without carrying the contract's parsing into a
 * first screen. Each list is declared here once; the schemas build their enums from it.
 */

export const billingActivityKindValues = [
  'invoice_issued',
  'payment',
  'credit_added',
  'credit_applied',
  'refund',
  'invoice_cancelled',
  'credit_note_issued',
  'auto_payment',
  'auto_payment_failed',
] as const;

/**
 * A payment (ours): `pending` (a provider checkout waiting for the customer), `requires_action` (the card's bank asks
 * the customer to confirm at the provider's page), `succeeded` (the invoices are paid), `declined` (nothing charged;
 * `declineCode` says why).
 */
export const paymentStatusValues = ['pending', 'requires_action', 'succeeded', 'declined'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

/** How a payment is made: the saved card charged off-session, or the provider's checkout page. */
export const paymentMethodValues = ['card', 'provider'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];

/** Why a card payment was declined; the panel says each in words (an unknown code reads "declined by the bank"). */
export const paymentDeclineCodeValues = [
  'insufficient_funds',
  'expired_card',
  'card_declined',
  'authentication_failed',
] as const;
export type PaymentDeclineCode = (typeof paymentDeclineCodeValues)[number];

/** Who the account bills: a consumer sees prices with VAT, a business without (ledger "Money: VAT"). */
export const customerTypeValues = ['consumer', 'business'] as const;
export type CustomerType = (typeof customerTypeValues)[number];

/**
 * A business's VAT number as last checked: `valid` (format, checksum and the EU's register agree), `invalid`
 * (refused by the register), `pending` (well-formed but the register could not be asked: never refused for that),
 * `not_applicable` (a consumer, or a country outside the EU).
 */
export const vatNumberStatusValues = ['valid', 'invalid', 'pending', 'not_applicable'] as const;
export type VatNumberStatus = (typeof vatNumberStatusValues)[number];

/** Invoice kinds: an order's, buying account credit, and a credit note crediting another invoice. */
export const invoiceKindValues = ['order', 'add_funds', 'credit_note'] as const;
