import { randomBytes } from 'node:crypto';
import type { LinkedService } from '@/api/schemas/tickets';
import type { Customer } from '@/mock/platform/customers';
import { ProblemError } from '@/mock/platform/problems';
import { departmentName, type DepartmentSlug } from './departments';
import {
  nextMessageId,
  type StoredMessage,
  type StoredTicket,
  type StoredTicketPriority,
  type TicketsState,
} from './state';
import { attachUploads } from './uploads';

/**
 * Replies and new tickets (ledger "Support conversations"), pure operations on the tickets state: the routes
 * have checked the body, the ticket, the department, the linked service and the uploads (uploads.ts) before.
 */

/** 409 `ticket_closed` (ledger): a closed ticket takes no reply, the customer's or staff's, until it is reopened. */
export function ticketClosed(ticket: StoredTicket): ProblemError {
  return new ProblemError({
    status: 409,
    code: 'ticket_closed',
    detail: `Ticket ${ticket.number} is closed; reopen it before replying.`,
    extensions: { status: ticket.status },
  });
}

/** The first number of a world without tickets (the demo's run from 104201). */
const FIRST_TICKET_NUMBER = 100001;

function distinctEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The next customer-facing number in the world (all customers share the sequence). */
export function nextTicketNumber(state: TicketsState): string {
  let highest = FIRST_TICKET_NUMBER - 1;
  for (const ticket of state.tickets) {
    const number = Number(ticket.number);
    if (Number.isSafeInteger(number) && number > highest) highest = number;
  }
  return String(highest + 1);
}

export interface CustomerReply {
  body: string;
  attachmentIds?: readonly string[] | undefined;
  ccEmails?: readonly string[] | undefined;
}

/**
 * The customer's reply: a message from the key's customer with the named uploads; the ticket becomes
 * `customer_reply`, and `ccEmails` (when sent) is its CC list from now on. The ticket must not be closed.
 */
export function addCustomerReply(
  state: TicketsState,
  ticket: StoredTicket,
  reply: CustomerReply,
  customer: Customer,
  nowIso: string,
): StoredMessage {
  const message: StoredMessage = {
    id: nextMessageId(ticket),
    sentAt: nowIso,
    body: reply.body,
    sender: 'customer',
    senderName: customer.name,
    encrypted: false,
    attachmentIds: attachUploads(state, reply.attachmentIds ?? [], ticket.id),
  };
  ticket.messages.push(message);
  ticket.status = 'customer_reply';
  ticket.updatedAt = nowIso;
  if (reply.ccEmails) ticket.ccEmails = distinctEmails(reply.ccEmails);
  return message;
}

export interface NewTicket {
  departmentSlug: DepartmentSlug;
  subject: string;
  body: string;
  priority: StoredTicketPriority;
  linkedService: LinkedService | null;
  ccEmails?: readonly string[] | undefined;
  attachmentIds?: readonly string[] | undefined;
}

/** A new ticket, `open`, numbered next in the world; its opening message (messages[0]) carries the uploads. */
export function createTicket(state: TicketsState, input: NewTicket, customer: Customer, nowIso: string): StoredTicket {
  const ticket: StoredTicket = {
    id: `tkt_${randomBytes(6).toString('hex')}`,
    number: nextTicketNumber(state),
    customerId: customer.id,
    subject: input.subject,
    body: input.body,
    status: 'open',
    priority: input.priority,
    departmentSlug: input.departmentSlug,
    departmentName: departmentName(input.departmentSlug),
    createdAt: nowIso,
    updatedAt: nowIso,
    ccEmails: distinctEmails(input.ccEmails ?? []),
    requesterName: customer.name,
    linkedServices: input.linkedService ? [input.linkedService] : [],
    // The files are the opening message's (the app shows ticket-level files apart from the conversation).
    attachmentIds: [],
    messages: [],
  };
  ticket.messages.push({
    id: nextMessageId(ticket),
    sentAt: nowIso,
    body: input.body,
    sender: 'customer',
    senderName: customer.name,
    encrypted: false,
    attachmentIds: attachUploads(state, input.attachmentIds ?? [], ticket.id),
  });
  state.tickets.push(ticket);
  return ticket;
}

export const DEFAULT_STAFF_NAME = 'Erik Sandberg';

function defaultStaffReply(senderName: string): string {
  return (
    'Hello,\n\nthank you for your message. We are looking into it and will get back to you as soon as we know ' +
    `more.\n\nBest regards,\n${senderName}`
  );
}

/** A staff answer (the mock's control call): the ticket becomes `answered`. The ticket must not be closed. */
export function addStaffReply(
  ticket: StoredTicket,
  reply: { body?: string | undefined; senderName?: string | undefined },
  nowIso: string,
): StoredMessage {
  const senderName = reply.senderName ?? DEFAULT_STAFF_NAME;
  const message: StoredMessage = {
    id: nextMessageId(ticket),
    sentAt: nowIso,
    body: reply.body ?? defaultStaffReply(senderName),
    sender: 'staff',
    senderName,
    encrypted: false,
    attachmentIds: [],
  };
  ticket.messages.push(message);
  ticket.status = 'answered';
  ticket.updatedAt = nowIso;
  return message;
}

/** Finds any customer's ticket of the world by id or number (the control plane acts as staff). */
export function findAnyTicket(state: TicketsState, idOrNumber: string): StoredTicket | undefined {
  return state.tickets.find((ticket) => ticket.id === idOrNumber || ticket.number === idOrNumber);
}
