import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope, writesIn } from '@/test/scope-gates';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_DOMAINS as DEMO } from '@/mock/scenarios/demo/ids';

const AUTO_RENEW = 'Your API key can only read domains, so it cannot turn auto-renew on or off.';
const LOCK = 'Your API key can only read domains, so it cannot lock or unlock them.';
const UNLOCK = 'Your API key can only read domains, so it cannot ask the registry to unlock them.';
const REDIRECTS = 'Your API key can only read domains, so it cannot create or delete redirects.';
const RENEW = 'Your API key can only read domains, so it cannot renew them.';
const READ_ONLY_LIST = 'Your API key can only read, so it cannot change anything here.';

const readOnly = { as: 'readonly', scopes: READ_ONLY_SCOPES };

stubLayoutObservers();

// What the key cannot do is known before the click (issue 18).
describe('a read-only key on a domain', () => {
  it('sees the auto-renew and registrar-lock switches blocked with the reason; a click sends nothing', async () => {
    const { user, requests } = await renderRoute(`/domains/${DEMO.com.id}`, readOnly);
    const autoRenew = await screen.findByRole('switch', { name: 'Auto-renew' });
    const lock = screen.getByRole('switch', { name: 'Registrar lock' });
    for (const [control, reason] of [
      [autoRenew, AUTO_RENEW],
      [lock, LOCK],
    ] as const) {
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(reason));
      const checked = control.getAttribute('aria-checked');
      await user.click(control);
      expect(control).toHaveAttribute('aria-checked', checked);
    }
    expect(writesIn(requests)).toEqual([]);
  });

  it('sees the registry unlock request blocked', async () => {
    const { user, requests } = await renderRoute(`/domains/${DEMO.confirmable.id}?tab=registry-lock`, readOnly);
    const request = await screen.findByRole('button', { name: 'Request unlock' });
    await expectBlockedByScope(user, requests, request, UNLOCK);
  });

  it('sees every bulk action blocked, the reason said once in the toolbar (issue 40)', async () => {
    const { user, requests } = await renderRoute('/domains', readOnly);
    await user.click(await screen.findByRole('checkbox', { name: `Select ${DEMO.se.name}` }));
    const bulk = await screen.findByRole('group', { name: 'Bulk actions' });
    // Once, in the list's toolbar; not under each of the buttons.
    expect(screen.getAllByText(READ_ONLY_LIST)).toHaveLength(1);
    for (const reason of [REDIRECTS, AUTO_RENEW, RENEW]) expect(screen.queryByText(reason)).not.toBeInTheDocument();
    for (const name of ['Create redirect', 'Delete redirects', 'Turn auto-renew on', 'Turn auto-renew off', 'Renew']) {
      await expectBlockedByScope(user, requests, within(bulk).getByRole('button', { name }), READ_ONLY_LIST);
    }
  });
});

describe('a key whose scopes are unknown', () => {
  it('keeps the switches as today', async () => {
    await renderRoute(`/domains/${DEMO.com.id}`, { as: 'readonly', scopes: null });
    expect(await screen.findByRole('switch', { name: 'Auto-renew' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('switch', { name: 'Registrar lock' })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the bulk actions as today', async () => {
    const { user } = await renderRoute('/domains', { as: 'readonly', scopes: null });
    await user.click(await screen.findByRole('checkbox', { name: `Select ${DEMO.se.name}` }));
    const bulk = await screen.findByRole('group', { name: 'Bulk actions' });
    for (const button of within(bulk).getAllByRole('button')) expectNotBlockedByScope(button);
  });
});

describe('a key that may change domains but not billing', () => {
  it('may turn auto-renew on, and is told it may not renew', async () => {
    const scopes = ['read:domains', 'write:domains', 'read:orders'];
    const { user, requests } = await renderRoute('/domains', {
      keys: [{ name: 'no-billing', scopes }],
      as: 'no-billing',
      scopes,
    });
    await user.click(await screen.findByRole('checkbox', { name: `Select ${DEMO.se.name}` }));
    const bulk = await screen.findByRole('group', { name: 'Bulk actions' });
    expectNotBlockedByScope(within(bulk).getByRole('button', { name: 'Turn auto-renew on' }));
    await expectBlockedByScope(
      user,
      requests,
      within(bulk).getByRole('button', { name: 'Renew' }),
      'Your API key is not allowed to renew domains.',
    );
  });
});
