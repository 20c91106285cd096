import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const { suspended } = DEMO_VPS;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The ids an element's `aria-describedby` names. */
function describedBy(element: HTMLElement): string[] {
  return element.getAttribute('aria-describedby')?.split(' ') ?? [];
}

/** Issue 18: one banner per server says why its actions are blocked, once, with what resolves it. */
describe('server screen: the blocked-state banner', () => {
  it('suspended: one banner; every power action disabled, described by it, the reason not repeated', async () => {
    const { user } = await renderRoute(`/vps/${DEMO_VPS.suspended.id}`);
    const banner = await screen.findByRole('region', { name: `${DEMO_VPS.suspended.name} is suspended` });
    expect(within(banner).getByRole('link', { name: 'Show invoice' })).toBeInTheDocument();
    const power = screen.getByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    const buttons = within(within(power).getByRole('group', { name: /^Power actions for / })).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(describedBy(button)).toContain(banner.id);
    }
    // The gate's sentence is said by the banner (in the panel's words), never once per button.
    expect(screen.queryByText(/is suspended: invoice/)).not.toBeInTheDocument();
    expect(screen.getAllByText(`${DEMO_VPS.suspended.name} is suspended`)).toHaveLength(1);
  });

  it('the overdue invoice’s VAT words follow what it says of its amount (amountsIncludeVat), never assumed', async () => {
    // A server that does not say its invoice's amount includes VAT: the amount as sent, "excl. VAT" (the ledger's
    // default), never "incl. VAT" by assumption.
    await renderRoute(`/vps/${suspended.id}`, {
      rewrite: (request, body) => {
        if (request !== `GET /api/v2/vps/${suspended.id}` || !isRecord(body) || !isRecord(body.overdueInvoice)) {
          return undefined;
        }
        const { amountsIncludeVat: _said, ...overdueInvoice } = body.overdueInvoice;
        return { ...body, overdueInvoice };
      },
    });
    const banner = await screen.findByRole('region', { name: `${suspended.name} is suspended` });
    expect(banner).toHaveTextContent(new RegExp(`Invoice ${suspended.invoice.number} of SEK\\s?123\\.75 excl\\. VAT`));
  });

  it('suspended for an overdue invoice: names it, pays it at the provider (new tab) and shows it in the panel', async () => {
    const { world } = await renderRoute(`/vps/${suspended.id}`);
    const banner = await screen.findByRole('region', { name: `${suspended.name} is suspended` });
    // What the invoice charges: 99 net + 25 % VAT (the mock's invoices are gross, ledger "Money: VAT").
    expect(banner).toHaveTextContent(
      new RegExp(
        `Invoice ${suspended.invoice.number} of SEK\\s?123\\.75 incl\\. VAT was due on [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\.`,
      ),
    );
    expect(banner).toHaveTextContent('Paying it lifts the suspension');
    const pay = within(banner).getByRole('link', { name: new RegExp(`^Pay invoice ${suspended.invoice.number}`) });
    expect(pay).toHaveAttribute(
      'href',
      `https://pay.hosting.example/${world.worldId}/invoices/${suspended.invoice.id}`,
    );
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(banner).getByRole('link', { name: 'Show invoice' })).toHaveAttribute(
      'href',
      `/billing/invoices/${suspended.invoice.id}`,
    );
    // Support: a new ticket about this server, with what the customer wants to know.
    const support = new URL(
      within(banner).getByRole('link', { name: 'Contact support' }).getAttribute('href') ?? '',
      'http://panel.test',
    );
    expect(support.pathname).toBe('/support/tickets/new');
    expect(support.searchParams.get('serviceType')).toBe('vps');
    expect(support.searchParams.get('serviceId')).toBe(suspended.id);
    expect(support.searchParams.get('about')).toMatch(new RegExp(`^My server ${suspended.name} is suspended\\.`));
    // The invoice is what to do: no general pointer at the unpaid orders beside it.
    expect(within(banner).queryByRole('link', { name: 'See unpaid orders' })).not.toBeInTheDocument();
  });

  it('an overdue invoice whose payment address is not https: no pay link, never the address; the invoice still shown', async () => {
    const unsafe = 'javascript:alert(document.cookie)';
    const { container } = await renderRoute(`/vps/${suspended.id}`, {
      rewrite: (request, body) =>
        request === `GET /api/v2/vps/${suspended.id}` && isRecord(body) && isRecord(body.overdueInvoice)
          ? { ...body, overdueInvoice: { ...body.overdueInvoice, paymentUrl: unsafe } }
          : undefined,
    });
    const banner = await screen.findByRole('region', { name: `${suspended.name} is suspended` });
    expect(within(banner).queryByRole('link', { name: /^Pay invoice/ })).not.toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(within(banner).getByRole('link', { name: 'Show invoice' })).toHaveAttribute(
      'href',
      `/billing/invoices/${suspended.invoice.id}`,
    );
  });

  it('suspended without an overdue invoice (none sent, or malformed): the banner stays as it was', async () => {
    for (const overdueInvoice of [null, 'inv_not-an-object']) {
      const { unmount } = await renderRoute(`/vps/${suspended.id}`, {
        rewrite: (request, body) =>
          request === `GET /api/v2/vps/${suspended.id}` && isRecord(body) ? { ...body, overdueInvoice } : undefined,
      });
      const banner = await screen.findByRole('region', { name: `${suspended.name} is suspended` });
      expect(banner).toHaveTextContent('Most often an invoice is overdue: paying it lifts the suspension.');
      expect(within(banner).getByRole('link', { name: 'See unpaid orders' })).toHaveAttribute(
        'href',
        '/orders?status=pending',
      );
      expect(within(banner).queryByRole('link', { name: /^Pay invoice|^Show invoice/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('the banner covers every tab: snapshots of a suspended server point at it too', async () => {
    await renderRoute(`/vps/${DEMO_VPS.suspended.id}?tab=snapshots`);
    const banner = await screen.findByRole('region', { name: `${DEMO_VPS.suspended.name} is suspended` });
    const create = await screen.findByRole('button', { name: 'Take snapshot' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(describedBy(create)).toContain(banner.id);
    // Not a second "unavailable" note under the section either.
    expect(screen.queryByText(/Snapshots are not available|is suspended:/)).not.toBeInTheDocument();
  });

  it('busy with a job another session started: one banner, and "Show its progress" shows the job in the operations drawer', async () => {
    const { user } = await renderRoute(`/vps/${DEMO_VPS.busy.id}`);
    const banner = await screen.findByRole('region', { name: 'A migration is in progress' });
    const power = screen.getByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    const restart = within(power).getByRole('button', { name: /^Restart$/ });
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    expect(describedBy(restart)).toContain(banner.id);

    await user.click(within(banner).getByRole('button', { name: 'Show its progress' }));
    const drawer = await screen.findByRole('dialog', { name: 'Operations' });
    expect(drawer).toHaveTextContent(`Migration of ${DEMO_VPS.busy.name}`);
  });

  it('a server with nothing blocking has no banner', async () => {
    await renderRoute(`/vps/${DEMO_VPS.web.id}`);
    await screen.findByRole('region', { name: 'Power' });
    expect(screen.queryByRole('region', { name: /is suspended|is in progress/ })).not.toBeInTheDocument();
  });
});
