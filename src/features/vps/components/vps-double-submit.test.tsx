import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { DEMO_TEST_PUBLIC_KEYS, DEMO_VPS, DEMO_VPS_NETWORK } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';

// The demo's servers, addresses and keys the double submits are tried on.
const WEB = {
  id: DEMO_VPS.web.id,
  name: DEMO_VPS.web.name,
  primaryV4: DEMO_VPS.web.ips.primaryV4.address,
  secondaryV4: DEMO_VPS.web.ips.secondaryV4.address,
  snapshot: DEMO_VPS.web.snapshots.kept,
} as const;
const DB = { id: DEMO_VPS.db.id, name: DEMO_VPS.db.name } as const;
const APP = {
  id: DEMO_VPS.mismatch.id,
  name: DEMO_VPS.mismatch.name,
  mismatchInterface: DEMO_VPS.mismatch.mismatchInterface,
} as const;
const EDGE = {
  id: DEMO_VPS.twoPublicInterfaces.id,
  name: DEMO_VPS.twoPublicInterfaces.name,
  primaryInterface: DEMO_VPS.twoPublicInterfaces.primaryInterface,
} as const;
const BACKUP = { id: DEMO_VPS.snapshotsFull.id, name: DEMO_VPS.snapshotsFull.name } as const;
const FREE_IPV4 = [DEMO_VPS_NETWORK.freeIpv4.address, DEMO_VPS_NETWORK.freeIpv4b.address] as const;
const TEST_PUBLIC_KEY = DEMO_TEST_PUBLIC_KEYS.ed25519.line;

const vps = (id: string) => `/api/v2/vps/${id}`;
const networkChanges = (requests: string[], id: string) => sentRequests(requests, 'POST', `${vps(id)}/network`);
const iface = (name: string) => screen.findByRole('region', { name });

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/**
 * Issue 16: every control of the server screen that changes something, clicked twice inside one tick (no React
 * render between the clicks, so `disabled={isBusy}` has not happened yet), sends one request. A second one would
 * start a second job, or be refused (409 vps_busy, a name taken) and shown.
 */
describe('server power: two clicks in one tick send one request', () => {
  it('Start (no confirmation)', async () => {
    const { user, requests } = await renderRoute(`/vps/${DB.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    clickTwiceInOneTick(within(power).getByRole('button', { name: 'Start' }));
    expect(await within(power).findByText(`Start ${DB.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(DB.id)}/actions/start`)).toHaveLength(1);
  });

  it.each([
    { rung: 'Restart', title: `Restart ${WEB.name}?`, endpoint: 'restart', label: `Restart ${WEB.name}` },
    {
      rung: 'Forced restart',
      title: `Force a restart of ${WEB.name}?`,
      endpoint: 'restart',
      label: `Forced restart of ${WEB.name}`,
    },
    { rung: 'Hard reset', title: `Hard reset ${WEB.name}?`, endpoint: 'reset', label: `Hard reset of ${WEB.name}` },
    { rung: 'Shut down', title: `Shut down ${WEB.name}?`, endpoint: 'shutdown', label: `Shut down ${WEB.name}` },
    { rung: 'Power off', title: `Power off ${WEB.name}?`, endpoint: 'stop', label: `Power off ${WEB.name}` },
  ])('$rung (confirm)', async ({ rung, title, endpoint, label }) => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    await user.click(within(power).getByRole('button', { name: rung }));
    const dialog = screen.getByRole('dialog', { name: title });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: rung }));

    await dialogClosed();
    expect(await within(power).findByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(WEB.id)}/actions/${endpoint}`)).toHaveLength(1);
  });
});

