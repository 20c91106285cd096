import { z } from 'zod';
import { listPage, nullableTimestamp, tolerantEnum } from './common';

export const ticketStatusValues = [
  'open',
  'answered',
  'customer_reply',
  'in_progress',
  'on_hold',
  'closed',
  'unknown',
] as const;
export const ticketStatus = tolerantEnum(ticketStatusValues);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const ticketPriorityValues = ['low', 'medium', 'high', 'urgent', 'critical'] as const;
export const ticketPriority = tolerantEnum(ticketPriorityValues);
export type TicketPriority = z.infer<typeof ticketPriority>;

export const messageSenderValues = ['customer', 'staff', 'automation'] as const;
export const messageSender = tolerantEnum(messageSenderValues);

export const linkedService = z.object({
  serviceType: z.string(),
  serviceId: z.string().nullable().catch(null),
  serviceName: z.string().nullable().catch(null),
  details: z.record(z.string(), z.unknown()).nullable().catch(null),
});
export type LinkedService = z.infer<typeof linkedService>;

export const ticketAttachment = z.object({
  id: z.string().nullable().catch(null),
  filename: z.string().nullable().catch(null),
  extension: z.string().nullable().catch(null),
  mimeType: z.string().nullable().catch(null),
  downloadUrl: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachment>;

export const ticketMessage = z.object({
  id: z.string(),
  ticketId: z.string(),
  sentAt: nullableTimestamp,
  body: z.string().nullable(),
  sender: messageSender,
  senderName: z.string().nullable().catch(null),
  encrypted: z.boolean().catch(false),
  attachments: z.array(ticketAttachment).catch([]),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** Fields every ticket read carries (list items and detail). */
export const ticketSummary = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string().nullable(),
  status: ticketStatus,
  priority: ticketPriority,
  departmentSlug: z.string(),
  departmentName: z.string().nullable().catch(null),
  createdAt: nullableTimestamp,
  updatedAt: nullableTimestamp,
  lastMessageAt: nullableTimestamp,
  ccEmails: z.array(z.string()).catch([]),
  requesterName: z.string().nullable().catch(null),
  messageCount: z.number().int(),
  linkedServices: z.array(linkedService).catch([]),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** Detail and close/reopen responses add the body, attachments and the conversation. */
export const ticket = ticketSummary.extend({
  body: z.string().nullable(),
  attachments: z.array(ticketAttachment).catch([]),
  messages: z.array(ticketMessage).catch([]),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketListPage = listPage(ticketSummary);
export type TicketListPage = z.infer<typeof ticketListPage>;

/** Ticket list filter (ledger: `open` means every status but `closed`). */
export const ticketListFilterValues = ['all', 'open', 'closed'] as const;
export const ticketListQuery = z.strictObject({
  status: z.enum(ticketListFilterValues).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(512).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

/** Close and reopen take no body; an empty object is tolerated, anything else is rejected. */
export const ticketActionBody = z.strictObject({});
