import { Hono } from 'hono';
import { accountEndpoints as api } from '@/api/endpoints/account-io';
import { json, type MockEnv } from './http';
import { jobPollBody } from './jobs';
import { notFound } from './problems';
import { serve } from './serve';

/** `job_…`, or `dbj_…` for bulk domain jobs (spec). */
/** `GET /api/jobs/{jobId}`: any valid key of the job's owner; others get 404 (ledger). */
export function jobRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  serve(routes, api.job, (c, { auth: { world, customer }, params: { jobId } }) => {
    const job = world.jobs.get(jobId);
    if (!job || job.customerId !== customer.id)
      throw notFound('not_found', `No job ${jobId} was found for this account.`);
    return json(c, jobPollBody(job, world.now()));
  });
  return routes;
}
