import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING, DEMO_CATALOG } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { mockControl, renderRoute, type RenderRouteOptions } from '@/test/render-route';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A private person in Sweden (the `empty` scenario's customer) orders WordPress Small monthly and pays it at the
 * provider; the screen then opens the invoice.
 */
async function paidInvoiceScreen(options: RenderRouteOptions & { daysLater?: number } = {}) {
  const { daysLater = 0, ...rest } = options;
  const view = await renderRoute('/billing/invoices', { scenario: 'empty', ...rest });
  await screen.findByRole('heading', { name: 'Billing', level: 1 });
  const created = await view.apiWrite(
    '/api/v2/orders',
    {
      items: [
        {
          type: 'shared_hosting',
          productSlug: DEMO_CATALOG.withSetupFee.slug,
          primaryDomain: 'angrat.se',
          billingCycle: 'monthly',
        },
      ],
      contractAccepted: true,
    },
    { 'Idempotency-Key': 'route-refund-order' },
  );
  const invoiceId = (created.body as { invoice: { id: string } }).invoice.id;
  await mockControl(`/__mock/worlds/${view.world.worldId}/invoices/${invoiceId}/payments`, {});
  if (daysLater > 0) await view.advanceClock(daysLater * DAY_MS);
  await view.router.navigate({ to: '/billing/invoices/$invoiceId', params: { invoiceId } });
  const invoice = (await view.apiRead(`/api/v2/billing/invoices/${invoiceId}`)) as {
    number: string;
    refundWindowEndsAt: string;
  };
  const refundPath = `/api/v2/billing/invoices/${invoiceId}/actions/refund`;
  return { ...view, invoiceId, invoice, refundPath };
}

describe('refunding a paid invoice (right of withdrawal)', () => {
  it('after the 14 days: no refund action; says the date the right ended', async () => {
    const { invoice } = await paidInvoiceScreen({ daysLater: 15 });
    const section = await screen.findByRole('region', { name: 'Refund' });
    const ended = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(invoice.refundWindowEndsAt));
    expect(section).toHaveTextContent(`The 14-day right of withdrawal on this invoice ended on ${ended}.`);
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('a business’s paid invoice says the right is a private person’s, with no refund action', async () => {
    await renderRoute(`/billing/invoices/${DEMO_BILLING.invoices.paid.id}`);
    const section = await screen.findByRole('region', { name: 'Refund' });
    expect(section).toHaveTextContent('The right of withdrawal is for private persons.');
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('shows the amount with VAT and where the money goes before confirming; a double click refunds once', async () => {
    const { user, requests, refundPath, apiRead, invoiceId } = await paidInvoiceScreen({ daysLater: 2 });
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refund invoice \d+\?$/ });
    const quote = (await apiRead(`/api/v2/billing/invoices/${invoiceId}/refund-quote`)) as {
      amount: number;
      vat: number;
      unusedDays: number;
      periodDays: number;
    };
    // The screen writes "SEK" and the amount with a no-break space between them.
    const money = (amount: number) => `SEK\\s${amount.toFixed(2).replace('.', '\\.')}`;
    const text = (source: string) => new RegExp(source);
    // Before anything is sent: the amount with its VAT words (a private person), the unused part, the choices.
    expect(await within(dialog).findByText(text(`^${money(quote.amount)} incl\\. VAT`))).toBeInTheDocument();
    expect(within(dialog).getByText(text(`^of which VAT ${money(quote.vat)}$`))).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      `The unused part: ${quote.unusedDays} of the ${quote.periodDays} days you paid for.`,
    );
    const group = within(dialog).getByRole('group', { name: 'Where the money goes' });
    expect(within(group).getByRole('radio', { name: 'Back to the card you paid with' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'To your account credit' }));
    expect(sentRequests(requests, 'POST', refundPath)).toEqual([]);

    clickTwiceInOneTick(
      within(dialog).getByRole('button', { name: text(`^Refund ${money(quote.amount)} incl\\. VAT$`) }),
    );
    const done = await screen.findByText(
      text(`^${money(quote.amount)} incl\\. VAT was added to your account credit\\.`),
    );
    expect(sentRequests(requests, 'POST', refundPath)).toHaveLength(1);
    const link = within(done.closest<HTMLElement>('[role="status"]') ?? document.body).getByRole('link', {
      name: /^Credit note \d+$/,
    });
    expect(link.getAttribute('href')).toMatch(/^\/billing\/invoices\/inv_/);
    await waitFor(() => expect(screen.getAllByText('Refunded', { selector: '.badge' }).length).toBeGreaterThan(0));
  });

  it('a server’s field error lands on the choice of where the money goes; the dialog stays open', async () => {
    const detail = 'This invoice was not paid by card; the refund can go to the account credit.';
    const view = await paidInvoiceScreen({
      answer: (request) =>
        request.startsWith('POST /api/v2/billing/invoices/') && request.endsWith('/actions/refund')
          ? new Response(
              JSON.stringify({
                type: 'https://errors.hosting.example/invalid_request',
                title: 'Invalid request',
                status: 400,
                code: 'invalid_request',
                detail: 'The request is not valid.',
                errors: [{ pointer: '/destination', detail, code: 'destination_unavailable' }],
              }),
              { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
    });
    await view.user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refund invoice/ });
    await view.user.click(await within(dialog).findByRole('button', { name: /^Refund SEK/ }));
    const group = within(dialog).getByRole('group', { name: 'Where the money goes' });
    expect(await within(group).findByText(detail)).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(expect.stringContaining(detail));
    expect(sentRequests(view.requests, 'POST', view.refundPath)).toHaveLength(1);
  });
});
