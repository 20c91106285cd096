import { useCallback, useMemo, useRef, useState } from 'react';
import {
  useOperations,
  useOperationsStore,
  useTrackOperation,
  type TrackOptions,
} from '@/ui/operations/operations-provider';
import { isFollowed } from '@/ui/operations/operations-store';
import {
  chunkDomains,
  jobPollOf,
  mergeOutcomes,
  stopsBatch,
  type BulkChunk,
  type BulkKind,
  type ChunkState,
  type JobView,
  type OutcomeRow,
} from '@/features/domains/api/domain-bulk';
import type { ChunkAnswer } from '@/features/domains/api/domain-bulk-mutations';
import type { DomainRef } from '@/features/domains/api/domain-selection';

export interface BulkRun<P> {
  /** Every request so far, in the order sent. */
  chunks: readonly BulkChunk<P>[];
  /** One row per domain: the latest answer about it. */
  rows: OutcomeRow[];
  /**
   * Queues `domains` (chunked) as a new attempt with `params`, then sends them one request at a time. Ignored while
   * requests of an earlier attempt are waiting or on their way, also within the same tick (a double click).
   */
  start: (domains: readonly DomainRef[], params: P) => void;
  /** Holds back the requests not sent yet (they become "not sent", retryable); the one on its way still lands. */
  stop: () => void;
  /** Requests are waiting or on their way. */
  sending: boolean;
  /** Requests are on their way or their jobs still run. */
  busy: boolean;
  /** The tracked job of a chunk. */
  jobOf: (jobId: string) => JobView | null;
}

/**
 * Sends a bulk operation in requests of at most 100 domains, one after the other, and follows each job through
 * the shared operations tracker (operations drawer, polling, invalidation when it ends). A chunk is sent exactly
 * once: it leaves `waiting` before its request starts and a single pump sends them; "retry" and "re-submit" are new
 * attempts made of the domains the caller picks, and a new attempt is refused while one is being sent (a double click
 * on a send button queues it once). A refusal that would repeat (scopes, server down) holds the rest of
 * its attempt back.
 */
export function useBulkRun<P>(options: {
  kind: BulkKind;
  send: (domains: readonly DomainRef[], params: P) => Promise<ChunkAnswer>;
  track: (params: P, domains: readonly DomainRef[]) => TrackOptions;
}): BulkRun<P> {
  const track = useTrackOperation();
  const store = useOperationsStore();
  const operations = useOperations();
  const [chunks, setChunks] = useState<readonly BulkChunk<P>[]>([]);
  const chunksRef = useRef<readonly BulkChunk<P>[]>([]);
  const pumping = useRef(false);
  const attempts = useRef(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const commit = useCallback((next: readonly BulkChunk<P>[]) => {
    chunksRef.current = next;
    setChunks(next);
  }, []);
  /** The chunks `which` picks become "not sent" (retryable). */
  const holdBack = useCallback(
    (which: (chunk: BulkChunk<P>) => boolean, by: 'failure' | 'user') =>
      commit(chunksRef.current.map((c) => (which(c) ? { ...c, state: { status: 'stopped', by } } : c))),
    [commit],
  );
  const update = useCallback(
    (id: string, state: ChunkState) => commit(chunksRef.current.map((c) => (c.id === id ? { ...c, state } : c))),
    [commit],
  );

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    // The session the run was sent in: after a sign-out nothing more is sent and no answer is tracked.
    const epoch = store.epoch();
    try {
      for (;;) {
        const next = chunksRef.current.find((c) => c.state.status === 'waiting');
        if (!next) break;
        if (store.epoch() !== epoch) {
          holdBack((c) => c.state.status === 'waiting', 'failure');
          break;
        }
        update(next.id, { status: 'sending' });
        try {
          const answer = await optionsRef.current.send(next.domains, next.params);
          if (answer.operation) track(answer.operation, optionsRef.current.track(next.params, next.domains), epoch);
          update(next.id, { status: 'accepted', jobId: answer.operation?.jobId ?? null, skipped: answer.skipped });
        } catch (error) {
          update(next.id, { status: 'refused', error });
          if (stopsBatch(error)) holdBack((c) => c.attempt === next.attempt && c.state.status === 'waiting', 'failure');
        }
      }
    } finally {
      pumping.current = false;
    }
  }, [holdBack, store, track, update]);

  const start = useCallback(
    (domains: readonly DomainRef[], params: P) => {
      // The ref, not `sending`: a second click in the same tick lands before React re-renders the control as busy.
      if (chunksRef.current.some((c) => c.state.status === 'waiting' || c.state.status === 'sending')) return;
      const attempt = ++attempts.current;
      const added = chunkDomains(domains).map((part, i): BulkChunk<P> => ({
        id: `${attempt}.${i}`,
        attempt,
        domains: part,
        params,
        state: { status: 'waiting' },
      }));
      if (added.length === 0) return;
      commit([...chunksRef.current, ...added]);
      void pump();
    },
    [commit, pump],
  );

  // The tracker keeps only the latest finished jobs; a large run keeps its own record of the ones it saw end.
  const finished = useRef(new Map<string, JobView>());
  const stop = useCallback(() => holdBack((c) => c.state.status === 'waiting', 'user'), [holdBack]);

  const jobOf = useCallback(
    (jobId: string): JobView | null => {
      const op = operations.find((o) => o.jobId === jobId);
      if (!op) return finished.current.get(jobId) ?? null;
      const view = { poll: jobPollOf(op), error: op.error };
      if (!isFollowed(op)) finished.current.set(jobId, view);
      return view;
    },
    [operations],
  );

  const rows = useMemo(() => mergeOutcomes(chunks, options.kind, jobOf), [chunks, options.kind, jobOf]);
  const sending = chunks.some((c) => c.state.status === 'waiting' || c.state.status === 'sending');
  const running = chunks.some((c) => {
    if (c.state.status !== 'accepted' || c.state.jobId === null) return false;
    const jobId = c.state.jobId;
    const op = operations.find((o) => o.jobId === jobId);
    return op ? isFollowed(op) : false;
  });
  return { chunks, rows, start, stop, sending, busy: sending || running, jobOf };
}
