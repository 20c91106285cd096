import { Hono } from 'hono';
import * as z from 'zod/mini';
import { opaqueId } from '@/api/schemas/common';
import { getAuth, json, parsePathParam, type MockEnv } from './http';
import { jobPollBody } from './jobs';
import { notFound } from './problems';

/** `job_…`, or `dbj_…` for bulk domain jobs (spec). */
const jobRef = z.union([opaqueId('job_'), opaqueId('dbj_')]);

/** `GET /api/jobs/{jobId}`: any valid key of the job's owner; others get 404 (ledger). */
export function jobRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  routes.get('/api/jobs/:jobId', (c) => {
    const { world, customer } = getAuth(c);
    const jobId = parsePathParam(c, 'jobId', jobRef, 'Expected a job id (job_… or dbj_…).');
    const job = world.jobs.get(jobId);
    if (!job || job.customerId !== customer.id)
      throw notFound('not_found', `No job ${jobId} was found for this account.`);
    return json(c, jobPollBody(job, world.now()));
  });
  return routes;
}
