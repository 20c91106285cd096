import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import * as z from 'zod/mini';
import { configureApi } from '@/api/client';
import { createdWorld, type CreatedWorld } from '@/api/schemas/mock-answers';
import { AppRoot, onCaughtError } from '@/app/app-root';
import { signOut } from '@/app/session';
import { createSessionStore, signOutReasonOf, type Session } from '@/features/session/session-store';
import { createMockApp } from '@/mock/app';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';
import { createOperationsStore } from '@/ui/operations/operations-store';
import { mockXhrFactory, type UploadRewrite } from './mock-xhr';

/**
 * Route tests: a REAL route of the generated route tree (loaders, search validation, params checks, the shell)
 * rendered below e2e. Memory history, a fresh QueryClient without retries, the operations provider, a signed-in
 * session, and the mock API in-process as `fetch`, with a fresh world per render, as the e2e fixtures do.
 *
 *   const { user, router } = await renderRoute('/support/tickets/104201');
 *   await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
 */

// One mock per test file; every render makes its own world in it, so tests do not share state.
const mock = createMockApp();

// Route components load as split chunks (transformed on first use), so finding a screen can take a moment,
// and a test drives a whole screen: give a busy machine more than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

/** Calls the mock's control interface (`/__mock/...`), e.g. to advance a world's clock or start a job. */
export async function mockControl(path: string, body?: unknown, method: 'POST' | 'GET' | 'PATCH' | 'DELETE' = 'POST') {
  const response = await mock.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Calls the mock's API past the app with `key` (a person's session key: set their profile up before a test). */
export async function mockApi(path: string, key: string, method: 'POST' | 'PATCH', body: unknown): Promise<number> {
  const response = await mock.app.request(path, {
    method,
    body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  });
  return response.status;
}

/** A page the mock serves as text (`/__mock/outbox/<worldId>`: the mails a world sent). */
export async function mockText(path: string): Promise<string> {
  return (await mock.app.request(path)).text();
}

export interface WorldOptions {
  scenario?: string;
  jobDurationMs?: number;
  keys?: { name: string; scopes: string[] }[];
}

/** A fresh world of the in-process mock (demo scenario unless told otherwise). */
export async function createWorld(options: WorldOptions = {}): Promise<CreatedWorld> {
  const { status, body } = await mockControl('/__mock/worlds', { scenario: 'demo', ...options });
  if (status !== 201) throw new Error(`Could not create a world: ${status} ${JSON.stringify(body)}`);
  return z.parse(createdWorld, body);
}

/** The origin the app's requests come from in route tests (the page's, as a browser sends it). */
export const MOCK_ORIGIN = 'http://mock.test';

/**
 * Signs a person of the world in past the app (issue 39): their session key (`hps_…`). A person with a second
 * factor finishes with one of their recovery codes (each works once: a test signs a person in at most five times).
 */
export async function signInPerson(worldId: string, person: DemoPersonName, recoveryCode = 0): Promise<string> {
  const spec = DEMO_PEOPLE[person];
  const post = async (path: string, body: unknown) => {
    const response = await mock.app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-Mock-World': worldId, Origin: MOCK_ORIGIN },
    });
    return (await response.json()) as { status?: string; token?: string; session?: { key: string } };
  };
  let answer = await post('/api/v2/auth/sessions', { email: spec.email, password: spec.password });
  if (answer.status === 'second_factor_required') {
    const code = spec.recoveryCodes[recoveryCode];
    answer = await post('/api/v2/auth/sessions/second-factor', { token: answer.token, method: 'recovery_code', code });
  }
  const key = answer.session?.key;
  if (!key) throw new Error(`Could not sign ${person} in: ${JSON.stringify(answer)}`);
  return key;
}

export type DemoPersonName = keyof typeof DEMO_PEOPLE;

/** Requests the app sent to the mock, as `METHOD /path?query`, for asserting what was (not) asked. */
export type RequestLog = string[];

/**
 * Changes a JSON answer of the mock before the app reads it, to serve what a real server might send (a malformed
 * item, a name the mock never makes). `request` is `METHOD /path` (no query); return the body to send, or
 * `undefined` to leave it as it is.
 */
export type ResponseRewrite = (request: string, body: unknown) => unknown;

/**
 * Changes a JSON request body before the mock reads it, to see how a screen takes a server's refusal of what it sent
 * (e.g. a field the client always fills). `request` is `METHOD /path`; return the body to send, or `undefined`.
 */
export type RequestRewrite = (request: string, body: unknown) => unknown;

