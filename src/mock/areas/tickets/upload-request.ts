import { parseBody as parseFormBody } from 'hono/utils/body';
import { ATTACHMENT_LIMITS } from '@/api/schemas/ticket-conversations';
import type { MockContext } from '@/mock/platform/http';
import { ProblemError } from '@/mock/platform/problems';
import { extensionOf } from './state';
import type { NewUpload } from './uploads';

/**
 * Reading `POST /support/attachments` (ledger "Support conversations"): `multipart/form-data` with one part `file`.
 * Every refusal is Problem Details with `errors[{ pointer: '/file', code, detail }]` and `extensions.filename` (null
 * when no file name was read): no file 400, more than `ATTACHMENT_LIMITS.maxBytes` 413 `attachment_too_large`, an
 * extension or content type outside `ATTACHMENT_LIMITS.types` 415 `attachment_type_refused`; a body that is not
 * multipart 415 `unsupported_media_type`.
 *
 * The body is kept only up to a cap (the file's limit plus room for the multipart framing): a request beyond it is
 * refused as too large from what was kept (the file name comes from the part's headers, which lead the body), so
 * a huge upload costs the mock at most the cap in memory.
 */

const MULTIPART_ROOM_BYTES = 64 * 1024;
const MAX_UPLOAD_REQUEST_BYTES = ATTACHMENT_LIMITS.maxBytes + MULTIPART_ROOM_BYTES;
/** Beyond the cap, what is read and dropped before the connection is cut (a runaway client's upload). */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
const MAX_FILENAME_LENGTH = 255;
const MB = 1024 * 1024;

const ALLOWED_TYPES: Readonly<Record<string, readonly string[]>> = ATTACHMENT_LIMITS.types;
const ALLOWED_EXTENSIONS = Object.keys(ALLOWED_TYPES);

function listWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function fileRefusal(init: {
  status: number;
  code: string;
  fieldCode?: string;
  detail: string;
  filename: string | null;
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}): ProblemError {
  return new ProblemError({
    status: init.status,
    code: init.code,
    detail: init.detail,
    errors: [{ pointer: '/file', code: init.fieldCode ?? init.code, detail: init.detail }],
    extensions: { filename: init.filename, ...init.extensions },
    ...(init.headers ? { headers: init.headers } : {}),
  });
}

function badUpload(detail: string, filename: string | null, fieldCode = 'invalid_request'): ProblemError {
  return fileRefusal({ status: 400, code: 'invalid_request', fieldCode, detail, filename });
}

function tooLarge(filename: string | null, size: number | null): ProblemError {
  const name = filename ? `"${filename}"` : 'The file';
  return fileRefusal({
    status: 413,
    code: 'attachment_too_large',
    detail:
      size === null
        ? `${name} is larger than ${ATTACHMENT_LIMITS.maxBytes / MB} MB, the limit for one attachment.`
        : `${name} is ${(size / MB).toFixed(1)} MB; one attachment may be at most ${ATTACHMENT_LIMITS.maxBytes / MB} MB.`,
    filename,
    extensions: { size, maxBytes: ATTACHMENT_LIMITS.maxBytes },
  });
}

/**
 * The body up to `cap` bytes; `overflow` when there was more. The rest is read and thrown away (up to
 * `MAX_DRAIN_BYTES`), not cut off: a browser still sending its upload when the connection closes sees a network
 * error, never the 413.
 */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; overflow: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let drained = 0;
  let overflow = false;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (overflow) {
        drained += value.byteLength;
        if (drained > MAX_DRAIN_BYTES) {
          await reader.cancel().catch(() => undefined);
          break;
        }
        continue;
      }
      const room = cap - total;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        total = cap;
        overflow = true;
        continue;
      }
      chunks.push(value);
      total += value.byteLength;
    }
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, overflow };
}

/** The `file` part's file name from the start of a multipart body (its headers come before its bytes). */
function filenameFromPrefix(bytes: Uint8Array): string | null {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, MULTIPART_ROOM_BYTES));
  const match = /content-disposition:[^\r\n]*\bname="file"[^\r\n]*\bfilename="([^"\r\n]*)"/i.exec(head);
  // Browsers write a quote in a file name as %22 (and CR, LF as %0D, %0A).
  return match?.[1] !== undefined ? cleanFilename(match[1].replace(/%22/gi, '"').replace(/%0[ad]/gi, '')) : null;
}

/** The name without a path (old browsers send `C:\fakepath\…`) or control characters. */
function cleanFilename(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function isFile(value: unknown): value is File {
  return value instanceof Blob && 'name' in value;
}

function checkType(filename: string, mimeType: string): void {
  const extension = extensionOf(filename);
  const allowed = extension === null ? undefined : ALLOWED_TYPES[extension];
  const refuse = (detail: string) =>
    fileRefusal({
      status: 415,
      code: 'attachment_type_refused',
      detail,
      filename,
      extensions: { extension, mimeType, allowedExtensions: ALLOWED_EXTENSIONS },
    });
  if (extension === null || !allowed) {
    const what = extension === null ? `"${filename}" has no file extension` : `.${extension} files cannot be attached`;
    throw refuse(`${what}; attach ${listWords(ALLOWED_EXTENSIONS)} files.`);
  }
  if (!allowed.includes(mimeType)) {
    throw refuse(
      `A .${extension} file is sent as ${listWords(allowed)}, not ${mimeType === '' ? 'without a content type' : mimeType}.`,
    );
  }
}

/** The one file of an upload request, checked against `ATTACHMENT_LIMITS`; throws the refusal otherwise. */
export async function readUpload(c: MockContext): Promise<NewUpload> {
  const contentType = c.req.header('content-type') ?? '';
  if (mediaTypeOf(contentType) !== 'multipart/form-data') {
    const sent = mediaTypeOf(contentType);
    throw fileRefusal({
      status: 415,
      code: 'unsupported_media_type',
      detail: `Upload the file as multipart/form-data with one part named "file"${sent ? `, not as ${sent}` : ''}.`,
      filename: null,
      headers: { 'Accept-Post': 'multipart/form-data' },
    });
  }
  const read = await readCapped(c.req.raw.body, MAX_UPLOAD_REQUEST_BYTES);
  if (read.overflow) throw tooLarge(filenameFromPrefix(read.bytes), null);

  let form: Record<string, unknown>;
  try {
    form = await parseFormBody(
      new Request('http://upload.invalid/', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: read.bytes,
      }),
      { all: true },
    );
  } catch {
    throw badUpload('The multipart body could not be read; send one part named "file".', null);
  }
  const value = form.file;
  if (value === undefined) {
    throw badUpload('No file was sent: add the file as a part named "file".', null, 'missing_required');
  }
  if (Array.isArray(value)) {
    throw badUpload(`Upload one file per request; this one has ${value.length} parts named "file".`, null);
  }
  if (!isFile(value)) throw badUpload('The part "file" must be a file with a file name, not a text field.', null);

  const filename = cleanFilename(value.name);
  if (filename === '') {
    throw badUpload('No file was chosen: the part "file" has no file name.', null, 'missing_required');
  }
  if (filename.length > MAX_FILENAME_LENGTH) {
    throw badUpload(`File names are limited to ${MAX_FILENAME_LENGTH} characters.`, filename);
  }
  if (value.size > ATTACHMENT_LIMITS.maxBytes) throw tooLarge(filename, value.size);
  const mimeType = mediaTypeOf(value.type);
  checkType(filename, mimeType);
  if (value.size === 0) throw badUpload(`"${filename}" is empty.`, filename);
  return { filename, mimeType, bytes: new Uint8Array(await value.arrayBuffer()) };
}
