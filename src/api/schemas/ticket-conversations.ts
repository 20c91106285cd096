import * as z from 'zod/mini';
import { listPage, nullableString, opaqueId } from './common';
import { ticket, ticketMessage } from './tickets';
import { linkedServiceTypeValues } from './tickets-values';

/**
 * Support conversations, apart from the ticket list's module on purpose: the list is a first screen and parses none
 * of this (a module's zod schemas are built when it loads, whether used or not).
 */

// ---------------------------------------------------------------------------------------------
// Conversations (ledger "Support conversations"): departments, uploads, replies, new tickets. The spec names
// `POST /support/tickets/{id}/messages` and `GET /support/departments`; creation (`POST /support/tickets`) is implied
// by its "detail/create responses"; the upload (`POST /support/attachments`) is ours. Shapes decided in the ledger.
// ---------------------------------------------------------------------------------------------

/** A department: the name in the requested language; one that takes no new tickets says why. */
export const supportDepartment = z.object({
  slug: z.string(),
  name: nullableString,
  description: nullableString,
  /** A guard: only `true` offers the department for a new ticket (missing → not offered). */
  acceptingTickets: z.catch(z.nullable(z.boolean()), null),
  /** Why it takes no new tickets (English; the app says it by `reasonCode` where it knows the code). */
  reason: nullableString,
  reasonCode: nullableString,
});
export type SupportDepartment = z.infer<typeof supportDepartment>;

export const supportDepartmentList = listPage(supportDepartment, 'support departments');
export type SupportDepartmentList = z.infer<typeof supportDepartmentList>;

export const supportDepartmentQuery = z.object({
  /** Unsupported values fall back to English (as the catalog). */
  locale: z.catch(z._default(z.enum(['en', 'sv']), 'en'), 'en'),
});

/** What one upload may be (ledger): at most this many bytes, of these types, and this many per message. */
export const ATTACHMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPerMessage: 5,
  /** Extensions (lower case) and the content types they may be sent as. */
  types: {
    png: ['image/png'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    gif: ['image/gif'],
    webp: ['image/webp'],
    pdf: ['application/pdf'],
    txt: ['text/plain'],
    log: ['text/plain'],
    csv: ['text/csv', 'text/plain'],
    json: ['application/json'],
    zip: ['application/zip', 'application/x-zip-compressed'],
  },
} as const;

/** 201 of `POST /support/attachments`: an attachment (the ticket's shape) with its size, not yet on a message. */
export const uploadedAttachment = z.object({
  id: z.string(),
  filename: nullableString,
  extension: nullableString,
  mimeType: nullableString,
  size: z.catch(z.nullable(z.number()), null),
  downloadUrl: nullableString,
});
export type UploadedAttachment = z.infer<typeof uploadedAttachment>;

const messageBody = z.string().check(
  z.maxLength(10_000),
  z.refine((value) => value.trim().length > 0, 'Write a message.'),
);
const ccEmail = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected an e-mail address.'));
const attachmentIds = z.array(opaqueId('tatt_')).check(z.maxLength(ATTACHMENT_LIMITS.maxPerMessage));

/** `POST /support/tickets/{id}/messages`. `ccEmails` present = the ticket's CC list from now on (replaces it). */
export const ticketReplyBody = z.strictObject({
  body: messageBody,
  attachmentIds: z.optional(attachmentIds),
  ccEmails: z.optional(z.array(ccEmail).check(z.maxLength(10))),
});
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

/** 201: the new message and the ticket as it is now (status `customer_reply`, counts and times updated). */
export const ticketReplyResponse = z.object({ message: ticketMessage, ticket });
export type TicketReplyResponse = z.infer<typeof ticketReplyResponse>;

export type LinkedServiceType = (typeof linkedServiceTypeValues)[number];

/** The new ticket's priority: `critical` is staff's to set. */
export const newTicketPriorityValues = ['low', 'medium', 'high', 'urgent'] as const;

/** The longest subject a new ticket may have (also what a view bundle's ticket may bring). */
export const TICKET_SUBJECT_MAX = 200;

/** `POST /support/tickets` → 201 the ticket (detail shape). */
export const ticketCreateBody = z.strictObject({
  departmentSlug: z.string().check(z.minLength(1), z.maxLength(64)),
  subject: z.string().check(
    z.maxLength(TICKET_SUBJECT_MAX),
    z.refine((value) => value.trim().length > 0, 'Write a subject.'),
  ),
  body: messageBody,
  priority: z._default(z.enum(newTicketPriorityValues), 'medium'),
  linkedService: z.optional(
    z.nullable(
      z.strictObject({
        serviceType: z.enum(linkedServiceTypeValues),
        serviceId: z.string().check(z.minLength(1), z.maxLength(200)),
      }),
    ),
  ),
  ccEmails: z.optional(z.array(ccEmail).check(z.maxLength(10))),
  attachmentIds: z.optional(attachmentIds),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;
