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