describe('server network: two clicks in one tick send one request', () => {
  it.each(['Save', 'Reset to default'])('reverse DNS: %s', async (button) => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    await user.click(await screen.findByRole('button', { name: `Edit reverse DNS of ${WEB.secondaryV4}` }));
    expect(screen.getByLabelText(`Reverse DNS of ${WEB.secondaryV4}`)).toHaveValue('mail.nordlicht.se');
    clickTwiceInOneTick(screen.getByRole('button', { name: button }));

    // Done inline (200): the field closes.
    expect(await screen.findByRole('button', { name: `Edit reverse DNS of ${WEB.secondaryV4}` })).toBeInTheDocument();
    expect(screen.queryByLabelText(`Reverse DNS of ${WEB.secondaryV4}`)).not.toBeInTheDocument();
    expect(await screen.findByText(`Reverse DNS of ${WEB.secondaryV4} on ${WEB.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it.each([
    { picked: FREE_IPV4.slice(0, 1), confirm: 'Assign 1 address', label: `Assign ${FREE_IPV4[0]} to ${WEB.name}` },
    { picked: FREE_IPV4, confirm: 'Assign 2 addresses', label: `Assign 2 addresses to ${WEB.name}` },
  ])('assign addresses: $confirm', async ({ picked, confirm, label }) => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    const eth0 = await iface('eth0');
    await user.click(within(eth0).getByRole('button', { name: 'Assign addresses to eth0' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign addresses to eth0' });
    for (const address of picked) await user.click(within(dialog).getByRole('checkbox', { name: address }));
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: confirm }));

    await dialogClosed();
    expect(await within(eth0).findByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it('change the primary address', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    const eth0 = await iface('eth0');
    await user.click(within(eth0).getByRole('button', { name: `Change ${WEB.primaryV4}` }));
    const dialog = screen.getByRole('dialog', { name: `Change ${WEB.primaryV4} on eth0` });
    await user.click(within(dialog).getByRole('radio', { name: FREE_IPV4[0] }));
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Change address' }));

    await dialogClosed();
    expect(
      await within(eth0).findByText(`Change ${WEB.primaryV4} to ${FREE_IPV4[0]} on ${WEB.name}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it('remove an address', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    const eth0 = await iface('eth0');
    await user.click(within(eth0).getByRole('button', { name: `Remove ${WEB.secondaryV4}` }));
    const dialog = screen.getByRole('dialog', { name: `Remove ${WEB.secondaryV4} from eth0?` });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Remove address' }));

    await dialogClosed();
    expect(await within(eth0).findByText(`Remove ${WEB.secondaryV4} from ${WEB.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it('repair the guest network', async () => {
    const { requests } = await renderRoute(`/vps/${APP.id}?tab=network`);
    const banner = await screen.findByRole('region', { name: 'The server’s own network settings are out of date' });
    clickTwiceInOneTick(within(banner).getByRole('button', { name: `Repair ${APP.mismatchInterface}` }));

    expect(
      await within(banner).findByText(`Repair the network of ${APP.mismatchInterface} on ${APP.name}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, APP.id)).toHaveLength(1);
  });

  it('add a public interface', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    await user.click(await screen.findByRole('button', { name: 'Add a public interface' }));
    const dialog = screen.getByRole('dialog', { name: `Add a public interface to ${WEB.name}` });
    await user.click(within(dialog).getByRole('radio', { name: FREE_IPV4[0] }));
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Add interface' }));

    await dialogClosed();
    const create = screen.getByRole('region', { name: 'Add an interface' });
    expect(await within(create).findByText(`Add a public interface to ${WEB.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it('add a private interface', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    await user.click(await screen.findByRole('button', { name: 'Add a private interface' }));
    const dialog = screen.getByRole('dialog', { name: `Add a private interface to ${WEB.name}` });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Add interface' }));

    await dialogClosed();
    const create = screen.getByRole('region', { name: 'Add an interface' });
    expect(await within(create).findByText(`Add a private interface to ${WEB.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it('delete an interface', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=network`);
    const eth1 = await iface('eth1');
    await user.click(within(eth1).getByRole('button', { name: 'Delete interface' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete eth1?' });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Delete interface' }));

    await dialogClosed();
    expect(await within(eth1).findByText(`Delete eth1 on ${WEB.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, WEB.id)).toHaveLength(1);
  });

  it('delete the primary interface (typed name)', async () => {
    const { user, requests } = await renderRoute(`/vps/${EDGE.id}?tab=network`);
    const eth0 = await iface(EDGE.primaryInterface);
    await user.click(within(eth0).getByRole('button', { name: 'Delete primary interface' }));
    const dialog = screen.getByRole('dialog', { name: `Delete the primary interface ${EDGE.primaryInterface}?` });
    await user.type(within(dialog).getByLabelText(`Type ${EDGE.primaryInterface} to confirm`), EDGE.primaryInterface);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Delete primary interface' }));

    await dialogClosed();
    expect(await within(eth0).findByText(`Delete ${EDGE.primaryInterface} on ${EDGE.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(networkChanges(requests, EDGE.id)).toHaveLength(1);
  });
});

describe('server SSH keys: two clicks in one tick send one request', () => {
  it('Add key', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=ssh-keys`);
    const form = await screen.findByRole('region', { name: 'Add a key to your account' });
    await user.type(within(form).getByLabelText('Name'), 'e2e-key');
    await user.click(within(form).getByLabelText('Public key'));
    await user.paste(TEST_PUBLIC_KEY);
    clickTwiceInOneTick(within(form).getByRole('button', { name: 'Add key' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('e2e-key is now in your account');
    // A second request would have been refused (409: the key is already in the account) and said so.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/ssh-keys')).toHaveLength(1);
  });

  it('Replace keys (confirm)', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=ssh-keys`);
    await user.click(await screen.findByRole('button', { name: `Replace keys on ${WEB.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Replace the SSH keys on ${WEB.name}?` });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Replace keys' }));

    await dialogClosed();
    expect(screen.getAllByText(`${WEB.name} now accepts 2 SSH keys.`)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(WEB.id)}/actions/reset-ssh-keys`)).toHaveLength(1);
  });
});

describe('server snapshots: two clicks in one tick send one request', () => {
  it('Take snapshot', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=snapshots`);
    const section = await screen.findByRole('region', { name: 'Snapshots' });
    await user.type(within(section).getByLabelText('Name', { exact: true }), 'before-test');
    clickTwiceInOneTick(within(section).getByRole('button', { name: 'Take snapshot' }));

    const table = within(section).getByRole('table', { name: `Snapshots of ${WEB.name}` });
    expect(await within(table).findByText('before-test')).toBeInTheDocument();
    // A second request would have been refused (the name is taken, or the last slot is used) and said so.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(WEB.id)}/snapshots`)).toHaveLength(1);
  });

  it('Delete snapshot (typed name)', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}?tab=snapshots`);
    const section = await screen.findByRole('region', { name: 'Snapshots' });
    await user.click(within(section).getByRole('button', { name: `Delete snapshot ${WEB.snapshot}` }));
    const dialog = screen.getByRole('dialog', { name: `Delete snapshot ${WEB.snapshot}?` });
    await user.type(within(dialog).getByLabelText(`Type ${WEB.snapshot} to confirm`), WEB.snapshot);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Delete snapshot' }));

    await dialogClosed();
    await waitFor(() => expect(within(section).queryByText(WEB.snapshot)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', new RegExp(`^${vps(WEB.id)}/snapshots/[^/?]+$`))).toHaveLength(1);
  });

  it('Add snapshot slots (confirm)', async () => {
    const { user, requests } = await renderRoute(`/vps/${BACKUP.id}?tab=snapshots`);
    const section = await screen.findByRole('region', { name: 'Snapshots' });
    await user.click(within(section).getByRole('button', { name: 'Add snapshot slots' }));
    const dialog = screen.getByRole('dialog', { name: `Snapshot slots for ${BACKUP.name}` });
    const confirm = await within(dialog).findByRole('button', { name: /^Change to \d+ slots$/ });
    clickTwiceInOneTick(confirm);

    await dialogClosed();
    expect(await within(section).findByText(/now has \d+ snapshot slots/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(BACKUP.id)}/actions/config`)).toHaveLength(1);
  });
});

