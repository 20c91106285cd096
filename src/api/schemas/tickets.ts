import * as z from 'zod/mini';
import {
  listPage,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  countedArray,
  tolerantArray,
  tolerantEnum,
} from './common';
import { ticketStatusValues, ticketListFilterValues } from './tickets-values';

export const ticketStatus = tolerantEnum(ticketStatusValues);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const ticketPriorityValues = ['low', 'medium', 'high', 'urgent', 'critical'] as const;
export const ticketPriority = tolerantEnum(ticketPriorityValues);
export type TicketPriority = z.infer<typeof ticketPriority>;

export const messageSenderValues = ['customer', 'staff', 'automation'] as const;
export const messageSender = tolerantEnum(messageSenderValues);

export const linkedService = z.object({
  serviceType: z.string(),
  serviceId: nullableString,
  serviceName: nullableString,
  details: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
});
export type LinkedService = z.infer<typeof linkedService>;

export const ticketAttachment = z.object({
  id: nullableString,
  filename: nullableString,
  extension: nullableString,
  mimeType: nullableString,
  downloadUrl: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachment>;

export const ticketMessage = z.object({
  id: z.string(),
  ticketId: z.string(),
  sentAt: nullableTimestamp,
  body: z.nullable(z.string()),
  sender: messageSender,
  senderName: nullableString,
  encrypted: z.catch(z.boolean(), false),
  attachments: z.catch(tolerantArray(ticketAttachment, 'ticket messages[].attachments[]'), []),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** Fields every ticket read carries (list items and detail). */
export const ticketSummary = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.nullable(z.string()),
  status: ticketStatus,
  priority: ticketPriority,
  departmentSlug: z.string(),
  departmentName: nullableString,
  createdAt: nullableTimestamp,
  updatedAt: nullableTimestamp,
  lastMessageAt: nullableTimestamp,
  ccEmails: z.catch(tolerantArray(z.string(), 'ticket ccEmails[]'), []),
  requesterName: nullableString,
  messageCount: z.number().check(z.int()),
  linkedServices: z.catch(tolerantArray(linkedService, 'ticket linkedServices[]'), []),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/**
 * Detail and close/reopen responses add the body, attachments and the conversation. One malformed message is
 * dropped, the rest of the conversation stays, and `droppedMessages` (ours, never sent) says how many were, so the
 * conversation says that some could not be shown.
 */
export const ticket = z.pipe(
  z.extend(ticketSummary, {
    body: z.nullable(z.string()),
    attachments: z.catch(tolerantArray(ticketAttachment, 'ticket attachments[]'), []),
    messages: z.catch(countedArray(ticketMessage, 'ticket messages[]'), { items: [], dropped: 0 }),
  }),
  z.transform(({ messages, ...detail }) => ({
    ...detail,
    messages: messages.items,
    droppedMessages: messages.dropped,
  })),
);
export type Ticket = z.infer<typeof ticket>;
/** A ticket as the API sends it (what the mock answers): without the client's count of dropped messages. */
export type TicketBody = Omit<Ticket, 'droppedMessages'>;

export const ticketListPage = listPage(ticketSummary, 'ticket list');
export type TicketListPage = z.infer<typeof ticketListPage>;
/**
 * The ticket list read only to count it (the list's "6 of 24"): its rows are counted, not read, so none is checked
 * (a first screen parsed 100 tickets for a number).
 */
export const ticketCountPage = listPage(z.unknown(), 'ticket count');

export type TicketListFilter = (typeof ticketListFilterValues)[number];
export const ticketListQuery = z.extend(paginationQuery, {
  status: z._default(z.enum(ticketListFilterValues), 'all'),
  /**
   * Ours (ledger "Support search"; the spec names no parameters of the ticket list): part of the subject or the
   * ticket number (a leading `#` ignored), case-insensitive; blank means no filter.
   */
  q: z.optional(z.string().check(z.maxLength(100))),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

/**
 * Spec: close takes "No body" (reopen: not shown, decided the same). Absent or `{}`; any member is rejected,
 * as order cancel's "No body; unknown keys are rejected" (ledger: "No body" actions).
 */
export const ticketActionBody = z.strictObject({});

/**
 * A ticket in a path: its `tkt_` id or, during the migration the spec mentions, its numeric number. The app's
 * route and the mock validate `{id}` with this same schema.
 */
export const ticketRef = z.union([opaqueId('tkt_'), z.string().check(z.regex(/^[0-9]{1,12}$/))]);
/** The same schema under the `<resource>IdParam` name every area uses. */
export const ticketIdParam = ticketRef;
export const ticketAttachmentIdParam = opaqueId('tatt_');
