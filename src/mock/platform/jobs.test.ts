import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { operationEnvelope } from '@/api/schemas/common';
import { jobPoll } from '@/api/schemas/jobs';
import {
  FINISHED_JOB_TTL_MS,
  MAX_FINISHED_JOBS,
  MAX_JOBS,
  MAX_JOB_RESULT_BYTES,
  createJob,
  envelopeStatus,
  jobPollBody,
  jobStatus,
  settleJobs,
  type JobHost,
} from './jobs';
import { expectProblem, mockHarness } from '@/mock/test-utils';

describe('job engine over HTTP', () => {
  it('moves pending -> queued -> in_progress -> completed on the world clock', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({ jobDurationMs: 1_000_000 });
    const created = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { kind: 'demo' } }),
      operationEnvelope,
      202,
    );
    const pollUrl = created.operation.pollUrl;
    expect(pollUrl).toMatch(/^\/api\/jobs\/job_[0-9a-f]+$/);
    if (!pollUrl) throw new Error('no pollUrl');

    const poll = async () => parse(await call(pollUrl, { key: world.keys.readonly }), jobPoll);
    const advance = (ms: number) => call(`/__mock/worlds/${world.worldId}/clock`, { body: { advanceMs: ms } });

    const pending = await poll();
    expect(pending).toMatchObject({
      kind: 'demo',
      target: null,
      completedAt: null,
      result: null,
      error: null,
      progressPercent: 0,
    });
    expect(pending.operation).toMatchObject({ status: 'pending', jobId: created.operation.jobId, pollUrl });

    await advance(200_000);
    expect((await poll()).operation.status).toBe('queued');

    await advance(300_000);
    const running = await poll();
    expect(running.operation.status).toBe('in_progress');
    expect(running.progressPercent).toBeGreaterThan(0);
    expect(running.progressPercent).toBeLessThan(100);

    await advance(600_000);
    const done = await poll();
    expect(done.operation).toMatchObject({ status: 'completed', pollUrl: null });
    expect(done.progressPercent).toBe(100);
    expect(done.completedAt).not.toBeNull();
    expect(done.result).toEqual({});
  });

  it('reports failures with an error and hides jobs from other customers', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const created = await parse(
      // Long enough on the world's clock (which runs with real time) that no busy machine finishes it before the
      // answer is written: the 202 is the contract, not a race.
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { outcome: 'failed', durationMs: 60_000 } }),
      operationEnvelope,
      202,
    );
    const path = `/api/jobs/${created.operation.jobId}`;
    await call(`/__mock/worlds/${world.worldId}/clock`, { body: { advanceMs: 61_000 } });
    const failed = await parse(await call(path, { key: world.keys.full }), jobPoll);
    expect(failed.operation).toMatchObject({ status: 'failed', pollUrl: null });
    expect(failed.error?.code).toBe('job_failed');
    expect(failed.result).toBeNull();

    await expectProblem(await call(path, { key: world.keys.other }), 404, 'not_found', path);
    const otherWorld = await makeWorld();
    await expectProblem(await call(path, { key: otherWorld.keys.full }), 404, 'not_found');
    await expectProblem(await call(path), 401, 'unauthorized');

    const theirs = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { customer: 'other' } }),
      operationEnvelope,
      202,
    );
    await expectProblem(await call(`/api/jobs/${theirs.operation.jobId}`, { key: world.keys.full }), 404, 'not_found');
    expect((await call(`/api/jobs/${theirs.operation.jobId}`, { key: world.keys.other })).status).toBe(200);
  });
});

