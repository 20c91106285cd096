import * as z from 'zod/mini';
import { REPLAY_SESSION_KEY, SESSION_STORAGE_KEY } from '@/api/storage-keys';

/**
 * The signed-in API key and what we know about it. Kept in sessionStorage by default (gone when the tab
 * closes); "keep me signed in" moves it to localStorage. The key is never put in a URL or a log.
 *
 * `id` names one sign-in (random, not secret): tabs that share a session (a persisted one, or a duplicated tab
 * with its copied sessionStorage) have the same id, so a sign-out elsewhere can tell whether it was this session's.
 */
const storedTax = z.object({
  customerType: z.catch(z.nullable(z.enum(['consumer', 'business', 'unknown'])), null),
  country: z.catch(z.nullable(z.string()), null),
  vatRate: z.catch(z.nullable(z.number()), null),
  reverseCharge: z.catch(z.nullable(z.boolean()), null),
});

const storedSession = z.object({
  key: z.string().check(z.minLength(1)),
  persist: z.boolean(),
  customerName: z.nullable(z.string()),
  scopes: z.nullable(z.array(z.string())),
  demo: z.nullable(z.object({ worldId: z.string(), scenario: z.string(), role: z.string() })),
  // Absent from sessions kept before ids existed: such a session matches no other tab's sign-out by id.
  id: z.catch(z.nullable(z.string().check(z.minLength(1))), null),
  /**
   * `/me`'s `tax` (how prices are shown: src/ui/format/price.tsx), kept as the scopes are so that a reload shows the
   * right prices at once; refreshed from `/me` while signed in (TaxSummarySync). Absent or malformed: not known.
   */
  tax: z.catch(z.nullable(storedTax), null),
  /**
   * Who signed in, for the header's person menu (issue 40: said in words, no key jargon): a person (their name) or an
   * API key (its name). Absent from sessions kept before it existed, and from a replay's: the account's name stands in.
   */
  signedInAs: z.catch(z.nullable(z.object({ kind: z.enum(['person', 'key']), name: z.nullable(z.string()) })), null),
  /**
   * The API the key was signed in to (config.json's `apiBaseUrl` then: src/config.ts), kept up to date at each start:
   * the boot script sends a reload's first reads there at once instead of waiting for config.json
   * (src/boot/boot.ts; it checks the value as config.json's own and draws nothing config.json does not confirm).
   * Absent from sessions kept before it existed: those reads wait for config.json.
   */
  apiBaseUrl: z.catch(z.nullable(z.string()), null),
});
type StoredSession = z.infer<typeof storedSession>;
export type SessionTax = z.infer<typeof storedTax>;
/** What a sign-in knows; `tax` may be left out (not known yet: prices as sent until `/me` says). */
export type Session = Omit<StoredSession, 'id' | 'tax' | 'signedInAs' | 'apiBaseUrl'> & {
  tax?: SessionTax | null;
  /** Kept by the store (the API it was made with), not given by a sign-in. */
  apiBaseUrl?: string | null;
  signedInAs?: SignedInAs | null;
};
export type SignedInAs = NonNullable<StoredSession['signedInAs']>;

const STORAGE_KEY = SESSION_STORAGE_KEY;
/**
 * Written and at once removed by a tab that signs out: the `storage` event it raises in every other tab of this
 * browser is the broadcast (sessionStorage is per tab, so a tab's own session would otherwise never hear of it).
 */
export const SIGN_OUT_SIGNAL_KEY = 'hosting-panel.signed-out';
/** The BroadcastChannel a new tab asks the open tabs of this origin for the session on (ledger "New tabs"). */
const HAND_OVER_CHANNEL = 'hosting-panel.session-hand-over';
type Listener = () => void;

function safeStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = storedSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // A corrupt entry is treated as signed out.
    return null;
  }
}

function read(): StoredSession | null {
  for (const kind of ['session', 'local'] as const) {
    const found = parse(safeStorage(kind)?.getItem(STORAGE_KEY) ?? null);
    if (found) return found;
  }
  return null;
}

