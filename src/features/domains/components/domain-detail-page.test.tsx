import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick } from '@/test/double-submit';
import { mockControl, renderRoute } from '@/test/render-route';

// The demo scenario's domains (src/mock/scenarios/demo/ids.ts; features may not import the mock).
const DEMO = {
  se: { id: 'dom_5a1c9e77', name: 'nordlicht.se' },
  com: { id: 'dom_4d7a9b21', name: 'nordlicht.com' },
  pending: { id: 'dom_6f0e1c44', name: 'nordlicht.de' },
  confirmable: { id: 'dom_3c8d2f90', name: 'nordlicht-blog.se' },
  terminated: { id: 'dom_0d6b4c82', name: 'nordlicht-old.se' },
} as const;

// Route tests: the real domain route (params check, tab in the URL, loader) against the in-process mock.
describe('domain detail route', () => {
  it('shows a 5-year period as "every 5 years" and the pending order with its blocker', async () => {
    await renderRoute(`/domains/${DEMO.pending.id}`);
    const facts = await screen.findByRole('complementary', { name: 'Domain details' });
    expect(facts).toHaveTextContent(/995\.00 excl\. VAT every 5 years/);
    const order = screen.getByRole('region', { name: 'Pending domain order' });
    expect(order).toHaveTextContent('The invoice has not been paid yet.');
    expect(within(order).getByRole('link', { name: 'Order 2026711' })).toHaveAttribute('href', '/orders/ord_6f0e1c44');
    // Its invoice on the billing area's screen (DEMO_ORDERS.domainRegistration's invoice).
    expect(within(order).getByRole('link', { name: 'Show invoice 2026711' })).toHaveAttribute(
      'href',
      '/billing/invoices/inv_6f0e1c44',
    );
    expect(document.title).toBe(`${DEMO.pending.name} · Overview · Control panel`);
  });

  it('links the pending renewal order and its invoice (DEMO_ORDERS.domainRenewal: 300102, invoice 2026602)', async () => {
    await renderRoute(`/domains/${DEMO.se.id}`);
    const renewal = await screen.findByRole('region', { name: 'Pending renewal' });
    expect(within(renewal).getByRole('link', { name: 'Order 300102' })).toHaveAttribute('href', '/orders/ord_2b8d4fa1');
    expect(within(renewal).getByRole('link', { name: 'Show invoice 2026602' })).toHaveAttribute(
      'href',
      '/billing/invoices/inv_5c3e0f12',
    );
  });

  it('links no invoice screen for an invoice id that is not an inv_ id (or none)', async () => {
    await renderRoute(`/domains/${DEMO.se.id}`, {
      rewrite: (request, body) => {
        if (request !== `GET /api/v2/domains/${DEMO.se.id}` || typeof body !== 'object' || body === null) return;
        const detail = body as { pendingRenewalOrder: object };
        return { ...detail, pendingRenewalOrder: { ...detail.pendingRenewalOrder, invoiceId: 'PF-2026602' } };
      },
    });
    const renewal = await screen.findByRole('region', { name: 'Pending renewal' });
    expect(within(renewal).getByRole('link', { name: 'Order 300102' })).toBeInTheDocument();
    expect(within(renewal).queryByRole('link', { name: /^Show invoice/ })).not.toBeInTheDocument();
  });

  it('sends one PATCH for two clicks in one tick, and the switch shows what the server answered', async () => {
    const { requests, world } = await renderRoute(`/domains/${DEMO.com.id}`);
    const autoRenew = await screen.findByRole('switch', { name: 'Auto-renew' });
    expect(autoRenew).toHaveAttribute('aria-checked', 'false');
    // The answer takes a moment, so the switch is seen busy while the change is on its way.
    await mockControl(`/__mock/worlds/${world.worldId}`, { latencyMs: 300 }, 'PATCH');
    // Issue 16: both clicks before React re-renders; only the mutation's own guard stops the second PATCH.
    clickTwiceInOneTick(autoRenew);
    await waitFor(() => expect(autoRenew).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(autoRenew).toHaveAttribute('aria-checked', 'true'));
    expect(requests.filter((r) => r.startsWith('PATCH'))).toEqual([`PATCH /api/v2/domains/${DEMO.com.id}`]);
  });

  it('keeps the switch as the server has it when the change is refused', async () => {
    const { user } = await renderRoute(`/domains/${DEMO.se.id}`);
    const lock = await screen.findByRole('switch', { name: 'Registrar lock' });
    await user.click(lock);
    expect(await screen.findByRole('alert')).toHaveTextContent('registry_unlock_required');
    expect(lock).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('link', { name: 'Request an unlock' })).toHaveAttribute(
      'href',
      `/domains/${DEMO.se.id}?tab=registry-lock`,
    );
  });

  it('resends with forceRequest only after the confirm dialog', async () => {
    const { user, requests } = await renderRoute(`/domains/${DEMO.confirmable.id}?tab=registry-lock`);
    await user.click(await screen.findByRole('button', { name: 'Request unlock' }));
    expect(await screen.findByRole('heading', { name: 'The organisation numbers do not match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and send for review' }));
    const dialog = screen.getByRole('dialog', { name: `Send the unlock of ${DEMO.confirmable.name} for review?` });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('heading', { name: 'The unlock has been requested' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('request-unlock'))).toHaveLength(2);
  });

  it('shows unavailable contacts in the tab, under the domain, with a retry', async () => {
    await renderRoute(`/domains/${DEMO.terminated.id}?tab=contacts`);
    expect(await screen.findByRole('heading', { level: 1, name: DEMO.terminated.name })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Contacts' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('contacts_unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an unknown tab falls back to the overview', async () => {
    await renderRoute(`/domains/${DEMO.se.id}?tab=melting`);
    expect(await screen.findByRole('switch', { name: 'Auto-renew' })).toBeInTheDocument();
  });

  it('a hostname in place of the id is "page not found" without asking the server', async () => {
    const { requests } = await renderRoute(`/domains/${DEMO.se.name}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.some((r) => r.includes('/api/v2/domains/'))).toBe(false);
  });
});
