import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signedOutRequests } from '@/boot/first-requests';
import { renderRoute } from '@/test/render-route';

// A production build (`npm run build`): `__DEMO__` is false (src/demo-build.d.ts). Set before any module reads it
// (the sign-in page decides at its import whether it has a demo section); Vitest keeps a `define` as a global.
vi.hoisted(() => vi.stubGlobal('__DEMO__', false));
afterAll(() => vi.unstubAllGlobals());

/**
 * The sign-in page without the demo, as a production build draws it: no demo section and nothing asked of the mock's
 * control plane, even with a mock there to answer; support's "Open a customer's view" stays at its own address (support replays a file anywhere).
 * That the build carries none of the demo's code is checked on the built files (scripts/demo-build.test.ts).
 */
describe('sign-in in a production build', () => {
  it('shows no demo and asks nothing of /__mock', async () => {
    const { requests } = await renderRoute('/sign-in', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // Support's "Open a customer's view" has its own entry, off the customers' way (issue 39).
    expect(screen.queryByRole('heading', { name: 'Open a customer’s view' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Try the demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start demo' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/__mock'))).toEqual([]);
  });

  it("keeps support's 'Open a customer's view' at its own address, without signing in", async () => {
    const { requests } = await renderRoute('/support/open-view', { signedIn: false });
    await screen.findByRole('heading', { name: 'Open a customer’s view' });
    expect(requests.filter((request) => request.includes('/__mock'))).toEqual([]);
  });

  it('the boot script asks nothing for the sign-in page', () => {
    for (const address of ['/sign-in', '/vps', '/']) expect(signedOutRequests(address, '', 'en'), address).toEqual([]);
  });
});
