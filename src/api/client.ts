import * as z from 'zod/mini';
import { takeEarlyRead } from './early-responses';
import { queryString } from './endpoints/route';
import { problemDetails, type FieldError, type ProblemDetails } from './schemas/common';
import { rateLimitNotice } from './rate-limit-notice';
import { viewRecorder } from './view-recorder';

/**
 * The only code that speaks HTTP. It adds the bearer key and JSON headers, parses every success body
 * with the resource's schema, turns Problem Details into `ApiError`, sends 401s back to sign-in, and lets
 * GETs wait out a 429. Mutations are never retried here: repeating a POST could do the thing twice.
 */

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | null;
  readonly requestId: string | null;
  readonly errors: FieldError[];
  readonly problem: ProblemDetails | null;
  /** Seconds the server asked us to wait (429 only). */
  readonly retryAfterSeconds: number | null;
  /**
   * A write whose effect cannot be known: it left and no readable answer came back (network error, timeout, a 2xx
   * that broke the contract). It may have been applied, so it must never be presented as "try again".
   */
  readonly outcomeUnknown: boolean;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string | null;
    requestId?: string | null;
    errors?: FieldError[];
    problem?: ProblemDetails | null;
    retryAfterSeconds?: number | null;
    outcomeUnknown?: boolean;
  }) {
    super(init.detail ? `${init.title}: ${init.detail}` : init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail ?? null;
    this.requestId = init.requestId ?? null;
    this.errors = init.errors ?? [];
    this.problem = init.problem ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
  }

  /** Scopes the key lacks, when the server said so (ledger: `extensions.missingScopes`). */
  get missingScopes(): string[] {
    const ext = this.problem?.extensions;
    const value = ext?.['missingScopes'];
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiClientConfig {
  /** API origin and prefix root; '' means the app's own origin. */
  baseUrl: string;
  getKey: () => string | null;
  /**
   * Called on any 401 after the request, with the Problem's `code` when it has one (`api_key_revoked`...: ledger "API
   * keys: a key that stops working"); the app signs out and returns to sign-in, saying why.
   */
  onUnauthorized: (code: string | null) => void;
  fetch?: typeof fetch;
  /** Longest wait for one 429 before a GET retries (seconds). */
  maxRetryAfterSeconds?: number;
  maxRateLimitRetries?: number;
  /** A request with no answer after this long is abandoned (a write's outcome is then unknown). */
  timeoutMs?: number;
  /** Makes the XMLHttpRequest of an upload (`src/api/upload.ts`); tests give a stand-in. */
  createXhr?: () => UploadXhr;
}

/**
 * What an upload uses of `XMLHttpRequest` (fetch has no upload progress): `new XMLHttpRequest()` in the browser, a
 * stand-in in tests (`ApiClientConfig.createXhr`).
 */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  getResponseHeader(name: string): string | null;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  withCredentials: boolean;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Skip the bearer key (public endpoints such as the catalog). */
  anonymous?: boolean;
  /** Use this key instead of the session's (sign-in checks a key before keeping it). */
  key?: string;
  /** Sent as `Idempotency-Key` (the money writes: ledger "Idempotency keys"). */
  idempotencyKey?: string;
  /** More headers (the demo build's `X-Mock-World` on a person's sign-in: ledger "People and session keys"). */
  headers?: Readonly<Record<string, string>>;
}

const defaultConfig: ApiClientConfig = {
  baseUrl: '',
  getKey: () => null,
  onUnauthorized: () => {},
};

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Aborts when the caller does, or `ms` after the request starts (the body's download included), and says which: a
 * caller's abort is not a timeout. Built by hand: `AbortSignal.any` is missing from browsers customers still use.
 */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; timedOut: () => boolean } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request took too long', 'TimeoutError'));
  }, ms);
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return { signal: controller.signal, timedOut: () => timedOut };
}

let config: ApiClientConfig = defaultConfig;

export function configureApi(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
}

export function getApiConfig(): Readonly<ApiClientConfig> {
  return config;
}

/** Joins the base URL with an API path; absolute http(s) URLs (e.g. a pollUrl) pass through. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const absolute = /^https?:\/\//i.test(path);
  const base = config.baseUrl.replace(/\/+$/, '');
  let url = absolute ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const qs = query ? queryString(query) : '';
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return url;
}

/**
 * True when `url` (as apiUrl resolves it) is on the API's origin. The bearer key is sent only there: an
 * absolute pollUrl or downloadUrl pointing elsewhere must never receive it.
 */
