import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { renderRoute, type ResponseRewrite } from '@/test/render-route';
import { businessTax, consumerTax, meWithTax } from '@/test/tax';

// The demo's unpaid invoice: SEK 575.00 outstanding, VAT included (the mock's invoices are gross).
const { unpaid } = DEMO_BILLING.invoices;

/** Serves the invoice with `amountsIncludeVat` as a server that adds VAT to invoices does (ledger "Money: VAT"). */
const grossInvoice: ResponseRewrite = (request, body) =>
  request === `GET /api/v2/billing/invoices/${unpaid.id}` && typeof body === 'object' && body
    ? { ...body, amountsIncludeVat: true }
    : undefined;

/** Serves the same invoice without the flag, as a server that does not add VAT to invoices would. */
const invoiceWithoutFlag: ResponseRewrite = (request, body) =>
  request === `GET /api/v2/billing/invoices/${unpaid.id}` && typeof body === 'object' && body
    ? { ...body, amountsIncludeVat: false }
    : undefined;

describe('the Pay button says exactly what is charged, with its VAT words', () => {
  it('a gross invoice: a consumer pays the amount as sent, "incl. VAT", never taxed again', async () => {
    await renderRoute(`/billing/invoices/${unpaid.id}`, { rewrite: meWithTax(consumerTax, grossInvoice) });
    expect(await screen.findByRole('link', { name: /^Pay SEK\s575\.00 incl\. VAT/ })).toBeVisible();
  });

  it('a gross invoice: a business pays the same amount, "incl. VAT"', async () => {
    await renderRoute(`/billing/invoices/${unpaid.id}`, { rewrite: meWithTax(businessTax, grossInvoice) });
    expect(await screen.findByRole('link', { name: /^Pay SEK\s575\.00 incl\. VAT/ })).toBeVisible();
  });

  it('an invoice without the flag is charged as sent: a consumer’s Pay is never turned into a gross price', async () => {
    await renderRoute(`/billing/invoices/${unpaid.id}`, { rewrite: meWithTax(consumerTax, invoiceWithoutFlag) });
    expect(await screen.findByRole('link', { name: /^Pay SEK\s575\.00 excl\. VAT/ })).toBeVisible();
  });
});

describe('an add-funds invoice (prepaid credit) says it carries no VAT', () => {
  it('its amounts read "no VAT (prepayment)", never "incl. VAT", and the invoice says where the VAT is charged', async () => {
    const view = await renderRoute('/billing/credit', { rewrite: meWithTax(consumerTax) });
    await screen.findByRole('heading', { level: 1 });
    const made = await view.apiWrite(
      '/api/v2/billing/credit/actions/add-funds',
      { amount: 500 },
      { 'Idempotency-Key': 'prepayment-words' },
    );
    const invoiceId = (made.body as { invoice: { id: string } }).invoice.id;
    await view.router.navigate({ to: '/billing/invoices/$invoiceId', params: { invoiceId } });
    // A consumer sees it as charged (never taxed again), with words that are true of it.
    expect(await screen.findByRole('link', { name: /^Pay SEK\s500\.00 no VAT \(prepayment\)/ })).toBeVisible();
    expect(
      screen.getByText(
        'No VAT: this invoice buys prepaid credit, a prepayment. VAT is charged on the invoices the credit pays.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/SEK\s500\.00 incl\. VAT/)).not.toBeInTheDocument();
    expect(screen.queryByText(/SEK\s625\.00/)).not.toBeInTheDocument();
  });
});
