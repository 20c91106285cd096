import { Hono } from 'hono';
import type { ActionGate } from '@/api/schemas/common';
import { resetSshKeysBody, sshKeyCreateBody } from '@/api/schemas/vps-ssh-keys';
import { snapshotCreateBody, vpsConfigBody } from '@/api/schemas/vps-snapshots';
import { snapshotIdParam, vpsIdParam, vpsListQuery, vpsNoBody, vpsRestartBody } from '@/api/schemas/vps';
import { vpsNetworkActionBody } from '@/api/schemas/vps-network';
import { metricsQuery } from '@/api/schemas/vps-metrics';
import { vpsUpgradeBody } from '@/api/schemas/vps-upgrade';
import {
  getAuth,
  json,
  operationResponse,
  parseBody,
  parsePathParam,
  parseQuery,
  type AuthContext,
  type MockContext,
  type MockEnv,
} from '@/mock/platform/http';
import { JOBS_PATH_PREFIX } from '@/mock/platform/jobs';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { skipAudit } from '@/mock/platform/audit';
import { allOf, requireScopes } from '@/mock/platform/scopes';
import { overdueInvoiceOf } from './billing';
import { metricsView } from './metrics';
import { availableSubnets, gateRefusal, networkView } from './network';
import { NETWORK_ACTION_GATES, planNetworkAction } from './network-actions';
import { beginPlanChange, billingView, previewPlanChange, upgradeView } from './plan-change';
import { beginPower, powerGate, POWER_RULES, type PowerAction } from './power';
import { beginRestore } from './restore';
import { checkSlotChange, pruneSnapshots, snapshotGate, snapshotListView } from './snapshots';
import { addSshKey, resetSshKeys, sshKeysOfVps, toSshKey } from './ssh-keys';
import {
  activeJob,
  applyInline,
  findVps,
  listVps,
  relNow,
  startChange,
  startSeededChanges,
  toDetail,
  vpsWideBlock,
  type StoredVps,
  type VpsState,
} from './state';

/** The VPS area's HTTP surface (ledger "VPS"): scopes, parsing and status codes; the rules live beside it. */

type Area = AuthContext & { state: VpsState };

function areaOf(c: MockContext): Area {
  const auth = getAuth(c);
  const state = auth.world.state.vps;
  startSeededChanges(auth.world, state);
  return { ...auth, state };
}

function vpsIdOf(c: MockContext): string {
  return parsePathParam(c, 'id', vpsIdParam, 'Expected a VPS id (vps_…).');
}

/** Unknown and other customers' VPSs are the same 404 (ledger: ids of others are never confirmed). */
function vpsOf(area: Area, id: string): StoredVps {
  const vps = findVps(area.state, area.customer.id, id);
  if (!vps) throw notFound('not_found', `No VPS ${id} was found for this account.`);
  return vps;
}

/** 409 `vps_busy` of the network endpoint, with `Retry-After` = seconds until the change in progress ends. */
function busyConflict(area: Area, vps: StoredVps, gate: ActionGate): ProblemError {
  const job = activeJob(area.world, vps);
  const remainingMs = job ? job.createdAtMs + job.durationMs - area.world.now() : 1000;
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new ProblemError({
    status: 409,
    code: 'vps_busy',
    detail: `${gate.reason ?? `${vps.name} is busy.`} Retry the same request in about ${seconds} s.`,
    headers: { 'Retry-After': String(seconds) },
    extensions: {
      activeOperation: job
        ? { jobId: job.id, kind: vps.activeOperation?.kind ?? job.kind, pollUrl: `${JOBS_PATH_PREFIX}${job.id}` }
        : null,
    },
  });
}

const POWER_ACTIONS: readonly PowerAction[] = ['restart', 'reset', 'stop', 'shutdown', 'start'];

