import { describe, expect, it } from 'vitest';
import { vpsListPage } from '@/api/schemas/vps';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { VPS_PATH, vpsSetup } from './vps-test-kit';

/** Home's fields of a server (ours, ledger "Home"): `stoppedUnexpectedly`, `lastFailedJob`, `guestNetworkStatus`. */
async function setup() {
  const kit = await vpsSetup();
  const row = async (id: string) => {
    const page = await kit.parse(await kit.call(`${VPS_PATH}?limit=100`, { key: kit.key }), vpsListPage);
    const found = page.data.find((item) => item.id === id);
    if (!found) throw new Error(`${id} is not in the list`);
    return found;
  };
  return { ...kit, row };
}

describe('VPS list: what Home needs (ours)', () => {
  it('says which server stopped unexpectedly; starting it and stopping it again makes it a chosen stop', async () => {
    const t = await setup();
    expect(await t.row(DEMO_VPS.db.id)).toMatchObject({ status: 'stopped', stoppedUnexpectedly: true });
    expect(await t.row(DEMO_VPS.web.id)).toMatchObject({ status: 'running', stoppedUnexpectedly: false });
    await t.accepted(await t.power(DEMO_VPS.db.id, 'start'));
    await t.advance(2000);
    expect(await t.row(DEMO_VPS.db.id)).toMatchObject({ status: 'running', stoppedUnexpectedly: false });
    await t.accepted(await t.power(DEMO_VPS.db.id, 'stop'));
    await t.advance(2000);
    expect(await t.row(DEMO_VPS.db.id)).toMatchObject({ status: 'stopped', stoppedUnexpectedly: false });
  });

  it('names the last failed change until a later one completes', async () => {
    const t = await setup();
    expect((await t.row(DEMO_VPS.flaky.id)).lastFailedJob).toMatchObject({
      kind: 'vps.restart',
      code: 'guest_unresponsive',
    });
    expect((await t.row(DEMO_VPS.web.id)).lastFailedJob).toBeNull();
    // A graceful restart fails again: the new job is named.
    const failing = await t.accepted(await t.power(DEMO_VPS.flaky.id, 'restart', {}));
    await t.advance(2000);
    expect((await t.row(DEMO_VPS.flaky.id)).lastFailedJob).toMatchObject({ jobId: failing.jobId, kind: 'vps.restart' });
    // A forced restart works: nothing failed since.
    await t.accepted(await t.power(DEMO_VPS.flaky.id, 'restart', { force: true }));
    await t.advance(2000);
    expect((await t.row(DEMO_VPS.flaky.id)).lastFailedJob).toBeNull();
  });

  it('carries the guest network check of the network read', async () => {
    const t = await setup();
    expect((await t.row(DEMO_VPS.mismatch.id)).guestNetworkStatus).toBe('mismatch');
    expect((await t.network(DEMO_VPS.mismatch.id)).guestNetwork.status).toBe('mismatch');
    expect((await t.row(DEMO_VPS.web.id)).guestNetworkStatus).toBe('in_sync');
    expect((await t.row(DEMO_VPS.db.id)).guestNetworkStatus).toBe('unavailable');
  });
});
