import { configureApi, getApiConfig, type ApiClientConfig } from '@/api/client';
import { REPLAY_SESSION_KEY } from '@/api/storage-keys';
import { pathOf } from '@/api/view-recorder';
import { setLocale } from '@/i18n';
import { keptReplay, NOT_IN_VIEW, REPLAY_READ_ONLY, replayMode } from '@/ui/replay-mode';
import { setTheme } from '@/ui/theme';
import type { QueryClient } from '@tanstack/react-query';
import { bundleText, parseBundle, type ViewBundle } from './bundle';

/** The replay's stand-in key: never sent anywhere (the replay's fetch answers everything itself). */
const REPLAY_KEY = REPLAY_SESSION_KEY;

function problem(status: number, code: string, title: string): Response {
  return new Response(JSON.stringify({ type: `about:blank`, title, status, code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/**
 * The API as the bundle recorded it: a read the bundle holds is answered with its body as recorded (the client then
 * parses it with the contract's schemas, as any answer); any other read is "not in this view" (404 `not_in_view`),
 * any write is refused (403 `replay_read_only`). Nothing leaves the browser.
 */
export function replayFetch(bundle: Pick<ViewBundle, 'reads'>, baseUrl: string): typeof fetch {
  const answers = new Map(bundle.reads.map((read) => [read.path, read.body]));
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') {
      return Promise.resolve(problem(403, REPLAY_READ_ONLY, 'A replay changes nothing'));
    }
    const path = pathOf(url, baseUrl);
    if (!answers.has(path)) return Promise.resolve(problem(404, NOT_IN_VIEW, 'Not in this view'));
    return Promise.resolve(
      new Response(JSON.stringify(answers.get(path)), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

/** What a replay uses of the router's context (the app's one query client, session and operations). */
export interface ReplayContext {
  queryClient: QueryClient;
  operations: { clearAll(): void };
  session: {
    signIn(session: {
      key: string;
      persist: boolean;
      customerName: string | null;
      scopes: string[] | null;
      demo: { worldId: string; scenario: string; role: string } | null;
    }): void;
    isSignedIn(): boolean;
    getKey(): string | null;
    subscribe(listener: () => void): () => void;
  };
}

let restore: Partial<ApiClientConfig> | null = null;
/** The bundle being replayed, for "Continue in a world". */
let replaying: ViewBundle | null = null;

/** Ends the replay (at sign-out): the client speaks to the API again, and the tab forgets the bundle. */
export function endReplay(): void {
  if (restore) configureApi(restore);
  restore = null;
  replaying = null;
  keptReplay.clear();
  replayMode.set(null);
}

/** The client answered from the bundle, every write control blocked; ended by the session's end (sign-out). */
function replay(bundle: ViewBundle, context: ReplayContext, kept: boolean): void {
  const config = getApiConfig();
  restore ??= { fetch: config.fetch, onUnauthorized: config.onUnauthorized };
  configureApi({ fetch: replayFetch(bundle, config.baseUrl), onUnauthorized: () => undefined });
  replaying = bundle;
  replayMode.set({ createdAt: bundle.createdAt, scenario: bundle.scenario, kept });
  const unsubscribe = context.session.subscribe(() => {
    if (!context.session.isSignedIn()) {
      unsubscribe();
      endReplay();
    }
  });
}

/**
 * Starts a replay of `bundle`: the app's language and scheme as the customer had them, the client answered from the
 * bundle, a session with no key of any use, every write control blocked; returns the address to show. The bundle is
 * kept for this tab (sessionStorage), so a reload resumes the replay (`resumeReplay`); the session's end
 * (sign-out) ends it.
 */
export async function startReplay(bundle: ViewBundle, context: ReplayContext): Promise<string> {
  // The client answers from the bundle before the stand-in session exists: nothing is ever sent with it.
  replay(bundle, context, keptReplay.save(bundleText(bundle)));
  context.queryClient.clear();
  context.operations.clearAll();
  context.session.signIn({
    key: REPLAY_KEY,
    persist: false,
    customerName: bundle.customerName,
    // The customer's key's scopes: a control their key could not use says so, as it did to them (src/ui/key-scopes.ts).
    scopes: bundle.keyScopes,
    demo: null,
  });
  await setLocale(bundle.locale).catch(() => undefined);
  setTheme(bundle.scheme);
  return bundle.url;
}

/**
 * After a reload: the tab's kept bundle replayed again, before the first screen loads (the address is the reload's:
 * where support was). Only while the tab's session is still the replay's stand-in; anything else (signed out or in
 * with a key meanwhile, a damaged entry) forgets it. Language and scheme stay as support has them now (both are kept
 * on the device). True when the replay resumed.
 */
export function resumeReplay(context: ReplayContext): boolean {
  const text = keptReplay.load();
  if (text === null) return false;
  let read: ReturnType<typeof parseBundle> = { ok: false, refusal: 'notJson' };
  try {
    read = parseBundle(JSON.parse(text));
  } catch {
    // Damaged: forgotten below.
  }
  if (!read.ok || context.session.getKey() !== REPLAY_KEY) {
    keptReplay.clear();
    return false;
  }
  replay(read.bundle, context, true);
  return true;
}

/**
 * Ends the replay for "Continue in a world" (./continue-in-world.ts, in a demo build only) once `make` has made what
 * it goes on in from the bundle: the client speaks to the server again while `make` runs. Rejects, replay kept (the
 * client answered from the bundle again), when `make` does. Then `enter` goes into what was made in the same tick as
 * the replay ends: were a microtask between them, the screen drawn again for the end of the replay would draw from
 * the replay's answers, still in the cache. Gives the bundle that was replayed.
 */
export async function leaveReplayFor<T>(
  make: (bundle: ViewBundle) => Promise<T>,
  enter: (made: T, bundle: ViewBundle) => void,
): Promise<ViewBundle> {
  const bundle = replaying;
  if (!bundle) throw new Error('No replay to continue');
  const config = getApiConfig();
  const replayed = { fetch: config.fetch, onUnauthorized: config.onUnauthorized };
  if (restore) configureApi(restore);
  let made: T;
  try {
    made = await make(bundle);
  } catch (error) {
    configureApi(replayed);
    throw error;
  }
  restore = null;
  replaying = null;
  keptReplay.clear();
  replayMode.set(null);
  enter(made, bundle);
  return bundle;
}
