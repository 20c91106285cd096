import { useSyncExternalStore } from 'react';
import { REPLAY_STORAGE_KEY } from '@/api/storage-keys';

/**
 * A replay of a customer's view (a view bundle opened on the sign-in page): the screen is drawn from the recorded
 * answers and nothing can be changed. Every write control is blocked with that reason (`useScopeGate`); the
 * replay's fetch refuses any write that still gets through. Null outside a replay. The bundle is kept for the tab
 * (`keptReplay`), so a reload resumes it; when it could not be kept, the banner says a reload ends it.
 */
export interface Replay {
  /** When the customer made the bundle (ISO). */
  createdAt: string;
  /** The scenario the customer's world came from, when it was a demo world. */
  scenario: string | null;
  /** Whether the bundle is kept for this tab, so that a reload stays in the replay (false: storage full or blocked). */
  kept: boolean;
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

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The bundle of this tab's replay, as its file's text (sessionStorage: one tab, gone when it closes). */
export const keptReplay = {
  /** True when kept; false when the storage is full or blocked (the replay then ends at a reload). */
  save(text: string): boolean {
    const storage = tabStorage();
    if (!storage) return false;
    try {
      storage.setItem(REPLAY_STORAGE_KEY, text);
      return true;
    } catch {
      // Full (a bundle is up to 5 MB) or blocked: no older bundle stays in its place.
      try {
        storage.removeItem(REPLAY_STORAGE_KEY);
      } catch {
        // Nothing kept either way.
      }
      return false;
    }
  },
  load(): string | null {
    try {
      return tabStorage()?.getItem(REPLAY_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      tabStorage()?.removeItem(REPLAY_STORAGE_KEY);
    } catch {
      // Blocked storage holds nothing to clear.
    }
  },
};

/** The codes of the replay's own answers (a write refused, a read the bundle does not hold): said in core words. */
export const REPLAY_READ_ONLY = 'replay_read_only';
export const NOT_IN_VIEW = 'not_in_view';
