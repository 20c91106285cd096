import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';

stubLayoutObservers();

// 2026-0412 (the pending hosting order's invoice): unpaid, SEK 575.00 incl. VAT, due after the demo's day.
const { unpaid } = DEMO_BILLING.invoices;
const FAILED_AT = '2026-11-20T00:00:00.000Z';

/** The invoice list as a server sends it after the automatic payment of `unpaid` failed. */
function failedAutoPayment(request: string, body: unknown): unknown {
  if (request !== 'GET /api/v2/billing/invoices') return undefined;
  if (typeof body !== 'object' || body === null || !('data' in body) || !Array.isArray(body.data)) return undefined;
  const data: unknown[] = body.data.map((row: unknown) =>
    typeof row === 'object' && row !== null && 'id' in row && row.id === unpaid.id
      ? { ...row, autoPaymentFailedAt: FAILED_AT }
      : row,
  );
  return { ...body, data };
}

describe('Home: an automatic payment that failed', () => {
  it('says which invoice, what is still to pay, and offers paying now or changing the card', async () => {
    await renderRoute('/', { rewrite: failedAutoPayment });
    const section = await screen.findByRole('region', { name: /^Needs your attention/ });
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    const why = within(section).getByText(
      new RegExp(
        `^The automatic payment of invoice ${unpaid.number} failed on .+: SEK\\s575\\.00 incl\\. VAT is still to pay\\. Pay it now, or change the card it is charged to\\.$`,
      ),
    );
    const item = why.closest('li');
    if (!item) throw new Error('no list item');
    // Said as urgent as an overdue invoice, and said once (not also as "waiting for payment").
    expect(within(item).getByText('Act now')).toBeVisible();
    expect(within(section).queryByText(new RegExp(`^Invoice ${unpaid.number} is waiting`))).not.toBeInTheDocument();
    expect(within(item).getByRole('link', { name: `Pay invoice ${unpaid.number} now` })).toHaveAttribute(
      'href',
      `/billing/invoices/${unpaid.id}`,
    );
    expect(within(item).getByRole('link', { name: 'Change card' })).toHaveAttribute('href', '/billing/cards');
  });

  it('a server that does not say it (or an invoice paid since) reads as an invoice to pay, nothing failed', async () => {
    await renderRoute('/');
    const section = await screen.findByRole('region', { name: /^Needs your attention/ });
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(within(section).getByText(new RegExp(`^Invoice ${unpaid.number} is waiting for payment`))).toBeVisible();
    expect(within(section).queryByText(/automatic payment/)).not.toBeInTheDocument();
  });
});
