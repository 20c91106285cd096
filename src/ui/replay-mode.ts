import { useSyncExternalStore } from 'react';

/**
 * A replay of a customer's view (a view bundle opened on the sign-in page): the screen is drawn from the recorded
 * answers and nothing can be changed. Every write control is blocked with that reason (`useScopeGate`); the
 * replay's fetch refuses any write that still gets through. Null outside a replay. In memory only: a reload ends it.
 */
export interface Replay {
  /** When the customer made the bundle (ISO). */
  createdAt: string;
  /** The scenario the customer's world came from, when it was a demo world. */
  scenario: string | null;
}

let current: Replay | null = null;
const listeners = new Set<() => void>();

export const replayMode = {
  get: (): Replay | null => current,
  set(next: Replay | null): void {
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useReplay(): Replay | null {
  return useSyncExternalStore(replayMode.subscribe, replayMode.get, replayMode.get);
}

/** The codes of the replay's own answers (a write refused, a read the bundle does not hold): said in core words. */
export const REPLAY_READ_ONLY = 'replay_read_only';
export const NOT_IN_VIEW = 'not_in_view';
