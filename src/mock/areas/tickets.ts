import type { ListPage } from '@/api/schemas/common';
import type {
  LinkedService,
  Ticket,
  TicketAttachment,
  TicketMessage,
  TicketPriority,
  TicketStatus,
  TicketSummary,
} from '@/api/schemas/tickets';

/** Support-ticket state of a world and the pure operations on it (HTTP lives in routes/tickets.ts). */

export type StoredTicketStatus = Exclude<TicketStatus, 'unknown'>;
export type StoredTicketPriority = Exclude<TicketPriority, 'unknown'>;
export type StoredSender = 'customer' | 'staff' | 'automation';

export interface StoredAttachment {
  id: string;
  ticketId: string;
  customerId: string;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
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
}

export const ATTACHMENT_PATH_PREFIX = '/api/v2/support/attachments/';

function extensionOf(filename: string): string | null {
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

function sortKey(ticket: StoredTicket): string {
  return lastMessageAt(ticket) ?? ticket.createdAt;
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

function toMessage(state: TicketsState, ticket: StoredTicket, message: StoredMessage): TicketMessage {
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

export function toDetail(state: TicketsState, ticket: StoredTicket): Ticket {
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

export function findAttachment(state: TicketsState, customerId: string, id: string): StoredAttachment | undefined {
  const attachment = state.attachments.get(id);
  return attachment && attachment.customerId === customerId ? attachment : undefined;
}

export type TicketListFilter = 'all' | 'open' | 'closed';

interface CursorPosition {
  key: string;
  id: string;
}

/** Opaque keyset cursor: base64url of the last item's sort key and id, stable when tickets change. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify({ v: 1, k: position.key, i: position.id }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const v: unknown = Reflect.get(parsed, 'v');
    const k: unknown = Reflect.get(parsed, 'k');
    const i: unknown = Reflect.get(parsed, 'i');
    if (v !== 1 || typeof k !== 'string' || typeof i !== 'string') return null;
    return { key: k, id: i };
  } catch {
    return null;
  }
}

function compareDesc(a: CursorPosition, b: CursorPosition): number {
  if (a.key !== b.key) return a.key > b.key ? -1 : 1;
  if (a.id !== b.id) return a.id > b.id ? -1 : 1;
  return 0;
}

export function listTickets(
  state: TicketsState,
  customerId: string,
  query: { status: TicketListFilter; limit: number; after: CursorPosition | null },
): ListPage<TicketSummary> {
  const matching = state.tickets
    .filter((ticket) => ticket.customerId === customerId)
    .filter((ticket) =>
      query.status === 'all'
        ? true
        : query.status === 'closed'
          ? ticket.status === 'closed'
          : ticket.status !== 'closed',
    )
    .map((ticket) => ({ ticket, position: { key: sortKey(ticket), id: ticket.id } }))
    .sort((a, b) => compareDesc(a.position, b.position));
  const after = query.after;
  const remaining = after ? matching.filter((entry) => compareDesc(entry.position, after) > 0) : matching;
  const page = remaining.slice(0, query.limit);
  const hasMore = remaining.length > page.length;
  const last = page[page.length - 1];
  return {
    data: page.map((entry) => toSummary(entry.ticket)),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.position) : null,
  };
}

function addAutomationMessage(ticket: StoredTicket, text: string, nowIso: string): void {
  ticket.messages.push({
    id: `tmsg_${ticket.number}_${String(ticket.messages.length + 1).padStart(2, '0')}`,
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
