import type { LinkedService } from '@/api/schemas/tickets';
import type { Customer, WorldCustomers } from '@/mock/platform/customers';
import { departmentName, type DepartmentSlug } from './departments';
import {
  emptyTicketsState,
  type StoredAttachment,
  type StoredMessage,
  type StoredSender,
  type StoredTicket,
  type StoredTicketPriority,
  type StoredTicketStatus,
  type TicketsState,
} from './state';

/**
 * Turns a scenario's ticket specs into ticket state. Specs say what a reader sees (who wrote what, when, which
 * files); ids of messages (`tmsg_<number>_NN`) and attachments (`tatt_<number>_NN`, in order of appearance: ticket
 * files first, then message files) follow from the ticket number, so scenarios never spell them out.
 */

/** A department's slug (departments.ts); tickets carry its English name. */
export type TicketDepartment = DepartmentSlug;

export interface FileSpec {
  filename: string;
  mimeType: string;
  content: () => Uint8Array;
}

export interface MessageSpec {
  /** ISO timestamp (fixed: seeds are deterministic). */
  at: string;
  from: StoredSender;
  /** Staff or automation name; customer messages default to the owner's name. */
  name?: string;
  body: string | null;
  encrypted?: boolean;
  files?: FileSpec[];
}

export interface TicketSpec {
  id: string;
  number: string;
  owner: keyof WorldCustomers;
  subject: string;
  status: StoredTicketStatus;
  priority: StoredTicketPriority;
  department: TicketDepartment;
  cc?: readonly string[];
  linked?: readonly LinkedService[];
  files?: FileSpec[];
  messages: MessageSpec[];
}

export function textFile(content: string): () => Uint8Array {
  return () => new TextEncoder().encode(content);
}

export function base64File(content: string): () => Uint8Array {
  return () => new Uint8Array(Buffer.from(content, 'base64'));
}

/** A valid 1×1 PNG. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A minimal PDF whose only text is a comment with `title`. */
export function tinyPdf(title: string): () => Uint8Array {
  return textFile(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      `% ${title}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

function seq(index: number): string {
  return String(index).padStart(2, '0');
}

export function seedTickets(specs: readonly TicketSpec[], customers: WorldCustomers): TicketsState {
  const state = emptyTicketsState();
  for (const spec of specs) {
    const owner: Customer = customers[spec.owner];
    let attachmentSeq = 0;
    const addFile = (file: FileSpec): string => {
      attachmentSeq += 1;
      const attachment: StoredAttachment = {
        id: `tatt_${spec.number}_${seq(attachmentSeq)}`,
        ticketId: spec.id,
        customerId: owner.id,
        filename: file.filename,
        mimeType: file.mimeType,
        bytes: file.content(),
        uploadedAtMs: null,
      };
      state.attachments.set(attachment.id, attachment);
      return attachment.id;
    };
    const attachmentIds = (spec.files ?? []).map(addFile);
    const messages: StoredMessage[] = spec.messages.map((message, index) => ({
      id: `tmsg_${spec.number}_${seq(index + 1)}`,
      sentAt: message.at,
      body: message.encrypted ? null : message.body,
      sender: message.from,
      senderName: message.name ?? (message.from === 'customer' ? owner.name : null),
      encrypted: message.encrypted ?? false,
      attachmentIds: (message.files ?? []).map(addFile),
    }));
    const first = messages[0];
    const last = messages[messages.length - 1];
    if (!first || !last) throw new Error(`Ticket ${spec.number} has no messages`);
    const ticket: StoredTicket = {
      id: spec.id,
      number: spec.number,
      customerId: owner.id,
      subject: spec.subject,
      body: first.body,
      status: spec.status,
      priority: spec.priority,
      departmentSlug: spec.department,
      departmentName: departmentName(spec.department),
      createdAt: first.sentAt,
      updatedAt: last.sentAt,
      ccEmails: [...(spec.cc ?? [])],
      requesterName: owner.name,
      linkedServices: (spec.linked ?? []).map((service) => ({
        ...service,
        details: service.details ? { ...service.details } : null,
      })),
      attachmentIds,
      messages,
    };
    state.tickets.push(ticket);
  }
  return state;
}
