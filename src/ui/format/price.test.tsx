import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { Price, usePrice } from './price';

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
