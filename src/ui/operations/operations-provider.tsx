import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isApiError } from '@/api/client';
import { isTerminal, maxPollDurationMs, operationQueries, pollDelayMs } from '@/api/operations';
import type { Operation } from '@/api/schemas/common';
import { jobResultOf, type JobPoll } from '@/api/schemas/jobs';
import type { MessageRef } from '@/i18n';
import { createOperationsStore, isFollowed, type OperationsStore, type TrackedOperation } from './operations-store';

const OperationsContext = createContext<OperationsStore | null>(null);

/**
 * One tracker for every asynchronous operation in the app. It lives above the router, so polling goes on
 * while the user moves between pages, and each job ends by refreshing the queries it affects.
 */
export function OperationsProvider({ children, store }: { children: ReactNode; store?: OperationsStore }) {
  const value = useMemo(() => store ?? createOperationsStore(), [store]);
  const operations = useSyncExternalStore(value.subscribe, value.getSnapshot);
  return (
    <OperationsContext.Provider value={value}>
      {children}
      {operations.filter(isFollowed).map((op) => (
        <OperationPoller key={op.jobId} operation={op} store={value} />
      ))}
    </OperationsContext.Provider>
  );
}

function useStore(): OperationsStore {
  const store = useContext(OperationsContext);
  if (!store) throw new Error('OperationsProvider is missing');
  return store;
}

export function useOperations(): TrackedOperation[] {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The tracked state of one job, for progress shown in place on the resource's own screen. */
export function useOperation(jobId: string | null | undefined): TrackedOperation | null {
  return useOperations().find((op) => op.jobId === jobId) ?? null;
}

export function useOperationsStore(): OperationsStore {
  return useStore();
}

export interface TrackOptions {
  /** What the drawer calls it, as a message key and values (`messageRef(vpsMessages, 'vps.operation.restart', { name })`). */
  label: MessageRef;
  /** Query keys to refresh when the job ends (from the area's key factory). */
  invalidate: QueryKey[];
  href?: string | null;
}

/** Hands an operation envelope to the tracker. A terminal envelope (200, done inline) refreshes at once. */
export function useTrackOperation() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useCallback(
    (operation: Operation, options: TrackOptions) => {
      const now = Date.now();
      const terminal = isTerminal(operation.status) || operation.pollUrl === null;
      store.add({
        jobId: operation.jobId,
        pollUrl: operation.pollUrl,
        label: options.label,
        status: terminal && !isTerminal(operation.status) ? 'completed' : operation.status,
        startedAt: now,
        finishedAt: terminal ? now : null,
        invalidate: options.invalidate.map((k) => [...k]),
        href: options.href ?? null,
        // An envelope that failed inline carries no error body; say so rather than show a bare "Failed".
        error: terminal && operation.status === 'failed' ? { reason: 'failed_inline' } : null,
        result: operation.result ?? null,
      });
      if (terminal) {
        for (const queryKey of options.invalidate) void queryClient.invalidateQueries({ queryKey });
      }
    },
    [store, queryClient],
  );
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
  const pollUrl = operation.pollUrl ?? '';
  const query = useQuery({
    ...operationQueries.job(operation.jobId, pollUrl),
    refetchInterval: (q) => {
      const status = q.state.data?.operation.status;
      if (status && isTerminal(status)) return false;
      return pollDelayMs(q.state.dataUpdateCount);
    },
    // A background tab does not need live progress; polling resumes when the tab is visible again.
    refetchIntervalInBackground: false,
    retry: (count, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) && count < 5,
    staleTime: 0,
  });

  const data = query.data;
  const error = query.error;

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
          pollUrl: data.operation.pollUrl ?? (terminal ? null : operation.pollUrl),
          finishedAt: terminal ? Date.now() : null,
          result: jobResultOf(data),
          extras: extrasOf(data),
          error: data.error
            ? { title: data.error.title, detail: data.error.detail ?? null, code: data.error.code ?? null }
            : null,
        });
        if (terminal) {
          for (const queryKey of operation.invalidate) void queryClient.invalidateQueries({ queryKey });
          queryClient.removeQueries({ queryKey: operationQueries.job(operation.jobId, pollUrl).queryKey });
        }
      }
    }
  }, [data, operation, store, queryClient, pollUrl]);

  useEffect(() => {
    if (error && isApiError(error) && error.status === 404) {
      store.update(operation.jobId, {
        // The job is gone (expired or never ours): stop polling and say so rather than spin forever.
        status: 'failed',
        pollUrl: null,
        finishedAt: Date.now(),
        error: { title: error.title, detail: error.detail, code: error.code },
      });
    }
  }, [error, operation.jobId, store]);

  return null;
}
