import type { TaxSummary } from '@/api/schemas/me';
import type { VatBasis } from '@/api/schemas/vat';
import { lineWithVat, sumMoney, totalsOfLines } from '@/api/schemas/vat-math';

/**
 * How a price is shown to whoever looks, without React: the pricing rules and the one way a price is written
 * (price.tsx's `usePrice` and `Price` use them; a list's first rows drawn before the app has run, too:
 * src/ui/first-rows.ts). Schema-free: on every first screen, and in the rows' small scripts.
 */

export type Amount = number | null | undefined;
export type Currency = string | null | undefined;
/** One amount, or the lines of a total (each line is converted on its own, then summed: ledger "Money: VAT"). */
export type Amounts = Amount | readonly number[];

/** What of `/me`'s `tax` decides how a price is shown. */
export type PriceTax = Pick<TaxSummary, 'customerType' | 'vatRate' | 'reverseCharge'>;

/** A business's VAT beside money that is about to move: the net, the VAT at its rate (per line, summed), the gross. */
export interface VatBeside {
  net: number;
  vat: number;
  gross: number;
  /** Percent (25 for 25 %); 0 under reverse charge. */
  rate: number;
  reverseCharge: boolean;
}

/**
 * How one viewer's prices are shown, from the tax summary (`/me`'s `tax`, or the signed-out catalog's choice):
 * - a consumer with a known rate sees amounts with VAT: each net amount the API sends becomes its gross
 *   (`lineWithVat`), and a total of several lines is the sum of each line's gross (never the rate on the total);
 * - a business sees the amounts as sent (net), with the VAT beside where money moves (`vatBeside`);
 * - nothing known (no `tax`, no rate): the amounts as sent, "excl. VAT", as before VAT was known.
 * Amounts already gross (`sent: 'included'`: an invoice with `amountsIncludeVat: true`) are never taxed again.
 */
export interface Pricing {
  /** The basis an API (net) amount is shown in to this viewer. */
  readonly shows: VatBasis;
  /** One amount, or the sum of lines, as shown to this viewer, with the basis it is then in. */
  shown(amounts: number | readonly number[], sent?: VatBasis): { amount: number; basis: VatBasis };
  /** For a business: the VAT beside net amounts about to be charged. Null for anyone else, or amounts already gross. */
  vatBeside(amounts: number | readonly number[], sent?: VatBasis): VatBeside | null;
}

function rateOf(tax: PriceTax | null | undefined): number | null {
  const rate = tax?.vatRate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate < 100 ? rate : null;
}

function linesOf(amounts: number | readonly number[]): readonly number[] {
  return typeof amounts === 'number' ? [amounts] : amounts;
}

export function pricingOf(tax: PriceTax | null | undefined): Pricing {
  const rate = rateOf(tax);
  const consumerRate = tax?.customerType === 'consumer' ? rate : null;
  const reverseCharge = tax?.customerType === 'business' && tax.reverseCharge === true;
  const businessRate = tax?.customerType === 'business' ? (reverseCharge ? 0 : rate) : null;
  return {
    shows: consumerRate === null ? 'excluded' : 'included',
    shown(amounts, sent = 'excluded') {
      const lines = linesOf(amounts);
      if (sent !== 'excluded' || consumerRate === null) return { amount: sumMoney(lines), basis: sent };
      return { amount: sumMoney(lines.map((net) => lineWithVat(net, consumerRate).gross)), basis: 'included' };
    },
    vatBeside(amounts, sent = 'excluded') {
      if (businessRate === null || sent !== 'excluded') return null;
      const lines = linesOf(amounts).map((net) => ({ ...lineWithVat(net, businessRate), vatRate: businessRate }));
      const totals = totalsOfLines(lines);
      return { net: totals.net, vat: totals.vat, gross: totals.gross, rate: businessRate, reverseCharge };
    },
  };
}

/** Amounts as sent, whoever looks (what an invoice charges, credit that moved). */
export const asSent = pricingOf(null);

export function known(amounts: Amounts): amounts is number | readonly number[] {
  if (amounts === null || amounts === undefined) return false;
  return typeof amounts === 'number' ? !Number.isNaN(amounts) : amounts.every((a) => !Number.isNaN(a));
}

/**
 * A price's words: the amount in its currency as `pricing` shows it, then whether VAT is in it ("SEK 575.00 incl.
 * VAT"); a missing amount is `money`'s "—", without VAT words. `t` has the core catalog's `price.withVat`.
 */
export function priceWords(
  t: (key: 'price.withVat', values: { amount: string; basis: VatBasis }) => string,
  money: (amount: Amount, currency: Currency) => string,
  pricing: Pricing,
  amounts: Amounts,
  currency: Currency,
  sent?: VatBasis,
): string {
  if (!known(amounts)) return money(null, currency);
  const { amount, basis } = pricing.shown(amounts, sent);
  return t('price.withVat', { amount: money(amount, currency), basis });
}
