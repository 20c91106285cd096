import { jobIdParam, jobPollResponse } from '@/api/schemas/jobs';
import { me } from '@/api/schemas/me';
import { accountRoutes } from './account';
import { bindIo, param } from './endpoint';

export const accountEndpoints = bindIo(accountRoutes, {
  me: { response: me },
  job: { params: { jobId: param(jobIdParam, 'Expected a job id (job_… or dbj_…).') }, response: jobPollResponse },
});
