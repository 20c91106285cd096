import { describe, expect, it } from 'vitest';
import { operationEnvelope } from '@/api/schemas/common';
import { jobPoll } from '@/api/schemas/jobs';
import { createJob, jobStatus, settleJobs, type JobHost } from './jobs';
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
      await call(`/__mock/worlds/${world.worldId}/jobs`, { body: { outcome: 'failed', durationMs: 10 } }),
      operationEnvelope,
      202,
    );
    const path = `/api/jobs/${created.operation.jobId}`;
    await call(`/__mock/worlds/${world.worldId}/clock`, { body: { advanceMs: 50 } });
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
});
