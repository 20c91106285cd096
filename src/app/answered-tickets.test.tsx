import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_TICKETS } from '@/mock/scenarios/demo/ids';
import { mockControl, renderRoute } from '@/test/render-route';
import { answeredTicketsKey } from './answered-tickets';

/** The demo's open tickets answered by support and waiting for Astrid (src/mock/scenarios/demo/tickets.ts). */
const ANSWERED = 4;

describe('answered tickets in the navigation', () => {
  it('counts the tickets support answered beside Support, says it in words, and announces a new answer', async () => {
    const { queryClient, world, requests } = await renderRoute('/vps', { scopes: ['read:vm', 'read:support'] });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const support = within(nav).getByRole('link', { name: 'Support tickets' });
    await waitFor(() => expect(support).toHaveAccessibleDescription('4 tickets answered by support wait for you'), {
      timeout: 5000,
    });
    expect(within(support).getByText(String(ANSWERED))).toBeInTheDocument();
    // On a phone the areas are behind the menu button: it carries the count too.
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAccessibleDescription('4 tickets answered by support wait for you');
    expect(within(menu).getByText(String(ANSWERED))).toBeInTheDocument();
    expect(within(nav).getByRole('status')).toHaveTextContent('');

    // Staff answer one more while the page is open: the next reading counts it and says so once.
    await mockControl(`/__mock/worlds/${world.worldId}/tickets/${DEMO_TICKETS.openWithStaffReply.id}/staff-replies`, {
      body: 'We have restarted the network service.',
    });
    await act(() => queryClient.invalidateQueries({ queryKey: answeredTicketsKey }));
    await waitFor(() => expect(support).toHaveAccessibleDescription('5 tickets answered by support wait for you'));
    expect(within(nav).getByRole('status')).toHaveTextContent('Support answered one of your tickets.');
    expect(requests.filter((request) => request.includes('/api/v2/support/tickets?status=open&limit=100'))).not.toEqual(
      [],
    );
  });

  it('asks nothing for a key that cannot read tickets, nor while the scopes are unknown', async () => {
    for (const scopes of [['read:vm'], null]) {
      const { requests, unmount } = await renderRoute('/vps', { scopes });
      await screen.findByRole('navigation', { name: 'Main' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(requests.filter((request) => request.includes('/support/tickets'))).toEqual([]);
      unmount();
    }
  });
});
