import { describe, expect, it } from 'vitest';
import { jobIdParam, jobPoll, jobPollResponse, jobResultOf } from './jobs';

const nested = {
  operation: { status: 'completed', jobId: 'dbj_7', pollUrl: null },
  kind: 'domains.bulk_autorenew',
  target: null,
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:06.500Z',
  completedAt: '2025-01-02T03:04:06.500Z',
  progressPercent: 100,
  result: { pendingOrdersFound: false, pendingOrders: [] },
  error: null,
};

describe('job poll body', () => {
  it('parses the nested form', () => {
    const parsed = jobPollResponse.parse(nested);
    expect(parsed.operation.status).toBe('completed');
    expect(parsed.kind).toBe('domains.bulk_autorenew');
    expect(jobResultOf(parsed)).toEqual({ pendingOrdersFound: false, pendingOrders: [] });
  });

  it('parses a failed job with its error and an unknown status as unknown', () => {
    const failed = jobPoll.parse({
      ...nested,
      operation: { status: 'failed', jobId: 'job_1', pollUrl: null },
      result: null,
      error: { code: 'vps_busy', title: 'The VPS is busy', detail: 'Try again later.' },
    });
    expect(failed.error?.code).toBe('vps_busy');
    expect(
      jobPoll.parse({ ...nested, operation: { status: 'paused', jobId: 'job_1', pollUrl: '/api/jobs/job_1' } })
        .operation.status,
    ).toBe('unknown');
  });

  it('lifts a flat body into the nested form', () => {
    const parsed = jobPollResponse.parse({
      status: 'in_progress',
      jobId: 'job_2',
      pollUrl: 'https://api.example/api/jobs/job_2',
      result: { name: 'snap-1' },
      extra: 'ignored',
    });
    expect(parsed).toEqual({
      operation: {
        status: 'in_progress',
        jobId: 'job_2',
        pollUrl: 'https://api.example/api/jobs/job_2',
        result: { name: 'snap-1' },
      },
      kind: null,
      target: null,
      createdAt: null,
      updatedAt: null,
      completedAt: null,
      progressPercent: null,
      result: { name: 'snap-1' },
      error: null,
    });
  });

  it('tolerates missing optional members of the nested form', () => {
    const parsed = jobPollResponse.parse({
      operation: { status: 'queued', jobId: 'job_3', pollUrl: '/api/jobs/job_3' },
    });
    expect(parsed).toMatchObject({ kind: null, target: null, progressPercent: null, result: null, error: null });
    expect(jobResultOf(parsed)).toBeNull();
  });

  it('rejects a body without a job id', () => {
    expect(jobPollResponse.safeParse({ status: 'queued' }).success).toBe(false);
    expect(jobPollResponse.safeParse('queued').success).toBe(false);
  });
});

describe('job poll members beside operation', () => {
  it('keeps pendingOrdersFound and pendingOrders sent at the top level, nested or flat', () => {
    const top = { pendingOrdersFound: true, pendingOrders: [{ domainId: 'dom_1' }] };
    expect(jobPollResponse.parse({ ...nested, result: null, ...top })).toMatchObject(top);
    expect(jobPollResponse.parse({ status: 'completed', jobId: 'dbj_7', pollUrl: null, ...top })).toMatchObject(top);
  });
});

describe('job id path parameter', () => {
  it('takes opaque job_ and dbj_ ids only', () => {
    expect(jobIdParam.safeParse('job_1').success).toBe(true);
    expect(jobIdParam.safeParse('dbj_1-x').success).toBe(true);
    expect(jobIdParam.safeParse('vps_1').success).toBe(false);
  });
});
