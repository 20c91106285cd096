import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { renderRoute, type ResponseRewrite } from '@/test/render-route';
import { consumerTax, meWithTax } from '@/test/tax';
import { stubLayoutObservers } from '@/test/layout-stubs';

stubLayoutObservers();

// 2026-0311: unpaid, SEK 49.00 outstanding, overdue on the demo's day.
const { overdue } = DEMO_BILLING.invoices;

/** The invoice list as a server that adds VAT to invoices sends it: every invoice's amounts are gross. */
const grossInvoices: ResponseRewrite = (request, body) => {
  if (request !== 'GET /api/v2/billing/invoices' || typeof body !== 'object' || body === null) return undefined;
  const list = body as { data?: unknown[] };
  return {
    ...list,
    data: (list.data ?? []).map((invoice) =>
      typeof invoice === 'object' && invoice ? { ...invoice, amountsIncludeVat: true } : invoice,
    ),
  };
};

describe('Home: an invoice to pay says what it charges and whether VAT is in it', () => {
  it('a gross invoice reads "incl. VAT", as charged, and a consumer’s is never taxed again', async () => {
    await renderRoute('/', { rewrite: meWithTax(consumerTax, grossInvoices) });
    const section = await screen.findByRole('region', { name: /^Needs your attention/ });
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(section).getByText(new RegExp(`^Invoice ${overdue.number} is overdue: SEK\\s49\\.00 incl\\. VAT, due`)),
    ).toBeVisible();
  });
});
