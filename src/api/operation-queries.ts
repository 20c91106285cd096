import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';
import { pollTargetOf } from './operations';
import { queryRoots } from './query-roots';
import { jobPollResponse } from './schemas/jobs';

/** A job's poll (loaded with the operation followers, not with the first screen). */
export const operationQueries = {
  all: () => queryRoots.operations,
  job: (jobId: string, pollUrl: string) =>
    queryOptions({
      queryKey: [...operationQueries.all(), jobId] as const,
      queryFn: ({ signal }) => {
        const target = pollTargetOf(pollUrl);
        // The tracker never keeps such a URL (`pollTargetOf` at every step); this is the last line, not the check.
        if (target === null) {
          throw new ApiError({
            status: 0,
            code: 'client_error',
            title: '',
            detail: 'Refused to poll an unchecked URL.',
          });
        }
        return apiRequest(jobPollResponse, target, { signal });
      },
    }),
};
