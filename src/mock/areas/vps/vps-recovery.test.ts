import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { vpsRebuildAccepted, vpsRescueAccepted, vpsRootPasswordAccepted } from '@/api/schemas/vps-order';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { VPS_PATH, vpsSetup } from './vps-test-kit';

const V = DEMO_VPS;

async function setup() {
  const t = await vpsSetup({ scenario: 'demo' });
  const act = (id: string, action: string, body?: unknown, key = t.key) =>
    t.call(`${VPS_PATH}/${id}/actions/${action}`, { method: 'POST', key, body });
  const lastAction = async () =>
    (await t.parse(await t.call('/api/v2/audit-log?limit=1', { key: t.key }), auditLogPage)).data[0]?.action;
  return { ...t, act, lastAction };
}

describe('POST /api/v2/vps/{id}/actions/rebuild', () => {
  it('reinstalls as a job: provisioning, then running on the new image with the same addresses', async () => {
    const t = await setup();
    const before = await t.detail(V.web.id);
    expect(before.actions.canRebuild.allowed).toBe(true);
    const accepted = await t.parse(
      await t.act(V.web.id, 'rebuild', { image: 'ubuntu-22.04' }),
      vpsRebuildAccepted,
      202,
    );
    // web-01 has SSH keys installed: log in with them, no password.
    expect(accepted).toMatchObject({ image: { id: 'ubuntu-22.04', name: 'Ubuntu 22.04 LTS' }, rootPassword: null });
    const during = await t.detail(V.web.id);
    expect(during.status).toBe('provisioning');
    expect(during.actions.canRebuild.code).toBe('vps_busy');
    await expectProblem(await t.act(V.web.id, 'rebuild', { image: 'debian-12' }), 403, 'vps_busy');
    await t.finish(accepted.operation);
    const after = await t.detail(V.web.id);
    expect(after).toMatchObject({ status: 'running', os: 'Ubuntu 22.04 LTS', primaryIpv4: before.primaryIpv4 });
    expect(await t.lastAction()).toBe('vps.rebuild');
  });

  it('refuses an unknown image at /image, a suspended server, and a key that cannot write servers', async () => {
    const t = await setup();
    const bad = await expectProblem(await t.act(V.web.id, 'rebuild', { image: 'windows' }), 400, 'invalid_request');
    expect(bad.errors?.map((e) => e.pointer)).toEqual(['/image']);
    await expectProblem(await t.act(V.suspended.id, 'rebuild', { image: 'debian-12' }), 403, 'vps_suspended');
    await expectProblem(await t.act(V.web.id, 'rebuild', { image: 'debian-12' }, t.named('vm-read')), 403, 'forbidden');
  });
});

describe('rescue and leave-rescue', () => {
  it('boots into rescue with a temporary password, shows it on the detail, and leaves it', async () => {
    const t = await setup();
    const entered = await t.parse(await t.act(V.web.id, 'rescue'), vpsRescueAccepted, 202);
    expect(entered.rootPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await t.detail(V.web.id)).status).toBe('restarting');
    await t.finish(entered.operation);
    const inRescue = await t.detail(V.web.id);
    expect(inRescue.rescue?.active).toBe(true);
    expect(inRescue.actions).toMatchObject({
      canLeaveRescue: { allowed: true },
      canEnterRescue: { allowed: false, code: 'vps_in_rescue' },
      canRebuild: { allowed: false, code: 'vps_in_rescue' },
      canResetRootPassword: { allowed: false, code: 'vps_in_rescue' },
    });
    await expectProblem(await t.act(V.web.id, 'rescue'), 403, 'vps_in_rescue');
    expect(await t.lastAction()).toBe('vps.rescue');
    const left = await t.accepted(await t.act(V.web.id, 'leave-rescue'));
    await t.finish(left);
    const back = await t.detail(V.web.id);
    expect(back).toMatchObject({ status: 'running', rescue: null });
    expect(back.actions.canLeaveRescue.code).toBe('vps_not_in_rescue');
    await expectProblem(await t.act(V.web.id, 'leave-rescue'), 403, 'vps_not_in_rescue');
    expect(await t.lastAction()).toBe('vps.leave_rescue');
    const member = await expectProblem(await t.act(V.web.id, 'rescue', { now: true }), 400, 'invalid_request');
    expect(member.errors?.[0]?.pointer).toBe('/now');
  });
});

describe('POST /api/v2/vps/{id}/actions/reset-root-password', () => {
  it('a running server restarts to apply a new password; a stopped one does not', async () => {
    const t = await setup();
    const running = await t.parse(await t.act(V.web.id, 'reset-root-password'), vpsRootPasswordAccepted, 202);
    expect(running.restarts).toBe(true);
    expect(running.rootPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await t.detail(V.web.id)).status).toBe('restarting');
    await t.finish(running.operation);
    expect((await t.detail(V.web.id)).status).toBe('running');
    expect(await t.lastAction()).toBe('vps.reset_root_password');
    const stopped = await t.parse(await t.act(V.db.id, 'reset-root-password'), vpsRootPasswordAccepted, 202);
    expect(stopped.restarts).toBe(false);
    expect((await t.detail(V.db.id)).status).toBe('stopped');
    // The password is never in a later read or the account log.
    const log = await (await t.call('/api/v2/audit-log?limit=5', { key: t.key })).text();
    expect(log).not.toContain(running.rootPassword ?? 'none');
    await expectProblem(await t.act(V.web.id, 'reset-root-password', {}, t.named('vm-read')), 403, 'forbidden');
  });
});
