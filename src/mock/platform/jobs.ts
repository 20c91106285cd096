import { randomBytes } from 'node:crypto';
import type { FieldError, Operation, OperationStatus } from '@/api/schemas/common';
import { ProblemError, invalidRequest } from './problems';
import { estimateHeapBytes } from './world-cost';

/**
 * Job engine (ledger "Jobs"): a job's status is a pure function of the world clock.
 * 0–15 % of its duration `pending`, 15–35 % `queued`, then `in_progress` until 100 %, then
 * `completed` or `failed`. Side effects run once, when `settleJobs` first sees the job terminal;
 * the app settles a world's jobs at the start of every request to that world.
 *
 * Two kinds of endpoint use it. Those the spec says answer 202 create the job with `accepted: true`: their
 * envelope is always 202 with a running job (even when the world's `jobDurationMs` is 0; the job then completes
 * on the clock a moment later). Those that may finish inline leave it off: a zero-duration job is settled at
 * once and the envelope is 200 with `pollUrl: null`.
 *
 * Memory (ledger "Mock control interface"): a job's result, `operation.result`, poll extras and error are at most
 * `MAX_JOB_RESULT_BYTES` of JSON together; finished jobs are pruned `FINISHED_JOB_TTL_MS` after they settle
 * (real time, so moving a world's clock never prunes a job before anyone could poll it) and beyond
 * `MAX_FINISHED_JOBS` per world, oldest first; a world runs at most `MAX_JOBS` jobs at once. What a world's jobs
 * weigh (each job's record and payload, `estimateHeapBytes`) is counted in its cost as they are made, re-weighed when
 * they finish and given back when they are pruned (`JobHost.addCost`); a job that would take a world's jobs past
 * `MAX_WORLD_JOB_BYTES` is refused.
 */

export const DEFAULT_JOB_DURATION_MS = 1500;
/**
 * The largest a mock area makes: a bulk renew of 100 domains (28 KB of orders), or a blocked bulk auto-renew of 100
 * domains with a pending renewal order each (about 56 KB: its pending orders are in the result and beside it).
 */
export const MAX_JOB_RESULT_BYTES = 128 * 1024;
/** The operations tracker polls a job it cannot read for up to 15 minutes; a finished one stays that long. */
export const FINISHED_JOB_TTL_MS = 15 * 60 * 1000;
export const MAX_FINISHED_JOBS = 100;
export const MAX_JOBS = 1000;
/**
 * What one world's jobs may weigh together (records and payloads, running and finished): 1000 running jobs of
 * `MAX_JOB_RESULT_BYTES` each would be 128 MiB, the registry's whole default budget. An area's largest job weighs
 * ~0.2 MB (the 56 KB bulk auto-renew result, as objects), so this is ~40 of them at once, and 1000 jobs of no payload
 * (~0.6 MB) fit. Beyond: 503 `too_many_jobs`, as for too many running.
 */
export const MAX_WORLD_JOB_BYTES = 8 * 1024 * 1024;
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

/** `dbj` for bulk domain jobs (spec), `job` for everything else. */
export type JobIdPrefix = 'job' | 'dbj';

/** What `onComplete` may decide when the job turns terminal (computed from the state at that moment). */
export interface JobCompletion {
  /** Turns the job into a failure with this error (its effect should then not have been applied). */
  error?: JobError;
  result?: Record<string, unknown>;
  pollExtras?: Record<string, unknown>;
}

export interface Job {
  id: string;
  customerId: string;
  kind: string;
  target: JobTarget | null;
  createdAtMs: number;
  durationMs: number;
  outcome: JobOutcome;
  /** Shown once completed, both as the poll body's top-level `result` and in `operation.result`. */
  result: Record<string, unknown> | null;
  error: JobError | null;
  /** `operation.result` from the start, in the envelope too (spec: snapshot creation returns `{ name }`). */
  operationResult?: Record<string, unknown>;
  /** Extra top-level members of the terminal poll body (bulk auto-renew: `pendingOrdersFound`, `pendingOrders`). */
  pollExtras?: Record<string, unknown>;
  /** The endpoint answers 202: the envelope shows the job as created, never terminal. */
  accepted: boolean;
  /** Applied exactly once when the job turns terminal (check `job.outcome`); may set result, error, extras. */
  onComplete?: (job: Job) => JobCompletion | void;
  settled: boolean;
  /** Real time (not the world clock) when the job was settled: finished jobs are pruned from it. */
  settledAtMs: number | null;
  /** What the job weighs (`estimateHeapBytes`), counted in its world's cost until it is pruned. */
  costBytes: number;
}

