import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { queryRoots } from './query-roots';
import { terminalOperationStatuses, type OperationStatus } from './schemas/common';
import { jobPollResponse } from './schemas/jobs';

export function isTerminal(status: OperationStatus | string): boolean {
  return (terminalOperationStatuses as readonly string[]).includes(status);
}

/**
 * Poll spacing: quick at first (jobs often end in a second or two), then backing off to 10 s so a long
 * job does not hammer the API or eat the rate limit.
 */
export function pollDelayMs(pollsSoFar: number): number {
  return Math.min(10_000, Math.round(1000 * 1.5 ** Math.max(0, pollsSoFar)));
}

/** Give up polling after this long; the drawer then says the state is unknown and offers a refresh. */
export const maxPollDurationMs = 15 * 60 * 1000;

export const operationQueries = {
  all: () => queryRoots.operations,
  job: (jobId: string, pollUrl: string) =>
    queryOptions({
      queryKey: [...operationQueries.all(), jobId] as const,
      queryFn: ({ signal }) => apiRequest(jobPollResponse, pollUrl, { signal }),
    }),
};
