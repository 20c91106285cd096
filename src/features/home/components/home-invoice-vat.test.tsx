import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { consumerTax, meWithTax } from '@/test/tax';
import { stubLayoutObservers } from '@/test/layout-stubs';

stubLayoutObservers();

// 2026-0311: unpaid, SEK 61.25 outstanding (49 net + 25 % VAT; the mock's invoices are gross), overdue on the demo's day.
const { overdue } = DEMO_BILLING.invoices;

describe('Home: an invoice to pay says what it charges and whether VAT is in it', () => {
  it('a gross invoice reads "incl. VAT", as charged, and a consumer’s is never taxed again', async () => {
    await renderRoute('/', { rewrite: meWithTax(consumerTax) });
    const section = await screen.findByRole('region', { name: /^Needs your attention/ });
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    // As charged (61.25), never 61.25 + 25 % again for a consumer.
    expect(
      within(section).getByText(new RegExp(`^Invoice ${overdue.number} is overdue: SEK\\s61\\.25 incl\\. VAT, due`)),
    ).toBeVisible();
    expect(within(section).queryByText(/SEK\s76\.56/)).not.toBeInTheDocument();
  });
});
