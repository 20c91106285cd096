import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import type { VatBasis } from '@/api/schemas/vat';
import { Price, PricesFor, usePrice } from './price';
import { pricingOf, type PriceTax } from './pricing';

function Sentence({ amount, basis }: { amount: number | null; basis?: 'excluded' | 'included' }) {
  const price = usePrice();
  return <p>{price(amount, 'SEK', basis)}</p>;
}

describe('Price and usePrice: one way to write a price', () => {
  it('says the amount, its currency and whether VAT is in it; a missing amount gets no VAT words', () => {
    const { rerender } = render(<Sentence amount={149} />);
    expect(screen.getByText(/^SEK\s149\.00 excl\. VAT$/)).toBeInTheDocument();
    rerender(<Sentence amount={149} basis="included" />);
    expect(screen.getByText(/^SEK\s149\.00 incl\. VAT$/)).toBeInTheDocument();
    rerender(<Sentence amount={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
    const { container } = render(<Price amount={1190} currencyCode="SEK" />);
    expect(container).toHaveTextContent(/^SEK\s1,190\.00 excl\. VAT$/);
  });

  it('speaks Swedish: exkl. moms / inkl. moms', async () => {
    await setLocale('sv', null);
    try {
      const { rerender } = render(<Sentence amount={149} />);
      expect(screen.getByText(/^149,00\skr exkl\. moms$/)).toBeInTheDocument();
      rerender(<Sentence amount={149} basis="included" />);
      expect(screen.getByText(/^149,00\skr inkl\. moms$/)).toBeInTheDocument();
    } finally {
      await setLocale('en', null);
    }
  });
});

const consumer: PriceTax = { customerType: 'consumer', vatRate: 25, reverseCharge: false };
const business: PriceTax = { customerType: 'business', vatRate: 25, reverseCharge: false };
const reverse: PriceTax = { customerType: 'business', vatRate: 0, reverseCharge: true };

function Shown({ amounts, basis, tax }: { amounts: number | number[]; basis?: VatBasis; tax: PriceTax | null }) {
  return (
    <PricesFor tax={tax}>
      <Line amounts={amounts} basis={basis} />
    </PricesFor>
  );
}
function Line({ amounts, basis }: { amounts: number | number[]; basis?: VatBasis | undefined }) {
  const price = usePrice();
  return (
    <>
      <p data-testid="price">{price(amounts, 'SEK', basis)}</p>
      <p data-testid="beside">{price.vatBeside(amounts, 'SEK', basis) ?? 'none'}</p>
    </>
  );
}

describe('prices per the account tax summary (/me tax)', () => {
  it('a consumer sees the gross of a net price, incl. VAT, and no VAT beside', () => {
    render(<Shown amounts={460} tax={consumer} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^SEK\s575\.00 incl\. VAT$/);
    expect(screen.getByTestId('beside')).toHaveTextContent('none');
  });

  it("a consumer's total of several lines is the sum of each line's gross, never the rate on the total", () => {
    // 0.10 → 0.13 (0.025 rounds up) each; three lines: 0.39, where 25 % of 0.30 would give 0.38.
    render(<Shown amounts={[0.1, 0.1, 0.1]} tax={consumer} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^SEK\s0\.39 incl\. VAT$/);
    expect(pricingOf(consumer).shown([0.1, 0.1, 0.1]).amount).toBe(0.39);
  });

  it('a business sees the net, excl. VAT, and where money moves the VAT and the total beside', () => {
    render(<Shown amounts={460} tax={business} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^SEK\s460\.00 excl\. VAT$/);
    expect(screen.getByTestId('beside')).toHaveTextContent(/^VAT 25% SEK\s115\.00 · SEK\s575\.00 incl\. VAT$/);
  });

  it('a reverse-charge business sees VAT 0 % (reverse charge)', () => {
    render(<Shown amounts={460} tax={reverse} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^SEK\s460\.00 excl\. VAT$/);
    expect(screen.getByTestId('beside')).toHaveTextContent(/^VAT 0% \(reverse charge\)$/);
  });

  it('amounts already gross (an invoice with amountsIncludeVat) are never taxed twice', () => {
    render(<Shown amounts={575} basis="included" tax={consumer} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^SEK\s575\.00 incl\. VAT$/);
    expect(pricingOf(business).vatBeside(575, 'included')).toBeNull();
  });

  it('without a tax summary the amounts are shown as sent, excl. VAT (as before)', () => {
    render(<Shown amounts={460} tax={null} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^SEK\s460\.00 excl\. VAT$/);
    expect(screen.getByTestId('beside')).toHaveTextContent('none');
    expect(pricingOf({ customerType: 'consumer', vatRate: null, reverseCharge: null }).shows).toBe('excluded');
  });

  it('<Price moves> gives a business the whole line, a consumer the gross alone; Swedish words', async () => {
    const { container, rerender } = render(
      <PricesFor tax={business}>
        <Price amount={460} currencyCode="SEK" moves />
      </PricesFor>,
    );
    expect(container).toHaveTextContent(/^SEK\s460\.00 excl\. VAT · VAT 25% SEK\s115\.00 · SEK\s575\.00 incl\. VAT$/);
    rerender(
      <PricesFor tax={consumer}>
        <Price lines={[100, 360]} currencyCode="SEK" moves />
      </PricesFor>,
    );
    expect(container).toHaveTextContent(/^SEK\s575\.00 incl\. VAT$/);
    await setLocale('sv', null);
    try {
      rerender(
        <PricesFor tax={reverse}>
          <Price amount={460} currencyCode="SEK" moves />
        </PricesFor>,
      );
      expect(container).toHaveTextContent(/^460,00\skr exkl\. moms · Moms 0\s%\s\(omvänd betalningsskyldighet\)$/);
    } finally {
      await setLocale('en', null);
    }
  });
});
