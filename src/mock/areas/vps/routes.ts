import { Hono } from 'hono';
import { vpsEndpoints as api } from '@/api/endpoints/vps-io';
import type { ActionGate } from '@/api/schemas/common';
import { json, operationResponse, type AuthContext, type MockContext, type MockEnv } from '@/mock/platform/http';
import { JOBS_PATH_PREFIX } from '@/mock/platform/jobs';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { skipAudit } from '@/mock/platform/audit';
import { serve } from '@/mock/platform/serve';
import { overdueInvoiceOf } from './billing';
import { metricsView } from './metrics';
import { availableSubnets, gateRefusal, networkView } from './network';
import { NETWORK_ACTION_GATES, planNetworkAction } from './network-actions';
import { beginPlanChange, billingView, previewPlanChange, upgradeView } from './plan-change';
import { beginPower, powerGate, POWER_RULES, type PowerAction } from './power';
import { beginRebuild, beginLeaveRescue, beginRescue, beginRootPasswordReset } from './recovery';
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
  vpsWideBlock,
  toDetail,
  type StoredVps,
  type VpsState,
} from './state';

/**
 * The VPS area's HTTP surface, registered from its endpoint table (`src/api/endpoints/vps.ts`: scopes, parsing, the
 * decisions); the rules live beside it.
 */

type Area = AuthContext & { state: VpsState };

function areaOf(auth: AuthContext): Area {
  const state = auth.world.state.vps;
  startSeededChanges(auth.world, state);
  return { ...auth, state };
}

/** Unknown and other customers' VPSs are the same 404 (ids of others are never confirmed). */
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

/** A power action (202 with a job); a blocked gate is a 403 with the gate's code. */
function power(c: MockContext, auth: AuthContext, id: string, action: PowerAction, force: boolean): Response {
  const area = areaOf(auth);
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
}

/** The power actions without a body. */
const BODILESS_POWER_ACTIONS = ['reset', 'stop', 'shutdown', 'start'] as const satisfies readonly PowerAction[];

export function vpsRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth, query }) => {
    const area = areaOf(auth);
    return json(c, listVps(area.world, area.state, area.customer.id, query));
  });

  serve(routes, api.detail, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    const vps = vpsOf(area, id);
    return json(c, { ...toDetail(area.world, vps), overdueInvoice: overdueInvoiceOf(area.world.state.orders, vps) });
  });

  serve(routes, api.restart, (c, { auth, params: { id }, body }) => power(c, auth, id, 'restart', body.force ?? false));
  for (const action of BODILESS_POWER_ACTIONS) {
    serve(routes, api[action], (c, { auth, params: { id } }) => power(c, auth, id, action, false));
  }

  serve(routes, api.network, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    return json(c, networkView(area.world, area.state, vpsOf(area, id)));
  });

  serve(routes, api.networkAction, (c, { auth, params: { id }, body }) => {
    const area = areaOf(auth);
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

  serve(routes, api.metrics, (c, { auth, params: { id }, query: { timeframe } }) => {
    const area = areaOf(auth);
    return json(c, metricsView(area.world, vpsOf(area, id), timeframe));
  });

  serve(routes, api.sshKeys, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    return json(c, sshKeysOfVps(area.state, vpsOf(area, id)));
  });

  serve(routes, api.createSshKey, (c, { auth, body }) => {
    const area = areaOf(auth);
    const key = addSshKey(area.state, area.customer.id, body, area.world.nowIso());
    return json(c, toSshKey(key, false), 201);
  });

  serve(routes, api.resetSshKeys, (c, { auth, params: { id }, body }) => {
    const area = areaOf(auth);
    return json(c, resetSshKeys(area.state, vpsOf(area, id), body.sshKeyIds));
  });

  serve(routes, api.snapshots, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    const vps = vpsOf(area, id);
    pruneSnapshots(area.world, vps);
    return json(c, snapshotListView(area.world, vps));
  });

  serve(routes, api.createSnapshot, (c, { auth, params: { id }, body }) => {
    const area = areaOf(auth);
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

  serve(routes, api.deleteSnapshot, (c, { auth, params: { id, snapshotId: name } }) => {
    const area = areaOf(auth);
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

  serve(routes, api.upgradeOptions, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    const vps = vpsOf(area, id);
    pruneSnapshots(area.world, vps);
    return json(c, upgradeView(vps, area.world.nowIso()));
  });

  // Plan change: a job; a prepaid server is invoiced the difference.
  serve(routes, api.upgrade, (c, { auth, params: { id }, body }) => {
    const area = areaOf(auth);
    const vps = vpsOf(area, id);
    if (body.dryRun === true) return json(c, previewPlanChange(vps, body.plan, area.world.nowIso()));
    const { job, body: answer } = beginPlanChange(
      { host: area.world, orders: area.world.state.orders, customer: area.customer, nowIso: area.world.nowIso() },
      vps,
      body.plan,
    );
    return operationResponse(c, area.world, job, answer);
  });

  serve(routes, api.billing, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    return json(c, billingView(vpsOf(area, id), area.world.nowIso()));
  });

  serve(routes, api.restoreSnapshot, (c, { auth, params: { id, snapshotId: name } }) => {
    const area = areaOf(auth);
    const vps = vpsOf(area, id);
    const { job, body } = beginRestore(area.world, vps, name);
    return operationResponse(c, area.world, job, body);
  });

  serve(routes, api.config, (c, { auth, params: { id }, body }) => {
    const area = areaOf(auth);
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

  serve(routes, api.rebuild, (c, { auth, params: { id }, body }) => {
    const area = areaOf(auth);
    const { job, body: answer } = beginRebuild(area.world, vpsOf(area, id), body.image);
    return operationResponse(c, area.world, job, answer);
  });

  serve(routes, api.rescue, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    const { job, body } = beginRescue(area.world, vpsOf(area, id));
    return operationResponse(c, area.world, job, body);
  });

  serve(routes, api.leaveRescue, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    return operationResponse(c, area.world, beginLeaveRescue(area.world, vpsOf(area, id)));
  });

  serve(routes, api.resetRootPassword, (c, { auth, params: { id } }) => {
    const area = areaOf(auth);
    const { job, body } = beginRootPasswordReset(area.world, vpsOf(area, id));
    return operationResponse(c, area.world, job, body);
  });

  serve(routes, api.accountSshKeys, (c, { auth }) => {
    const area = areaOf(auth);
    const keys = area.state.sshKeys.filter((key) => key.customerId === area.customer.id);
    return json(c, { sshKeys: keys.map((key) => toSshKey(key, false)) });
  });

  return routes;
}
