import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { findListCount } from '@/test/list-count';
import { renderRoute } from '@/test/render-route';

// The demo's records (src/mock/scenarios/demo/ids.ts; features may not import the mock).
const DEMO_ORDERS = {
  pendingHosting: { id: 'ord_1a7c3e90', number: '300101' },
  domainRenewal: { id: 'ord_2b8d4fa1', number: '300102' },
};
const ORDER_TOTAL = 16; // DEMO_ORDER_COUNTS.main.total
const DEMO_CATALOG = { withSetupFee: { slug: 'wordpress-small', name: { en: 'WordPress Small' } } };

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

  it('treats a malformed order id as an unknown page without asking the server', async () => {
    const { requests } = await renderRoute('/orders/300101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/api/v2/orders'))).toEqual([]);
  });

  it('falls back to every order for bad filters in the URL', async () => {
    await renderRoute('/orders?status=processing&type=gift');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.getByRole('link', { name: 'All statuses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All types' })).toHaveAttribute('aria-current', 'page');
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
    // A status from the tabs keeps the text; nothing left offers to clear every filter.
    await user.click(screen.getByRole('link', { name: 'Cancelled' }));
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
    clickTwiceInOneTick(place);
    await screen.findByText(/was placed\. Pay its invoice/);
    expect(screen.getAllByText(/was placed\. Pay its invoice/)).toHaveLength(1);
    expect(requests.filter((r) => r === 'POST /api/v2/orders')).toHaveLength(1);
    expect(router.state.location.pathname).toMatch(/^\/orders\/ord_/);
    expect(screen.getByRole('link', { name: /Pay SEK\s121\.00/ })).toHaveAttribute('target', '_blank');
  });
});
