import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { DEMO_DOMAINS, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

// The demo's nordlicht.se has auto-renew on and a pending renewal order (DEMO_ORDERS.domainRenewal) of 189 SEK, due
// 18 days after the world's day.
const SE = {
  ...DEMO_DOMAINS.se,
  order: DEMO_ORDERS.domainRenewal.number,
  orderId: DEMO_ORDERS.domainRenewal.id,
  invoiceId: DEMO_ORDERS.domainRenewal.invoiceId,
  invoiceNumber: DEMO_ORDERS.domainRenewal.invoiceNumber,
} as const;
const PATCH_SE = `/api/v2/domains/${SE.id}`;
const BULK_AUTORENEW = '/api/v2/domains/bulk/autorenew';
const JOB_MS = 30_000;

/** Issue 18, "choices before errors": the keep-or-cancel choice comes before any request, never after a 409. */
describe('domain detail: auto-renew off with a pending renewal order', () => {
  it('asks first, showing the order, and keeping it sends one request and no PATCH', async () => {
    const { user, requests, advanceClock } = await renderRoute(`/domains/${SE.id}`, { jobDurationMs: JOB_MS });
    const autoRenew = await screen.findByRole('switch', { name: 'Auto-renew' });
    await user.click(autoRenew);

    const dialog = await screen.findByRole('dialog', { name: `Turn auto-renew off for ${SE.name}?` });
    // Nothing is sent while the customer chooses.
    expect(sentRequests(requests, 'PATCH', PATCH_SE)).toHaveLength(0);
    expect(sentRequests(requests, 'POST', BULK_AUTORENEW)).toHaveLength(0);
    expect(dialog).toHaveTextContent(SE.order);
    expect(dialog).toHaveTextContent('189.00');
    // The demo is dated by the world's clock (src/mock/scenarios/clock.ts): any day, in English.
    expect(dialog).toHaveTextContent(/Due[^]*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(within(dialog).getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      `/orders/${SE.orderId}`,
    );
    expect(within(dialog).getByRole('link', { name: `Show invoice ${SE.invoiceNumber}` })).toHaveAttribute(
      'href',
      `/billing/invoices/${SE.invoiceId}`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep the order and turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', BULK_AUTORENEW)).toHaveLength(1);

    await advanceClock(JOB_MS + 1000);
    await waitFor(() => expect(autoRenew).toHaveAttribute('aria-checked', 'false'), { timeout: 8000 });
    // Kept: the renewal order still waits for payment.
    expect(screen.getByRole('region', { name: 'Pending renewal' })).toBeInTheDocument();
    expect(sentRequests(requests, 'PATCH', PATCH_SE)).toHaveLength(0);
    expect(requests.some((r) => r.includes('/actions/cancel'))).toBe(false);
  });

  it('cancelling the order turns auto-renew off and the order goes, in one request', async () => {
    const { user, requests, advanceClock } = await renderRoute(`/domains/${SE.id}`, { jobDurationMs: JOB_MS });
    const autoRenew = await screen.findByRole('switch', { name: 'Auto-renew' });
    await user.click(autoRenew);
    const dialog = await screen.findByRole('dialog', { name: `Turn auto-renew off for ${SE.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order and turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await advanceClock(JOB_MS + 1000);
    await waitFor(() => expect(autoRenew).toHaveAttribute('aria-checked', 'false'), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending renewal' })).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', BULK_AUTORENEW)).toHaveLength(1);
    expect(sentRequests(requests, 'PATCH', PATCH_SE)).toHaveLength(0);
  });

  it('leaving auto-renew on sends nothing', async () => {
    const { user, requests } = await renderRoute(`/domains/${SE.id}`);
    const autoRenew = await screen.findByRole('switch', { name: 'Auto-renew' });
    await user.click(autoRenew);
    const dialog = await screen.findByRole('dialog', { name: `Turn auto-renew off for ${SE.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Leave auto-renew on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(autoRenew).toHaveAttribute('aria-checked', 'true');
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it('a key known to lack write:billing cannot choose to cancel, and says why; keeping stays possible', async () => {
    const { user } = await renderRoute(`/domains/${SE.id}`, { scopes: ['read:domains', 'write:domains'] });
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    const dialog = await screen.findByRole('dialog', { name: `Turn auto-renew off for ${SE.name}?` });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel the order and turn off' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAccessibleDescription(/Your API key is not allowed to cancel renewal orders/);
    expect(within(dialog).getByRole('button', { name: 'Keep the order and turn off' })).toBeEnabled();
  });

  it('a server that did not announce the order: the 409 offers the same choice, then one request', async () => {
    const { user, requests } = await renderRoute(`/domains/${SE.id}`, {
      // What a server without the announcement sends: no requiresConfirmation, no pendingRenewalOrder.
      rewrite: (request, body) => {
        if (request !== `GET ${PATCH_SE}` || typeof body !== 'object' || body === null) return undefined;
        const detail = body as { actions: { canDisableAutoRenew: object } };
        return {
          ...detail,
          pendingRenewalOrder: null,
          actions: {
            ...detail.actions,
            canDisableAutoRenew: { ...detail.actions.canDisableAutoRenew, requiresConfirmation: null },
          },
        };
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    await user.click(await screen.findByRole('button', { name: 'Choose what happens to the order' }));
    expect(sentRequests(requests, 'PATCH', PATCH_SE)).toHaveLength(1);
    const dialog = await screen.findByRole('dialog', { name: `Turn auto-renew off for ${SE.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order and turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', BULK_AUTORENEW)).toHaveLength(1);
    expect(sentRequests(requests, 'PATCH', PATCH_SE)).toHaveLength(1);
  });
});
