import { expect } from 'vitest';
import { operationEnvelope, type Operation } from '@/api/schemas/common';
import { jobPollResponse, type JobPollResponse } from '@/api/schemas/jobs';
import type { CreateWorldBody } from '@/api/schemas/mock-control';
import { snapshotList } from '@/api/schemas/vps-snapshots';
import { vps } from '@/api/schemas/vps';
import { vpsNetworkState, type VpsNetworkActionInput } from '@/api/schemas/vps-network';
import { mockHarness, namedKey } from '@/mock/test-utils';

/** Shared setup of the VPS contract tests: a fresh demo world with short jobs and a few narrow keys. */

export const JOB_MS = 1000;

export const VPS_PATH = '/api/v2/vps';

export async function vpsSetup(options: CreateWorldBody = {}) {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    jobDurationMs: JOB_MS,
    keys: [
      { name: 'support-only', scopes: ['read:support'] },
      { name: 'vm-read', scopes: ['read:vm'] },
      { name: 'vm-write', scopes: ['read:vm', 'write:vm'] },
      { name: 'no-billing', scopes: ['read:vm', 'write:vm', 'backup:vm'] },
    ],
    ...options,
  });
  const key = world.keys.full;
  const call = harness.call;

  const detail = async (id: string, k = key) => harness.parse(await call(`${VPS_PATH}/${id}`, { key: k }), vps);
  const network = async (id: string, k = key) =>
    harness.parse(await call(`${VPS_PATH}/${id}/network`, { key: k }), vpsNetworkState);
  const snapshots = async (id: string, k = key) =>
    harness.parse(await call(`${VPS_PATH}/${id}/snapshots`, { key: k }), snapshotList);
  const power = (id: string, action: string, body?: unknown, k = key) =>
    call(`${VPS_PATH}/${id}/actions/${action}`, { method: 'POST', key: k, body });
  /** Typed for valid bodies; tests of invalid ones pass `unknown` through `networkRaw`. */
  const networkAction = (id: string, body: VpsNetworkActionInput, k = key) =>
    call(`${VPS_PATH}/${id}/network`, { method: 'POST', key: k, body });
  const networkRaw = (id: string, body: unknown, k = key) =>
    call(`${VPS_PATH}/${id}/network`, { method: 'POST', key: k, body });
  const advance = (ms: number) => harness.advanceClock(world.worldId, ms);
  const poll = async (operation: Operation): Promise<JobPollResponse> => {
    const url = operation.pollUrl ?? `/api/jobs/${operation.jobId}`;
    return harness.parse(await call(url, { key }), jobPollResponse);
  };
  /** A 202 envelope (spec: only running states). */
  const accepted = async (response: Response): Promise<Operation> => {
    const { operation } = await harness.parse(response, operationEnvelope, 202);
    expect(['pending', 'queued', 'in_progress']).toContain(operation.status);
    expect(operation.pollUrl).toBe(`/api/jobs/${operation.jobId}`);
    return operation;
  };
  /** A 200 envelope of an operation that finished inline. */
  const completedInline = async (response: Response): Promise<Operation> => {
    const { operation } = await harness.parse(response, operationEnvelope, 200);
    expect(operation).toMatchObject({ status: 'completed', pollUrl: null });
    return operation;
  };
  /** Runs the world clock past a job and returns its terminal poll body. */
  const finish = async (operation: Operation): Promise<JobPollResponse> => {
    await advance(JOB_MS);
    const done = await poll(operation);
    expect(['completed', 'failed']).toContain(done.operation.status);
    return done;
  };
  const named = (name: string) => namedKey(world, name);
  return {
    ...harness,
    world,
    key,
    named,
    detail,
    network,
    snapshots,
    power,
    networkAction,
    networkRaw,
    advance,
    poll,
    accepted,
    completedInline,
    finish,
  };
}

export type VpsKit = Awaited<ReturnType<typeof vpsSetup>>;
