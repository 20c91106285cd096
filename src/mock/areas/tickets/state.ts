import type { ListPage } from '@/api/schemas/common';
import type {
  LinkedService,
  TicketAttachment,
  TicketBody,
  TicketListFilter,
  TicketMessage,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '@/api/schemas/tickets';
import { paginate, type PageQuery, type SortPosition } from '@/mock/platform/pagination';

/** Support-ticket state of a world and the pure operations on it (HTTP lives in routes.ts). */

export type StoredTicketStatus = Exclude<TicketStatus, 'unknown'>;
export type StoredTicketPriority = Exclude<TicketPriority, 'unknown'>;
export type StoredSender = 'customer' | 'staff' | 'automation';

export interface StoredAttachment {
  id: string;
  /** The ticket it is on; null for an upload no message names yet (ledger: usable once, dropped after 24 hours). */
  ticketId: string | null;
  /** The uploader (an unused upload is theirs alone); a ticket's files are its customer's. */
  customerId: string;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
  /** World time (ms) of an upload through the API; null for a scenario's files. */
  uploadedAtMs: number | null;
}

export interface StoredMessage {
  id: string;
  sentAt: string;
  /** null for encrypted messages (ledger: their text stays in e-mail). */
  body: string | null;
  sender: StoredSender;
  senderName: string | null;
  encrypted: boolean;
  attachmentIds: string[];
}

export interface StoredTicket {
  id: string;
  number: string;
  customerId: string;
  subject: string | null;
  /** The opening text; it is also `messages[0]` (the conversation is complete in `messages`). */
  body: string | null;
  status: StoredTicketStatus;
  priority: StoredTicketPriority;
  departmentSlug: string;
  departmentName: string | null;
  createdAt: string;
  updatedAt: string;
  ccEmails: string[];
  requesterName: string | null;
  linkedServices: LinkedService[];
  attachmentIds: string[];
  messages: StoredMessage[];
}

export interface TicketsState {
  tickets: StoredTicket[];
  attachments: Map<string, StoredAttachment>;
  /**
   * Bytes of the files uploaded through the API that the world still keeps: counted into the world's cost as they
   * come and go (uploads.ts), and capped per world.
   */
  uploadedBytes: number;
}

export function emptyTicketsState(): TicketsState {
  return { tickets: [], attachments: new Map(), uploadedBytes: 0 };
}

export const ATTACHMENT_PATH_PREFIX = '/api/v2/support/attachments/';

export function extensionOf(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return null;
  return filename.slice(dot + 1).toLowerCase();
}

function lastMessageAt(ticket: StoredTicket): string | null {
  let latest: string | null = null;
  for (const message of ticket.messages) {
    if (latest === null || message.sentAt > latest) latest = message.sentAt;
  }
  return latest;
}

/** Lists sort newest conversation first: by the last message (else creation), then id. */
function listPosition(ticket: StoredTicket): SortPosition {
  return { key: lastMessageAt(ticket) ?? ticket.createdAt, id: ticket.id };
}

export function toSummary(ticket: StoredTicket): TicketSummary {
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    departmentSlug: ticket.departmentSlug,
    departmentName: ticket.departmentName,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    lastMessageAt: lastMessageAt(ticket),
    ccEmails: [...ticket.ccEmails],
    requesterName: ticket.requesterName,
    messageCount: ticket.messages.length,
    linkedServices: ticket.linkedServices.map((service) => ({
      ...service,
      details: service.details ? { ...service.details } : null,
    })),
  };
}

function toAttachment(state: TicketsState, id: string): TicketAttachment | null {
  const stored = state.attachments.get(id);
  if (!stored) return null;
  return {
    id: stored.id,
    filename: stored.filename,
    extension: extensionOf(stored.filename),
    mimeType: stored.mimeType,
    downloadUrl: `${ATTACHMENT_PATH_PREFIX}${stored.id}`,
  };
}

function toAttachments(state: TicketsState, ids: readonly string[]): TicketAttachment[] {
  return ids.flatMap((id) => {
    const attachment = toAttachment(state, id);
    return attachment ? [attachment] : [];
  });
}

