import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n';
import { mockControl, renderRoute } from '@/test/render-route';
import { areaScopes, navAreas } from './nav-areas';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';

const scopedAreas = navAreas.filter((area) => area.scope !== null);
const publicLabels = navAreas.filter((area) => area.scope === null).map((area) => area.label);

const runningJob = {
  jobId: 'job_test',
  pollUrl: null,
  label: 'Restart web-01',
  status: 'completed' as const,
  startedAt: 1,
  finishedAt: 2,
  invalidate: [],
  href: null,
  error: null,
  result: null,
};

describe('main navigation', () => {
  it.each(scopedAreas)(
    'shows $label to a key with $scope, and only the areas it opens (and the public ones)',
    async (area) => {
      const scope = areaScopes(area)[0] ?? '';
      await renderRoute('/support/tickets', { scopes: [scope] });
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(
        within(nav)
          .getAllByRole('link')
          // The area's name (a badge of answered tickets may follow it).
          .map((link) => link.firstChild?.textContent),
      ).toEqual(
        navAreas
          .filter((a) => a === area || a.scope === null || areaScopes(a).some((each) => each === scope))
          .map((a) => getMessages()(a.label)),
      );
    },
  );

  it('shows every area while the key’s scopes are unknown', async () => {
    await renderRoute('/support/tickets', { scopes: null });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        // The area's name (a badge of answered tickets may follow it).
        .map((link) => link.firstChild?.textContent),
    ).toEqual(navAreas.map((a) => getMessages()(a.label)));
  });

  it('shows no area a key cannot read, only the public ones', async () => {
    await renderRoute('/support/tickets', { scopes: ['write:support'] });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        // The area's name (a badge of answered tickets may follow it).
        .map((link) => link.firstChild?.textContent),
    ).toEqual(publicLabels.map((label) => getMessages()(label)));
  });
});

describe('unknown addresses', () => {
  it('show not found inside the shell, navigation included, with a way to the start page that gets there', async () => {
    const { user, router } = await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    await user.click(screen.getByRole('link', { name: 'Go to the start page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('an id that cannot exist offers the way back to its list', async () => {
    const { user, router } = await renderRoute('/vps/not-a-server-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Servers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vps');
  });

  it('a 404 from the server gets no "Try again", and the way back to the list', async () => {
    const { user } = await renderRoute('/vps/vps_doesnotexist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Servers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Servers' })).toBeInTheDocument();
  });
});

describe('the highlighted area', () => {
  it('is the catalog on the order form (reached from it), and Orders on an order', async () => {
    await renderRoute('/orders/new?plan=wordpress-small&cycle=monthly');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { level: 1, name: 'Order WordPress Small' });
    expect(within(nav).getByRole('link', { name: 'Plans and prices' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });
});

describe('landing page', () => {
  it('is Home for a key that can read an area, which stays at `/`', async () => {
    const support = scopedAreas.find((area) => area.to === '/support/tickets')!;
    const { router } = await renderRoute('/', { scopes: ['write:support', ...areaScopes(support)] });
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Open support tickets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a key that can read no area which scopes the areas need', async () => {
    await renderRoute('/', { scopes: ['write:support'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to show for this key' })).toBeInTheDocument();
    // Each area with its scopes (read:billing opens orders and billing: named under both).
    const items = screen.getAllByRole('listitem');
    for (const area of scopedAreas) {
      const item = items.find((li) => li.textContent?.startsWith(getMessages()(area.label)));
      for (const scope of areaScopes(area)) expect(item, area.label).toHaveTextContent(scope);
    }
  });
});

describe('signing out', () => {
  it('the button forgets the key, the cached data and the operations, and opens sign-in', async () => {
    const { user, router, session, queryClient, operations } = await renderRoute('/support/tickets');
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    operations.add(runningJob);
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Astrid Lindqvist' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ reason: 'signed-out' });
    expect(session.get()).toBeNull();
    expect(window.sessionStorage.getItem('hosting-panel.session')).toBeNull();
    expect(operations.getSnapshot()).toEqual([]);
    expect(queryClient.getQueryCache().find({ queryKey: ['tickets'] })).toBeUndefined();
  });

  it('a 401 does the same and keeps the way back to the page that was asked for', async () => {
    const { user, router, session, queryClient, operations, world } = await renderRoute('/support/tickets');
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    operations.add(runningJob);
    expect((await mockControl(`/__mock/worlds/${world.worldId}`, undefined, 'DELETE')).status).toBe(204);

    await user.click(screen.getByRole('link', { name: new RegExp(DEMO_TICKETS.openWithStaffReply.subject) }));
    expect(await screen.findByText(/Your key stopped working/)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({
      reason: 'expired',
      redirect: `/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`,
    });
    expect(session.get()).toBeNull();
    await waitFor(() => expect(operations.getSnapshot()).toEqual([]));
    expect(queryClient.getQueryCache().find({ queryKey: ['tickets'] })).toBeUndefined();
  });
});