describe('job options areas use', () => {
  it('answers 202 with a running job for accepted endpoints even at jobDurationMs 0, then completes on the clock', async () => {
    const { call, parse, makeWorld, advanceClock } = mockHarness();
    const world = await makeWorld({ jobDurationMs: 0 });
    const inline = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: {} }),
      operationEnvelope,
      200,
    );
    expect(inline.operation).toMatchObject({ status: 'completed', pollUrl: null });

    const accepted = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { accepted: true, result: { domainsUpdated: 2 } } }),
      operationEnvelope,
      202,
    );
    expect(accepted.operation).toEqual({
      status: 'pending',
      jobId: accepted.operation.jobId,
      pollUrl: `/api/jobs/${accepted.operation.jobId}`,
    });
    await advanceClock(world.worldId, 1000);
    const done = await parse(await call(`/api/jobs/${accepted.operation.jobId}`, { key: world.keys.full }), jobPoll);
    expect(done.operation).toMatchObject({ status: 'completed', pollUrl: null });
    expect(done.result).toEqual({ domainsUpdated: 2 });
  });

  it('gives bulk domain jobs dbj_ ids that poll like any other', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const bulk = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { idPrefix: 'dbj', accepted: true } }),
      operationEnvelope,
      202,
    );
    expect(bulk.operation.jobId).toMatch(/^dbj_[0-9a-f]{24}$/);
    expect(bulk.operation.pollUrl).toBe(`/api/jobs/${bulk.operation.jobId}`);
    const poll = await parse(await call(`/api/jobs/${bulk.operation.jobId}`, { key: world.keys.full }), jobPoll);
    expect(poll.operation.jobId).toBe(bulk.operation.jobId);
    const plain = await parse(await call(`/__mock/worlds/${world.worldId}/jobs`, { body: {} }), operationEnvelope, 202);
    expect(plain.operation.jobId).toMatch(/^job_[0-9a-f]{24}$/);
    await expectProblem(await call('/api/jobs/dbj_unknown', { key: world.keys.full }), 404, 'not_found');
  });

  it('shows a result in operation.result and result once completed, with area extras beside operation', async () => {
    const { call, parse, makeWorld, advanceClock } = mockHarness();
    const world = await makeWorld({ jobDurationMs: 1000 });
    const pendingOrders = [{ domainId: 'dom_5a1c9e77', orderNumber: '88123' }];
    const created = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, {
        body: {
          kind: 'domains.bulk_auto_renew',
          idPrefix: 'dbj',
          result: { pendingOrdersFound: true, pendingOrders, domainsUpdated: 0 },
          pollExtras: { pendingOrdersFound: true, pendingOrders, operation: 'must not replace the operation' },
        },
      }),
      operationEnvelope,
      202,
    );
    const path = `/api/jobs/${created.operation.jobId}`;
    const raw = async () =>
      z.record(z.string(), z.unknown()).parse(await (await call(path, { key: world.keys.full })).json());

    const running = await raw();
    expect(running).not.toHaveProperty('pendingOrdersFound');
    expect(running.result).toBeNull();
    expect(running.operation).not.toHaveProperty('result');

    await advanceClock(world.worldId, 1000);
    const done = await raw();
    expect(done.pendingOrdersFound).toBe(true);
    expect(done.pendingOrders).toEqual(pendingOrders);
    const parsed = jobPoll.parse(done);
    expect(parsed.operation).toMatchObject({ status: 'completed', jobId: created.operation.jobId, pollUrl: null });
    expect(parsed.result).toEqual({ pendingOrdersFound: true, pendingOrders, domainsUpdated: 0 });
    expect(parsed.operation.result).toEqual(parsed.result);
  });

  it('fails with the error it was given', async () => {
    const { call, parse, makeWorld, advanceClock } = mockHarness();
    const world = await makeWorld();
    const error = {
      code: 'registry_unavailable',
      title: 'The registry did not answer',
      detail: 'The .se registry timed out; nothing was changed.',
    };
    const created = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { error, result: { ignored: true } } }),
      operationEnvelope,
      202,
    );
    await advanceClock(world.worldId, 5000);
    const failed = await parse(await call(`/api/jobs/${created.operation.jobId}`, { key: world.keys.full }), jobPoll);
    expect(failed.operation).toEqual({ status: 'failed', jobId: created.operation.jobId, pollUrl: null });
    expect(failed.error).toEqual(error);
    expect(failed.result).toBeNull();
    await expectProblem(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { error: { code: 'x' } } }),
      400,
      'invalid_request',
    );
  });
});

