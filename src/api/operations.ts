import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError, apiUrl, isApiError } from './client';
import { accountRoutes } from './endpoints/account';
import { pathOf } from './endpoints/route';
import { jobIdOfPollUrl, terminalOperationStatuses, type OperationStatus } from './schemas/common';

export function isTerminal(status: OperationStatus | string): boolean {
  return (terminalOperationStatuses as readonly string[]).includes(status);
}

/**
 * Poll spacing: quick at first (jobs often end in a second or two), then backing off to 10 s so a long
 * job does not hammer the API or eat the rate limit. `answers` counts every poll that came back, failed ones
 * included: a job that keeps answering 500 is asked less and less often, not every second.
 */
export function pollDelayMs(answers: number): number {
  return Math.min(10_000, Math.round(1000 * 1.5 ** Math.max(0, answers)));
}

/** Give up polling after this long; the drawer then says the state is unknown and offers a refresh. */
export const maxPollDurationMs = 15 * 60 * 1000;

/**
 * When an accepted operation has no poll URL we may fetch (ledger "Jobs"), the resource is refreshed at once and
 * again this long after it was accepted (growing gaps), so the screen catches up with a job we cannot see.
 */
export const untrackedRefreshAfterMs: readonly number[] = [3_000, 10_000, 30_000, 90_000];

/**
 * A poll answer that ends following the job: a 4xx says asking again gets the same answer (the job is gone, not
 * ours, or the key may not read it). 429 (the client already waited out Retry-After) and 408 (a proxy's timeout) are
 * passing, as are 5xx and network errors: those are polled again with growing gaps until the cap.
 */
export function endsPolling(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * The poll URL the panel may fetch, or `null`. Only the API's own jobs endpoint qualifies: the spec's
 * `/api/jobs/<id>` joined to the API base, or an absolute URL that is exactly that (same origin and base path).
 * An empty, malformed or off-origin `pollUrl` is never fetched: polling it would send requests (and, on our
 * origin, the key) where the server's answer points.
 */
export function pollTargetOf(pollUrl: string | null): string | null {
  if (pollUrl === null) return null;
  const jobId = jobIdOfPollUrl(pollUrl);
  if (jobId === null) return null;
  const here = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  try {
    const target = new URL(apiUrl(pollUrl), here);
    const canonical = new URL(apiUrl(pathOf(accountRoutes.job, { jobId })), here);
    return target.href === canonical.href ? pollUrl : null;
  } catch {
    return null;
  }
}

/** Refreshes the queries an operation touches, now. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
