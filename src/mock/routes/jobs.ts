import { Hono } from 'hono';
import { z } from 'zod';
import { getAuth, json, parsePathParam, type MockEnv } from '@/mock/http';
import { jobPollBody } from '@/mock/jobs';
import { notFound } from '@/mock/problems';

const jobIdParam = z.string().regex(/^(job|dbj)_[A-Za-z0-9]{1,64}$/, 'Expected a job id (job_… or dbj_…).');

/** `GET /api/jobs/{jobId}`: any valid key of the job's owner; others get 404 (ledger). */
export function jobRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  routes.get('/api/jobs/:jobId', (c) => {
    const { world, customer } = getAuth(c);
    const jobId = parsePathParam(c, 'jobId', jobIdParam);
    const job = world.jobs.get(jobId);
    if (!job || job.customerId !== customer.id)
      throw notFound('not_found', `No job ${jobId} was found for this account.`);
    return json(c, jobPollBody(job, world.now()));
  });
  return routes;
}
