import * as z from 'zod/mini';

/**
 * The signed-in API key and what we know about it. Kept in sessionStorage by default (gone when the tab
 * closes); "keep me signed in" moves it to localStorage. The key is never put in a URL or a log.
 */
const storedSession = z.object({
  key: z.string().check(z.minLength(1)),
  persist: z.boolean(),
  customerName: z.nullable(z.string()),
  scopes: z.nullable(z.array(z.string())),
  demo: z.nullable(z.object({ worldId: z.string(), scenario: z.string(), role: z.string() })),
});
export type Session = z.infer<typeof storedSession>;

const STORAGE_KEY = 'hosting-panel.session';
type Listener = () => void;

function safeStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Session | null {
  for (const kind of ['session', 'local'] as const) {
    const raw = safeStorage(kind)?.getItem(STORAGE_KEY);
    if (!raw) continue;
    try {
      const parsed = storedSession.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // A corrupt entry is treated as signed out.
    }
  }
  return null;
}

/** Why a session ended: the user signed out, or the server stopped accepting the key (401). */
export type SignOutReason = 'expired' | 'signed-out';

export function createSessionStore() {
  let current = read();
  let ended: SignOutReason | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  const forget = () => {
    safeStorage('session')?.removeItem(STORAGE_KEY);
    safeStorage('local')?.removeItem(STORAGE_KEY);
    current = null;
  };

  return {
    get: (): Session | null => current,
    getKey: (): string | null => current?.key ?? null,
    isSignedIn: (): boolean => current !== null,
    /** Why the last session of this tab ended (null while signed in or before any sign-out). */
    endedBecause: (): SignOutReason | null => (current ? null : ended),
    signIn(session: Session) {
      forget();
      (session.persist ? safeStorage('local') : safeStorage('session'))?.setItem(STORAGE_KEY, JSON.stringify(session));
      current = session;
      ended = null;
      emit();
    },
    signOut(reason: SignOutReason = 'signed-out') {
      forget();
      ended = reason;
      emit();
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
