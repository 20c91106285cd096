import { randomBytes } from 'node:crypto';
import type { Operation, OperationStatus } from '../api/schemas/common';

/**
 * Job engine (ledger "Jobs"): a job's status is a pure function of the world clock.
 * 0–15 % of its duration `pending`, 15–35 % `queued`, then `in_progress` until 100 %, then
 * `completed` or `failed`. Side effects run once, when `settleJobs` first sees the job terminal;
 * the app settles a world's jobs at the start of every request to that world.
 */

export const DEFAULT_JOB_DURATION_MS = 1500;
export const JOBS_PATH_PREFIX = '/api/jobs/';

export type JobOutcome = 'completed' | 'failed';
export type JobStatus = Exclude<OperationStatus, 'unknown'>;

export interface JobError {
  code: string;
  title: string;
  detail: string;
}

export interface JobTarget {
  type: string;
  id: string;
}

export interface Job {
  id: string;
  customerId: string;
  kind: string;
  target: JobTarget | null;
  createdAtMs: number;
  durationMs: number;
  outcome: JobOutcome;
  /** Top-level `result` of the poll body once completed (null before and when failed). */
  result: Record<string, unknown> | null;
  error: JobError | null;
  /** `operation.result` (spec: snapshot creation returns `{ name }`). */
  operationResult?: Record<string, unknown>;
  /** Applied exactly once when the job turns terminal (check `job.outcome`). */
  onComplete?: (job: Job) => void;
  settled: boolean;
}

/** What the engine needs from a world; worlds.ts satisfies it. */
export interface JobHost {
  now(): number;
  jobDurationMs: number;
  jobs: Map<string, Job>;
}

export interface CreateJobInput {
  customerId: string;
  kind: string;
  target?: JobTarget | null;
  durationMs?: number;
  outcome?: JobOutcome;
  result?: Record<string, unknown>;
  error?: JobError;
  operationResult?: Record<string, unknown>;
  onComplete?: (job: Job) => void;
}

const DEFAULT_FAILURE: JobError = {
  code: 'job_failed',
  title: 'The operation failed',
  detail: 'The job could not be completed. Nothing was changed; try again or contact support.',
};

export function createJob(host: JobHost, input: CreateJobInput): Job {
  const outcome = input.outcome ?? 'completed';
  const job: Job = {
    id: `job_${randomBytes(12).toString('hex')}`,
    customerId: input.customerId,
    kind: input.kind,
    target: input.target ?? null,
    createdAtMs: host.now(),
    durationMs: Math.max(0, input.durationMs ?? host.jobDurationMs),
    outcome,
    result: outcome === 'completed' ? (input.result ?? {}) : null,
    error: outcome === 'failed' ? (input.error ?? DEFAULT_FAILURE) : null,
    settled: false,
  };
  if (input.operationResult) job.operationResult = input.operationResult;
  if (input.onComplete) job.onComplete = input.onComplete;
  host.jobs.set(job.id, job);
  // A zero-duration job is terminal at once: settle it now so its effect is visible inline.
  settleJobs(host);
  return job;
}

const PENDING_END = 0.15;
const QUEUED_END = 0.35;

function fraction(job: Job, nowMs: number): number {
  if (job.durationMs <= 0) return 1;
  return Math.max(0, nowMs - job.createdAtMs) / job.durationMs;
}

export function jobStatus(job: Job, nowMs: number): JobStatus {
  const f = fraction(job, nowMs);
  if (f >= 1) return job.outcome;
  if (f < PENDING_END) return 'pending';
  if (f < QUEUED_END) return 'queued';
  return 'in_progress';
}

export function isTerminal(status: JobStatus): boolean {
  return status === 'completed' || status === 'failed';
}

/** Runs the side effect of every job that has become terminal since the last call, once each. */
export function settleJobs(host: JobHost): void {
  const nowMs = host.now();
  const due = [...host.jobs.values()]
    .filter((job) => !job.settled && isTerminal(jobStatus(job, nowMs)))
    .sort((a, b) => a.createdAtMs + a.durationMs - (b.createdAtMs + b.durationMs));
  for (const job of due) {
    job.settled = true;
    job.onComplete?.(job);
  }
}

export function operationOf(job: Job, nowMs: number): Operation {
  const status = jobStatus(job, nowMs);
  const operation: Operation = {
    status,
    jobId: job.id,
    pollUrl: isTerminal(status) ? null : `${JOBS_PATH_PREFIX}${job.id}`,
  };
  if (job.operationResult) operation.result = { ...job.operationResult };
  return operation;
}

/** Spec: 202 while running, 200 when the operation finished within the request. */
export function envelopeStatus(job: Job, nowMs: number): 200 | 202 {
  return isTerminal(jobStatus(job, nowMs)) ? 200 : 202;
}

/** Ledger poll body of `GET /api/jobs/{jobId}`. */
export interface JobPollBody {
  operation: Operation;
  kind: string;
  target: JobTarget | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  progressPercent: number;
  result: Record<string, unknown> | null;
  error: JobError | null;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function jobPollBody(job: Job, nowMs: number): JobPollBody {
  const status = jobStatus(job, nowMs);
  const terminal = isTerminal(status);
  const boundary =
    status === 'pending' ? 0 : status === 'queued' ? PENDING_END : status === 'in_progress' ? QUEUED_END : 1;
  const f = fraction(job, nowMs);
  const progressPercent =
    status === 'in_progress'
      ? Math.min(99, Math.max(1, Math.round(((f - QUEUED_END) / (1 - QUEUED_END)) * 100)))
      : terminal
        ? 100
        : 0;
  return {
    operation: operationOf(job, nowMs),
    kind: job.kind,
    target: job.target ? { ...job.target } : null,
    createdAt: iso(job.createdAtMs),
    updatedAt: iso(job.createdAtMs + Math.round(job.durationMs * boundary)),
    completedAt: terminal ? iso(job.createdAtMs + job.durationMs) : null,
    progressPercent,
    result: status === 'completed' && job.result ? { ...job.result } : null,
    error: status === 'failed' ? { ...(job.error ?? DEFAULT_FAILURE) } : null,
  };
}
