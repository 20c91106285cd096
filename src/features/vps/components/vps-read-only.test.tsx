import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope, writesIn } from '@/test/scope-gates';

import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;
const POWER = 'Your API key can only read servers, so it cannot start, stop or restart them.';
const SNAPSHOTS = 'Your API key can only read servers, so it cannot take or delete their snapshots.';
const READ_ONLY_LIST = 'Your API key can only read, so it cannot change anything here.';
const SSH_KEYS = 'Your API key can only read servers, so it cannot add or replace their SSH keys.';
const NETWORK = 'Your API key can only read servers, so it cannot change their network.';

const readOnly = { as: 'readonly', scopes: READ_ONLY_SCOPES };

/** The actions of the Power menu (the overview's compact menu), opened. */
async function openPowerMenu(user: { click: (element: Element) => Promise<void> }): Promise<HTMLElement[]> {
  const power = await screen.findByRole('region', { name: 'Power' });
  await user.click(within(power).getByRole('button', { name: 'Power' }));
  return within(within(power).getByRole('group', { name: /^Power actions for / })).getAllByRole('button');
}

// What the key cannot do is known before the click (issue 18): the read-only key sees every write blocked.
describe('a read-only key on a server', () => {
  it('sees every power action blocked with the reason, and a click sends nothing', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`, readOnly);
    const rungs = await openPowerMenu(user);
    expect(rungs.length).toBeGreaterThanOrEqual(5);
    for (const rung of rungs) await expectBlockedByScope(user, requests, rung, POWER);
    expect(screen.getAllByText(POWER)).toHaveLength(1);
  });

  it('sees taking and deleting snapshots blocked before anything is typed', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}?tab=snapshots`, readOnly);
    const take = await screen.findByRole('button', { name: 'Take snapshot' });
    // The form stays readable; its submit says why up front.
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'before-upgrade{Enter}');
    expect(writesIn(requests)).toEqual([]);
    // The tab's list says the key's reason once, in its toolbar, for "Take snapshot" and every row (issue 40).
    expect(screen.getAllByText(READ_ONLY_LIST)).toHaveLength(1);
    expect(screen.queryByText(SNAPSHOTS)).not.toBeInTheDocument();
    await expectBlockedByScope(user, requests, take, READ_ONLY_LIST);
    const deletes = screen.getAllByRole('button', { name: /^Delete snapshot / });
    expect(deletes.length).toBeGreaterThan(0);
    for (const button of deletes) await expectBlockedByScope(user, requests, button, READ_ONLY_LIST);
  });

  it('sees replacing and adding SSH keys blocked', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}?tab=ssh-keys`, readOnly);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: `Replace keys on ${web.name}` }),
      SSH_KEYS,
    );
    await expectBlockedByScope(user, requests, screen.getByRole('button', { name: 'Add key' }), SSH_KEYS);
  });

  it('sees every network change blocked: reverse DNS, addresses, interfaces', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}?tab=network`, readOnly);
    await screen.findByRole('heading', { level: 2, name: 'Network' });
    const names = [
      /^Edit reverse DNS of /,
      /^Remove /,
      /^Change /,
      /^Assign addresses to /,
      'Add a public interface',
      'Add a private interface',
    ];
    for (const name of names) {
      const controls = screen.getAllByRole('button', { name });
      expect(controls.length, String(name)).toBeGreaterThan(0);
      for (const control of controls) await expectBlockedByScope(user, requests, control, NETWORK);
    }
    expect(screen.getAllByText(NETWORK)).toHaveLength(1);
  });
});

describe('a key whose scopes are unknown', () => {
  it('keeps today’s behaviour: the server’s gates decide', async () => {
    const { user } = await renderRoute(`/vps/${web.id}`, { as: 'readonly', scopes: null });
    await openPowerMenu(user);
    const restart = screen.getByRole('button', { name: 'Restart' });
    expectNotBlockedByScope(restart);
    expect(restart).not.toHaveAttribute('aria-disabled');
    await user.click(restart);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers snapshots and network changes', async () => {
    await renderRoute(`/vps/${web.id}?tab=snapshots`, { scopes: null });
    expectNotBlockedByScope(await screen.findByRole('button', { name: 'Take snapshot' }));
  });
});

describe('a key with some write scopes', () => {
  it('is told what it may not do, and may do the rest', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`, {
      keys: [{ name: 'power-only', scopes: ['read:vm', 'power:vm'] }],
      as: 'power-only',
      scopes: ['read:vm', 'power:vm'],
    });
    await openPowerMenu(user);
    expectNotBlockedByScope(screen.getByRole('button', { name: 'Restart' }));
    await user.click(screen.getByRole('button', { name: 'Power' }));
    await user.click(screen.getByRole('link', { name: 'Snapshots' }));
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Take snapshot' }),
      'Your API key is not allowed to take or delete snapshots.',
    );
  });
});
