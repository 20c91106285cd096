import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { invalidateAll, isTerminal, pollTargetOf } from '@/api/operations';
import type { Operation } from '@/api/schemas/common';
import type { MessageRef } from '@/i18n';
import {
  createOperationsStore,
  isFollowed,
  type OperationsEpoch,
  type OperationsStore,
  type TrackedOperation,
} from './operations-store';

const OperationsContext = createContext<OperationsStore | null>(null);

/**
 * One tracker for every asynchronous operation in the app. It lives above the router, so polling goes on
 * while the user moves between pages, and each job ends by refreshing the queries it affects.
 */
export function OperationsProvider({ children, store }: { children: ReactNode; store?: OperationsStore }) {
  const value = useMemo(() => store ?? createOperationsStore(), [store]);
  const operations = useSyncExternalStore(value.subscribe, value.getSnapshot, value.getSnapshot);
  const followed = operations.filter(isFollowed);
  return (
    <OperationsContext.Provider value={value}>
      {children}
      {followed.length > 0 && (
        // The polling code loads with the first operation to follow, not with every first screen.
        <Suspense fallback={null}>
          <OperationFollowers operations={followed} store={value} />
        </Suspense>
      )}
    </OperationsContext.Provider>
  );
}

const OperationFollowers = lazy(() => import('./operation-followers'));

function useStore(): OperationsStore {
  const store = useContext(OperationsContext);
  if (!store) throw new Error('OperationsProvider is missing');
  return store;
}

export function useOperations(): TrackedOperation[] {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
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

/**
 * Hands an operation envelope to the tracker. A terminal envelope (200, done inline) refreshes at once. A running
 * one is polled at its `pollUrl` when that is the API's own jobs endpoint (`pollTargetOf`); without one we may
 * fetch it is shown as accepted and its resource is refreshed at once and a few times after.
 *
 * `startedIn` is the store's epoch captured before the request left (`store.epoch()`): an answer that arrives
 * after a sign-out is dropped (returns `false`), so it never reaches the next session's drawer.
 */
export function useTrackOperation() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useCallback(
    (operation: Operation, options: TrackOptions, startedIn: OperationsEpoch): boolean => {
      const now = Date.now();
      const terminal = isTerminal(operation.status);
      const pollUrl = terminal ? null : pollTargetOf(operation.pollUrl);
      const untracked = !terminal && pollUrl === null;
      const added = store.add(
        {
          jobId: operation.jobId,
          pollUrl,
          label: options.label,
          status: operation.status,
          startedAt: now,
          finishedAt: terminal ? now : null,
          invalidate: options.invalidate.map((k) => [...k]),
          href: options.href ?? null,
          // An envelope that failed inline carries no error body; say so rather than show a bare "Failed".
          error:
            terminal && operation.status === 'failed'
              ? { reason: 'failed_inline' }
              : untracked
                ? { reason: 'refreshing' }
                : null,
          result: operation.result ?? null,
        },
        startedIn,
      );
      if (added && (terminal || untracked)) invalidateAll(queryClient, options.invalidate);
      return added;
    },
    [store, queryClient],
  );
}
