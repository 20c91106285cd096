import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute, type RenderRouteOptions } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_BILLING, DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';
import { leaveForProvider } from './provider-navigation';

// jsdom cannot leave for the provider's page: the way out is stood in for, and recorded.
vi.mock('./provider-navigation', () => ({ leaveForProvider: vi.fn() }));
const leftFor = vi.mocked(leaveForProvider);
beforeEach(() => leftFor.mockReset());

stubLayoutObservers();

const PAYMENTS = '/api/v2/billing/payments';
// What the renewals charge, as the invoices charge it: 290 + 189 net with 25 % VAT (gross, ledger "Money: VAT").
const TOTAL = 'SEK\\s598\\.75 incl\\. VAT';

/** Renews two domains of the demo in bulk and returns the dialog with its outcome. */
async function renewTwo(options: RenderRouteOptions = {}) {
  const view = await renderRoute('/domains', { jobDurationMs: 50, ...options });
  await screen.findByRole('table', { name: 'All domains' });
  for (const name of [D.com.name, D.expired.name]) {
    await view.user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  }
  const bar = screen.getByRole('region', { name: 'Selection' });
  await view.user.click(await within(bar).findByRole('button', { name: 'Renew' }));
  const dialog = await screen.findByRole('dialog');
  await view.user.click(within(dialog).getByRole('button', { name: 'Renew domains' }));
  return { ...view, dialog };
}

/** A card payment as the provider answers it (instead of the mock), for the two renewal invoices. */
function paymentAnswer(body: Record<string, unknown>) {
  return (request: string) =>
    request === `POST ${PAYMENTS}`
      ? new Response(
          JSON.stringify({
            id: 'pay_answer1',
            method: 'card',
            amount: 598.75,
            currencyCode: 'SEK',
            amountsIncludeVat: true,
            invoiceIds: ['inv_a', 'inv_b'],
            card: { id: DEMO_BILLING.cards.visa.id, brand: 'visa', last4: '4242' },
            declineCode: null,
            redirectUrl: null,
            paymentUrl: null,
            createdAt: '2026-11-28T10:00:00.000Z',
            ...body,
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        )
      : undefined;
}

describe('after a bulk renew', () => {
  it('offers the saved default card first: one charge, sent once, the invoices paid', async () => {
    const { dialog, requests } = await renewTwo();
    const withCard = await within(dialog).findByRole('button', {
      name: new RegExp(`^Pay all 2 renewal invoices: ${TOTAL} with Visa ending 4242$`),
    });
    // The provider is the other way, the total the same.
    expect(
      within(dialog).getByRole('button', {
        name: new RegExp(`^Pay all 2 renewal invoices at the payment provider: ${TOTAL}$`),
      }),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', PAYMENTS)).toEqual([]);
    clickTwiceInOneTick(withCard);
    expect(
      await within(dialog).findByText(
        /^Paid SEK\s598\.75 incl\. VAT with Visa ending 4242\. The 2 invoices are paid\.$/,
      ),
    ).toBeVisible();
    const sent = sentRequests(requests, 'POST', PAYMENTS);
    expect(sent).toHaveLength(1);
    expect(leftFor).not.toHaveBeenCalled();
  });

  it('the provider’s checkout, the other way: the customer leaves for its page', async () => {
    const { dialog, user, requests } = await renewTwo();
    await user.click(
      await within(dialog).findByRole('button', {
        name: new RegExp(`^Pay all 2 renewal invoices at the payment provider: ${TOTAL}$`),
      }),
    );
    await waitFor(() =>
      expect(leftFor).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/pay\.hosting\.example\/.+\/payments\/pay_/),
      ),
    );
    expect(sentRequests(requests, 'POST', PAYMENTS)).toHaveLength(1);
  });

  it('without a usable default card only the provider is offered', async () => {
    const { dialog } = await renewTwo({
      rewrite: (request, body) =>
        request === 'GET /api/v2/billing/cards' && typeof body === 'object' && body !== null && 'data' in body
          ? { ...body, data: [] }
          : undefined,
    });
    expect(
      await within(dialog).findByRole('button', { name: new RegExp(`^Pay all 2 renewal invoices: ${TOTAL}$`) }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /with Visa/ })).not.toBeInTheDocument();
  });

  it('a declined charge says why, charges nothing, and keeps the provider offered', async () => {
    const { dialog, user } = await renewTwo({
      answer: paymentAnswer({ status: 'declined', declineCode: 'insufficient_funds' }),
    });
    await user.click(await within(dialog).findByRole('button', { name: /with Visa ending 4242$/ }));
    expect(await within(dialog).findByText('The payment was declined')).toBeVisible();
    expect(
      within(dialog).getByText(
        'The card does not have enough money on it. Nothing was charged and the invoices are unchanged.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /at the payment provider/ })).toBeInTheDocument();
  });

  it('a bank that asks for a confirmation sends the customer to its page (then back to the invoice list)', async () => {
    const confirmAt = 'https://pay.hosting.example/wld_x/payments/pay_answer1';
    const { dialog, user } = await renewTwo({
      answer: paymentAnswer({ status: 'requires_action', redirectUrl: confirmAt }),
    });
    await user.click(await within(dialog).findByRole('button', { name: /with Visa ending 4242$/ }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(confirmAt));
  });

  it('a confirmation page whose address is not safe is not opened, and said', async () => {
    const { dialog, user } = await renewTwo({
      answer: paymentAnswer({ status: 'requires_action', redirectUrl: 'javascript:alert(1)' }),
    });
    await user.click(await within(dialog).findByRole('button', { name: /with Visa ending 4242$/ }));
    expect(
      await within(dialog).findByText(
        'Your bank asks you to confirm the payment, but its page address is not safe to open. Nothing was charged; contact support.',
      ),
    ).toBeVisible();
    expect(leftFor).not.toHaveBeenCalled();
  });
});
