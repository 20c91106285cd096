import { describe, expect, it } from 'vitest';
import {
  snapshotCreateResponse,
  snapshotDeleteResponse,
  vpsConfigResponse,
  vpsUpgradeOptions,
} from '@/api/schemas/vps-snapshots';
import { DEMO_OTHER_VPS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { VPS_PATH, vpsSetup, type VpsKit } from './vps-test-kit';

const { web, busy, suspended, snapshotsFull: full, snapshotsUnavailable: unavailable } = DEMO_VPS;
const HOUR = 60 * 60 * 1000;

function create(kit: VpsKit, vpsId: string, body: unknown, key = kit.key) {
  return kit.call(`${VPS_PATH}/${vpsId}/snapshots`, { method: 'POST', key, body });
}

function remove(kit: VpsKit, vpsId: string, name: string, key = kit.key) {
  return kit.call(`${VPS_PATH}/${vpsId}/snapshots/${encodeURIComponent(name)}`, { method: 'DELETE', key });
}

function config(kit: VpsKit, vpsId: string, body: unknown, key = kit.key) {
  return kit.call(`${VPS_PATH}/${vpsId}/actions/config`, { method: 'POST', key, body });
}

async function upgrade(kit: VpsKit, vpsId: string) {
  return kit.parse(await kit.call(`${VPS_PATH}/${vpsId}/actions/upgrade`, { key: kit.key }), vpsUpgradeOptions);
}

describe('snapshot list', () => {
  it('shows availability, limits, the create gate and each snapshot with a 24-hour expiry', async () => {
    const kit = await vpsSetup();
    const list = await kit.snapshots(web.id);
    expect(list).toMatchObject({
      available: true,
      reason: null,
      limits: { totalSnapshots: web.snapshots.slots, usedSnapshots: 2 },
      actions: { canCreate: { allowed: true, reason: null } },
    });
    expect(list.data?.map((snapshot) => [snapshot.id, snapshot.name, snapshot.status])).toEqual([
      [web.snapshots.kept, web.snapshots.kept, 'available'],
      [web.snapshots.expiringSoon, web.snapshots.expiringSoon, 'available'],
    ]);
    for (const snapshot of list.data ?? []) {
      expect(Date.parse(snapshot.expiresAt ?? '') - Date.parse(snapshot.createdAt ?? '')).toBe(24 * HOUR);
    }
    expect(list.data?.[0]?.description).toBe('Before upgrading PHP to 8.4');
  });

  it('shows a full VPS, an unavailable one and a suspended one with their reasons', async () => {
    const kit = await vpsSetup();
    const fullList = await kit.snapshots(full.id);
    expect(fullList).toMatchObject({
      available: true,
      limits: { totalSnapshots: full.slots, usedSnapshots: full.slots },
    });
    expect(fullList.actions.canCreate).toMatchObject({ allowed: false, code: 'snapshot_limit_reached' });
    expect(fullList.data?.map((snapshot) => snapshot.name).sort()).toEqual([...full.snapshotNames].sort());

    const none = await kit.snapshots(unavailable.id);
    expect(none).toMatchObject({ available: false, limits: { totalSnapshots: 0, usedSnapshots: 0 }, data: [] });
    expect(none.reason).toContain('Add snapshot slots');
    expect(none.actions.canCreate).toMatchObject({ allowed: false, code: 'snapshots_unavailable' });

    const held = await kit.snapshots(suspended.id);
    expect(held.available).toBe(false);
    expect(held.actions.canCreate).toMatchObject({ allowed: false, code: 'vps_suspended' });
    expect((await kit.snapshots(busy.id)).actions.canCreate).toMatchObject({ allowed: false, code: 'vps_busy' });
  });

  it('drops a snapshot once its expiry has passed on the world clock, freeing its slot and name', async () => {
    const kit = await vpsSetup();
    await kit.advance(0.5 * HOUR + 1000);
    const list = await kit.snapshots(web.id);
    expect(list.data?.map((snapshot) => snapshot.name)).toEqual([web.snapshots.kept]);
    expect(list.limits.usedSnapshots).toBe(1);
    await kit.accepted(await create(kit, web.id, { name: web.snapshots.expiringSoon }));
  });
});

describe('snapshot creation', () => {
  it('answers 202 with operation.result.name; the snapshot is creating, then available', async () => {
    const kit = await vpsSetup();
    const { operation } = await kit.parse(
      await create(kit, web.id, { name: 'before-deploy', description: 'Release 2026.05' }),
      snapshotCreateResponse,
      202,
    );
    expect(operation.result.name).toBe('before-deploy');
    expect(operation.status).toBe('pending');
    const during = await kit.snapshots(web.id);
    expect(during.data?.[0]).toMatchObject({
      name: 'before-deploy',
      status: 'creating',
      description: 'Release 2026.05',
    });
    expect(during.limits.usedSnapshots).toBe(3);
    expect(during.actions.canCreate).toMatchObject({ allowed: false, code: 'vps_busy' });
    expect((await kit.detail(web.id)).activeOperation?.kind).toBe('vps.snapshot.create');

    const done = await kit.finish(operation);
    expect(done).toMatchObject({ kind: 'vps.snapshot.create', result: { name: 'before-deploy' } });
    expect(done.operation.result).toMatchObject({ name: 'before-deploy' });
    const after = await kit.snapshots(web.id);
    expect(after.data?.[0]).toMatchObject({ name: 'before-deploy', status: 'available' });
    // Three of three slots: full now.
    expect(after.actions.canCreate).toMatchObject({ allowed: false, code: 'snapshot_limit_reached' });
    const refused = await expectProblem(await create(kit, web.id, { name: 'one-more' }), 403, 'snapshot_limit_reached');
    expect(refused.extensions).toEqual({ gate: 'canCreate' });
  });

  it('checks names: letters, digits, _ and -, at most 40, unique on the VPS', async () => {
    const kit = await vpsSetup();
    for (const name of ['has space', 'a'.repeat(41), '', 'åäö', 'dots.bad']) {
      const problem = await expectProblem(await create(kit, web.id, { name }), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer, name).toBe('/name');
    }
    const duplicate = await expectProblem(
      await create(kit, web.id, { name: web.snapshots.kept }),
      400,
      'invalid_request',
    );
    expect(duplicate.errors).toEqual([expect.objectContaining({ pointer: '/name' })]);
    expect(duplicate.errors?.[0]?.detail).toContain('already has a snapshot');
    await expectProblem(await create(kit, web.id, undefined), 400, 'invalid_request');
    // Unknown members are ignored.
    await kit.accepted(await create(kit, web.id, { name: 'a'.repeat(40), retention: 48 }));
  });

  it('refuses a full, an unavailable, a busy and a suspended VPS with 403 and the gate code', async () => {
    const kit = await vpsSetup();
    await expectProblem(await create(kit, full.id, { name: 'x' }), 403, 'snapshot_limit_reached');
    await expectProblem(await create(kit, unavailable.id, { name: 'x' }), 403, 'snapshots_unavailable');
    await expectProblem(await create(kit, busy.id, { name: 'x' }), 403, 'vps_busy');
    await expectProblem(await create(kit, suspended.id, { name: 'x' }), 403, 'vps_suspended');
  });

  it('needs backup:vm', async () => {
    const kit = await vpsSetup();
    const denied = await expectProblem(
      await create(kit, web.id, { name: 'x' }, kit.named('vm-write')),
      403,
      'forbidden',
    );
    expect(denied.extensions).toEqual({ requiredScopes: ['backup:vm'], missingScopes: ['backup:vm'] });
    await expectProblem(await create(kit, DEMO_OTHER_VPS.web.id, { name: 'x' }), 404, 'not_found');
  });
});

describe('the way forward: delete, or add slots', () => {
  it('deletes a snapshot (200 with the refreshed list) and then there is room', async () => {
    const kit = await vpsSetup();
    const list = await kit.parse(await remove(kit, full.id, 'nightly-a'), snapshotDeleteResponse);
    expect(list.data?.map((snapshot) => snapshot.name)).toEqual(['nightly-b']);
    expect(list.actions.canCreate.allowed).toBe(true);
    await kit.accepted(await create(kit, full.id, { name: 'nightly-c' }));
    await expectProblem(await remove(kit, full.id, 'nightly-a'), 404, 'not_found');
    await expectProblem(await remove(kit, full.id, 'nightly-c'), 409, 'snapshot_creating');
    const denied = await expectProblem(
      await remove(kit, full.id, 'nightly-b', kit.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(denied.extensions).toMatchObject({ missingScopes: ['backup:vm'] });
  });

  it('offers slot options with prices', async () => {
    const kit = await vpsSetup();
    const none = await upgrade(kit, unavailable.id);
    expect(none.snapshotSlots).toEqual({
      current: 0,
      used: 0,
      options: [
        { slots: 1, monthlyAmount: 29, currencyCode: 'SEK', isCurrent: false },
        { slots: 2, monthlyAmount: 49, currencyCode: 'SEK', isCurrent: false },
        { slots: 3, monthlyAmount: 69, currencyCode: 'SEK', isCurrent: false },
        { slots: 5, monthlyAmount: 99, currencyCode: 'SEK', isCurrent: false },
        { slots: 10, monthlyAmount: 179, currencyCode: 'SEK', isCurrent: false },
      ],
    });
    // Slots are bought through actions/config; POST actions/upgrade changes the plan and needs one
    // (vps-plan-change.test.ts).
    const noPlan = await expectProblem(
      await kit.call(`${VPS_PATH}/${web.id}/actions/upgrade`, { method: 'POST', key: kit.key, body: {} }),
      400,
      'invalid_request',
    );
    expect(noPlan.errors?.[0]?.pointer).toBe('/plan');
    const webOptions = await upgrade(kit, web.id);
    expect(webOptions.snapshotSlots?.options.map((option) => [option.slots, option.isCurrent])).toEqual([
      [2, false],
      [3, true],
      [5, false],
      [10, false],
    ]);
  });

  it('adds slots with actions/config (200, done inline), after which snapshots work', async () => {
    const kit = await vpsSetup();
    const response = await config(kit, unavailable.id, { resources: { snapshotSlots: 2 } });
    const body = await kit.parse(response, vpsConfigResponse);
    expect(body.resources).toEqual({ snapshotSlots: 2 });
    expect(body.operation).toMatchObject({ status: 'completed', pollUrl: null, result: { snapshotSlots: 2 } });
    const list = await kit.snapshots(unavailable.id);
    expect(list).toMatchObject({ available: true, reason: null, limits: { totalSnapshots: 2 } });
    expect(list.actions.canCreate.allowed).toBe(true);
    await kit.finish(await kit.accepted(await create(kit, unavailable.id, { name: 'first' })));

    await kit.parse(await config(kit, full.id, { resources: { snapshotSlots: 3 } }), vpsConfigResponse);
    await kit.accepted(await create(kit, full.id, { name: 'nightly-c' }));
  });

  it('refuses slot counts not offered or below the snapshots kept, and needs write:vm and write:billing', async () => {
    const kit = await vpsSetup();
    for (const body of [{ resources: { snapshotSlots: 4 } }, { resources: { snapshotSlots: 1 } }]) {
      const problem = await expectProblem(await config(kit, web.id, body), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/resources/snapshotSlots');
    }
    const missing = await expectProblem(await config(kit, web.id, {}), 400, 'invalid_request');
    expect(missing.errors?.[0]).toMatchObject({ pointer: '/resources', code: 'missing_required' });
    const fraction = await expectProblem(
      await config(kit, web.id, { resources: { snapshotSlots: 2.5 } }),
      400,
      'invalid_request',
    );
    expect(fraction.errors?.[0]?.pointer).toBe('/resources/snapshotSlots');
    const denied = await expectProblem(
      await config(kit, web.id, { resources: { snapshotSlots: 5 } }, kit.named('no-billing')),
      403,
      'forbidden',
    );
    expect(denied.extensions).toEqual({
      requiredScopes: ['write:vm', 'write:billing'],
      missingScopes: ['write:billing'],
    });
    await expectProblem(await config(kit, suspended.id, { resources: { snapshotSlots: 2 } }), 403, 'vps_suspended');
    expect((await kit.snapshots(web.id)).limits.totalSnapshots).toBe(web.snapshots.slots);
  });
});