describe('job engine', () => {
  function host(): JobHost & { advance(ms: number): void } {
    let offset = 0;
    const base = Date.now();
    return {
      now: () => base + offset,
      jobDurationMs: 1000,
      jobs: new Map(),
      advance(ms) {
        offset += ms;
      },
    };
  }

  it('counts what its jobs weigh in the world’s cost: made, finished with a result, dropped', () => {
    let counted = 0;
    const h = { ...host(), addCost: (delta: number) => (counted += delta) };
    const held = () => [...h.jobs.values()].reduce((sum, job) => sum + job.costBytes, 0);
    const running = createJob(h, {
      customerId: 'c',
      kind: 'big',
      durationMs: 10,
      result: { rows: 'x'.repeat(50_000) },
    });
    expect(counted).toBeGreaterThan(50_000);
    createJob(h, {
      customerId: 'c',
      kind: 'grows',
      durationMs: 10,
      onComplete: () => ({ result: { rows: 'y'.repeat(30_000) } }),
    });
    const beforeCompletion = counted;
    h.advance(20);
    settleJobs(h);
    expect(counted - beforeCompletion).toBeGreaterThan(30_000);
    expect(counted).toBe(held());
    // Finished jobs beyond MAX_FINISHED_JOBS are dropped, the oldest first, and give their bytes back.
    for (let i = 0; i < MAX_FINISHED_JOBS; i += 1) createJob(h, { customerId: 'c', kind: 'noop', durationMs: 0 });
    expect(h.jobs.has(running.id)).toBe(false);
    expect(counted).toBe(held());
    expect(counted).toBeLessThan(50_000);
  });

  it('runs onComplete exactly once, when the job turns terminal', () => {
    const h = host();
    let calls = 0;
    const job = createJob(h, {
      customerId: 'c',
      kind: 'k',
      onComplete: () => {
        calls += 1;
      },
    });
    expect(jobStatus(job, h.now())).toBe('pending');
    h.advance(150);
    expect(jobStatus(job, h.now())).toBe('queued');
    h.advance(200);
    expect(jobStatus(job, h.now())).toBe('in_progress');
    settleJobs(h);
    expect(calls).toBe(0);
    h.advance(700);
    settleJobs(h);
    settleJobs(h);
    expect(calls).toBe(1);
    expect(jobStatus(job, h.now())).toBe('completed');
  });

  it('settles zero-duration jobs at once', () => {
    const h = host();
    let seen = '';
    createJob(h, {
      customerId: 'c',
      kind: 'k',
      durationMs: 0,
      outcome: 'failed',
      onComplete: (j) => {
        seen = j.outcome;
      },
    });
    expect(seen).toBe('failed');
  });

  it('lets onComplete decide the result, a failure, or poll extras from the state at that moment', () => {
    const h = host();
    const succeeded = createJob(h, {
      customerId: 'c',
      kind: 'k',
      accepted: true,
      onComplete: () => ({ result: { updated: 3 }, pollExtras: { pendingOrdersFound: false } }),
    });
    const refused = createJob(h, {
      customerId: 'c',
      kind: 'k',
      onComplete: () => ({ error: { code: 'conflict', title: 'Changed meanwhile', detail: 'Retry.' } }),
    });
    expect(envelopeStatus(succeeded, h.now())).toBe(202);
    h.advance(1000);
    settleJobs(h);
    expect(jobPollBody(succeeded, h.now())).toMatchObject({
      operation: { status: 'completed', result: { updated: 3 } },
      result: { updated: 3 },
      pendingOrdersFound: false,
    });
    expect(jobPollBody(refused, h.now())).toMatchObject({
      operation: { status: 'failed', pollUrl: null },
      result: null,
      error: { code: 'conflict' },
    });
  });

  it('keeps an accepted zero-duration job running until the clock moves', () => {
    const h = host();
    let calls = 0;
    const job = createJob(h, {
      customerId: 'c',
      kind: 'k',
      durationMs: 0,
      accepted: true,
      onComplete: () => {
        calls += 1;
      },
    });
    expect(job.id).toMatch(/^job_/);
    expect(jobStatus(job, h.now())).toBe('pending');
    expect(envelopeStatus(job, h.now())).toBe(202);
    expect(calls).toBe(0);
    h.advance(1);
    settleJobs(h);
    expect(calls).toBe(1);
    // The envelope still describes the job as accepted, never terminal.
    expect(envelopeStatus(job, h.now())).toBe(202);
    expect(jobStatus(job, h.now())).toBe('completed');
  });

  it('bounds what a job holds, also what an area decides at completion', () => {
    const h = host();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const job = createJob(h, {
      customerId: 'c',
      kind: 'runaway',
      onComplete: () => ({ result: { rows: 'x'.repeat(MAX_JOB_RESULT_BYTES) } }),
    });
    h.advance(1000);
    settleJobs(h);
    expect(job.outcome).toBe('failed');
    expect(job.result).toBeNull();
    expect(job.error?.code).toBe('result_too_large');
    expect(error).toHaveBeenCalledOnce();
  });

  it('runs at most MAX_JOBS jobs at once in a world: a 503 with Retry-After beyond, until one finishes', () => {
    const h = host();
    for (let i = 0; i < MAX_JOBS; i += 1) createJob(h, { customerId: 'c', kind: 'long', durationMs: 60_000 + i });
    let refused: unknown;
    try {
      createJob(h, { customerId: 'c', kind: 'one too many' });
    } catch (caught) {
      refused = caught;
    }
    expect(refused).toMatchObject({
      init: { status: 503, code: 'too_many_jobs', headers: { 'Retry-After': '60' } },
    });
    h.advance(60_001);
    expect(createJob(h, { customerId: 'c', kind: 'room again' }).kind).toBe('room again');
  });
});

