// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi, getApiConfig, type ApiClientConfig, type UploadXhr } from './client';
import { ATTACHMENT_LIMITS } from './schemas/ticket-conversations';
import { ticketRoutes } from './endpoints/tickets';
import { precheckAttachment, uploadAttachment, uploadContentType } from './upload';

const KEY = 'hpk_demo_full_0123456789abcdef';

/** An XMLHttpRequest the test answers by hand: what was opened, sent and set, and each event when the test says. */
class FakeXhr implements UploadXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = true;
  readonly upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  private responseHeaders: Record<string, string> = {};

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : 'Error';
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.onload?.(new ProgressEvent('load'));
  }
}

const last = () => {
  const xhr = FakeXhr.made.at(-1);
  if (!xhr) throw new Error('No upload was sent');
  return xhr;
};

const stored = {
  id: 'tatt_1a2b3c',
  filename: 'boot.log',
  extension: 'log',
  mimeType: 'text/plain',
  size: 8,
  downloadUrl: '/api/v2/support/attachments/tatt_1a2b3c',
};

let saved: ApiClientConfig;
const onUnauthorized = vi.fn();

beforeEach(() => {
  saved = { ...getApiConfig() };
  FakeXhr.made = [];
  onUnauthorized.mockReset();
  configureApi({ baseUrl: '', getKey: () => KEY, onUnauthorized, createXhr: () => new FakeXhr() });
});

afterEach(() => {
  configureApi(saved);
});

