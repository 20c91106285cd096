import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';

/**
 * Issue 16 on the sign-in page: signing in, or starting a demo, clicked twice inside one tick (before React re-renders
 * the button as busy) checks the key once and signs in once; a demo makes one world, not two (the second would have
 * replaced the first one's session).
 */
describe('sign-in: two clicks in one tick sign in once', () => {
  it('Sign in (checks the key with one GET /me)', async () => {
    const { user, requests, session, router, world } = await renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText('API key'), world.keys.full);
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Sign in with the key' }));

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sign-in'));
    expect(session.get()?.key).toBe(world.keys.full);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'GET', '/api/v2/me')).toHaveLength(1);
  });

  it.each([
    { button: 'Start demo', role: 'full' },
    { button: 'Start read-only demo', role: 'readonly' },
  ])('$button (one world, one session)', async ({ button, role }) => {
    const { requests, session, router } = await renderRoute('/sign-in', { signedIn: false });
    clickTwiceInOneTick(await screen.findByRole('button', { name: button }));

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sign-in'));
    expect(session.get()?.demo).toMatchObject({ scenario: 'demo', role });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/__mock/worlds')).toHaveLength(1);
    expect(sentRequests(requests, 'GET', '/api/v2/me')).toHaveLength(1);
  });

  it('Start demo and Start read-only demo in one tick: one world', async () => {
    const { requests, session, router } = await renderRoute('/sign-in', { signedIn: false });
    const full = await screen.findByRole('button', { name: 'Start demo' });
    const readonly = screen.getByRole('button', { name: 'Start read-only demo' });
    // One click on each, in one tick (no render in between): the second must not start a second world.
    act(() => {
      full.click();
      readonly.click();
    });

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sign-in'));
    expect(session.get()?.demo).toMatchObject({ role: 'full' });
    expect(sentRequests(requests, 'POST', '/__mock/worlds')).toHaveLength(1);
  });
});