describe('finished jobs are pruned and results bounded', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prunes a finished job 15 minutes (real time) after it finished, never because the world clock jumped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-24T10:00:00.000Z');
    vi.setSystemTime(start);
    const { call, parse, makeWorld, advanceClock } = mockHarness();
    const world = await makeWorld();
    const created = await parse(
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { durationMs: 30_000 } }),
      operationEnvelope,
      202,
    );
    const path = `/api/jobs/${created.operation.jobId}`;
    await advanceClock(world.worldId, 60_000);
    expect((await parse(await call(path, { key: world.keys.full }), jobPoll)).operation.status).toBe('completed');
    // Ten years on the world clock: the job is still there to be polled.
    await advanceClock(world.worldId, 10 * 365 * 24 * 3600 * 1000);
    expect((await call(path, { key: world.keys.full })).status).toBe(200);
    vi.setSystemTime(start + FINISHED_JOB_TTL_MS - 1000);
    expect((await call(path, { key: world.keys.full })).status).toBe(200);
    vi.setSystemTime(start + FINISHED_JOB_TTL_MS);
    await expectProblem(await call(path, { key: world.keys.full }), 404, 'not_found', path);
  });

  it('keeps at most MAX_FINISHED_JOBS finished jobs per world, the oldest dropped first; running ones stay', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const start = (body: Record<string, unknown>) =>
      call(`/__mock/worlds/${world.worldId}/jobs`, { body }).then((response) =>
        parse(response, operationEnvelope, body.durationMs === 0 ? 200 : 202),
      );
    const running = await start({ durationMs: 3_600_000 });
    const ids: string[] = [];
    for (let i = 0; i < MAX_FINISHED_JOBS + 5; i += 1) ids.push((await start({ durationMs: 0 })).operation.jobId);
    const status = async (jobId: string) => (await call(`/api/jobs/${jobId}`, { key: world.keys.full })).status;
    for (const jobId of ids.slice(0, 5)) expect(await status(jobId)).toBe(404);
    for (const jobId of ids.slice(5)) expect(await status(jobId)).toBe(200);
    expect(await status(running.operation.jobId)).toBe(200);
  });

  it("refuses a job whose result, poll extras and error together exceed the bound, with the largest part's pointer", async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const jobs = `/__mock/worlds/${world.worldId}/jobs`;
    const big = 'x'.repeat(MAX_JOB_RESULT_BYTES);
    const tooBig = await expectProblem(await call(jobs, { body: { result: { big } } }), 400, 'invalid_request');
    expect(tooBig.errors?.[0]).toMatchObject({ pointer: '/result', code: 'invalid_request' });
    expect(tooBig.errors?.[0]?.detail).toContain(String(MAX_JOB_RESULT_BYTES));

    const half = 'x'.repeat(MAX_JOB_RESULT_BYTES / 2);
    const together = await expectProblem(
      await call(jobs, { body: { result: { half }, pollExtras: { half, more: 'x' } } }),
      400,
      'invalid_request',
    );
    expect(together.errors?.[0]?.pointer).toBe('/pollExtras');

    const fits = 'x'.repeat(MAX_JOB_RESULT_BYTES - 100);
    const accepted = await parse(await call(jobs, { body: { result: { fits } } }), operationEnvelope, 202);
    expect(accepted.operation.status).toBe('pending');
  });
});
