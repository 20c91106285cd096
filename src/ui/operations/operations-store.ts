import { OPERATIONS_STORAGE_KEY } from '@/api/storage-keys';
import * as z from 'zod/mini';
import type { OperationStatus } from '@/api/schemas/common';
import { isTerminal } from '@/api/operations';
import type { MessageRef } from '@/i18n';

/**
 * Operations the user started, running and recent, kept per browser tab (sessionStorage) so the operations
 * drawer survives navigation and reloads. Each entry knows which query keys to refresh when it ends.
 *
 * Nothing here is text in a language: the label is a message key with its values, and the panel's own
 * failures are reasons, so a reload after a language switch shows them in the new language. (A plain string
 * label was kept by an earlier version of the panel; it is shown as it was kept.)
 */
const messageRefSchema = z.object({
  key: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** What support needs of a poll answer that ended following a job (the main message never shows it). */
const supportDetails = z.object({ status: z.number(), code: z.string(), requestId: z.nullable(z.string()) });

/**
 * Why a job shows as failed, or as not followed the usual way: the server's error as sent, or one of the panel's
 * own reasons.
 * - `stopped`: no longer followed after the polling cap.
 * - `failed_inline`: a 200 that said failed, without a body.
 * - `refreshing` / `untracked`: accepted (202) without a poll URL we may fetch; the resource is refreshed a few
 *   times (`refreshing`, still followed), then the entry rests (`untracked`). Never "completed": nobody said so.
 * - `lost`: a poll answered 4xx (not 408/429); the resource was refreshed, `support` says what the poll got.
 */
const operationError = z.union([
  z.object({ title: z.string(), detail: z.nullable(z.string()), code: z.nullable(z.string()) }),
  z.object({
    reason: z.enum(['stopped', 'failed_inline', 'refreshing', 'untracked', 'lost']),
    support: z.optional(supportDetails),
  }),
]);
export type OperationError = z.infer<typeof operationError>;

const trackedOperation = z.object({
  jobId: z.string(),
  pollUrl: z.nullable(z.string()),
  label: z.union([messageRefSchema, z.string()]),
  status: z.string(),
  startedAt: z.number(),
  finishedAt: z.nullable(z.number()),
  /** Query keys (JSON arrays) invalidated when the job ends. */
  invalidate: z.array(z.array(z.unknown())),
  href: z.nullable(z.string()),
  error: z.nullable(operationError),
  result: z.nullable(z.record(z.string(), z.unknown())),
  /**
   * Members a terminal poll body carried beside `operation` (bulk auto-renew's `pendingOrdersFound`,
   * `pendingOrders`), kept as sent for the area that reads them. Absent in entries of earlier versions.
   */
  extras: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type TrackedOperation = Omit<z.infer<typeof trackedOperation>, 'status' | 'label'> & {
  status: OperationStatus;
  label: MessageRef | string;
};

/**
 * Still followed: not terminal, and polled (somewhere to poll) or, accepted without a poll URL, being refreshed.
 * Everything else is history.
 */
export function isFollowed(op: Pick<TrackedOperation, 'status' | 'pollUrl' | 'error'>): boolean {
  return !isTerminal(op.status) && (op.pollUrl !== null || isRefreshing(op));
}

/** Accepted without a poll URL we may fetch, and its resource still being refreshed on a schedule. */
export function isRefreshing(op: Pick<TrackedOperation, 'error'>): boolean {
  return op.error !== null && 'reason' in op.error && op.error.reason === 'refreshing';
}

/** Accepted without a poll URL we may fetch (being refreshed or done refreshing): we never learn how it ended. */
export function isUntracked(op: Pick<TrackedOperation, 'error'>): boolean {
  return (
    op.error !== null && 'reason' in op.error && (op.error.reason === 'refreshing' || op.error.reason === 'untracked')
  );
}

/**
 * Which session a request belongs to: `clearAll` (sign-out) starts a new epoch. A request captures the epoch
 * before it leaves; its answer is tracked only in the same epoch, so a mutation still in flight at sign-out never
 * lands in the next session's drawer.
 */
export type OperationsEpoch = number & { readonly __brand: 'OperationsEpoch' };

const MAX_KEPT = 25;
type Listener = () => void;

function load(storage: Storage | null): TrackedOperation[] {
  try {
    const raw = storage?.getItem(OPERATIONS_STORAGE_KEY);
    if (!raw) return [];
    const parsed = z.array(trackedOperation).safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as TrackedOperation[]) : [];
  } catch {
    return [];
  }
}

export function createOperationsStore(storage: Storage | null = safeSessionStorage()) {
  let operations = load(storage);
  let epoch = 0 as OperationsEpoch;
  const listeners = new Set<Listener>();

  function commit(next: TrackedOperation[]) {
    // Running ones are never dropped; the oldest finished ones go first.
    const running = next.filter(isFollowed);
    const finished = next.filter((op) => !isFollowed(op)).slice(0, Math.max(0, MAX_KEPT - running.length));
    operations = next.filter((op) => running.includes(op) || finished.includes(op));
    try {
      if (operations.length === 0) storage?.removeItem(OPERATIONS_STORAGE_KEY);
      else storage?.setItem(OPERATIONS_STORAGE_KEY, JSON.stringify(operations));
    } catch {
      // Storage full or blocked: the drawer still works for this page's life.
    }
    listeners.forEach((l) => l());
  }

  return {
    getSnapshot: () => operations,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The current epoch, for a request to capture before it leaves (see `OperationsEpoch`). */
    epoch: (): OperationsEpoch => epoch,
    /**
     * Adds (or replaces) an entry. With `startedIn`, only when no sign-out came since (else nothing, `false`); leave
     * it out only for an entry made now, never after an await.
     */
    add(op: TrackedOperation, startedIn: OperationsEpoch = epoch): boolean {
      if (startedIn !== epoch) return false;
      commit([op, ...operations.filter((o) => o.jobId !== op.jobId)]);
      return true;
    },
    update(jobId: string, patch: Partial<TrackedOperation>) {
      commit(operations.map((o) => (o.jobId === jobId ? { ...o, ...patch } : o)));
    },
    clearFinished() {
      commit(operations.filter(isFollowed));
    },
    /** Sign-out: forgets every entry and starts a new epoch, so answers to requests of the old one are dropped. */
    clearAll() {
      epoch = (epoch + 1) as OperationsEpoch;
      commit([]);
    },
  };
}
export type OperationsStore = ReturnType<typeof createOperationsStore>;

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
