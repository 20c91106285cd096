import { screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { invoiceListPage } from '@/api/schemas/billing';
import { dropFirstAnswers, mockControl, renderRoute } from '@/test/render-route';
import { goToExternalPage } from '@/features/billing/external-navigation';
import { rowOf } from '@/test/table-rows';

// jsdom cannot leave for the provider's page: the screen's one way out is stood in for, and recorded.
vi.mock('@/features/billing/external-navigation', () => ({ goToExternalPage: vi.fn() }));
const leftFor = vi.mocked(goToExternalPage);
beforeEach(() => leftFor.mockReset());

const { expiredMastercard } = DEMO_BILLING.cards;

describe('account credit', () => {
  it('shows the balance and the limits of one add-funds request', async () => {
    await renderRoute('/billing/credit');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    expect(document.title).toBe('Account credit · Control panel');
    expect(screen.getByRole('link', { name: 'Credit' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('SEK 300.00', { selector: '.price__amount' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /^From SEK\s100\.00 excl\. VAT to SEK\s50,000\.00 excl\. VAT at a time\.$/,
    );
  });

  it('checks the amount against the limits before sending, naming the limit on the field and keeping the input', async () => {
    const { user, requests } = await renderRoute('/billing/credit');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/The smallest amount you can add is SEK\s100\.00 excl\. VAT\./);
    expect(amount).toHaveValue('50');
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/The most you can add at a time is SEK\s50,000\.00 excl\. VAT\./),
    );
    expect(amount).toHaveValue('60000');
    expect(sentRequests(requests, 'POST', /add-funds/)).toEqual([]);
  });

  it('puts the server’s refusal of the amount on the field and keeps what was typed', async () => {
    // A server that sent no limits: what is typed is sent, and the server's answer lands on the field.
    const { user, requests } = await renderRoute('/billing/credit', {
      rewrite: (request, body) =>
        request === 'GET /api/v2/billing/credit' && typeof body === 'object' && body !== null
          ? { ...body, addFunds: null }
          : undefined,
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(sentRequests(requests, 'POST', '/api/v2/billing/credit/actions/add-funds')).toHaveLength(1),
    );
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/The amount is outside what you can add at a time\./);
    expect(amount).toHaveValue('10');
  });

  it('creates the invoice once, even on two clicks in one tick, and opens it with its pay link', async () => {
    const { user, requests, router } = await renderRoute('/billing/credit');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '250');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByText(/^Invoice .+ for SEK 250\.00 no VAT \(prepayment\) was created\./),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/billing/credit/actions/add-funds')).toHaveLength(1);
    expect(router.state.location.pathname).toMatch(/^\/billing\/invoices\/inv_/);
    expect(screen.getByRole('link', { name: /^Pay SEK\s250\.00 no VAT \(prepayment\)/ }).getAttribute('href')).toMatch(
      /^https:/,
    );
    expect(screen.getByText('Account credit', { selector: 'dd, dd *' })).toBeInTheDocument();
  });
});

describe('add funds after an unknown outcome', () => {
  const ADD_FUNDS = 'POST /api/v2/billing/credit/actions/add-funds';

  async function addFundsInvoices(apiRead: (path: string) => Promise<unknown>) {
    const page = z.parse(invoiceListPage, await apiRead('/api/v2/billing/invoices?limit=100'));
    return page.data.filter((invoice) => invoice.kind === 'add_funds');
  }

  it('pressed again with the same amount, creates one invoice and opens it', async () => {
    const { user, requests, router, apiRead } = await renderRoute('/billing/credit', {
      dropAnswer: dropFirstAnswers(ADD_FUNDS),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '250');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('We could not confirm that this went through')).toBeInTheDocument();
    // The server made the invoice; its answer was lost.
    expect(await addFundsInvoices(apiRead)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByText(/^Invoice .+ for SEK 250\.00 no VAT \(prepayment\) was created\./),
    ).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/billing/credit/actions/add-funds')).toHaveLength(2);
    const [invoice, ...more] = await addFundsInvoices(apiRead);
    expect(more).toEqual([]);
    expect(router.state.location.pathname).toBe(`/billing/invoices/${invoice?.id ?? ''}`);
  });

  it('with a changed amount, is a new request: a second invoice', async () => {
    const { user, apiRead } = await renderRoute('/billing/credit', { dropAnswer: dropFirstAnswers(ADD_FUNDS) });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('We could not confirm that this went through')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByText(/^Invoice .+ for SEK 300\.00 no VAT \(prepayment\) was created\./),
    ).toBeInTheDocument();
    expect((await addFundsInvoices(apiRead)).map((invoice) => invoice.amount).sort()).toEqual([250, 300]);
  });
});

