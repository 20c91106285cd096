import { Blob as NodeBlob } from 'node:buffer';
import type { UploadXhr } from '@/api/client';

/**
 * The XMLHttpRequest of uploads (`src/api/upload.ts`) in route tests: it hands the request to the in-process mock (as
 * `routeApiToMock` does with fetch), reports upload progress on the way, and can hold an upload half way until the
 * test lets it go (to see a file "uploading" and the send button waiting for it).
 */

/** Changes the file part before the mock reads it (its name or content type), to see how a refusal is shown. */
export type UploadRewrite = (part: {
  filename: string;
  type: string;
}) => { filename: string; type: string } | undefined;

export interface MockXhrOptions {
  /** Serves the request (the mock app's `fetch`). */
  serve: (request: Request) => Promise<Response>;
  /** The request log of the render (`METHOD /path?query`). */
  log: string[];
  rewriteUpload?: UploadRewrite | undefined;
  /** Resolves when a held upload may finish (null: uploads run through). */
  held?: () => Promise<void> | null;
}

/** A Blob's bytes; jsdom's Blob may lack `arrayBuffer`, its FileReader has it. */
async function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * `multipart/form-data` written by hand: the app's FormData and File are jsdom's, which Node's `Request` cannot read
 * as a form (it would send "[object FormData]").
 */
export async function multipartOf(
  form: FormData,
  rewrite?: UploadRewrite,
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----mock-xhr-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      continue;
    }
    const file = value as File;
    const sent = { filename: file.name, type: file.type || 'application/octet-stream' };
    const part = rewrite?.(sent) ?? sent;
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename.replace(/"/g, '%22')}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      await bytesOf(file),
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Runs the mock's handler with Node's `Blob` as the global one. The mock parses the multipart body with Node's own
 * form reader, whose files are Node `Blob`s, and checks a part with `instanceof Blob`; under jsdom the global `Blob` is
 * jsdom's, so every file would read as a text field. Only for the time of the handler (nothing of the app runs a Blob
 * check meanwhile).
 */
async function withNodeBlob<T>(run: () => Promise<T>): Promise<T> {
  const globals = globalThis as { Blob: unknown };
  const jsdomBlob = globals.Blob;
  globals.Blob = NodeBlob;
  try {
    return await run();
  } finally {
    globals.Blob = jsdomBlob;
  }
}

const progress = (loaded: number, total: number) =>
  new ProgressEvent('progress', { lengthComputable: true, loaded, total });

class MockXhr implements UploadXhr {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  readonly upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private responseHeaders = new Headers();
  private aborted = false;

  constructor(private readonly options: MockXhrOptions) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  abort(): void {
    this.aborted = true;
  }

  send(body: FormData): void {
    void this.run(body).catch(() => {
      if (!this.aborted) this.onerror?.(new ProgressEvent('error'));
    });
  }

  private async run(form: FormData): Promise<void> {
    const url = new URL(this.url, 'http://mock.test');
    this.options.log.push(`${this.method} ${url.pathname}${url.search}`);
    const { body, contentType } = await multipartOf(form, this.options.rewriteUpload);
    const headers = new Headers(this.headers);
    headers.set('Content-Type', contentType);
    const total = body.byteLength;
    this.upload.onprogress?.(progress(Math.floor(total / 2), total));
    const hold = this.options.held?.();
    if (hold) await hold;
    if (this.aborted) return;
    const request = new Request(url, { method: this.method, headers, body });
    const response = await withNodeBlob(() => this.options.serve(request));
    if (this.aborted) return;
    this.upload.onprogress?.(progress(total, total));
    this.status = response.status;
    this.statusText = response.statusText;
    this.responseHeaders = response.headers;
    this.responseText = await response.text();
    if (this.aborted) return;
    this.onload?.(new ProgressEvent('load'));
  }
}

/** `ApiClientConfig.createXhr` for route tests. */
export function mockXhrFactory(options: MockXhrOptions): () => UploadXhr {
  return () => new MockXhr(options);
}
