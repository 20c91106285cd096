import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { findListCount } from '@/test/list-count';
import { renderRoute } from '@/test/render-route';
import { setLocale } from '@/i18n';
import { DEMO_CATALOG, DEMO_ORDER_COUNTS, DEMO_ORDERS as ORDERS, DEMO_VPS } from '@/mock/scenarios/demo/ids';

const DEMO_ORDERS = {
  ...ORDERS,
  /** The suspended server's overdue renewal (`DEMO_VPS.suspended.order`). */
  vpsRenewal: {
    ...DEMO_VPS.suspended.order,
    invoiceId: DEMO_VPS.suspended.invoice.id,
    invoiceNumber: DEMO_VPS.suspended.invoice.number,
  },
};
const ORDER_TOTAL = DEMO_ORDER_COUNTS.main.total;

// Route tests: the real order routes (params check, loaders, shell) against the in-process mock. "Twice in one tick"
// (issue 16): two clicks before React re-renders, so only the mutation's own guard can stop the second request.
describe('order routes', () => {
  it('cancels once, even when the confirm button is pressed twice in one tick, and shows the credited invoice', async () => {
    const { user, requests } = await renderRoute(`/orders/${DEMO_ORDERS.pendingHosting.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.pendingHosting.number}` });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: `Cancel order #${DEMO_ORDERS.pendingHosting.number}?` });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    // The other button says what it keeps: never "Cancel" beside "Cancel order".
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    clickTwiceInOneTick(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Order #${DEMO_ORDERS.pendingHosting.number} was cancelled.`)).toBeInTheDocument();
    expect(screen.getAllByText(/was cancelled\./)).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('POST ') && r.includes('/actions/cancel'))).toEqual([
      `POST /api/v2/orders/${DEMO_ORDERS.pendingHosting.id}/actions/cancel`,
    ]);
    expect(screen.getByText('Credited', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('blocks cancel for a key without a write scope, in words without scope names, and sends nothing', async () => {
    const { user, requests } = await renderRoute(`/orders/${DEMO_ORDERS.domainRenewal.id}`, {
      as: 'readonly',
      scopes: ['read:orders', 'read:domains'],
    });
    const button = await screen.findByRole('button', { name: 'Cancel order' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Your API key can only read orders, so it cannot cancel them.');
    expect(screen.queryByText(/write:/)).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST '))).toEqual([]);
  });

  it("links the order's invoice to its screen in the billing area, beside the pay link", async () => {
    for (const order of [DEMO_ORDERS.pendingHosting, DEMO_ORDERS.vpsRenewal]) {
      const { unmount } = await renderRoute(`/orders/${order.id}`);
      await screen.findByRole('heading', { level: 1, name: `Order #${order.number}` });
      const section = screen.getByRole('region', { name: `Invoice ${order.invoiceNumber}` });
      expect(within(section).getByRole('link', { name: `Show invoice ${order.invoiceNumber}` })).toHaveAttribute(
        'href',
        `/billing/invoices/${order.invoiceId}`,
      );
      expect(within(section).getByRole('link', { name: /^Pay / })).toHaveAttribute('target', '_blank');
      unmount();
    }
  });

  it('words an invoice being prepared as billing does, in the same badge, in English and Swedish', async () => {
    const draft = DEMO_ORDERS.draftUpgrade;
    for (const [locale, words] of [
      ['en', 'Being prepared'],
      ['sv', 'Förbereds'],
    ] as const) {
      await setLocale(locale, null);
      const order = await renderRoute(`/orders/${draft.id}`);
      const section = await screen.findByRole('region', { name: new RegExp(draft.invoiceNumber) });
      const inOrders = within(section).getByText(words, { exact: true });
      order.unmount();
      await renderRoute(`/billing/invoices/${draft.invoiceId}`);
      const inBilling = await screen.findByText(words, { exact: true });
      expect(inOrders.className).toBe(inBilling.className);
      cleanup();
    }
    await setLocale('en', null);
  });

  it('links no invoice screen for an invoice id that is not an inv_ id', async () => {
    const { pendingHosting } = DEMO_ORDERS;
    await renderRoute(`/orders/${pendingHosting.id}`, {
      rewrite: (request, body) =>
        request === `GET /api/v2/orders/${pendingHosting.id}` &&
        typeof body === 'object' &&
        body !== null &&
        'invoice' in body &&
        typeof body.invoice === 'object'
          ? { ...body, invoice: { ...body.invoice, id: `INV-${pendingHosting.invoiceNumber}` } }
          : undefined,
    });
    const section = await screen.findByRole('region', { name: `Invoice ${pendingHosting.invoiceNumber}` });
    expect(within(section).queryByRole('link', { name: /^Show invoice/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /^Pay / })).toBeInTheDocument();
  });

  it('treats a malformed order id as an unknown page without asking the server', async () => {
    // An order's number is not its id.
    const { requests } = await renderRoute(`/orders/${DEMO_ORDERS.pendingHosting.number}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/api/v2/orders'))).toEqual([]);
  });

  it('falls back to every order for bad filters in the URL', async () => {
    await renderRoute('/orders?status=processing&type=gift');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All types');
  });

  it('counts every order, filters by number as the user types (in the URL) and says how many of all match', async () => {
    const { user, router } = await renderRoute('/orders');
    await screen.findByRole('table', { name: 'All orders' });
    expect(await findListCount(`${ORDER_TOTAL} orders`)).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Order number, domain or plan' }),
      DEMO_ORDERS.pendingHosting.number,
    );
    const table = await screen.findByRole('table', { name: 'Orders matching your filters' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(await findListCount(`1 of ${ORDER_TOTAL} orders`)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        q: DEMO_ORDERS.pendingHosting.number,
        status: 'all',
        type: 'all',
      }),
    );
    // A status from its select keeps the text; nothing left offers to clear every filter.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(await screen.findByRole('heading', { level: 2, name: 'No orders match' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: DEMO_ORDERS.pendingHosting.number, status: 'cancelled' });
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'All orders' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Order number, domain or plan' })).toHaveValue('');
  });

  it('previews once for two clicks in one tick, and shows the price', async () => {
    const { user, requests } = await renderRoute(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`);
    await screen.findByRole('heading', { level: 1, name: `Order ${DEMO_CATALOG.withSetupFee.name.en}` });
    await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Show the price' }));
    expect(await screen.findByRole('button', { name: /Place order for SEK\s121\.00/ })).toBeEnabled();
    expect(sentRequests(requests, 'POST', '/api/v2/orders/preview')).toHaveLength(1);
    expect(sentRequests(requests, 'POST', '/api/v2/orders')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show the price' })).toBeEnabled();
  });

  it('previews without creating, then places the order once (two clicks in one tick) and opens it', async () => {
    const { user, requests, router } = await renderRoute(
      `/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`,
    );
    await screen.findByRole('heading', { level: 1, name: `Order ${DEMO_CATALOG.withSetupFee.name.en}` });
    await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se');
    await user.click(screen.getByRole('button', { name: 'Show the price' }));
    const place = await screen.findByRole('button', { name: /Place order for SEK\s121\.00/ });
    expect(requests.filter((r) => r === 'POST /api/v2/orders')).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of service/ }));
    clickTwiceInOneTick(place);
    await screen.findByText(/was placed\. Pay its invoice/);
    expect(screen.getAllByText(/was placed\. Pay its invoice/)).toHaveLength(1);
    expect(requests.filter((r) => r === 'POST /api/v2/orders')).toHaveLength(1);
    expect(router.state.location.pathname).toMatch(/^\/orders\/ord_/);
    // The invoice charges the 121.00 net with 25 % VAT (ledger "Money: VAT").
    expect(screen.getByRole('link', { name: /Pay SEK\s151\.25/ })).toHaveAttribute('target', '_blank');
  });

  it('shows each item, the totals, the currency and the VAT words before the order is placed', async () => {
    const { user } = await renderRoute(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`);
    await screen.findByRole('heading', { level: 1, name: `Order ${DEMO_CATALOG.withSetupFee.name.en}` });
    // The period choices already say the basis.
    expect(screen.getByRole('radio', { name: /Monthly: SEK\s\d+\.\d\d excl\. VAT/ })).toBeChecked();
    await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se');
    await user.click(screen.getByRole('button', { name: 'Show the price' }));
    const summary = await screen.findByRole('region', { name: 'Price' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual([
      'WordPress Small for blog.example.se, every month',
      'Setup fee, once',
      'Every month',
      'One-off setup fee',
      'To pay now',
    ]);
    for (const value of values.slice(0, -1)) expect(value).toMatch(/^SEK\s[\d,]+\.\d\d excl\. VAT$/);
    // The money about to move: the business (the demo) also sees the VAT and the total with it beside.
    expect(values.at(-1)).toMatch(/^SEK\s121\.00 excl\. VAT · VAT 25\s?% SEK\s30\.25 · SEK\s151\.25 incl\. VAT$/);
    expect(within(summary).getByText(/Prices exclude VAT\. VAT is added on the invoice/)).toBeVisible();
    // The first payment differs from the recurring one: it says why.
    expect(within(summary).getByText(/first payment is higher .* one-off setup fee/)).toBeVisible();
    expect(within(summary).getByRole('button', { name: /Place order for SEK\s121\.00 excl\. VAT/ })).toBeEnabled();
  });

  it('places nothing until the terms are ticked, links them, and dates the acceptance on the order', async () => {
    const { user, requests } = await renderRoute(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`);
    await screen.findByRole('heading', { level: 1, name: `Order ${DEMO_CATALOG.withSetupFee.name.en}` });
    await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se');
    await user.click(screen.getByRole('button', { name: 'Show the price' }));
    const place = await screen.findByRole('button', { name: /Place order for/ });
    const box = screen.getByRole('checkbox', { name: /I accept the terms of service/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: /terms of service/ })).toHaveAttribute('href', '/terms');
    await user.click(place);
    expect(sentRequests(requests, 'POST', '/api/v2/orders')).toEqual([]);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Tick the box to accept the terms of service/)).toBeVisible();
    await user.click(box);
    expect(screen.queryByText(/Tick the box to accept the terms of service/)).toBeNull();
    await user.click(place);
    await screen.findByText(/was placed\. Pay its invoice/);
    expect(sentRequests(requests, 'POST', '/api/v2/orders')).toHaveLength(1);
    // The order says when its terms were accepted (today, by the one who placed it).
    expect(screen.getByText('Terms accepted')).toBeVisible();
  });

  it('puts the server’s refusal of the acceptance on the terms box, not at the top of the form', async () => {
    const { user, requests } = await renderRoute(`/orders/new?plan=${DEMO_CATALOG.withSetupFee.slug}&cycle=monthly`, {
      // A server that did not receive the acceptance (as if it were lost on the way).
      rewriteRequest: (request, body) => {
        if (request !== 'POST /api/v2/orders' || typeof body !== 'object' || body === null) return undefined;
        const { contractAccepted: _dropped, ...rest } = body as Record<string, unknown>;
        return rest;
      },
    });
    await screen.findByRole('heading', { level: 1, name: `Order ${DEMO_CATALOG.withSetupFee.name.en}` });
    await user.type(screen.getByLabelText('Primary domain'), 'blog.example.se');
    await user.click(screen.getByRole('button', { name: 'Show the price' }));
    const place = await screen.findByRole('button', { name: /Place order for/ });
    const box = screen.getByRole('checkbox', { name: /I accept the terms of service/ });
    await user.click(box);
    await user.click(place);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(sentRequests(requests, 'POST', '/api/v2/orders')).toHaveLength(1);
    expect(box).toHaveFocus();
    expect(screen.getByText(/Tick the box to accept the terms of service/)).toBeVisible();
    // Said once, on the box: no second copy of the server's field error above the buttons.
    expect(screen.queryByText(/contractAccepted/)).toBeNull();
    expect(screen.queryByRole('alert', { name: /could not/i })).toBeNull();
  });

  it('says in the list what each order is for: its plan and domain, its domain, its server', async () => {
    await renderRoute('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const rowOf = (number: string) => {
      const row = screen.getByRole('link', { name: `Order #${number}` }).closest('tr');
      if (!row) throw new Error(`no row for order ${number}`);
      return row;
    };
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'For' })).toBeInTheDocument();
    expect(within(rowOf(DEMO_ORDERS.pendingHosting.number)).getByText('Web Small · nordlicht-shop.se')).toBeVisible();
    expect(within(rowOf(DEMO_ORDERS.domainRenewal.number)).getByText('nordlicht.se')).toBeVisible();
    // A server upgrade names the server and what changes.
    expect(within(table).getByText('web-01 · VPS M → VPS L')).toBeVisible();
    // Amounts say their VAT basis here too.
    expect(within(rowOf(DEMO_ORDERS.pendingHosting.number)).getByText(/^SEK\s460\.00 excl\. VAT$/)).toBeVisible();
  });
});
