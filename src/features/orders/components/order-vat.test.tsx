import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { businessTax, consumerTax, meWithTax, reverseChargeTax } from '@/test/tax';

// WordPress Small, monthly: SEK 72.00 a month + a one-off setup fee of SEK 49.00 (net); SEK 121.00 due now.
const PLAN = DEMO_CATALOG.withSetupFee;

async function previewOrder(rewrite: Parameters<typeof meWithTax>[0]) {
  const { user } = await renderRoute(`/orders/new?plan=${PLAN.slug}&cycle=monthly`, { rewrite: meWithTax(rewrite) });
  await screen.findByRole('heading', { level: 1, name: `Order ${PLAN.name.en}` });
  await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se');
  await user.click(screen.getByRole('button', { name: 'Show the price' }));
  return screen.findByRole('region', { name: 'Price' });
}

describe('order form: the price before it is placed, per the account', () => {
  it('a consumer sees every line and total with VAT (the total summed line by line) and pays that', async () => {
    const summary = await previewOrder(consumerTax);
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // 72 → 90.00, 49 → 61.25, due now 90.00 + 61.25 = 151.25.
    expect(values).toEqual([
      expect.stringMatching(/^SEK\s90\.00 incl\. VAT$/),
      expect.stringMatching(/^SEK\s61\.25 incl\. VAT$/),
      expect.stringMatching(/^SEK\s90\.00 incl\. VAT$/),
      expect.stringMatching(/^SEK\s61\.25 incl\. VAT$/),
      expect.stringMatching(/^SEK\s151\.25 incl\. VAT$/),
    ]);
    expect(within(summary).getByText('Prices include VAT.')).toBeVisible();
    expect(within(summary).getByRole('button', { name: /^Place order for SEK\s151\.25 incl\. VAT$/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Monthly: SEK\s90\.00 incl\. VAT/ })).toBeChecked();
  });

  it('a business sees the net, and beside what it pays now the VAT and the total with VAT', async () => {
    const summary = await previewOrder(businessTax);
    const dueNow = within(summary).getAllByRole('definition').at(-1);
    expect(dueNow).toHaveTextContent(/^SEK\s121\.00 excl\. VAT · VAT 25% SEK\s30\.25 · SEK\s151\.25 incl\. VAT$/);
    expect(within(summary).getByRole('button', { name: /^Place order for SEK\s121\.00 excl\. VAT$/ })).toBeEnabled();
    expect(within(summary).getByText(/^VAT 25% SEK\s30\.25 · SEK\s151\.25 incl\. VAT$/)).toBeVisible();
  });

  it('a reverse-charge business sees VAT 0 % (reverse charge) beside it', async () => {
    const summary = await previewOrder(reverseChargeTax);
    expect(within(summary).getAllByRole('definition').at(-1)).toHaveTextContent(
      /^SEK\s121\.00 excl\. VAT · VAT 0% \(reverse charge\)$/,
    );
  });
});
