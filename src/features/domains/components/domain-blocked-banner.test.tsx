import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { DEMO_DOMAINS, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';

const PENDING = {
  ...DEMO_DOMAINS.pending,
  order: DEMO_ORDERS.domainRegistration.number,
  orderId: DEMO_ORDERS.domainRegistration.id,
} as const;
const ACTIVE = DEMO_DOMAINS.com;

/** Issue 18: one banner says why a domain's changes are blocked, once, with the way out; controls point at it. */
describe('domain detail: the blocked-state banner', () => {
  it('a pending registration: one banner with the order to pay; auto-renew on is disabled and points at it', async () => {
    const { user, requests } = await renderRoute(`/domains/${PENDING.id}`);
    const notice = await screen.findByRole('region', { name: `${PENDING.name} is waiting to be activated` });
    expect(notice).toHaveTextContent(`It becomes active when order ${PENDING.order} is paid`);
    expect(within(notice).getByRole('link', { name: `Pay order ${PENDING.order}` })).toHaveAttribute(
      'href',
      `/orders/${PENDING.orderId}`,
    );
    expect(screen.getAllByText(`${PENDING.name} is waiting to be activated`)).toHaveLength(1);

    const autoRenew = screen.getByRole('switch', { name: 'Auto-renew' });
    expect(autoRenew).toHaveAttribute('aria-disabled', 'true');
    expect(autoRenew.getAttribute('aria-describedby')?.split(' ')).toContain(notice.id);
    await user.click(autoRenew);
    expect(requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);

    // The reasons the banner covers are not repeated under each control.
    expect(screen.queryByText('Pay or cancel the pending domain order first.')).not.toBeInTheDocument();
    expect(screen.queryByText('Auto-renew can be turned on once the domain is active.')).not.toBeInTheDocument();
    expect(screen.getAllByText('Not possible now: see the note at the top of the page.').length).toBeGreaterThan(0);
  });

  it('an active domain has no banner and its controls say their own reasons', async () => {
    await renderRoute(`/domains/${ACTIVE.id}`);
    expect(await screen.findByRole('switch', { name: 'Auto-renew' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('region', { name: /is waiting to be activated|is not active/ })).toBeNull();
    expect(
      (await screen.findAllByText('Registry Lock is offered only for .se and .nu domains.')).length,
    ).toBeGreaterThan(0);
  });
});