describe('payment methods', () => {
  it('lists the cards by brand and last digits, the default and the expired one marked by word', async () => {
    await renderRoute('/billing/cards');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    const table = screen.getByRole('table', { name: 'Your payment cards' });
    const visaRow = rowOf(table, 'Visa ending 4242');
    expect(within(visaRow).getByText('Default')).toBeInTheDocument();
    expect(within(visaRow).queryByText('Expired')).not.toBeInTheDocument();
    // Expiry as on the card: MM/YYYY.
    expect(within(visaRow).getByText(/^\d{2}\/\d{4}$/)).toBeInTheDocument();
    const expired = rowOf(table, 'Mastercard ending 5454');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    // What cannot be done says why, in words.
    await waitFor(() =>
      expect(within(expired).getByRole('button', { name: /^Make default/ })).toHaveAccessibleDescription(
        'This card has expired. Add a new card instead.',
      ),
    );
    expect(within(visaRow).getByRole('button', { name: /^Remove/ })).toHaveAccessibleDescription(
      'This is your default card. Make another card the default first.',
    );
    expect(within(visaRow).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
  });

  it('removes a card after asking, once on two clicks', async () => {
    const { user, requests } = await renderRoute('/billing/cards');
    const table = await screen.findByRole('table', { name: 'Your payment cards' });
    await user.click(within(rowOf(table, 'Mastercard ending 5454')).getByRole('button', { name: /^Remove/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Mastercard ending 5454?' });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Mastercard ending 5454 was removed.')).toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', `/api/v2/billing/cards/${expiredMastercard.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByText('Mastercard ending 5454', { selector: '.visually-hidden' })).toBeNull(),
    );
  });

  it('adds a card at the provider: the setup is created once, the browser leaves only for its https page', async () => {
    const { requests } = await renderRoute('/billing/cards');
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledTimes(1));
    expect(sentRequests(requests, 'POST', '/api/v2/billing/cards')).toHaveLength(1);
    expect(leftFor.mock.calls[0]?.[0]).toMatch(/^https:\/\/pay\.hosting\.example\/.+\/card-setups\/cset_/);
  });

  it('says "Card added" when the provider sends the customer back, drops the parameter, and can make it the default once', async () => {
    const first = await renderRoute('/billing/cards');
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledTimes(1));
    const setupUrl = new URL(String(leftFor.mock.calls[0]?.[0]));
    const setupId = setupUrl.pathname.split('/').pop() ?? '';
    // The customer adds the card on the provider's page.
    const done = await mockControl(`/__mock/provider${setupUrl.pathname}/complete`);
    expect(done.status).toBe(303);

    await first.router.navigate({ to: '/billing/cards', search: { cardSetup: setupId } });
    expect(await screen.findByText(`Card added: Visa ending ${DEMO_BILLING.providerCard.last4}`)).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.search).toEqual({}));
    expect(screen.getByText(`Card added: Visa ending ${DEMO_BILLING.providerCard.last4}`)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Your payment cards' });
    const added = await waitFor(() => rowOf(table, `Visa ending ${DEMO_BILLING.providerCard.last4}`));
    clickTwiceInOneTick(within(added).getByRole('button', { name: /^Make default/ }));
    expect(
      await screen.findByText(`Visa ending ${DEMO_BILLING.providerCard.last4} is now your default card.`),
    ).toBeInTheDocument();
    expect(
      sentRequests(first.requests, 'POST', /\/api\/v2\/billing\/cards\/card_[^/]+\/actions\/make-default/),
    ).toHaveLength(1);
  });

  it('says "declined" in words when the provider declined the card', async () => {
    const { router } = await renderRoute('/billing/cards');
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledTimes(1));
    const setupUrl = new URL(String(leftFor.mock.calls[0]?.[0]));
    await mockControl(`/__mock/provider${setupUrl.pathname}/decline`);
    await router.navigate({ to: '/billing/cards', search: { cardSetup: setupUrl.pathname.split('/').pop() } });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your card was declined');
    expect(notice).toHaveTextContent('The card was declined. Try another card, or contact your bank.');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('shows no cards yet in an empty account', async () => {
    await renderRoute('/billing/cards', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeInTheDocument();
  });
});

describe('payment history', () => {
  it('lists what happened, newest first, with links to the invoice and order, and filters by kind', async () => {
    const { user, router } = await renderRoute('/billing/history');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    expect(document.title).toBe('Payment history · Control panel');
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'All events' });
    expect(within(table).getAllByText('Invoice issued').length).toBeGreaterThan(0);
    const paid = rowOf(table, 'Payment received');
    expect(
      within(paid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^\/billing\/invoices\/inv_/)]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Refunds');
    const refunds = await screen.findByRole('table', { name: 'Events matching your filters' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ kind: 'refund' }));
    const kinds = within(refunds)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(kinds.every((text) => text?.includes('Refund'))).toBe(true);
    expect(
      within(refunds).getByRole('link', { name: `Invoice ${DEMO_BILLING.invoices.refunded.number}` }),
    ).toBeInTheDocument();
  });

  it('takes the old address (/billing/activity) to the payment history with its filters, and Back past it', async () => {
    const { router } = await renderRoute('/billing/credit');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    // A bookmark or a support link of the API's name for it.
    const { number } = DEMO_BILLING.invoices.refunded;
    // The address as the app wrote it (a digits-only text is quoted, so it stays text).
    const q = encodeURIComponent(JSON.stringify(number));
    await router.navigate({ href: `/billing/activity?kind=refund&q=${q}&cursor=` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/history'));
    // A filter the history cannot take (the empty cursor) is dropped, as on its own address.
    expect(router.state.location.search).toEqual({ kind: 'refund', q: number });
    const refunds = await screen.findByRole('table', { name: 'Events matching your filters' });
    expect(within(refunds).getByRole('link', { name: `Invoice ${number}` })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Refunds');
    // Without a kind: all of them.
    await router.navigate({ href: '/billing/activity' });
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'all' }));
    expect(router.state.location.pathname).toBe('/billing/history');
    expect(await screen.findByRole('table', { name: 'All events' })).toBeInTheDocument();
    // The old addresses are not left in the history: Back goes to the page before them.
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/history'));
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/credit'));
  });
});