describe('uploadAttachment', () => {
  it('posts the file as the multipart part `file`, with the key in the Authorization header only, and reports progress', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const progress = vi.fn();
    const file = new File(['boot log'], 'boot.log', { type: 'text/plain' });
    const done = uploadAttachment(file, { onProgress: progress });
    const xhr = last();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(ticketRoutes.upload.path);
    expect(xhr.requestHeaders['Authorization']).toBe(`Bearer ${KEY}`);
    // The browser writes the multipart type with its boundary; never JSON, never cookies.
    expect(xhr.requestHeaders['Content-Type']).toBeUndefined();
    expect(xhr.withCredentials).toBe(false);
    const part = xhr.body?.get('file');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('boot.log');
    expect((part as File).type).toBe('text/plain');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['file']);

    xhr.progress(40, 100);
    xhr.progress(100, 100);
    expect(progress.mock.calls).toEqual([[{ loaded: 40, total: 100 }], [{ loaded: 100, total: 100 }]]);
    xhr.respond(201, stored, { 'X-Request-Id': 'req_0000000000000001' });
    await expect(done).resolves.toEqual(stored);

    // The key went nowhere but that header: not in the URL, not in the body, not in a log.
    expect(xhr.url).not.toContain(KEY);
    expect(
      JSON.stringify(Object.entries(xhr.requestHeaders).filter(([name]) => name !== 'Authorization')),
    ).not.toContain(KEY);
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends a file the browser could not type as its extension’s type', async () => {
    const done = uploadAttachment(new File(['x'], 'server.LOG', { type: '' }));
    const part = last().body?.get('file') as File;
    expect(part.name).toBe('server.LOG');
    expect(part.type).toBe('text/plain');
    last().respond(201, stored);
    await done;
    expect(uploadContentType({ name: 'data.csv', type: 'application/vnd.ms-excel' })).toBe('text/csv');
    expect(uploadContentType({ name: 'data.csv', type: 'text/plain' })).toBe('text/plain');
  });

  it('reads a refusal as Problem Details: status, code, request id and the field pointer', async () => {
    const done = uploadAttachment(new File(['png'], 'huge.png', { type: 'image/png' }));
    last().respond(
      413,
      {
        type: 'https://errors.hosting.example/attachment_too_large',
        title: 'Attachment too large',
        status: 413,
        detail: 'huge.png is larger than 5 MB.',
        code: 'attachment_too_large',
        requestId: 'req_00000000000000aa',
        errors: [{ pointer: '/file', code: 'attachment_too_large', detail: 'At most 5242880 bytes.' }],
        extensions: { filename: 'huge.png' },
      },
      { 'Content-Type': 'application/problem+json', 'X-Request-Id': 'req_00000000000000aa' },
    );
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const problem = error as ApiError;
    expect(problem.status).toBe(413);
    expect(problem.code).toBe('attachment_too_large');
    expect(problem.requestId).toBe('req_00000000000000aa');
    expect(problem.errors).toEqual([
      { pointer: '/file', code: 'attachment_too_large', detail: 'At most 5242880 bytes.' },
    ]);
    expect(problem.outcomeUnknown).toBe(false);
  });

  it('takes the request id from the header when the body lacks it, and the code from `type`', async () => {
    const done = uploadAttachment(new File(['MZ'], 'tool.zip', { type: 'application/zip' }));
    last().respond(
      415,
      { type: 'https://errors.hosting.example/attachment_type_refused', title: 'Refused', status: 415 },
      { 'X-Request-Id': 'req_00000000000000bb' },
    );
    const problem = (await done.catch((e: unknown) => e)) as ApiError;
    expect(problem.code).toBe('attachment_type_refused');
    expect(problem.requestId).toBe('req_00000000000000bb');
    expect(problem.errors).toEqual([]);
  });

  it('sends the app back to sign-in on a 401', async () => {
    const done = uploadAttachment(new File(['x'], 'a.txt', { type: 'text/plain' }));
    last().respond(401, { title: 'Unauthorized', status: 401, code: 'unauthorized' });
    await expect(done).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says a lost answer and a broken one as not uploaded (sending the file again does no harm)', async () => {
    const lost = uploadAttachment(new File(['x'], 'a.txt', { type: 'text/plain' }));
    last().onerror?.(new ProgressEvent('error'));
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'network_error', outcomeUnknown: false });

    const broken = uploadAttachment(new File(['x'], 'a.txt', { type: 'text/plain' }));
    last().respond(201, { filename: 'a.txt' });
    await expect(broken).rejects.toMatchObject({ status: 201, code: 'invalid_response', outcomeUnknown: false });
  });

  it('stops when aborted: the request is aborted and the promise rejects with the reason', async () => {
    const controller = new AbortController();
    const done = uploadAttachment(new File(['x'], 'a.txt', { type: 'text/plain' }), { signal: controller.signal });
    const xhr = last();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
    // An answer after the abort changes nothing.
    xhr.respond(201, stored);
  });

  it('abandons an upload that makes no progress for the timeout', async () => {
    vi.useFakeTimers();
    try {
      configureApi({ timeoutMs: 1000 });
      const done = uploadAttachment(new File(['x'], 'a.txt', { type: 'text/plain' }));
      const caught = done.catch((e: unknown) => e);
      const xhr = last();
      vi.advanceTimersByTime(900);
      xhr.progress(1, 2);
      vi.advanceTimersByTime(900);
      expect(xhr.aborted).toBe(false);
      vi.advanceTimersByTime(200);
      expect(await caught).toMatchObject({ code: 'timeout', status: 0 });
      expect(xhr.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('precheckAttachment', () => {
  it('refuses before sending what the API would refuse: a type it does not take, a file over the limit', () => {
    expect(precheckAttachment({ name: 'setup.exe', size: 10 })).toBe('type_refused');
    expect(precheckAttachment({ name: 'README', size: 10 })).toBe('type_refused');
    expect(precheckAttachment({ name: '.png', size: 10 })).toBe('type_refused');
    expect(precheckAttachment({ name: 'big.png', size: ATTACHMENT_LIMITS.maxBytes + 1 })).toBe('too_large');
    expect(precheckAttachment({ name: 'Screen Shot.PNG', size: ATTACHMENT_LIMITS.maxBytes })).toBeNull();
    expect(precheckAttachment({ name: 'logs.tar.zip', size: 1 })).toBeNull();
  });
});
