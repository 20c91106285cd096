import { useCallback } from 'react';
import { defaultVatBasis, type VatBasis } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { useFormat } from './use-format';
import './price.css';

type Amount = number | null | undefined;
type Currency = string | null | undefined;

/**
 * The one way a price is written: the amount in its currency, then whether VAT is in it ("149,00 kr exkl. moms",
 * "SEK 149.00 excl. VAT"). Every area uses it, so the words never differ from screen to screen. The basis is the
 * ledger's (amounts exclude VAT) unless a response said otherwise (`vatBasisOf`). A missing amount stays "—",
 * without VAT words (there is nothing to qualify).
 *
 *   const price = usePrice();
 *   t('orders.new.confirm', { amount: price(total, currency) })
 */
export function usePrice(): (amount: Amount, currencyCode: Currency, basis?: VatBasis) => string {
  const t = useMessages();
  const format = useFormat();
  return useCallback(
    (amount, currencyCode, basis = defaultVatBasis) => {
      const money = format.money(amount, currencyCode);
      if (amount === null || amount === undefined || Number.isNaN(amount)) return money;
      return t('price.withVat', { amount: money, basis });
    },
    [t, format],
  );
}

/** A price as an element: the amount, then the VAT words in a quieter tone (same words as `usePrice`). */
export function Price({
  amount,
  currencyCode,
  basis = defaultVatBasis,
  className,
}: {
  amount: Amount;
  currencyCode: Currency;
  basis?: VatBasis;
  className?: string;
}) {
  const t = useMessages();
  const format = useFormat();
  const money = format.money(amount, currencyCode);
  const known = !(amount === null || amount === undefined || Number.isNaN(amount));
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      <span className="price__amount">{money}</span>
      {known && (
        <>
          {' '}
          <span className="price__vat">{t('price.vatOnly', { basis })}</span>
        </>
      )}
    </span>
  );
}