function newSessionId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Why a session ended: the user signed out, or the server stopped accepting the key (401): `expired` when it did not
 * say why, `key-revoked`, `key-expired` or `key-replaced` when its code did (ledger "API keys: a key that stops
 * working").
 */
export const signOutReasons = [
  'expired',
  'key-revoked',
  'key-expired',
  'key-replaced',
  'signed-out',
  // Ended by someone else (src/api/endpoints/team.ts, sessions.ts): removed from the team, signed out elsewhere.
  'member-removed',
  'session-revoked',
] as const;
export type SignOutReason = (typeof signOutReasons)[number];

/** The reason a 401's code gives (null or another code: `expired`, "your sign-in has ended"). */
export function signOutReasonOf(code: string | null): SignOutReason {
  if (code === 'api_key_revoked') return 'key-revoked';
  if (code === 'api_key_expired') return 'key-expired';
  if (code === 'api_key_replaced') return 'key-replaced';
  if (code === 'member_removed') return 'member-removed';
  if (code === 'session_revoked') return 'session-revoked';
  return 'expired';
}

const signOutSignal = z.object({
  reason: z.enum(signOutReasons),
  sessionId: z.nullable(z.string()),
});

function parseSignal(raw: string | null): z.infer<typeof signOutSignal> | null {
  if (!raw) return null;
  try {
    const parsed = signOutSignal.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What another tab's storage change means for this tab's session, if anything:
 * - a sign-out signal with `signed-out`: the person at this browser signed out, so every tab signs out, whatever
 *   key it holds;
 * - a sign-out signal with `expired` (a 401 there): only a tab of the same session signs out (another tab's key
 *   may still work);
 * - this tab's persisted session removed or replaced in localStorage (another tab signed in over it): the device
 *   no longer keeps it, so this tab signs out rather than go on with a key the device has forgotten.
 * A sign-in in another tab never signs this tab in: a signed-out tab stays on sign-in until it signs in or reloads.
 */
function endedElsewhere(event: StorageEvent, current: StoredSession | null): SignOutReason | null {
  if (current === null || event.storageArea !== safeStorage('local')) return null;
  if (event.key === SIGN_OUT_SIGNAL_KEY) {
    const signal = parseSignal(event.newValue);
    if (!signal) return null;
    if (signal.reason === 'signed-out') return 'signed-out';
    return current.id !== null && signal.sessionId === current.id ? signal.reason : null;
  }
  // `key === null` is localStorage.clear() in another tab.
  if ((event.key === STORAGE_KEY || event.key === null) && current.persist) {
    const before = parse(event.oldValue);
    const ours = event.key === null || (before !== null && before.key === current.key);
    const kept = parse(event.newValue);
    if (ours && (kept === null || kept.key !== current.key)) return 'signed-out';
  }
  return null;
}

/**
 * The session of this tab. `apiBaseUrl`: the API the app talks to (config.json's), kept with the session (see
 * `storedSession`); without it (tests) none is kept.
 */
export function createSessionStore({ apiBaseUrl = null }: { apiBaseUrl?: string | null } = {}) {
  let current = read();
  const keep = (session: StoredSession) => {
    try {
      (session.persist ? safeStorage('local') : safeStorage('session'))?.setItem(STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage full or blocked: this tab goes on with what it has; a reload reads again.
    }
  };
  // A session kept before the API was kept with it, or kept for another API: it says this one from now on.
  if (current && apiBaseUrl !== null && current.apiBaseUrl !== apiBaseUrl && current.key !== REPLAY_SESSION_KEY) {
    current = { ...current, apiBaseUrl };
    keep(current);
  }
  let ended: SignOutReason | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  /**
   * Forgets this tab's session. The stand-in of a replay (src/features/sharing/replay.ts) lives in this tab only, so
   * it never touches the session the device keeps for the other tabs (localStorage), going in or out.
   */
  const forget = (standIn = current?.key === REPLAY_SESSION_KEY) => {
    safeStorage('session')?.removeItem(STORAGE_KEY);
    if (!standIn) safeStorage('local')?.removeItem(STORAGE_KEY);
    current = null;
  };

  return {
    get: (): Session | null => current,
    getKey: (): string | null => current?.key ?? null,
    isSignedIn: (): boolean => current !== null,
    /** Why the last session of this tab ended (null while signed in or before any sign-out). */
    endedBecause: (): SignOutReason | null => (current ? null : ended),
    signIn(session: Session) {
      forget(session.key === REPLAY_SESSION_KEY);
      const stored: StoredSession = {
        ...session,
        tax: session.tax ?? null,
        signedInAs: session.signedInAs ?? null,
        apiBaseUrl: session.key === REPLAY_SESSION_KEY ? null : apiBaseUrl,
        id: newSessionId(),
      };
      (session.persist ? safeStorage('local') : safeStorage('session'))?.setItem(STORAGE_KEY, JSON.stringify(stored));
      current = stored;
      ended = null;
      emit();
    },
    /**
     * Keeps the account's tax summary as `/me` now says it (a profile change elsewhere, or a session kept before
     * prices knew VAT), where the session is kept, and tells the prices on screen. Unchanged: nothing happens.
     */
    setTax(tax: SessionTax | null) {
      if (!current || JSON.stringify(current.tax) === JSON.stringify(tax)) return;
      current = { ...current, tax };
      // Storage full or blocked: this tab still shows the new prices; a reload reads /me again.
      keep(current);
      emit();
    },
    /**
     * Forgets the key. Unless the sign-out came from another tab (`from: 'other-tab'`), tells every other tab first
     * (before the session leaves localStorage, so a tab that shares it hears why it ended, not just that it went).
     * Ending a replay's stand-in session ("Leave the replay") ends this tab's replay only: nothing is told.
     */
    signOut(reason: SignOutReason = 'signed-out', from: 'this-tab' | 'other-tab' = 'this-tab') {
      if (from === 'this-tab' && current && current.key !== REPLAY_SESSION_KEY) {
        const local = safeStorage('local');
        try {
          local?.setItem(SIGN_OUT_SIGNAL_KEY, JSON.stringify({ reason, sessionId: current.id }));
          local?.removeItem(SIGN_OUT_SIGNAL_KEY);
        } catch {
          // Storage blocked or full: the other tabs find out at their next request (401) or reload.
        }
      }
      forget();
      ended = reason;
      emit();
    },
    /**
     * Calls `onEnded` when another tab of this browser ends this tab's session (see `endedElsewhere`); the caller
     * runs the app's sign-out with `from: 'other-tab'`. Returns the unsubscribe.
     */
    followOtherTabs(onEnded: (reason: SignOutReason) => void): () => void {
      const onStorage = (event: StorageEvent) => {
        const reason = endedElsewhere(event, current);
        if (reason) onEnded(reason);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    /**
     * Answers a new tab of this browser that asks for the session (ledger "New tabs"): this tab's session, copied into
     * the new tab's own sessionStorage. A replay's stand-in is its tab's alone. Returns the unsubscribe.
     */
    answerNewTabs(): () => void {
      if (typeof BroadcastChannel === 'undefined') return () => undefined;
      const channel = new BroadcastChannel(HAND_OVER_CHANNEL);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (event.data !== 'ask' || !current || current.key === REPLAY_SESSION_KEY) return;
        channel.postMessage({ session: current });
      };
      return () => channel.close();
    },
    /**
     * A new tab without a session asks the open tabs for theirs and waits up to `timeoutMs` (ledger "New tabs"). The
     * session is kept in this tab's sessionStorage only.
     */
    async askOpenTabs(timeoutMs = 300): Promise<boolean> {
      if (current || typeof BroadcastChannel === 'undefined') return current !== null;
      const channel = new BroadcastChannel(HAND_OVER_CHANNEL);
      const found = await new Promise<StoredSession | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        channel.onmessage = (event: MessageEvent<unknown>) => {
          const data: unknown = event.data;
          const raw = typeof data === 'object' && data !== null ? Reflect.get(data, 'session') : null;
          const parsed = storedSession.safeParse(raw);
          if (!parsed.success || parsed.data.key === REPLAY_SESSION_KEY) return;
          clearTimeout(timer);
          resolve(parsed.data);
        };
        channel.postMessage('ask');
      });
      channel.close();
      if (!found || current) return current !== null;
      const kept: StoredSession = { ...found, persist: false };
      safeStorage('session')?.setItem(STORAGE_KEY, JSON.stringify(kept));
      current = kept;
      emit();
      return true;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
