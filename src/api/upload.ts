import * as z from 'zod/mini';
import {
  ApiError,
  apiUrl,
  errorFromResponse,
  getApiConfig,
  isApiOrigin,
  problemCodeOfText,
  type UploadXhr,
} from './client';
import { ticketRoutes } from './endpoints/tickets';
import { ATTACHMENT_LIMITS, uploadedAttachment, type UploadedAttachment } from './schemas/ticket-conversations';

/**
 * Uploads: one file as `multipart/form-data`, through XMLHttpRequest because fetch reports no upload progress. The
 * same rules as the client's requests (`client.ts`): the bearer key in the `Authorization` header only (never in the
 * URL, never logged, only to the API's origin), Problem Details read by `errorFromResponse` (code, request id, field
 * pointers), a 401 sends the app back to sign-in, nothing is retried.
 *
 * An upload is not a write whose outcome matters (ledger "Support conversations": an upload is on no message until
 * a reply or a new ticket names its id, and unused uploads are dropped after a day), so a lost answer is said as
 * "not uploaded": sending the file again does no harm.
 */

export interface UploadProgress {
  /** Bytes of the request sent so far. */
  loaded: number;
  /** Bytes of the whole request (the file and the multipart framing around it). */
  total: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** An upload that makes no progress (and then gets no answer) for this long is abandoned. */
const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

type AllowedExtension = keyof typeof ATTACHMENT_LIMITS.types;

/** The file's extension, lower case, when it is one the API takes (`report.PDF` → `pdf`); else null. */
export function attachmentExtension(name: string): AllowedExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(ATTACHMENT_LIMITS.types, extension) ? (extension as AllowedExtension) : null;
}

/** Why the API would refuse this file, known before sending it: too large, or not a type it takes. */
export type AttachmentPrecheck = 'too_large' | 'type_refused' | null;

export function precheckAttachment(file: { name: string; size: number }): AttachmentPrecheck {
  if (attachmentExtension(file.name) === null) return 'type_refused';
  if (file.size > ATTACHMENT_LIMITS.maxBytes) return 'too_large';
  return null;
}

/**
 * The content type the file is sent as: its own when the API takes it for the file's extension, else the first the
 * API takes for that extension. Browsers type a file by its extension anyway (a `.log` is `''` in one, `text/x-log`
 * in another), so this says the same thing in the API's words.
 */
export function uploadContentType(file: { name: string; type: string }): string {
  const extension = attachmentExtension(file.name);
  if (extension === null) return file.type || 'application/octet-stream';
  const allowed: readonly string[] = ATTACHMENT_LIMITS.types[extension];
  const own = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.includes(own) ? own : (allowed[0] ?? 'application/octet-stream');
}

function noAnswer(code: 'timeout' | 'network_error'): ApiError {
  return new ApiError({
    status: 0,
    code,
    // For logs: the row says it in the user's language.
    title: 'Cannot reach the server',
    detail: 'The upload did not get an answer.',
  });
}

/** The response headers the error reading needs, from the XHR (it has no `Headers` object). */
function headersOf(xhr: UploadXhr): Headers {
  const headers = new Headers();
  for (const name of ['Content-Type', 'X-Request-Id', 'Retry-After']) {
    const value = xhr.getResponseHeader(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * Sends `file` as the part `file` of a multipart POST to `path` and parses the 2xx body with `schema`. Rejects with
 * an `ApiError` (the server's Problem, a lost answer, or an answer that breaks the contract) or, when `signal`
 * aborts, with its reason.
 */
export function apiUpload<S extends z.core.$ZodType>(
  schema: S,
  path: string,
  file: File,
  options: UploadOptions = {},
): Promise<z.output<S>> {
  const config = getApiConfig();
  const { signal, onProgress } = options;
  return new Promise<z.output<S>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = config.createXhr ? config.createXhr() : (new XMLHttpRequest() as UploadXhr);
    const idleMs = config.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        finish(() => reject(noAnswer('timeout')));
      }, idleMs);
    };
    function onAbort() {
      xhr.abort();
      finish(() => reject(signal?.reason));
    }

    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = false;
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    const key = isApiOrigin(path) ? config.getKey() : null;
    if (key) xhr.setRequestHeader('Authorization', `Bearer ${key}`);

    xhr.upload.onprogress = (event) => {
      restartTimer();
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onerror = () => finish(() => reject(noAnswer('network_error')));
    xhr.onload = () => {
      const status = xhr.status;
      if (status === 0) {
        finish(() => reject(noAnswer('network_error')));
        return;
      }
      if (status === 401 && key !== null) config.onUnauthorized(problemCodeOfText(xhr.responseText));
      if (status < 200 || status > 299) {
        const body = [204, 205, 304].includes(status) ? null : xhr.responseText;
        const response = new Response(body, { status, statusText: xhr.statusText, headers: headersOf(xhr) });
        void errorFromResponse(response).then((error) => finish(() => reject(error)));
        return;
      }
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = xhr.responseText;
      }
      const parsed = z.safeParse(schema, body);
      if (parsed.success) {
        finish(() => resolve(parsed.data));
        return;
      }
      const first = parsed.error.issues[0];
      finish(() =>
        reject(
          new ApiError({
            status,
            code: 'invalid_response',
            title: 'Unexpected response from the server',
            detail: first ? `/${first.path.map(String).join('/')}: ${first.message}` : null,
            requestId: xhr.getResponseHeader('X-Request-Id'),
          }),
        ),
      );
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const type = uploadContentType(file);
    const form = new FormData();
    form.append('file', file.type === type ? file : new Blob([file], { type }), file.name);
    restartTimer();
    xhr.send(form);
  });
}

/** Uploads one file for a support reply or a new ticket: 201 the attachment, to name in `attachmentIds`. */
export function uploadAttachment(file: File, options: UploadOptions = {}): Promise<UploadedAttachment> {
  return apiUpload(uploadedAttachment, ticketRoutes.upload.path, file, options);
}