export function vpsRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  routes.get('/api/v2/vps', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    return json(c, listVps(area.world, area.state, area.customer.id, parseQuery(c, vpsListQuery)));
  });

  routes.get('/api/v2/vps/:id', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    const vps = vpsOf(area, vpsIdOf(c));
    return json(c, { ...toDetail(area.world, vps), overdueInvoice: overdueInvoiceOf(area.world.state.orders, vps) });
  });

  // Power: 202 with a job that moves the VPS through its states; a blocked gate is a 403 with the gate's code.
  for (const action of POWER_ACTIONS) {
    routes.post(`/api/v2/vps/:id/actions/${action}`, requireScopes('power:vm'), async (c) => {
      const area = areaOf(c);
      const id = vpsIdOf(c);
      let force = false;
      if (action === 'restart') force = (await parseBody(c, vpsRestartBody, { optional: true })).force ?? false;
      else await parseBody(c, vpsNoBody, { optional: true });
      const vps = vpsOf(area, id);
      const { name, gate } = powerGate(vps, action);
      if (!gate.allowed) throw gateRefusal(name, gate);
      const complete = beginPower(area.world, vps, action, force);
      const job = startChange(area.world, vps, {
        customerId: area.customer.id,
        kind: POWER_RULES[action].kind,
        apply: complete,
      });
      return operationResponse(c, area.world, job);
    });
  }

  routes.get('/api/v2/vps/:id/network', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    return json(c, networkView(area.world, area.state, vpsOf(area, vpsIdOf(c))));
  });

  routes.post('/api/v2/vps/:id/network', requireScopes('write:vm', 'write:network'), async (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const body = await parseBody(c, vpsNetworkActionBody);
    const vps = vpsOf(area, id);
    if (body.action === 'get_available_subnets') {
      skipAudit(c);
      return json(c, availableSubnets(area.state, vps, body.ipType));
    }
    const wide = vpsWideBlock(vps);
    if (wide?.code === 'vps_busy') throw busyConflict(area, vps, wide);
    if (wide) throw gateRefusal(NETWORK_ACTION_GATES[body.action], wide);
    const plan = planNetworkAction(area.world, area.state, vps, body);
    const kind = `vps.network.${body.action}`;
    const job = plan.inline
      ? applyInline(area.world, vps, { customerId: area.customer.id, kind, apply: plan.apply })
      : startChange(area.world, vps, { customerId: area.customer.id, kind, apply: plan.apply });
    return operationResponse(c, area.world, job);
  });

  routes.get('/api/v2/vps/:id/metrics', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const { timeframe } = parseQuery(c, metricsQuery);
    return json(c, metricsView(area.world, vpsOf(area, id), timeframe));
  });

  routes.get('/api/v2/vps/:id/ssh-keys', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    return json(c, sshKeysOfVps(area.state, vpsOf(area, vpsIdOf(c))));
  });

  routes.post('/api/v2/ssh-keys', requireScopes('write:vm'), async (c) => {
    const area = areaOf(c);
    const body = await parseBody(c, sshKeyCreateBody);
    const key = addSshKey(area.state, area.customer.id, body, area.world.nowIso());
    return json(c, toSshKey(key, false), 201);
  });

  routes.post('/api/v2/vps/:id/actions/reset-ssh-keys', requireScopes('write:vm'), async (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const body = await parseBody(c, resetSshKeysBody);
    return json(c, resetSshKeys(area.state, vpsOf(area, id), body.sshKeyIds));
  });

  routes.get('/api/v2/vps/:id/snapshots', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    const vps = vpsOf(area, vpsIdOf(c));
    pruneSnapshots(area.world, vps);
    return json(c, snapshotListView(area.world, vps));
  });

  routes.post('/api/v2/vps/:id/snapshots', requireScopes('backup:vm'), async (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const body = await parseBody(c, snapshotCreateBody);
    const vps = vpsOf(area, id);
    pruneSnapshots(area.world, vps);
    const gate = snapshotGate(vps);
    if (!gate.allowed) throw gateRefusal('canCreate', gate);
    if (vps.snapshots.some((snapshot) => snapshot.name === body.name)) {
      throw invalidRequest([
        {
          pointer: '/name',
          detail: `${vps.name} already has a snapshot named ${body.name}; choose another name.`,
          code: 'invalid_request',
        },
      ]);
    }
    const snapshot = {
      name: body.name,
      description: body.description ?? null,
      createdAtRel: relNow(area.world),
      status: 'creating' as const,
    };
    vps.snapshots.push(snapshot);
    const job = startChange(area.world, vps, {
      customerId: area.customer.id,
      kind: 'vps.snapshot.create',
      operationResult: { name: body.name },
      apply: () => {
        const stored = vps.snapshots.find((candidate) => candidate.name === snapshot.name);
        if (stored) stored.status = 'available';
        return { result: { name: snapshot.name } };
      },
    });
    return operationResponse(c, area.world, job);
  });

  routes.delete('/api/v2/vps/:id/snapshots/:snapshotId', requireScopes('backup:vm'), (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const name = parsePathParam(c, 'snapshotId', snapshotIdParam, 'Expected a snapshot name.');
    const vps = vpsOf(area, id);
    pruneSnapshots(area.world, vps);
    const snapshot = vps.snapshots.find((candidate) => candidate.name === name);
    if (!snapshot) throw notFound('not_found', `${vps.name} has no snapshot named ${name}.`);
    if (snapshot.status === 'creating') {
      throw new ProblemError({
        status: 409,
        code: 'snapshot_creating',
        detail: `Snapshot ${name} is still being created; delete it once it is available.`,
      });
    }
    vps.snapshots = vps.snapshots.filter((candidate) => candidate !== snapshot);
    return json(c, snapshotListView(area.world, vps));
  });

  routes.get('/api/v2/vps/:id/actions/upgrade', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    const vps = vpsOf(area, vpsIdOf(c));
    pruneSnapshots(area.world, vps);
    return json(c, upgradeView(vps, area.world.nowIso()));
  });

  // Plan change (ledger "VPS → Plan change"): a job; a prepaid server is invoiced the difference.
  routes.post('/api/v2/vps/:id/actions/upgrade', requireScopes(allOf('write:vm', 'write:billing')), async (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const body = await parseBody(c, vpsUpgradeBody);
    const vps = vpsOf(area, id);
    if (body.dryRun === true) return json(c, previewPlanChange(vps, body.plan, area.world.nowIso()));
    const { job, body: answer } = beginPlanChange(
      { host: area.world, orders: area.world.state.orders, customer: area.customer, nowIso: area.world.nowIso() },
      vps,
      body.plan,
    );
    return operationResponse(c, area.world, job, answer);
  });

  routes.get('/api/v2/vps/:id/actions/billing-cycle', requireScopes('read:vm'), (c) => {
    const area = areaOf(c);
    return json(c, billingView(vpsOf(area, vpsIdOf(c)), area.world.nowIso()));
  });

  // Snapshot restore (ledger "VPS → Restore"): it overwrites the disk, so backup:vm and write:vm.
  routes.post(
    '/api/v2/vps/:id/snapshots/:snapshotId/actions/restore',
    requireScopes(allOf('backup:vm', 'write:vm')),
    async (c) => {
      const area = areaOf(c);
      const id = vpsIdOf(c);
      const name = parsePathParam(c, 'snapshotId', snapshotIdParam, 'Expected a snapshot name.');
      await parseBody(c, vpsNoBody, { optional: true });
      const vps = vpsOf(area, id);
      const { job, body } = beginRestore(area.world, vps, name);
      return operationResponse(c, area.world, job, body);
    },
  );

  routes.post('/api/v2/vps/:id/actions/config', requireScopes(allOf('write:vm', 'write:billing')), async (c) => {
    const area = areaOf(c);
    const id = vpsIdOf(c);
    const body = await parseBody(c, vpsConfigBody);
    const vps = vpsOf(area, id);
    const suspension = vps.status === 'suspended' ? vpsWideBlock(vps) : null;
    if (suspension) throw gateRefusal(null, suspension);
    pruneSnapshots(area.world, vps);
    const slots = body.resources.snapshotSlots;
    checkSlotChange(vps, slots);
    const job = applyInline(area.world, vps, {
      customerId: area.customer.id,
      kind: 'vps.config',
      apply: () => {
        vps.snapshotSlots = slots;
        return { snapshotSlots: slots };
      },
    });
    return operationResponse(c, area.world, job, { resources: { snapshotSlots: vps.snapshotSlots } });
  });

  return routes;
}
