import { ATTACHMENT_LIMITS } from '@/api/schemas/ticket-conversations';
import type { TicketAttachment } from '@/api/schemas/tickets';
import { withoutBidiControls } from '@/ui/bidi';

/**
 * An attachment's name, shown and saved (ledger "Attachments"). Names come from whoever uploaded the file, so:
 * - bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and the rest) are taken out, shown or saved: with them
 *   `invoice<U+202E>fdp.txt` reads as `invoicetxt.pdf`;
 * - the saved name is the `Content-Disposition` header's (RFC 6266, `filename*` first: src/api/content-disposition.ts),
 *   else the attachment's `filename` from the API, else the screen's word for an attachment; no path separator or
 *   control character in it;
 * - it ends with the extension the API allowed for the file (the attachment's `extension`, one of the upload's
 *   listed ones, or one it takes for the same type: `jpg` for `jpeg`): a name that ends otherwise gets it added
 *   (`setup.exe` of a `zip` is saved as `setup.exe.zip`).
 *   When the API says none, the file's type says it; when nothing does, `.bin`, which no system runs.
 */

type AllowedExtension = keyof typeof ATTACHMENT_LIMITS.types;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

function allowed(extension: string | null | undefined): AllowedExtension | null {
  const plain = extension?.trim().replace(/^\./, '').toLowerCase() ?? '';
  return plain !== '' && Object.hasOwn(ATTACHMENT_LIMITS.types, plain) ? (plain as AllowedExtension) : null;
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}

/** The extension the API allowed for this attachment: its own, else its name's, else its type's; null when none. */
function allowedExtension(attachment: TicketAttachment, type: string | null): AllowedExtension | null {
  const own = allowed(attachment.extension) ?? allowed(extensionOf(attachment.filename ?? ''));
  if (own) return own;
  const plainType = (type ?? attachment.mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!plainType) return null;
  const types = ATTACHMENT_LIMITS.types as Record<AllowedExtension, readonly string[]>;
  return (Object.keys(types) as AllowedExtension[]).find((extension) => types[extension].includes(plainType)) ?? null;
}

/** The name a message's attachment is listed under: the API's (or the word for one), without bidi controls. */
export function attachmentDisplayName(attachment: TicketAttachment, fallback: string): string {
  const name = withoutBidiControls(attachment.filename ?? '').trim();
  if (name) return name;
  const extension = allowed(attachment.extension);
  return extension ? `${fallback}.${extension}` : fallback;
}

/** The name the downloaded file is saved under (see above). */
export function attachmentSaveName(
  attachment: TicketAttachment,
  download: { filename: string | null; type: string | null },
  fallback: string,
): string {
  const clean = (name: string | null) =>
    withoutBidiControls(name ?? '')
      .replace(CONTROLS, '')
      .replace(/[/\\]/g, '_')
      .trim()
      .replace(/\.+$/, '');
  const name = clean(download.filename) || clean(attachment.filename) || fallback;
  const extension = allowedExtension(attachment, download.type);
  const own = allowed(extensionOf(name));
  if (extension === null) return own ? name : `${name}.bin`;
  return own && sameType(own, extension) ? name : `${name}.${extension}`;
}

/** Two extensions the API takes for a same type (`jpg` and `jpeg`): either names the file. */
function sameType(a: AllowedExtension, b: AllowedExtension): boolean {
  const types: readonly string[] = ATTACHMENT_LIMITS.types[a];
  return a === b || ATTACHMENT_LIMITS.types[b].some((type) => types.includes(type));
}
