import * as z from 'zod/mini';
import type { OperationStatus } from '@/api/schemas/common';
import { isTerminal } from '@/api/operations';
import type { MessageRef } from '@/i18n';

/**
 * Operations the user started, running and recent, kept per browser tab (sessionStorage) so the activity
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

/** Why a job shows as failed or unfinished: the server's error as sent, or one of the panel's own reasons. */
const operationError = z.union([
  z.object({ title: z.string(), detail: z.nullable(z.string()), code: z.nullable(z.string()) }),
  /** `stopped`: no longer followed after the polling cap; `failed_inline`: a 200 that said failed, without a body. */
  z.object({ reason: z.enum(['stopped', 'failed_inline']) }),
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

/** Still being polled: not terminal and with somewhere to poll. Everything else is history. */
export function isFollowed(op: Pick<TrackedOperation, 'status' | 'pollUrl'>): boolean {
  return !isTerminal(op.status) && op.pollUrl !== null;
}

const STORAGE_KEY = 'hosting-panel.operations';
const MAX_KEPT = 25;
type Listener = () => void;

function load(storage: Storage | null): TrackedOperation[] {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return [];
    const parsed = z.array(trackedOperation).safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as TrackedOperation[]) : [];
  } catch {
    return [];
  }
}

export function createOperationsStore(storage: Storage | null = safeSessionStorage()) {
  let operations = load(storage);
  const listeners = new Set<Listener>();

  function commit(next: TrackedOperation[]) {
    // Running ones are never dropped; the oldest finished ones go first.
    const running = next.filter(isFollowed);
    const finished = next.filter((op) => !isFollowed(op)).slice(0, Math.max(0, MAX_KEPT - running.length));
    operations = next.filter((op) => running.includes(op) || finished.includes(op));
    try {
      if (operations.length === 0) storage?.removeItem(STORAGE_KEY);
      else storage?.setItem(STORAGE_KEY, JSON.stringify(operations));
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
    add(op: TrackedOperation) {
      commit([op, ...operations.filter((o) => o.jobId !== op.jobId)]);
    },
    update(jobId: string, patch: Partial<TrackedOperation>) {
      commit(operations.map((o) => (o.jobId === jobId ? { ...o, ...patch } : o)));
    },
    clearFinished() {
      commit(operations.filter(isFollowed));
    },
    clearAll() {
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
