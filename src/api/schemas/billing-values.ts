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
] as const;

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
