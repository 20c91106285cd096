import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_DOMAINS, DEMO_ORDERS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';

/** Where a link goes: its path and its search values. */
function target(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'http://panel.test');
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
}

/** The screen header's "Get help with this" (the page's own actions, beside the h1). */
async function headerHelp() {
  const heading = await screen.findByRole('heading', { level: 1 });
  const header = heading.closest('.page__header') as HTMLElement;
  return within(header).getByRole('link', { name: 'Get help with this' });
}

// "Get help with this" on a service's screen opens a new ticket about that service (by route path: the areas
// never import the tickets area).
describe('"Get help with this"', () => {
  it('on a server’s screen carries the server, and the form opens with it', async () => {
    const { user, router } = await renderRoute(`/vps/${DEMO_VPS.web.id}`);
    await screen.findByRole('heading', { level: 1, name: DEMO_VPS.web.name });
    const link = await headerHelp();
    expect(target(link)).toEqual({
      path: '/support/tickets/new',
      search: { serviceType: 'vps', serviceId: DEMO_VPS.web.id, serviceName: DEMO_VPS.web.name },
    });

    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'New support ticket' });
    expect(router.state.location.pathname).toBe('/support/tickets/new');
    const about = screen.getByRole('group', { name: 'About' });
    expect(about).toHaveTextContent('VPS');
    expect(about).toHaveTextContent(DEMO_VPS.web.name);
  });

  it('on a domain’s screen carries the domain', async () => {
    await renderRoute(`/domains/${DEMO_DOMAINS.se.id}`);
    await screen.findByRole('heading', { level: 1, name: DEMO_DOMAINS.se.name });
    expect(target(await headerHelp())).toEqual({
      path: '/support/tickets/new',
      search: { serviceType: 'domain', serviceId: DEMO_DOMAINS.se.id, serviceName: DEMO_DOMAINS.se.name },
    });
  });

  it('on an order’s screen carries the order', async () => {
    await renderRoute(`/orders/${DEMO_ORDERS.pendingHosting.id}`);
    await screen.findByRole('heading', { level: 1, name: `Order #${DEMO_ORDERS.pendingHosting.number}` });
    expect(target(await headerHelp())).toEqual({
      path: '/support/tickets/new',
      search: {
        serviceType: 'order',
        serviceId: DEMO_ORDERS.pendingHosting.id,
        serviceName: `Order #${DEMO_ORDERS.pendingHosting.number}`,
      },
    });
  });

  it('from a suspended server’s banner says what the customer wants to know', async () => {
    const { user } = await renderRoute(`/vps/${DEMO_VPS.suspended.id}`);
    const banner = await screen.findByRole('region', { name: `${DEMO_VPS.suspended.name} is suspended` });
    await user.click(within(banner).getByRole('link', { name: 'Contact support' }));
    const message = await screen.findByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue(
      `My server ${DEMO_VPS.suspended.name} is suspended. Why, and what do I need to do to get it running again?`,
    );
    expect(screen.getByRole('group', { name: 'About' })).toHaveTextContent(DEMO_VPS.suspended.name);
  });
});
