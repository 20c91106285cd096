import { randomBytes } from 'node:crypto';
import type { FieldError } from '@/api/schemas/common';
import type { UploadedAttachment } from '@/api/schemas/ticket-conversations';
import type { World } from '@/mock/platform/worlds';
import { ATTACHMENT_PATH_PREFIX, extensionOf, type StoredAttachment, type TicketsState } from './state';

/**
 * Uploads (ledger "Support conversations", two steps): a file uploaded through the API is stored for its uploader's
 * customer, unused, until a reply or a new ticket names it in `attachmentIds` (once); an unused one is dropped 24
 * hours (world time) after it came. The bytes live in the world's tickets state, so they count: every stored byte is
 * added to the world's cost as it comes (`World.addCost`: the registry evicts other worlds to make room) and taken
 * off when an unused upload is dropped, and a world keeps at most `MAX_UPLOADED_BYTES_PER_WORLD` of them.
 */

export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** What one world keeps of uploaded files (used and unused): ~6 files of the largest size, hundreds of screenshots. */
export const MAX_UPLOADED_BYTES_PER_WORLD = 32 * 1024 * 1024;

/** The weight of one stored upload beyond its bytes (record, id, names), as world-cost.ts would count it. */
const UPLOAD_RECORD_BYTES = 256;

function costOf(attachment: StoredAttachment): number {
  return attachment.bytes.byteLength + UPLOAD_RECORD_BYTES;
}

export interface NewUpload {
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** Drops the unused uploads older than a day (world time) and gives their weight back to the world. */
export function pruneExpiredUploads(world: World): void {
  const state = world.state.tickets;
  const now = world.now();
  let freed = 0;
  for (const [id, attachment] of state.attachments) {
    if (attachment.ticketId !== null || attachment.uploadedAtMs === null) continue;
    if (now - attachment.uploadedAtMs < UPLOAD_TTL_MS) continue;
    state.attachments.delete(id);
    state.uploadedBytes -= attachment.bytes.byteLength;
    freed += costOf(attachment);
  }
  if (freed > 0) world.addCost(-freed);
}

/** Whether the world can keep `bytes` more of uploaded files. */
export function hasUploadRoom(state: TicketsState, bytes: number): boolean {
  return state.uploadedBytes + bytes <= MAX_UPLOADED_BYTES_PER_WORLD;
}

export function storeUpload(world: World, customerId: string, upload: NewUpload): StoredAttachment {
  const state = world.state.tickets;
  const attachment: StoredAttachment = {
    id: `tatt_${randomBytes(8).toString('hex')}`,
    ticketId: null,
    customerId,
    filename: upload.filename,
    mimeType: upload.mimeType,
    bytes: upload.bytes,
    uploadedAtMs: world.now(),
  };
  state.attachments.set(attachment.id, attachment);
  state.uploadedBytes += attachment.bytes.byteLength;
  world.addCost(costOf(attachment));
  return attachment;
}

export function toUploadedAttachment(attachment: StoredAttachment): UploadedAttachment {
  return {
    id: attachment.id,
    filename: attachment.filename,
    extension: extensionOf(attachment.filename),
    mimeType: attachment.mimeType,
    size: attachment.bytes.byteLength,
    downloadUrl: `${ATTACHMENT_PATH_PREFIX}${attachment.id}`,
  };
}

/**
 * Field errors for `attachmentIds` (400 at `/attachmentIds/<i>`): an id that is not the caller's unused upload
 * (unknown, dropped, already on a message, or another customer's: all alike, `attachment_not_found`), or one named
 * twice. Call `pruneExpiredUploads` first.
 */
export function uploadErrors(
  state: TicketsState,
  customerId: string,
  ids: readonly string[] | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  (ids ?? []).forEach((id, index) => {
    const pointer = `/attachmentIds/${index}`;
    const first = seen.get(id);
    if (first !== undefined) {
      errors.push({
        pointer,
        code: 'invalid_request',
        detail: `This upload is already named at /attachmentIds/${first}.`,
      });
      return;
    }
    seen.set(id, index);
    const attachment = state.attachments.get(id);
    if (!attachment || attachment.customerId !== customerId || attachment.ticketId !== null) {
      errors.push({
        pointer,
        code: 'attachment_not_found',
        detail: `No unused upload ${id} was found for this account. Upload the file again; each upload can be sent once.`,
      });
    }
  });
  return errors;
}

/** Puts the uploads on a ticket (checked with `uploadErrors`): from now on they are the ticket's files. */
export function attachUploads(state: TicketsState, ids: readonly string[], ticketId: string): string[] {
  for (const id of ids) {
    const attachment = state.attachments.get(id);
    if (attachment) attachment.ticketId = ticketId;
  }
  return [...ids];
}