export function isApiOrigin(url: string): boolean {
  const here = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  try {
    const api = new URL(config.baseUrl || '/', here).origin;
    return new URL(apiUrl(url), here).origin === api;
  } catch {
    return false;
  }
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  return null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A non-empty string, else null (an empty member counts as absent). */
function text(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value : null;
}

/** `type` is `{errors_base}/<code>`: the code a body without `code` still names. */
function codeFromType(type: string | undefined): string | null {
  const match = type === undefined ? null : /\/([a-z][a-z0-9_]*)$/.exec(type);
  return match?.[1] ?? null;
}

/**
 * Builds the ApiError for a non-2xx response. A JSON object body is read as Problem Details member by member
 * (`problemDetails`), so an off-spec member (`errors: null`, `status: "400"`, no `title`) never loses `code`,
 * `requestId`, `title` or `detail`; whatever is missing falls back to the response itself.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const headerRequestId = response.headers.get('X-Request-Id');
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  const statusText = response.statusText || `HTTP ${response.status}`;
  const parsed =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? z.safeParse(problemDetails, body) : null;
  if (parsed?.success) {
    const p = parsed.data;
    return new ApiError({
      status: response.status,
      code: text(p.code) ?? codeFromType(p.type) ?? `http_${response.status}`,
      title: text(p.title) ?? statusText,
      detail: text(p.detail),
      requestId: text(p.requestId) ?? headerRequestId,
      errors: p.errors ?? [],
      problem: p,
      retryAfterSeconds,
    });
  }
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    title: statusText,
    detail: typeof body === 'string' && body.length < 300 ? body : null,
    requestId: headerRequestId,
    retryAfterSeconds,
  });
}

/**
 * The boot script's answer, or null when it failed before answering (the read is simply sent again); rejects when
 * the caller gives up or the deadline passes, as a fetch would.
 */
function earlyAnswer(early: Promise<Response>, signal: AbortSignal): Promise<Response | null> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    early.then(resolve, () => resolve(null));
  });
}

/** The `code` of a Problem answer, read from a copy (the caller still reads the answer); null when it has none. */
async function problemCodeOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    const code = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : null;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** The `code` of a Problem's text (an upload's answer), or null. */
export function problemCodeOfText(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const code = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : null;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const key = options.anonymous || !isApiOrigin(path) ? null : (options.key ?? config.getKey());
  if (key) headers['Authorization'] = `Bearer ${key}`;
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const maxRetries = config.maxRateLimitRetries ?? 3;
  const maxWait = config.maxRetryAfterSeconds ?? 30;

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    const deadline = withTimeout(options.signal, config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const url = apiUrl(path, options.query);
    // The first screen's reads were sent by the boot script while the scripts downloaded: take the answer over.
    const early = method === 'GET' && attempt === 0 ? takeEarlyRead(url, key) : null;
    try {
      response =
        (early && (await earlyAnswer(early, deadline.signal))) ??
        (await doFetch(url, {
          method,
          headers,
          body: hasBody ? JSON.stringify(options.body) : undefined,
          signal: deadline.signal,
          credentials: 'omit',
        }));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // Without an answer nobody knows whether a write was applied: the request may have left before the line
      // broke. A read is simply unanswered.
      throw new ApiError({
        status: 0,
        code: deadline.timedOut() ? 'timeout' : 'network_error',
        // For logs: the problem alert says it in the user's language (src/ui/problem-alert.tsx).
        title: 'Cannot reach the server',
        detail: 'The request did not get an answer.',
        outcomeUnknown: method !== 'GET',
      });
    }

    if (response.status === 429 && method === 'GET' && attempt < maxRetries) {
      const waitSeconds = Math.min(parseRetryAfter(response.headers.get('Retry-After')) ?? 1, maxWait);
      const until = Date.now() + waitSeconds * 1000;
      const release = rateLimitNotice.hold(until);
      try {
        await sleep(waitSeconds * 1000, options.signal);
      } finally {
        release();
      }
      continue;
    }
    if (response.status === 401 && !options.anonymous && options.key === undefined) {
      config.onUnauthorized(await problemCodeOf(response));
    }
    return response;
  }
}

/** Sends a request and parses the 2xx body with `schema`; also hands back the status (202 vs 200 matters for operations). */
export async function apiRequestWithStatus<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; data: z.output<S> }> {
  const method = options.method ?? 'GET';
  const url = apiUrl(path, options.query);
  const failed = (error: ApiError): ApiError => {
    // For "Share this view with support": what failed, never a header or the key (src/api/view-recorder.ts).
    viewRecorder.recordFailure({
      url,
      baseUrl: config.baseUrl,
      method,
      status: error.status,
      code: error.code,
      requestId: error.requestId,
      problem: error.problem,
    });
    return error;
  };
  let response: Response;
  try {
    response = await send(path, options);
  } catch (error) {
    throw isApiError(error) ? failed(error) : error;
  }
  if (!response.ok) throw failed(await errorFromResponse(response));
  const body = response.status === 204 ? undefined : await readJson(response);
  const parsed = z.safeParse(schema, body);
  if (parsed.success && method === 'GET') viewRecorder.recordRead(url, config.baseUrl, body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `/${first.path.map(String).join('/')}` : '';
    throw failed(
      new ApiError({
        status: response.status,
        code: 'invalid_response',
        // The server did something (a 2xx) but we cannot read what: for a write, its effect is unknown.
        outcomeUnknown: method !== 'GET',
        title: 'Unexpected response from the server',
        // Only the technical part: the problem alert says the rest in the user's language.
        detail: first ? `${where}: ${first.message}` : null,
        requestId: response.headers.get('X-Request-Id'),
      }),
    );
  }
  return { status: response.status, data: parsed.data };
}

/** Sends a request and parses the 2xx body with `schema`. */
export async function apiRequest<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return (await apiRequestWithStatus(schema, path, options)).data;
}

/**
 * Downloads a binary resource (attachments) with the key in the header, never in the URL. The file's name is the
 * caller's to read from `disposition` with `contentDispositionFilename` (RFC 6266, ./content-disposition.ts): a
 * pattern here read the first `filename=`, cut it at `;` and percent-decoded it. The parser is not in the first
 * screen's code (this module is): only a download needs it.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'signal' | 'query'> = {},
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await send(path, { signal: options.signal, query: options.query });
  if (!response.ok) throw await errorFromResponse(response);
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}
