import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { snapshotCreateResponse } from '@/api/schemas/vps-snapshots';
import { snapshotRestoreAccepted } from '@/api/schemas/vps-upgrade';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { VPS_PATH, vpsSetup } from './vps-test-kit';

const V = DEMO_VPS;

async function setup() {
  const t = await vpsSetup({ scenario: 'demo' });
  const restore = (id: string, snapshot: string, key = t.key, body?: unknown) =>
    t.call(`${VPS_PATH}/${id}/snapshots/${snapshot}/actions/restore`, { method: 'POST', key, body });
  const actions = async () =>
    (await t.parse(await t.call('/api/v2/audit-log?limit=5', { key: t.key }), auditLogPage)).data.map((e) => e.action);
  return { ...t, restore, actions };
}

describe('POST /api/v2/vps/{id}/snapshots/{snapshotId}/actions/restore', () => {
  it('restores as a job: the server restarts, every other change waits, and it runs again at the end', async () => {
    const t = await setup();
    const list = await t.snapshots(V.web.id);
    const kept = list.data?.find((s) => s.name === V.web.snapshots.kept);
    expect(kept?.actions.canRestore).toEqual({ allowed: true, reason: null, code: null });
    const accepted = await t.parse(await t.restore(V.web.id, V.web.snapshots.kept), snapshotRestoreAccepted, 202);
    expect(accepted.snapshot).toMatchObject({ name: V.web.snapshots.kept, createdAt: kept?.createdAt });
    const during = await t.detail(V.web.id);
    expect(during.status).toBe('restarting');
    expect(during.activeOperation?.kind).toBe('vps.snapshot.restore');
    expect((await t.snapshots(V.web.id)).data?.[0]?.actions.canRestore.code).toBe('vps_busy');
    await expectProblem(await t.restore(V.web.id, V.web.snapshots.kept), 403, 'vps_busy');
    const done = await t.finish(accepted.operation);
    expect(done.result).toMatchObject({ name: V.web.snapshots.kept, restoredTo: kept?.createdAt });
    expect((await t.detail(V.web.id)).status).toBe('running');
    expect((await t.snapshots(V.web.id)).data?.map((s) => s.name)).toContain(V.web.snapshots.kept);
  });

  it('refuses a snapshot still being created (409) and one that does not exist (404)', async () => {
    const t = await setup();
    const created = await t.parse(
      await t.call(`${VPS_PATH}/${V.web.id}/snapshots`, { method: 'POST', key: t.key, body: { name: 'fresh-one' } }),
      snapshotCreateResponse,
      202,
    );
    const creating = (await t.snapshots(V.web.id)).data?.find((s) => s.name === 'fresh-one');
    expect(creating?.actions.canRestore).toMatchObject({ allowed: false, code: 'snapshot_not_ready' });
    const notReady = await expectProblem(await t.restore(V.web.id, 'fresh-one'), 409, 'snapshot_not_ready');
    expect(notReady).toMatchObject({ actions: { canRestore: { code: 'snapshot_not_ready' } } });
    await t.finish(created.operation);
    await expectProblem(await t.restore(V.web.id, 'no-such-snapshot'), 404, 'not_found');
  });

  it('leaves a stopped server stopped, refuses a suspended one, and needs backup:vm and write:vm', async () => {
    const t = await setup();
    const accepted = await t.parse(await t.restore(V.db.id, 'before-schema-migration'), snapshotRestoreAccepted, 202);
    expect((await t.detail(V.db.id)).status).toBe('stopped');
    await t.finish(accepted.operation);
    expect((await t.detail(V.db.id)).status).toBe('stopped');
    await expectProblem(await t.restore(V.suspended.id, 'last-known-good'), 403, 'vps_suspended');
    const refused = await expectProblem(
      await t.restore(V.web.id, V.web.snapshots.kept, t.named('vm-write')),
      403,
      'forbidden',
    );
    expect(JSON.stringify(refused)).toContain('backup:vm');
    expect((await t.restore(V.web.id, V.web.snapshots.kept, t.named('no-billing'))).status).toBe(202);
  });

  it('refuses a body with any member at its pointer and starts nothing; an accepted restore is in the audit log', async () => {
    const t = await setup();
    const refused = await expectProblem(
      await t.restore(V.web.id, V.web.snapshots.kept, t.key, { force: true }),
      400,
      'invalid_request',
    );
    expect(refused.errors?.[0]?.pointer).toBe('/force');
    expect((await t.detail(V.web.id)).activeOperation).toBeNull();
    expect((await t.restore(V.web.id, V.web.snapshots.kept, t.key, {})).status).toBe(202);
    expect((await t.actions())[0]).toBe('vps.snapshot_restore');
  });
});