/**
 * A `ResponseRewrite` that breaks items of the array `key` (a list page's `data` by default) in the answers to
 * `request` (`METHOD /path`): each item at `indexes` becomes `{ malformed: true }`, which no item schema accepts.
 */
export function breakItems(request: string, options: { key?: string; indexes?: number[] } = {}): ResponseRewrite {
  const { key = 'data', indexes = [0] } = options;
  return (sent, body) => {
    if (sent !== request || typeof body !== 'object' || body === null) return undefined;
    const items: unknown = (body as Record<string, unknown>)[key];
    if (!Array.isArray(items)) return undefined;
    return { ...body, [key]: items.map((item, i) => (indexes.includes(i) ? { malformed: true } : item)) };
  };
}

/** Points the API client at the in-process mock; returns the log of requests. */
export function routeApiToMock(options: {
  getKey: () => string | null;
  onUnauthorized?: (code: string | null) => void;
  rewrite?: ResponseRewrite;
  rewriteRequest?: RequestRewrite;
  rewriteUpload?: UploadRewrite | undefined;
  /** Resolves when a held upload may finish (see `renderRoute`'s `holdUploads`). */
  held?: () => Promise<void> | null;
  /** Answers a request instead of the mock (`GET /api/v2/billing/invoices` → a 404 of a server without billing). */
  answer?: ResponseOverride | undefined;
  /** The mock handles the request, then its answer is lost on the way back (see `renderRoute`'s `dropAnswer`). */
  dropAnswer?: AnswerDrop | undefined;
  /** Answers some requests late (see `AnswerDelay`). */
  delayAnswer?: AnswerDelay | undefined;
}): RequestLog {
  const log: RequestLog = [];
  const { rewrite, rewriteRequest, answer, dropAnswer, delayAnswer } = options;
  configureApi({
    baseUrl: '',
    getKey: options.getKey,
    onUnauthorized: options.onUnauthorized ?? (() => {}),
    // Uploads (XMLHttpRequest, for their progress) reach the same mock.
    createXhr: mockXhrFactory({
      serve: async (request) => mock.app.fetch(request),
      log,
      rewriteUpload: options.rewriteUpload,
      held: options.held,
    }),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://mock.test');
      const method = init?.method ?? 'GET';
      log.push(`${method} ${url.pathname}${url.search}`);
      await delayAnswer?.(`${method} ${url.pathname}${url.search}`);
      let sentInit = init;
      // A browser sends its page's origin with every API request but a GET (a passkey's relying party is read from
      // it). Not to the mock's control plane, which takes no browser of a host that is not a loopback name.
      if (method !== 'GET' && url.pathname.startsWith('/api/') && !new Headers(init?.headers).has('Origin')) {
        const headers = new Headers(init?.headers);
        headers.set('Origin', MOCK_ORIGIN);
        sentInit = { ...init, headers };
      }
      if (rewriteRequest && typeof sentInit?.body === 'string') {
        const changedBody = rewriteRequest(`${method} ${url.pathname}`, JSON.parse(sentInit.body) as unknown);
        if (changedBody !== undefined) sentInit = { ...sentInit, body: JSON.stringify(changedBody) };
      }
      const response = answer?.(`${method} ${url.pathname}`) ?? (await mock.app.fetch(new Request(url, sentInit)));
      // The server did the work; the connection broke before its answer arrived, as `fetch` reports it.
      if (dropAnswer?.(`${method} ${url.pathname}`)) throw new TypeError('Failed to fetch');
      if (!rewrite || !response.headers.get('Content-Type')?.includes('json')) return response;
      const body: unknown = await response.json();
      const changed = rewrite(`${method} ${url.pathname}`, body);
      return new Response(JSON.stringify(changed === undefined ? body : changed), {
        status: response.status,
        headers: response.headers,
      });
    },
  });
  return log;
}

/** An answer in the mock's place for some requests (`METHOD /path`), else undefined: the mock answers. */
export type ResponseOverride = (request: string) => Response | undefined;

/** Holds a request (`METHOD /path?query`) until the promise it returns settles (undefined: answered at once). */
export type AnswerDelay = (request: string) => Promise<void> | undefined;

/** Whether the answer to this request (`METHOD /path`) is lost after the mock handled it. */
export type AnswerDrop = (request: string) => boolean;

/** Drops the answer to the first `count` requests that are `request` (`METHOD /path`); later ones get theirs. */
export function dropFirstAnswers(request: string, count = 1): AnswerDrop {
  let left = count;
  return (sent) => {
    if (sent !== request || left === 0) return false;
    left -= 1;
    return true;
  };
}