/**
 * Issue 38: ordering a server and the actions for a server that will not behave, each clicked twice in one tick,
 * send one request: a second order would buy a second server, a second rescue or password reset start a second job.
 */
describe('ordering and recovering a server: two clicks in one tick send one request', () => {
  const recovery = () => screen.findByRole('region', { name: 'When the server will not behave' });

  it('Place order (a server)', async () => {
    const { user, requests } = await renderRoute('/vps/new');
    await user.click(await screen.findByRole('radio', { name: /^VPS M 2 vCPUs/ }));
    await user.type(screen.getByLabelText('Host name'), 'build-02.nordlicht.se');
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your server is being installed' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/is being installed\. It appears in your servers/)).toHaveLength(1);
    expect(sentRequests(requests, 'POST', '/api/v2/orders')).toHaveLength(1);
  });

  it('Boot into rescue (confirm), then Leave rescue', async () => {
    const { user, requests } = await renderRoute(`/vps/${WEB.id}`);
    const card = await recovery();
    await user.click(within(card).getByRole('button', { name: 'Boot into rescue…' }));
    const dialog = screen.getByRole('dialog', { name: `Boot ${WEB.name} into rescue?` });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Boot into rescue' }));
    await dialogClosed();
    expect(await within(card).findByRole('heading', { name: `Rescue password for ${WEB.name}` })).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(WEB.id)}/actions/rescue`)).toHaveLength(1);

    clickTwiceInOneTick(await within(card).findByRole('button', { name: 'Leave rescue' }, { timeout: 8000 }));
    expect(await within(card).findByRole('button', { name: 'Boot into rescue…' }, { timeout: 8000 })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${vps(WEB.id)}/actions/leave-rescue`)).toHaveLength(1);
  });
});
