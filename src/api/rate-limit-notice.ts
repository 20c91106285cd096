/**
 * A tiny external store that says "a request is waiting out a 429 until <time>", so the app shell can
 * show the wait while the client sleeps. Several waits may overlap; the latest deadline wins.
 */
type Listener = () => void;

const holds = new Map<number, number>();
const listeners = new Set<Listener>();
let nextId = 1;
let snapshot: number | null = null;

function emit() {
  const values = [...holds.values()];
  snapshot = values.length ? Math.max(...values) : null;
  for (const listener of listeners) listener();
}

export const rateLimitNotice = {
  /** Registers a wait until `untilMs` (epoch ms); returns the release function. */
  hold(untilMs: number): () => void {
    const id = nextId++;
    holds.set(id, untilMs);
    emit();
    return () => {
      holds.delete(id);
      emit();
    };
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Epoch ms the current wait ends, or null when nothing is waiting. */
  getSnapshot(): number | null {
    return snapshot;
  },
};