export interface RenderRouteOptions extends WorldOptions {
  /** Answers some requests instead of the mock (see `routeApiToMock`). */
  answer?: ResponseOverride;
  /** Loses some answers after the mock handled the request (an unknown outcome: `dropFirstAnswers`). */
  dropAnswer?: AnswerDrop;
  /** Answers some requests only when their promise settles (a slow read among others). */
  delayAnswer?: AnswerDelay;
  /** Which of the world's keys the session holds: full (default), readonly, other, or a named key. */
  as?: string;
  /** A person signed in instead of a key (their session key, `hps_…`): the account page's tests. */
  person?: DemoPersonName;
  /** The scopes the session knows (null: unknown, as with a server without `/me`). */
  scopes?: string[] | null;
  customerName?: string | null;
  /** Who signed in, as the sign-in page keeps it (absent: not kept, the account's name stands in). */
  signedInAs?: Session['signedInAs'];
  /** The tax summary the session kept from its sign-in's `/me` (absent: not known, the session reads `/me`). */
  tax?: Session['tax'];
  /** false: nobody is signed in (the sign-in page); the world and its keys are made all the same. */
  signedIn?: boolean;
  /** Changes the mock's JSON answers before the app reads them (see `ResponseRewrite`). */
  rewrite?: ResponseRewrite;
  /** Changes the app's JSON request bodies before the mock reads them (see `RequestRewrite`). */
  rewriteRequest?: RequestRewrite;
  /** Changes an upload's file part (name, content type) before the mock reads it (see `UploadRewrite`). */
  rewriteUpload?: UploadRewrite;
  /** Uploads stop half way until `releaseUploads()` (a file stays "uploading" meanwhile). */
  holdUploads?: boolean;
}

export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const {
    as = 'full',
    person,
    scopes = null,
    customerName = 'Astrid Lindqvist',
    signedInAs,
    tax,
    signedIn = true,
    rewrite,
    rewriteRequest,
    rewriteUpload,
    holdUploads = false,
    answer,
    dropAnswer,
    delayAnswer,
    ...worldOptions
  } = options;
  const world = await createWorld(worldOptions);
  const key = person ? await signInPerson(world.worldId, person) : world.keys[as];
  if (typeof key !== 'string') throw new Error(`The world has no key named ${as}`);

  window.sessionStorage.clear();
  window.localStorage.clear();
  const session = createSessionStore();
  const asSignedIn: Session = {
    key,
    persist: false,
    customerName,
    scopes,
    demo: null,
    ...(tax ? { tax } : {}),
    ...(signedInAs ? { signedInAs } : {}),
  };
  if (signedIn) session.signIn(asSignedIn);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const operations = createOperationsStore(null);
  const router = createAppRouter(
    { queryClient, session, operations },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  let releaseHeld: () => void = () => {};
  let heldUploads: Promise<void> | null = holdUploads
    ? new Promise<void>((resolve) => {
        releaseHeld = resolve;
      })
    : null;
  const requests = routeApiToMock({
    getKey: session.getKey,
    onUnauthorized: (code) => void signOut(router, signOutReasonOf(code)),
    rewrite,
    rewriteRequest,
    rewriteUpload,
    held: () => heldUploads,
    answer,
    dropAnswer,
    delayAnswer,
  });

  // The screen's split chunks are imported before it renders: on a busy machine the first import of a screen's
  // modules can take longer than finding something on it may, and that wait is the machine's, not the screen's.
  // Only code loads here (no loader runs, no request is sent), so the requests a test counts are the screen's own.
  const [matchedRoutes] = router.getMatchedRoutes(router.state.location.pathname);
  await Promise.all(matchedRoutes.map((route) => router.loadRouteChunk(route)));

  const user = userEvent.setup();
  const view = render(<AppRoot router={router} />, { onCaughtError });
  return {
    ...view,
    user,
    router,
    queryClient,
    session,
    operations,
    world,
    requests,
    /** Lets held uploads finish (`holdUploads`); later ones run through. */
    releaseUploads: () => {
      heldUploads = null;
      releaseHeld();
    },
    /** Reads the API as the session's key, past the app (what the world now holds). */
    apiRead: async (apiPath: string): Promise<unknown> =>
      (await mock.app.request(apiPath, { headers: { Authorization: `Bearer ${key}` } })).json(),
    /** Writes to the API as the session's key, past the app (to set a world up); the answer's status and body. */
    apiWrite: async (apiPath: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await mock.app.request(apiPath, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    /** Moves the world's clock, so its jobs progress. */
    advanceClock: (ms: number) => mockControl(`/__mock/worlds/${world.worldId}/clock`, { advanceMs: ms }),
  };
}
