import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick } from '@/test/double-submit';
import { setLocale } from '@/i18n';
import { mockControl, renderRoute } from '@/test/render-route';
import { DEMO_DOMAINS as DEMO, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

const REGISTRATION = DEMO_ORDERS.domainRegistration;
const RENEWAL = DEMO_ORDERS.domainRenewal;

// Route tests: the real domain route (params check, tab in the URL, loader) against the in-process mock.
describe('domain detail route', () => {
  it('shows a 5-year period as "every 5 years" and the pending order with its blocker', async () => {
    await renderRoute(`/domains/${DEMO.pending.id}`);
    const facts = await screen.findByRole('complementary', { name: 'Domain details' });
    expect(facts).toHaveTextContent(/995\.00 excl\. VAT every 5 years/);
    const order = screen.getByRole('region', { name: 'Pending domain order' });
    expect(order).toHaveTextContent('The invoice has not been paid yet.');
    expect(within(order).getByRole('link', { name: `Order ${REGISTRATION.number}` })).toHaveAttribute(
      'href',
      `/orders/${REGISTRATION.id}`,
    );
    // Its invoice on the billing area's screen (DEMO_ORDERS.domainRegistration's invoice).
    expect(within(order).getByRole('link', { name: `Show invoice ${REGISTRATION.invoiceNumber}` })).toHaveAttribute(
      'href',
      `/billing/invoices/${REGISTRATION.invoiceId}`,
    );
    expect(document.title).toBe(`${DEMO.pending.name} · Overview · Control panel`);
  });

  it('links the pending renewal order and its invoice (DEMO_ORDERS.domainRenewal)', async () => {
    await renderRoute(`/domains/${DEMO.se.id}`);
    const renewal = await screen.findByRole('region', { name: 'Pending renewal' });
    expect(within(renewal).getByRole('link', { name: `Order ${RENEWAL.number}` })).toHaveAttribute(
      'href',
      `/orders/${RENEWAL.id}`,
    );
    expect(within(renewal).getByRole('link', { name: `Show invoice ${RENEWAL.invoiceNumber}` })).toHaveAttribute(
      'href',
      `/billing/invoices/${RENEWAL.invoiceId}`,
    );
  });

  it('links no invoice screen for an invoice id that is not an inv_ id (or none)', async () => {
    await renderRoute(`/domains/${DEMO.se.id}`, {
      rewrite: (request, body) => {
        if (request !== `GET /api/v2/domains/${DEMO.se.id}` || typeof body !== 'object' || body === null) return;
        const detail = body as { pendingRenewalOrder: object };
        return {
          ...detail,
          pendingRenewalOrder: { ...detail.pendingRenewalOrder, invoiceId: `PF-${RENEWAL.invoiceNumber}` },
        };
      },
    });
    const renewal = await screen.findByRole('region', { name: 'Pending renewal' });
    expect(within(renewal).getByRole('link', { name: `Order ${RENEWAL.number}` })).toBeInTheDocument();
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

  it('says the registry check in Swedish on a Swedish screen; the server’s English only for support (issue 40)', async () => {
    await setLocale('sv', null);
    try {
      const { user } = await renderRoute(`/domains/${DEMO.confirmable.id}?tab=registry-lock`);
      await user.click(await screen.findByRole('button', { name: 'Begär upplåsning' }));
      const heading = await screen.findByRole('heading', { name: 'Organisationsnumren stämmer inte överens' });
      const result = heading.closest('section');
      if (!result) throw new Error('no result');
      const server = within(result).getByText(/The organisation number of the domain differs from yours/);
      expect(server).not.toBeVisible();
      expect(server.closest('details')).toHaveTextContent('Detaljer för supporten');
    } finally {
      await setLocale('en', null);
    }
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
