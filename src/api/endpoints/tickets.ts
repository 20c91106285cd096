import { routes } from './route';

/**
 * Support: tickets, their conversations, attachments and departments. Reads need `read:support`; every write
 * (close, reopen, reply, a new ticket, an upload) `write:support`.
 */
export const ticketRoutes = routes({
  /**
   * Every status except `closed` is "open". Sorted by `lastMessageAt` (else `createdAt`), newest first; items omit
   * `body`, `attachments`, `messages`. Keyset cursor (the last item's `lastMessageAt` and id, base64url), valid while
   * tickets change. `q` is ours (the spec names none): ≤ 100 characters, subject or number contains it (a leading
   * `#` ignored), case-insensitive; a server that ignores it answers the unfiltered list, which the app shows as the
   * match (no worse than no search).
   */
  list: {
    method: 'GET',
    path: '/api/v2/support/tickets',
    scopes: [['read:support']],
    summary: 'List support tickets',
  },
  /**
   * A new ticket: 201 the ticket (status `open`, the next number), `Location`. Every field error comes in one 400:
   * the schema's beside the world's (unknown department `department_not_found`, one not accepting tickets
   * `department_not_accepting`, a service not the caller's `/linkedService/serviceId` `service_not_found`, unknown or
   * used uploads at `/attachmentIds/<i>`), so the form hears of every field at once. `serviceId` is looked up among
   * the caller's services of that `serviceType` only.
   */
  create: {
    method: 'POST',
    path: '/api/v2/support/tickets',
    scopes: [['write:support']],
    audit: { area: 'support', action: 'ticket.create', target: { type: 'ticket', created: { name: 'number' } } },
    gate: 'ticketCreate',
    location: true,
    summary: 'Open a support ticket',
  },
  /** `{id}`: a `tkt_` id or, during the migration the spec mentions, the numeric ticket number. */
  detail: {
    method: 'GET',
    path: '/api/v2/support/tickets/{id}',
    scopes: [['read:support']],
    summary: 'Read a support ticket with its conversation',
  },
  /**
   * Any ticket of the caller becomes `closed` (closing a closed one is a no-op 200) with an automation message
   * "Ticket closed by <name>.". "No body": none or `{}`; any member is a 400 at `/<member>`.
   */
  close: {
    method: 'POST',
    path: '/api/v2/support/tickets/{id}/actions/close',
    scopes: [['write:support']],
    audit: { area: 'support', action: 'ticket.close', target: { type: 'ticket', param: 'id' } },
    gate: 'ticketClose',
    summary: 'Close a support ticket',
  },
  /**
   * Not shown in the spec; decided like close. A `closed` ticket becomes `open` ("Ticket reopened by <name>.");
   * any other status is 409 `ticket_not_closed` with `extensions.status`. The app offers it on closed tickets only.
   */
  reopen: {
    method: 'POST',
    path: '/api/v2/support/tickets/{id}/actions/reopen',
    scopes: [['write:support']],
    audit: { area: 'support', action: 'ticket.reopen', target: { type: 'ticket', param: 'id' } },
    gate: 'ticketReopen',
    summary: 'Reopen a closed support ticket',
  },
  /**
   * 201 `{ message, ticket }`; the ticket becomes `customer_reply`. A closed ticket refuses with 409 `ticket_closed`
   * (reopen first). Order of refusals: 400 (body), 404, 409, 400 (uploads); a refused reply uses none of its uploads.
   * `ccEmails` present is the ticket's CC list from now on (`[]` empties it).
   */
  reply: {
    method: 'POST',
    path: '/api/v2/support/tickets/{id}/messages',
    scopes: [['write:support']],
    audit: { area: 'support', action: 'ticket.reply', target: { type: 'ticket', param: 'id' } },
    gate: 'ticketReply',
    summary: 'Reply to a support ticket',
  },
  /**
   * `?locale=en|sv` (others: English), with `Content-Language`. A closed department is listed with its reason.
   * `acceptingTickets` is a guard flag: only `true` offers the department; the app lists a closed one disabled.
   */
  departments: {
    method: 'GET',
    path: '/api/v2/support/departments',
    scopes: [['read:support']],
    summary: 'List support departments',
  },
  /**
   * Ours: step one of a message with files. `multipart/form-data`, one part `file`; 201 the attachment plus `size`
   * and `Location`. Kept for its uploader until a reply or a new ticket names it (once), dropped after 24 hours.
   * Limits: 5 MB (413 `attachment_too_large`), listed extensions with matching types (415 `attachment_type_refused`).
   * The app checks both before sending (`precheckAttachment`) and types each part by its extension; an upload
   * without a readable answer is "not attached, add it again", never "may have been applied" (unused is harmless).
   */
  upload: {
    method: 'POST',
    path: '/api/v2/support/attachments',
    scopes: [['write:support']],
    audit: {
      area: 'support',
      action: 'ticket.upload_attachment',
      target: { type: 'attachment', created: { name: 'filename' } },
    },
    gate: 'ticketReply',
    location: true,
    summary: 'Upload a file for a support message',
  },
  /**
   * The stored file with its name (`Content-Disposition`, RFC 6266: an ASCII `filename` and `filename*` UTF-8) and
   * type; `private, no-store`. The app reads the name as RFC 6266 says (`filename*` first, a quoted `;` or `%` kept,
   * else the attachment's `filename`) and saves it ending with the attachment's allowed `extension` (added when the
   * name ends otherwise); bidi controls (U+202E...) are taken out of names shown and saved.
   */
  attachment: {
    method: 'GET',
    path: '/api/v2/support/attachments/{id}',
    scopes: [['read:support']],
    binary: true,
    summary: 'Download a support attachment',
  },
});