export function toMessage(state: TicketsState, ticket: StoredTicket, message: StoredMessage): TicketMessage {
  return {
    id: message.id,
    ticketId: ticket.id,
    sentAt: message.sentAt,
    body: message.encrypted ? null : message.body,
    sender: message.sender,
    senderName: message.senderName,
    encrypted: message.encrypted,
    attachments: toAttachments(state, message.attachmentIds),
  };
}

export function toDetail(state: TicketsState, ticket: StoredTicket): TicketBody {
  const messages = [...ticket.messages].sort((a, b) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : 0));
  return {
    ...toSummary(ticket),
    body: ticket.body,
    attachments: toAttachments(state, ticket.attachmentIds),
    messages: messages.map((message) => toMessage(state, ticket, message)),
  };
}

/** `tkt_<id>` or the numeric customer-facing number (spec: accepted during migration). */
export function findTicket(state: TicketsState, customerId: string, idOrNumber: string): StoredTicket | undefined {
  return state.tickets.find(
    (ticket) => ticket.customerId === customerId && (ticket.id === idOrNumber || ticket.number === idOrNumber),
  );
}

/**
 * An attachment the customer may download: an unused upload only by its uploader; once on a ticket, by whoever
 * can see the ticket (its customer).
 */
export function findAttachment(state: TicketsState, customerId: string, id: string): StoredAttachment | undefined {
  const attachment = state.attachments.get(id);
  if (!attachment) return undefined;
  if (attachment.ticketId === null) return attachment.customerId === customerId ? attachment : undefined;
  const ticketId = attachment.ticketId;
  const ticket = state.tickets.find((candidate) => candidate.id === ticketId);
  return ticket && ticket.customerId === customerId ? attachment : undefined;
}

/** The list's `q` (ledger "Support search"): part of the subject, or the ticket number, case-insensitive. */
function matchesText(ticket: StoredTicket, text: string): boolean {
  return (ticket.subject ?? '').toLowerCase().includes(text) || String(ticket.number).includes(text);
}

/** One page of the customer's tickets (ledger: `open` is every status but `closed`); a bad cursor is a 400. */
export function listTickets(
  state: TicketsState,
  customerId: string,
  query: PageQuery & { status: TicketListFilter; q?: string | undefined },
): ListPage<TicketSummary> {
  const text = query.q?.trim().toLowerCase().replace(/^#/, '') ?? '';
  const visible = state.tickets.filter(
    (ticket) =>
      ticket.customerId === customerId &&
      (query.status === 'all' || (query.status === 'closed') === (ticket.status === 'closed')) &&
      (text === '' || matchesText(ticket, text)),
  );
  const page = paginate(visible, listPosition, query);
  return { ...page, data: page.data.map(toSummary) };
}

/** Message ids follow the ticket number: `tmsg_<number>_NN`, NN its place in the conversation. */
export function nextMessageId(ticket: StoredTicket): string {
  return `tmsg_${ticket.number}_${String(ticket.messages.length + 1).padStart(2, '0')}`;
}

function addAutomationMessage(ticket: StoredTicket, text: string, nowIso: string): void {
  ticket.messages.push({
    id: nextMessageId(ticket),
    sentAt: nowIso,
    body: text,
    sender: 'automation',
    senderName: 'Support system',
    encrypted: false,
    attachmentIds: [],
  });
}

/** Ledger: closing a closed ticket is a no-op; otherwise closed plus an automation message. */
export function closeTicket(ticket: StoredTicket, actorName: string, nowIso: string): void {
  if (ticket.status === 'closed') return;
  ticket.status = 'closed';
  ticket.updatedAt = nowIso;
  addAutomationMessage(ticket, `Ticket closed by ${actorName}.`, nowIso);
}

/** Ledger: only a closed ticket can be reopened; returns false for any other status (409). */
export function reopenTicket(ticket: StoredTicket, actorName: string, nowIso: string): boolean {
  if (ticket.status !== 'closed') return false;
  ticket.status = 'open';
  ticket.updatedAt = nowIso;
  addAutomationMessage(ticket, `Ticket reopened by ${actorName}.`, nowIso);
  return true;
}
