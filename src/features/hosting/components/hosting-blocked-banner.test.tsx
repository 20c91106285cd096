import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

const suspended = DEMO_HOSTING.suspended;
const legacy = DEMO_HOSTING.legacy;
const account = (id: string) => `/api/v2/shared-hosting/${id}`;

/** The ids an element's `aria-describedby` names. */
function describedBy(element: HTMLElement): string[] {
  return element.getAttribute('aria-describedby')?.split(' ') ?? [];
}

/** Issue 18: one banner per account says why its changes are blocked, once, with what resolves it. */
describe('hosting account: the blocked-state banner', () => {
  it('suspended: one banner with the overdue invoice to pay; the controls are disabled and point at it', async () => {
    await renderRoute(`/hosting/${suspended.id}`);
    const banner = await screen.findByRole('region', { name: `${suspended.domain} is suspended` });
    // The demo is dated by the world's clock: the due day moves with it.
    expect(banner).toHaveTextContent(
      // The invoice's gross amount, 61.25 (49 net with 25 % VAT).
      new RegExp(
        `Invoice ${suspended.invoice.number} of SEK 61\\.25 incl\\. VAT was due on [A-Z][a-z]{2} \\d{1,2}, \\d{4}`,
      ),
    );
    const pay = within(banner).getByRole('link', { name: new RegExp(`Pay invoice ${suspended.invoice.number}`) });
    expect(pay).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(pay).toHaveAttribute('target', '_blank');
    expect(within(banner).getByRole('link', { name: 'Show invoice' })).toHaveAttribute(
      'href',
      `/billing/invoices/${suspended.invoice.id}`,
    );
    expect(within(banner).getByRole('link', { name: /View the order of invoice/ })).toHaveAttribute(
      'href',
      `/orders/${suspended.order.id}`,
    );

    // The controls the suspension blocks: disabled, described by the banner, the reason not repeated beside them.
    for (const name of ['Open control panel', 'Change the billing cycle']) {
      const control = screen.getByRole('button', { name });
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(describedBy(control)).toContain(banner.id);
    }
    expect(screen.queryByText(/is suspended: invoice/)).not.toBeInTheDocument();
    expect(screen.getAllByText(`${suspended.domain} is suspended`)).toHaveLength(1);
  });

  it('suspended without an overdue invoice: the unpaid orders and support, no invoice links', async () => {
    await renderRoute(`/hosting/${suspended.id}`, {
      rewrite: (request, body) =>
        request === `GET ${account(suspended.id)}` && typeof body === 'object' && body !== null
          ? { ...body, overdueInvoice: null }
          : undefined,
    });
    const banner = await screen.findByRole('region', { name: `${suspended.domain} is suspended` });
    expect(within(banner).getByRole('link', { name: 'See unpaid orders' })).toHaveAttribute(
      'href',
      '/orders?status=pending',
    );
    expect(within(banner).queryByRole('link', { name: /^Pay invoice|^Show invoice/ })).not.toBeInTheDocument();
  });

  it('the overview offers the actions themselves, not a list of "Possible" words', async () => {
    await renderRoute(`/hosting/${DEMO_HOSTING.main.id}`);
    const manage = await screen.findByRole('region', { name: 'Manage this account' });
    expect(within(manage).getByRole('link', { name: 'Change the billing cycle' })).toHaveAttribute(
      'href',
      `/hosting/${DEMO_HOSTING.main.id}?tab=billing`,
    );
    expect(within(manage).getByRole('link', { name: 'Mailboxes' })).toHaveAttribute(
      'href',
      `/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`,
    );
    expect(screen.queryByText('Possible')).not.toBeInTheDocument();
    expect(screen.queryByText('Not possible')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /is suspended|legacy control panel/ })).not.toBeInTheDocument();
  });
});

describe('hosting account on the legacy control panel', () => {
  it('mailboxes: the notice instead of a form that would fail; row actions disabled, nothing sent', async () => {
    const { user, requests } = await renderRoute(`/hosting/${legacy.id}?tab=mailboxes`);
    const banner = await screen.findByRole('region', { name: `${legacy.domain} is on the legacy control panel` });
    expect(within(banner).getByRole('link', { name: /Open the control panel/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const migrate = new URL(
      within(banner).getByRole('link', { name: 'Ask support to migrate the account' }).getAttribute('href') ?? '',
      'http://panel.test',
    );
    expect(migrate.pathname).toBe('/support/tickets/new');
    expect(migrate.searchParams.get('serviceType')).toBe('hosting');
    expect(migrate.searchParams.get('serviceId')).toBe(legacy.id);
    expect(migrate.searchParams.get('about')).toMatch(/to the new control panel\.$/);
    const table = await screen.findByRole('table', { name: `Mailboxes of ${legacy.domain}` });
    expect(screen.queryByRole('button', { name: 'Create a mailbox' })).not.toBeInTheDocument();
    for (const name of [/^Change quota/, /^Delete/]) {
      const control = within(table).getByRole('button', { name });
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(describedBy(control)).toContain(banner.id);
      await user.click(control);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.every((r) => r.startsWith('GET '))).toBe(true);
    expect(screen.getAllByText(`${legacy.domain} is on the legacy control panel`)).toHaveLength(1);
  });

  it('addon domains: no add form, the banner says where to do it', async () => {
    await renderRoute(`/hosting/${legacy.id}?tab=domains`);
    expect(
      await screen.findByRole('region', { name: `${legacy.domain} is on the legacy control panel` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Addon domains' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add an addon domain' })).not.toBeInTheDocument();
  });

  it('a server that does not announce the legacy panel: the form is offered and its 409 explains in place', async () => {
    const { user } = await renderRoute(`/hosting/${legacy.id}?tab=mailboxes`, {
      // Every gate open: nothing says "legacy" before the request.
      rewrite: (request, body) => {
        if (request !== `GET ${account(legacy.id)}` || typeof body !== 'object' || body === null) return undefined;
        const detail = body as { actions: Record<string, object> };
        const open = { allowed: true, reason: null, code: null };
        return { ...detail, actions: Object.fromEntries(Object.keys(detail.actions).map((name) => [name, open])) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    expect(screen.queryByRole('region', { name: /legacy control panel/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name before @'), 'new');
    await user.click(screen.getByRole('button', { name: 'Generate a strong password' }));
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This account is on the legacy control panel'),
    );
  });
});
