import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { dropFirstAnswers, renderRoute } from '@/test/render-route';
import { goToExternalPage } from '@/features/billing/external-navigation';

// jsdom cannot leave for the provider's page: the screen's one way out is stood in for, and recorded.
vi.mock('@/features/billing/external-navigation', () => ({ goToExternalPage: vi.fn() }));
const leftFor = vi.mocked(goToExternalPage);
beforeEach(() => leftFor.mockReset());

const { invoices, cards } = DEMO_BILLING;
const invoice = invoices.unpaid;
const PAY = `/api/v2/billing/invoices/${invoice.id}/actions/pay-with-card`;
const BUTTON = /^Pay SEK\s575\.00 incl\. VAT with Visa ending 4242$/;

/** A payment as the server would answer it (for the outcomes the demo's default card never gives). */
function paymentAnswer(members: Record<string, unknown>, status = 201): Response {
  return new Response(
    JSON.stringify({
      id: 'pay_test1',
      method: 'card',
      amount: invoice.amount,
      currencyCode: 'SEK',
      invoiceIds: [invoice.id],
      card: { id: cards.visa.id, brand: 'visa', last4: '4242' },
      declineCode: null,
      redirectUrl: null,
      paymentUrl: null,
      createdAt: '2026-11-22T10:00:00.000Z',
      ...members,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

/** The alert (`role="alert"`) whose title is `title`. */
async function alertTitled(title: string): Promise<HTMLElement> {
  const found = (await screen.findByText(title)).closest<HTMLElement>('[role="alert"]');
  if (!found) throw new Error(`"${title}" is not in an alert`);
  return found;
}

describe('paying an invoice with the saved card', () => {
  it('names the amount, its VAT and the card; sends once; the invoice reads paid', async () => {
    const { requests } = await renderRoute(`/billing/invoices/${invoice.id}`);
    const button = await screen.findByRole('button', { name: BUTTON });
    // The expired Mastercard is never offered.
    expect(screen.queryByRole('option', { name: /5454/ })).not.toBeInTheDocument();
    clickTwiceInOneTick(button);
    expect(
      await screen.findByText('Paid SEK 575.00 incl. VAT with Visa ending 4242. The invoice is paid.'),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', PAY)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('Paid', { selector: '.badge' }).length).toBeGreaterThan(0));
  });

  it('says a decline in words, charges nothing, and leaves another way to pay', async () => {
    await renderRoute(`/billing/invoices/${invoice.id}`, {
      answer: (request) =>
        request === `POST ${PAY}`
          ? paymentAnswer({ status: 'declined', declineCode: 'insufficient_funds' })
          : undefined,
    });
    clickTwiceInOneTick(await screen.findByRole('button', { name: BUTTON }));
    const alert = await alertTitled('The payment was declined');
    expect(alert).toHaveTextContent('The card does not have enough money on it.');
    expect(alert).toHaveTextContent('Choose another card, or pay at the payment provider’s page.');
    expect(screen.getByRole('link', { name: /^Pay SEK\s575\.00 incl\. VAT/ })).toBeInTheDocument();
  });

  it('goes to the provider’s page when the bank asks for a confirmation, and says the outcome on return', async () => {
    const redirectUrl = 'https://pay.hosting.example/w/payments/pay_test1';
    await renderRoute(`/billing/invoices/${invoice.id}`, {
      answer: (request) =>
        request === `POST ${PAY}` ? paymentAnswer({ status: 'requires_action', redirectUrl }) : undefined,
    });
    clickTwiceInOneTick(await screen.findByRole('button', { name: BUTTON }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(redirectUrl));

    const { router } = await renderRoute(`/billing/invoices/${invoice.id}?payment=pay_test1`, {
      answer: (request) =>
        request === 'GET /api/v2/billing/payments/pay_test1'
          ? paymentAnswer({ status: 'declined', declineCode: 'authentication_failed' }, 200)
          : undefined,
    });
    const alert = await alertTitled('The payment was declined');
    expect(alert).toHaveTextContent('The payment was not confirmed with your bank.');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('payment'));
  });

  it('an answer lost on the way says the outcome is not known, reads the invoice again and sends nothing more', async () => {
    const { requests } = await renderRoute(`/billing/invoices/${invoice.id}`, {
      dropAnswer: dropFirstAnswers(`POST ${PAY}`),
    });
    clickTwiceInOneTick(await screen.findByRole('button', { name: BUTTON }));
    expect(await alertTitled('We do not know whether your card was charged')).toBeInTheDocument();
    // The mock did charge: the invoice read again says so.
    await waitFor(() => expect(screen.getAllByText('Paid', { selector: '.badge' }).length).toBeGreaterThan(0));
    expect(sentRequests(requests, 'POST', PAY)).toHaveLength(1);
  });
});

describe('paying several invoices at once', () => {
  it('selects all overdue, shows the total with its VAT words before sending, and pays them in one charge', async () => {
    const { user, requests } = await renderRoute('/billing/invoices?status=outstanding');
    await screen.findByRole('table', { name: 'Invoices matching your filters' });
    await user.click(screen.getByRole('button', { name: 'Select all 2 overdue invoices' }));
    expect(screen.getByRole('checkbox', { name: `Select invoice ${invoices.overdue.number} to pay` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Select invoice ${invoices.overdueVps.number} to pay` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Select invoice ${invoices.unpaid.number} to pay` })).not.toBeChecked();
    // The payment's code comes with the first choice (or before, when the browser is idle).
    expect(await screen.findByText(/^2 invoices selected\. Total SEK\s185\.00 incl\. VAT\.$/)).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/billing/payments')).toEqual([]);

    clickTwiceInOneTick(
      await screen.findByRole('button', { name: /^Pay SEK\s185\.00 incl\. VAT with Visa ending 4242$/ }),
    );
    expect(
      await screen.findByText('Paid SEK 185.00 incl. VAT with Visa ending 4242. The 2 invoices are paid.'),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/billing/payments')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('checkbox', { name: `Select invoice ${invoices.overdue.number} to pay` }),
      ).not.toBeInTheDocument(),
    );
  });

  it('"select all overdue" covers every page of the list, said with the count, and pays them in one charge', async () => {
    // 14 credit invoices (SEK 100.00 each, issued now) push the demo's two overdue invoices to the list's second page;
    // a server that finds them overdue too is stood in for by their due date.
    const view = await renderRoute('/billing/cards', {
      rewrite: (request, body) => {
        if (request !== 'GET /api/v2/billing/invoices' || typeof body !== 'object' || body === null) return undefined;
        if (!('data' in body) || !Array.isArray(body.data)) return undefined;
        const data: unknown[] = body.data.map((row: unknown) =>
          typeof row === 'object' && row !== null && 'kind' in row && row.kind === 'add_funds'
            ? { ...row, dueAt: '2026-01-31T00:00:00.000Z' }
            : row,
        );
        return { ...body, data };
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Automatic payment' });
    for (let index = 0; index < 14; index++) {
      const made = await view.apiWrite(
        '/api/v2/billing/credit/actions/add-funds',
        { amount: 100 },
        { 'Idempotency-Key': `select-overdue-${index}` },
      );
      expect(made.status).toBe(201);
    }
    await view.router.navigate({ to: '/billing/invoices', search: { status: 'outstanding' } });
    await screen.findByRole('table', { name: 'Invoices matching your filters' });
    expect(screen.queryByRole('checkbox', { name: `Select invoice ${invoices.overdue.number} to pay` })).toBeNull();
    await view.user.click(await screen.findByRole('button', { name: 'Select all 16 overdue invoices' }));
    // 14 × 100.00 + 61.25 + 123.75, the two on the next page included.
    expect(screen.getByText(/^16 invoices selected\. Total SEK\s1,585\.00 incl\. VAT\.$/)).toBeInTheDocument();
    clickTwiceInOneTick(screen.getByRole('button', { name: /^Pay SEK\s1,585\.00 incl\. VAT with Visa ending 4242$/ }));
    expect(
      await screen.findByText('Paid SEK 1,585.00 incl. VAT with Visa ending 4242. The 16 invoices are paid.'),
    ).toBeInTheDocument();
    expect(sentRequests(view.requests, 'POST', '/api/v2/billing/payments')).toHaveLength(1);
    const overdue = await view.apiRead(`/api/v2/billing/invoices/${invoices.overdue.id}`);
    expect(overdue).toMatchObject({ status: 'paid' });
  });

  it('one checkout at the provider leaves for its page', async () => {
    const { user } = await renderRoute('/billing/invoices?status=outstanding');
    await user.click(await screen.findByRole('checkbox', { name: `Select invoice ${invoices.unpaid.number} to pay` }));
    await user.click(screen.getByRole('button', { name: /^Pay SEK\s575\.00 incl\. VAT at the payment provider$/ }));
    await waitFor(() =>
      expect(leftFor).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/pay\.hosting\.example\/.+\/payments\/pay_/),
      ),
    );
  });
});

describe('automatic payment', () => {
  it('is turned on and off on the cards screen, sent once', async () => {
    const { user, requests } = await renderRoute('/billing/cards');
    expect(await screen.findByText('Automatic payment is off: you pay each invoice yourself.')).toBeInTheDocument();
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Turn on automatic payment' }));
    expect(
      await screen.findByText('Automatic payment is on: your default card is charged on each invoice’s due date.'),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'PATCH', '/api/v2/billing/settings')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Turn off automatic payment' }));
    expect(await screen.findByText('Automatic payment is off: you pay each invoice yourself.')).toBeInTheDocument();
  });
});