/** What the engine needs from a world; worlds.ts satisfies it. */
export interface JobHost {
  now(): number;
  jobDurationMs: number;
  jobs: Map<string, Job>;
  /** The world's cost grew (or, negative, shrank) by what its jobs weigh (worlds.ts `World.addCost`). */
  addCost?(deltaBytes: number): void;
  /** A job turned `failed` when it settled (the world marks the change's audit entry failed). */
  jobFailed?(job: Job): void;
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
  pollExtras?: Record<string, unknown>;
  /** Default `job`; bulk domain jobs pass `dbj`. */
  idPrefix?: JobIdPrefix;
  /** Set by endpoints the spec says answer 202: see the engine's comment above. */
  accepted?: boolean;
  onComplete?: (job: Job) => JobCompletion | void;
}

const DEFAULT_FAILURE: JobError = {
  code: 'job_failed',
  title: 'The operation failed',
  detail: 'The job could not be completed. Nothing was changed; try again or contact support.',
};

/** Bytes of a value as JSON (what the poll body will carry). */
export function jsonBytes(value: unknown): number {
  return value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

function tooLarge(total: number): string {
  return `A job's result, poll extras and error are limited to ${MAX_JOB_RESULT_BYTES} bytes of JSON together (got ${total}).`;
}

/** The stored parts of a job within the bound, or a 400 naming the largest part (the control body's member). */
function assertBounded(input: CreateJobInput): void {
  const parts: [string, number][] = [
    ['/result', jsonBytes(input.result)],
    ['/pollExtras', jsonBytes(input.pollExtras)],
    ['/error', jsonBytes(input.error)],
    ['/operationResult', jsonBytes(input.operationResult)],
  ];
  const total = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (total <= MAX_JOB_RESULT_BYTES) return;
  const [pointer] = parts.reduce((largest, part) => (part[1] > largest[1] ? part : largest));
  const errors: FieldError[] = [{ pointer, detail: tooLarge(total), code: 'invalid_request' }];
  throw invalidRequest(errors);
}

function runningJobs(host: JobHost): Job[] {
  return [...host.jobs.values()].filter((job) => !job.settled);
}

/** What a job weighs: its record and payload as the heap holds them (its `onComplete` counted as one function). */
function weigh(job: Job): number {
  return estimateHeapBytes(job);
}

function jobBytes(host: JobHost): number {
  let total = 0;
  for (const job of host.jobs.values()) total += job.costBytes;
  return total;
}

/** The world's jobs would weigh too much: retry once the oldest is pruned (it finishes, then 15 minutes pass). */
function jobsTooHeavy(host: JobHost, held: number, adding: number): ProblemError {
  const nowMs = host.now();
  const realNowMs = Date.now();
  const freedAt = Math.min(
    ...[...host.jobs.values()].map((job) =>
      job.settledAtMs !== null
        ? job.settledAtMs + FINISHED_JOB_TTL_MS
        : realNowMs + Math.max(0, job.createdAtMs + job.durationMs - nowMs) + FINISHED_JOB_TTL_MS,
    ),
  );
  const seconds = Math.max(1, Math.ceil((freedAt - realNowMs) / 1000));
  return new ProblemError({
    status: 503,
    code: 'too_many_jobs',
    detail:
      `This world's jobs already hold ${held} bytes and this one ${adding}; a world's jobs hold at most ` +
      `${MAX_WORLD_JOB_BYTES} bytes. Retry when finished jobs have been dropped (15 minutes after they finish).`,
    headers: { 'Retry-After': String(Number.isFinite(seconds) ? seconds : 1) },
  });
}

function tooManyJobs(host: JobHost): ProblemError {
  const nowMs = host.now();
  const firstEnd = Math.min(...runningJobs(host).map((job) => job.createdAtMs + job.durationMs));
  const seconds = Math.max(1, Math.ceil((firstEnd - nowMs) / 1000));
  return new ProblemError({
    status: 503,
    code: 'too_many_jobs',
    detail: `This world already runs ${MAX_JOBS} jobs; retry when one has finished.`,
    headers: { 'Retry-After': String(Number.isFinite(seconds) ? seconds : 1) },
  });
}

export function createJob(host: JobHost, input: CreateJobInput): Job {
  assertBounded(input);
  settleJobs(host);
  if (host.jobs.size >= MAX_JOBS && runningJobs(host).length >= MAX_JOBS) throw tooManyJobs(host);
  const outcome = input.outcome ?? (input.error ? 'failed' : 'completed');
  const accepted = input.accepted ?? false;
  const durationMs = Math.max(0, input.durationMs ?? host.jobDurationMs);
  const job: Job = {
    id: `${input.idPrefix ?? 'job'}_${randomBytes(12).toString('hex')}`,
    customerId: input.customerId,
    kind: input.kind,
    target: input.target ?? null,
    createdAtMs: host.now(),
    // An accepted job runs at least 1 ms, so it is still running when its 202 is written.
    durationMs: accepted ? Math.max(1, durationMs) : durationMs,
    outcome,
    result: outcome === 'completed' ? (input.result ?? {}) : null,
    error: outcome === 'failed' ? (input.error ?? DEFAULT_FAILURE) : null,
    accepted,
    settled: false,
    settledAtMs: null,
    costBytes: 0,
  };
  if (input.operationResult) job.operationResult = input.operationResult;
  if (input.pollExtras) job.pollExtras = input.pollExtras;
  if (input.onComplete) job.onComplete = input.onComplete;
  const cost = weigh(job);
  const held = jobBytes(host);
  if (held + cost > MAX_WORLD_JOB_BYTES) throw jobsTooHeavy(host, held, cost);
  job.costBytes = cost;
  host.jobs.set(job.id, job);
  host.addCost?.(cost);
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

/**
 * Runs the side effect of every job that has become terminal since the last call, once each, then prunes
 * finished jobs (see the bounds above).
 */
export function settleJobs(host: JobHost): void {
  const nowMs = host.now();
  const realNowMs = Date.now();
  const due = [...host.jobs.values()]
    .filter((job) => !job.settled && isTerminal(jobStatus(job, nowMs)))
    .sort((a, b) => a.createdAtMs + a.durationMs - (b.createdAtMs + b.durationMs));
  for (const job of due) {
    job.settled = true;
    job.settledAtMs = realNowMs;
    const completion = job.onComplete?.(job);
    if (!completion) {
      if (job.outcome === 'failed') host.jobFailed?.(job);
      continue;
    }
    if (completion.error) {
      job.outcome = 'failed';
      job.error = completion.error;
      job.result = null;
    } else if (completion.result && job.outcome === 'completed') {
      job.result = completion.result;
    }
    if (completion.pollExtras) job.pollExtras = completion.pollExtras;
    boundCompletion(job);
    if (job.outcome === 'failed') host.jobFailed?.(job);
    // What the area decided at completion (a result, poll extras) is counted too.
    const cost = weigh(job);
    host.addCost?.(cost - job.costBytes);
    job.costBytes = cost;
  }
  pruneFinishedJobs(host, realNowMs);
}

/**
 * What an area decides at completion is bounded too. No area comes near the bound (they take at most 100 items a
 * request), so passing it is a mock bug: the job says so loudly instead of keeping an unbounded result.
 */
function boundCompletion(job: Job): void {
  const total = jsonBytes(job.result) + jsonBytes(job.pollExtras) + jsonBytes(job.operationResult);
  if (total <= MAX_JOB_RESULT_BYTES) return;
  console.error(`[mock] job ${job.id} (${job.kind}) finished with ${total} bytes of result; dropped`);
  job.outcome = 'failed';
  job.result = null;
  delete job.pollExtras;
  delete job.operationResult;
  job.error = { code: 'result_too_large', title: 'Job result too large', detail: tooLarge(total) };
}

function pruneFinishedJobs(host: JobHost, realNowMs: number): void {
  const finished: Job[] = [];
  const prune = (job: Job) => {
    host.jobs.delete(job.id);
    host.addCost?.(-job.costBytes);
  };
  for (const job of host.jobs.values()) {
    if (job.settledAtMs === null) continue;
    if (realNowMs - job.settledAtMs >= FINISHED_JOB_TTL_MS) prune(job);
    else finished.push(job);
  }
  if (finished.length <= MAX_FINISHED_JOBS) return;
  finished.sort((a, b) => (a.settledAtMs ?? 0) - (b.settledAtMs ?? 0) || a.createdAtMs - b.createdAtMs);
  for (const job of finished.slice(0, finished.length - MAX_FINISHED_JOBS)) prune(job);
}

export function operationOf(job: Job, nowMs: number): Operation {
  const status = jobStatus(job, nowMs);
  const operation: Operation = {
    status,
    jobId: job.id,
    pollUrl: isTerminal(status) ? null : `${JOBS_PATH_PREFIX}${job.id}`,
  };
  const completedResult = status === 'completed' ? job.result : null;
  if (job.operationResult || (completedResult && Object.keys(completedResult).length > 0)) {
    operation.result = { ...job.operationResult, ...completedResult };
  }
  return operation;
}

/**
 * The moment an envelope describes: an accepted job as created (the spec's 202 carries only running states),
 * any other job as it is now.
 */
function envelopeTime(job: Job, nowMs: number): number {
  return job.accepted ? job.createdAtMs : nowMs;
}

/** The `operation` of the envelope a mutation answers with. */
export function envelopeOperation(job: Job, nowMs: number): Operation {
  return operationOf(job, envelopeTime(job, nowMs));
}

/** Spec: 202 while running, 200 when the operation finished within the request (never for accepted jobs). */
export function envelopeStatus(job: Job, nowMs: number): 200 | 202 {
  return isTerminal(jobStatus(job, envelopeTime(job, nowMs))) ? 200 : 202;
}

/** Ledger poll body of `GET /api/jobs/{jobId}`. */
export interface JobPollBody {
  [extra: string]: unknown;
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
  const body: JobPollBody = {
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
  // Area extras sit beside `operation` once terminal; they never replace a member the ledger defines.
  return terminal && job.pollExtras ? { ...job.pollExtras, ...body } : body;
}
