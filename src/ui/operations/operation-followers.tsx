import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  endsPolling,
  invalidateAll,
  isTerminal,
  maxPollDurationMs,
  pollDelayMs,
  pollTargetOf,
  untrackedRefreshAfterMs,
} from '@/api/operations';
import { operationQueries } from '@/api/operation-queries';
import { jobResultOf, type JobPoll } from '@/api/schemas/jobs';
import { isRefreshing, type OperationsStore, type TrackedOperation } from './operations-store';

/**
 * What follows the running operations (`OperationsProvider` loads this with the first one): a poller per job
 * with a poll URL, a refresher per accepted job without one.
 */
export default function OperationFollowers({
  operations,
  store,
}: {
  operations: TrackedOperation[];
  store: OperationsStore;
}) {
  return operations.map((op) =>
    isRefreshing(op) ? (
      <UntrackedRefresher key={op.jobId} operation={op} store={store} />
    ) : (
      <OperationPoller key={op.jobId} operation={op} store={store} />
    ),
  );
}

/**
 * An accepted operation we cannot poll: its resource was refreshed when it was accepted and is refreshed again at
 * `untrackedRefreshAfterMs` after that (what is left of the schedule after a reload), then the entry rests.
 */
function UntrackedRefresher({ operation, store }: { operation: TrackedOperation; store: OperationsStore }) {
  const queryClient = useQueryClient();
  const { jobId, startedAt, invalidate } = operation;
  useEffect(() => {
    const now = Date.now();
    const last = untrackedRefreshAfterMs[untrackedRefreshAfterMs.length - 1] ?? 0;
    const timers = untrackedRefreshAfterMs
      .filter((after) => startedAt + after > now)
      .map((after) => setTimeout(() => invalidateAll(queryClient, invalidate), startedAt + after - now));
    const rest = setTimeout(
      () => store.update(jobId, { error: { reason: 'untracked' }, finishedAt: Date.now() }),
      Math.max(0, startedAt + last - now),
    );
    return () => {
      timers.forEach(clearTimeout);
      clearTimeout(rest);
    };
  }, [jobId, startedAt, invalidate, store, queryClient]);
  return null;
}

/** The members a poll body may carry beside `operation` (see `jobPoll`), when it carried any. */
function extrasOf(poll: JobPoll): Record<string, unknown> | null {
  const extras: Record<string, unknown> = {};
  if (poll.pendingOrdersFound !== undefined) extras['pendingOrdersFound'] = poll.pendingOrdersFound;
  if (poll.pendingOrders !== undefined) extras['pendingOrders'] = poll.pendingOrders;
  return Object.keys(extras).length > 0 ? extras : null;
}

function OperationPoller({ operation, store }: { operation: TrackedOperation; store: OperationsStore }) {
  const queryClient = useQueryClient();
  // Kept entries come from sessionStorage (an earlier version may have kept any pollUrl): check again, never fetch it.
  const target = pollTargetOf(operation.pollUrl);
  const pollUrl = target ?? '';
  const query = useQuery({
    ...operationQueries.job(operation.jobId, pollUrl),
    enabled: target !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.operation.status;
      if (status && isTerminal(status)) return false;
      if (q.state.status === 'error' && endsPolling(q.state.error)) return false;
      // Every answer spaces the next poll further, a failed one too (the query itself never retries a poll).
      return pollDelayMs(q.state.dataUpdateCount + q.state.errorUpdateCount);
    },
    // A background tab does not need live progress; polling resumes when the tab is visible again.
    refetchIntervalInBackground: false,
    // One mechanism for spacing polls: retries inside a poll would hit a failing server in bursts.
    retry: false,
    staleTime: 0,
  });

  const data = query.data;
  const error = query.error;

  // A kept entry whose pollUrl is not ours to fetch is followed the way a new one would be: by refreshing.
  useEffect(() => {
    if (target !== null) return;
    store.update(operation.jobId, { pollUrl: null, error: { reason: 'refreshing' } });
    invalidateAll(queryClient, operation.invalidate);
  }, [target, operation.jobId, operation.invalidate, store, queryClient]);

  // Polling is capped; past the cap the entry says so instead of claiming to run forever.
  useEffect(() => {
    const remaining = operation.startedAt + maxPollDurationMs - Date.now();
    const timer = setTimeout(
      () => {
        store.update(operation.jobId, {
          pollUrl: null,
          finishedAt: Date.now(),
          error: { reason: 'stopped' },
        });
      },
      Math.max(0, remaining),
    );
    return () => clearTimeout(timer);
  }, [operation.jobId, operation.startedAt, store]);
  useEffect(() => {
    if (data) {
      const status = data.operation.status;
      if (status !== operation.status || (isTerminal(status) && operation.finishedAt === null)) {
        const terminal = isTerminal(status);
        store.update(operation.jobId, {
          status,
          // A poll body may name where to poll next; only the API's own jobs endpoint is taken.
          pollUrl: terminal ? null : (pollTargetOf(data.operation.pollUrl) ?? operation.pollUrl),
          finishedAt: terminal ? Date.now() : null,
          result: jobResultOf(data),
          extras: extrasOf(data),
          error: data.error
            ? { title: data.error.title, detail: data.error.detail ?? null, code: data.error.code ?? null }
            : null,
        });
        if (terminal) {
          invalidateAll(queryClient, operation.invalidate);
          queryClient.removeQueries({ queryKey: operationQueries.job(operation.jobId, pollUrl).queryKey });
        }
      }
    }
  }, [data, operation, store, queryClient, pollUrl]);

  useEffect(() => {
    if (!endsPolling(error)) return;
    // The job is gone, not ours, or not ours to read (404, 403...): asking again gets the same answer. Stop at once,
    // keep its last known state, and refresh the resource so the screen shows where things stand.
    store.update(operation.jobId, {
      pollUrl: null,
      finishedAt: Date.now(),
      error: { reason: 'lost', support: { status: error.status, code: error.code, requestId: error.requestId } },
    });
    invalidateAll(queryClient, operation.invalidate);
    queryClient.removeQueries({ queryKey: operationQueries.job(operation.jobId, pollUrl).queryKey });
  }, [error, operation.jobId, operation.invalidate, store, queryClient, pollUrl]);

  return null;
}
