import * as z from 'zod/mini';
import { nullableTimestamp, opaqueId, operation, operationPollUrl, operationStatus } from './common';

/** `{jobId}` of `GET /api/jobs/{jobId}`: `job_` or, for bulk domain jobs, `dbj_`; otherwise opaque. */
export const jobIdParam = z.union([opaqueId('job_'), opaqueId('dbj_')]);

export const jobTarget = z.object({ type: z.string(), id: z.string() });
export type JobTarget = z.infer<typeof jobTarget>;

export const jobError = z.object({
  code: z.catch(z.string(), 'unknown'),
  title: z.catch(z.string(), 'The job failed.'),
  detail: z.catch(z.nullable(z.string()), null),
});
export type JobError = z.infer<typeof jobError>;

const jobResult = z.record(z.string(), z.unknown());

/**
 * Members a server may put beside `operation` instead of in `result` (the spec shows the blocked auto-renew
 * disable's `pendingOrdersFound`/`pendingOrders` "in the job result" without fixing where). Kept as sent; the
 * area that owns them parses them (`autoRenewJobResultOf`).
 */
const topLevelResultMembers = {
  pendingOrdersFound: z.optional(z.unknown()),
  pendingOrders: z.optional(z.unknown()),
};

/** `GET /api/jobs/{jobId}` as the mock answers it (see the Jobs table of the ledger). */
export const jobPoll = z.object({
  ...topLevelResultMembers,
  operation,
  kind: z.catch(z.nullable(z.string()), null),
  target: z.catch(z.nullable(jobTarget), null),
  createdAt: nullableTimestamp,
  updatedAt: nullableTimestamp,
  completedAt: nullableTimestamp,
  progressPercent: z.catch(z.nullable(z.number().check(z.minimum(0), z.maximum(100))), null),
  result: z.catch(z.nullable(jobResult), null),
  error: z.catch(z.nullable(jobError), null),
});
export type JobPoll = z.infer<typeof jobPoll>;

/** A poll body that is just the operation itself (`{ status, jobId, pollUrl, result? }`). */
export const flatJobPoll = z.object({
  ...topLevelResultMembers,
  status: operationStatus,
  jobId: z.string(),
  pollUrl: operationPollUrl,
  result: z.catch(z.optional(jobResult), undefined),
  error: z.catch(z.optional(z.nullable(jobError)), undefined),
});
export type FlatJobPoll = z.infer<typeof flatJobPoll>;

/**
 * What the client parses poll bodies with: the nested form, or the flat form lifted into it so
 * callers read one shape. The nested form is tried first; a flat body has no `operation`.
 */
export const jobPollResponse = z.union([
  jobPoll,
  z.pipe(
    flatJobPoll,
    z.transform((flat: FlatJobPoll): JobPoll => ({
      pendingOrdersFound: flat.pendingOrdersFound,
      pendingOrders: flat.pendingOrders,
      operation: {
        status: flat.status,
        jobId: flat.jobId,
        pollUrl: flat.pollUrl,
        ...(flat.result === undefined ? {} : { result: flat.result }),
      },
      kind: null,
      target: null,
      createdAt: null,
      updatedAt: null,
      completedAt: null,
      progressPercent: null,
      result: flat.result ?? null,
      error: flat.error ?? null,
    })),
  ),
]);
export type JobPollResponse = z.output<typeof jobPollResponse>;

/** The job's result wherever a server put it (top-level `result`, else `operation.result`). */
export function jobResultOf(poll: JobPoll): Record<string, unknown> | null {
  return poll.result ?? poll.operation.result ?? null;
}
