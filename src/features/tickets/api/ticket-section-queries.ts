import { apiDownload, isApiOrigin } from '@/api/client';
import { contentDispositionFilename } from '@/api/content-disposition';
import { httpsUrl } from '@/api/schemas/external-url';
import type { TicketAttachment } from '@/api/schemas/tickets';

/*
 * The reads of a ticket's conversation beyond the ticket itself. An attachment is a download, not a cached query:
 * it needs the bearer key, so it goes through fetch and a blob rather than a plain link (the key never goes into a
 * URL), and the client sends the key only to the API's origin.
 */

/** Whether the screen may offer the download: the API's own origin, or an https address. */
export function isDownloadable(attachment: TicketAttachment): boolean {
  return isApiOrigin(attachment.downloadUrl) || httpsUrl(attachment.downloadUrl) !== null;
}

/**
 * The attachment's bytes and the name the server gave it in `Content-Disposition` (RFC 6266, `filename*` first;
 * null when it gave none), from the `downloadUrl` as sent (the screen builds no URL).
 */
export async function downloadTicketAttachment(
  attachment: TicketAttachment,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string | null }> {
  const { blob, disposition } = await apiDownload(attachment.downloadUrl, signal ? { signal } : {});
  return { blob, filename: contentDispositionFilename(disposition) };
}
