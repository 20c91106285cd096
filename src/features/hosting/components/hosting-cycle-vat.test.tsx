import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineWithVat } from '@/api/schemas/vat-math';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { formatMoney } from '@/ui/format/money';
import { renderRoute, type ResponseRewrite } from '@/test/render-route';
import { businessTax, consumerTax, meWithTax } from '@/test/tax';

const main = DEMO_HOSTING.main;

/** Keeps the amount the cycle change's preview quotes (net, as sent), to say what each viewer must see. */
function quoted(): { rewrite: ResponseRewrite; amount: () => number } {
  let amount: number | null = null;
  return {
    rewrite: (request, body) => {
      if (request.startsWith('POST ') && request.endsWith('/billing-cycle') && typeof body === 'object' && body) {
        const target = (body as { targetAmount?: unknown }).targetAmount;
        if (typeof target === 'number') amount = target;
      }
      return undefined;
    },
    amount: () => {
      if (amount === null) throw new Error('no preview was read');
      return amount;
    },
  };
}

const sek = (amount: number) => formatMoney(amount, 'SEK', 'en').replace(/\s/g, '\\s');

async function preview(tax: typeof consumerTax | typeof businessTax) {
  const quote = quoted();
  const { user } = await renderRoute(`/hosting/${main.id}?tab=billing&cycle=annually`, {
    rewrite: meWithTax(tax, quote.rewrite),
  });
  expect(await screen.findByRole('radio', { name: /Yearly/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Preview the change' }));
  const region = await screen.findByRole('region', { name: 'Preview' });
  return { region, net: quote.amount() };
}

describe('hosting billing-cycle change: the amount per the account', () => {
  it('a consumer is told the amount with VAT, and sees no VAT line beside it', async () => {
    const { region, net } = await preview(consumerTax);
    const gross = lineWithVat(net, 25).gross;
    expect(region).toHaveTextContent(new RegExp(`You will be invoiced ${sek(gross)} incl\\. VAT`));
    expect(region).not.toHaveTextContent(/excl\. VAT/);
    expect(region).not.toHaveTextContent(/VAT 25%/);
  });

  it('a business is told the net amount, with the VAT and the total with VAT beside it', async () => {
    const { region, net } = await preview(businessTax);
    const { vat, gross } = lineWithVat(net, 25);
    expect(region).toHaveTextContent(new RegExp(`You will be invoiced ${sek(net)} excl\\. VAT`));
    expect(region).toHaveTextContent(new RegExp(`VAT 25% ${sek(vat)} · ${sek(gross)} incl\\. VAT`));
  });
});
