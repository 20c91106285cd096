import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { VatBasis } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import {
  asSent,
  known,
  pricingOf,
  priceWords,
  type Amount,
  type Amounts,
  type Currency,
  type PriceTax,
  type Pricing,
  type VatBeside,
} from './pricing';
import { useFormat, type Formatters } from './use-format';
import './price.css';

/**
 * The tax summary prices are shown for, when a screen decides it rather than the session (the signed-out catalog's
 * "Prices for companies" switch). `undefined`: the session's.
 */
const PriceTaxOverride = createContext<PriceTax | null | undefined>(undefined);

/** Shows the prices inside as for `tax` (the signed-out catalog: a consumer or a company in Sweden). */
export function PricesFor({ tax, children }: { tax: PriceTax | null; children: ReactNode }) {
  return <PriceTaxOverride.Provider value={tax}>{children}</PriceTaxOverride.Provider>;
}

type SessionSource = Pick<RegisteredRouter['options']['context']['session'], 'subscribe' | 'get'>;
/** Without a router (a component rendered on its own) nothing is known of the account: prices as sent. */
const noSession: SessionSource = { subscribe: () => () => {}, get: () => null };

/** The tax summary the signed-in session keeps (kept with the scopes; refreshed from `/me`: TaxSummarySync). */
function useSessionTax(): PriceTax | null {
  // The router's type says it is always there; a component rendered alone has none (useRouter gives null).
  const router = useRouter({ warn: false }) as RegisteredRouter | null;
  const store: SessionSource = router?.options.context.session ?? noSession;
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  return session?.tax ?? null;
}

/** How prices are shown to whoever is looking (the screen's choice, else the session's tax summary). */
export function usePricing(): Pricing {
  const override = useContext(PriceTaxOverride);
  const sessionTax = useSessionTax();
  const tax = override === undefined ? sessionTax : override;
  const customerType = tax?.customerType ?? null;
  const vatRate = tax?.vatRate ?? null;
  const reverseCharge = tax?.reverseCharge ?? null;
  return useMemo(() => pricingOf({ customerType, vatRate, reverseCharge }), [customerType, vatRate, reverseCharge]);
}

type Words = ReturnType<typeof useMessages>;

function priceText(
  t: Words,
  format: Formatters,
  pricing: Pricing,
  amounts: Amounts,
  currency: Currency,
  sent?: VatBasis,
) {
  return priceWords(t, format.money, pricing, amounts, currency, sent);
}

function besideText(t: Words, format: Formatters, beside: VatBeside, currency: Currency): string {
  const rate = format.percent(beside.rate, 2);
  if (beside.reverseCharge) return t('price.vatBeside.reverseCharge', { rate });
  return t('price.vatBeside', {
    rate,
    vat: format.money(beside.vat, currency),
    gross: format.money(beside.gross, currency),
  });
}

export interface PriceWriter {
  /**
   * One amount (or the lines of a total) as shown to this viewer, with its VAT words: "SEK 575.00 incl. VAT" to a
   * consumer, "SEK 460.00 excl. VAT" to a business. `basis`: what the API sent (default: net, ledger).
   */
  (amounts: Amounts, currencyCode: Currency, basis?: VatBasis): string;
  /**
   * Money that is charged or moved as it is (an invoice's amount, a Pay button, credit): exactly as sent, never
   * converted, with the words of its own basis (an invoice's `amountsIncludeVat`).
   */
  exact(amount: Amount, currencyCode: Currency, basis?: VatBasis): string;
  /** For a business, the VAT beside money about to move ("VAT 25 % SEK 115.00 · SEK 575.00 incl. VAT"); else null. */
  vatBeside(amounts: Amounts, currencyCode: Currency, basis?: VatBasis): string | null;
  /** The amount as shown (to compare or add up shown amounts), with its basis. */
  readonly pricing: Pricing;
}

/**
 * The one way a price is written: the amount in its currency as this viewer is shown it (with VAT for a consumer,
 * without for a business: `Pricing`), then whether VAT is in it ("149,00 kr exkl. moms", "SEK 186.25 incl. VAT").
 * Every area uses it, so the words never differ from screen to screen. A missing amount stays "—", without VAT
 * words (there is nothing to qualify). A total of several lines: pass the lines (`price([a, b], 'SEK')`).
 *
 *   const price = usePrice();
 *   t('orders.new.confirm', { amount: price(total, currency) })
 */
export function usePrice(): PriceWriter {
  const t = useMessages();
  const format = useFormat();
  const pricing = usePricing();
  return useMemo(() => {
    const write = (amounts: Amounts, currency: Currency, basis?: VatBasis) =>
      priceText(t, format, pricing, amounts, currency, basis);
    return Object.assign(write, {
      exact: (amount: Amount, currency: Currency, basis?: VatBasis) =>
        priceText(t, format, asSent, amount, currency, basis),
      vatBeside(amounts: Amounts, currency: Currency, basis?: VatBasis) {
        if (!known(amounts)) return null;
        const beside = pricing.vatBeside(amounts, basis);
        return beside ? besideText(t, format, beside, currency) : null;
      },
      pricing,
    });
  }, [t, format, pricing]);
}

/**
 * A price as an element: the amount, then the VAT words in a quieter tone (same words as `usePrice`). `moves`: money
 * about to move (a confirm, a renewal, a plan change): a business also sees the VAT and the total with VAT beside.
 * `lines`: a total of several lines (summed line by line).
 */
export function Price({
  amount,
  lines,
  currencyCode,
  basis,
  moves = false,
  exact = false,
  className,
}: {
  amount?: Amount;
  lines?: readonly number[];
  currencyCode: Currency;
  basis?: VatBasis;
  moves?: boolean;
  /** Charged or moved as it is (an invoice, credit): exactly as sent, never converted (`usePrice().exact`). */
  exact?: boolean;
  className?: string;
}) {
  const t = useMessages();
  const format = useFormat();
  const viewers = usePricing();
  const pricing = exact ? asSent : viewers;
  const amounts: Amounts = lines ?? amount;
  const shown = known(amounts) ? pricing.shown(amounts, basis) : null;
  const beside = moves && known(amounts) ? pricing.vatBeside(amounts, basis) : null;
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      <span className="price__amount">{format.money(shown?.amount ?? null, currencyCode)}</span>
      {shown && (
        <>
          {' '}
          <span className="price__vat">{t('price.vatOnly', { basis: shown.basis })}</span>
        </>
      )}
      {beside && (
        <>
          {' · '}
          <span className="price__beside">{besideText(t, format, beside, currencyCode)}</span>
        </>
      )}
    </span>
  );
}

/** The VAT beside money about to move, on its own line (a business only; nothing for anyone else). */
export function VatBesideNote({
  amount,
  currencyCode,
  basis,
  className,
}: {
  amount: Amounts;
  currencyCode: Currency;
  basis?: VatBasis;
  className?: string;
}) {
  const price = usePrice();
  const text = price.vatBeside(amount, currencyCode, basis);
  if (!text) return null;
  return <p className={['price-beside muted', className].filter(Boolean).join(' ')}>{text}</p>;
}
