import { describe, expect, it } from 'vitest';
import {
  ticket,
  ticketActionBody,
  ticketAttachmentIdParam,
  ticketIdParam,
  ticketListPage,
  ticketListQuery,
} from './tickets';

const summary = {
  id: 'tkt_1',
  number: '104201',
  subject: 'Mail bounces',
  status: 'answered',
  priority: 'high',
  departmentSlug: 'technical',
  departmentName: 'Technical support',
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: null,
  lastMessageAt: '2025-01-03T03:04:05.000Z',
  ccEmails: [],
  requesterName: 'Astrid Lindqvist',
  messageCount: 2,
  linkedServices: [],
};

const message = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  ticketId: 'tkt_1',
  sentAt: '2025-01-02T03:04:05.000Z',
  body: 'Hello',
  sender: 'customer',
  senderName: 'Astrid Lindqvist',
  encrypted: false,
  attachments: [],
  ...extra,
});

describe('ticket detail', () => {
  it('drops one malformed message and keeps the rest of the conversation', () => {
    const parsed = ticket.parse({
      ...summary,
      body: 'Hello',
      attachments: [],
      messages: [message('tmsg_1'), message('tmsg_2', { body: 42 }), 'garbage', message('tmsg_3')],
    });
    expect(parsed.messages.map((item) => item.id)).toEqual(['tmsg_1', 'tmsg_3']);
  });

  it('drops one malformed attachment, CC address or linked service and keeps the others', () => {
    const attachment = { id: 'tatt_1', filename: 'a.txt', extension: 'txt', mimeType: 'text/plain', downloadUrl: '/x' };
    const parsed = ticket.parse({
      ...summary,
      body: null,
      ccEmails: ['a@example.se', null],
      linkedServices: [{ serviceType: 'domain', serviceId: 'dom_1', serviceName: 'example.se', details: null }, {}],
      attachments: [attachment, { ...attachment, downloadUrl: null }],
      messages: [message('tmsg_1', { attachments: [{ id: 'tatt_2' }, attachment] })],
    });
    expect(parsed.ccEmails).toEqual(['a@example.se']);
    expect(parsed.linkedServices).toHaveLength(1);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.messages[0]?.attachments.map((item) => item.id)).toEqual(['tatt_1']);
  });
});

describe('ticket list', () => {
  it('keeps the page when one row is malformed', () => {
    const page = ticketListPage.parse({
      data: [summary, { ...summary, id: 'tkt_2', messageCount: 'many' }, { ...summary, id: 'tkt_3' }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data.map((item) => item.id)).toEqual(['tkt_1', 'tkt_3']);
  });

  it('extends paginationQuery with the ticket filter', () => {
    expect(ticketListQuery.parse({})).toEqual({ status: 'all', limit: 20 });
    expect(ticketListQuery.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('ticket ids and action body', () => {
  it('takes an opaque tkt_ id or a numeric ticket number', () => {
    expect(ticketIdParam.safeParse('tkt_a0e0743df6bf').success).toBe(true);
    expect(ticketIdParam.safeParse('tkt_with-dash').success).toBe(true);
    expect(ticketIdParam.safeParse('104201').success).toBe(true);
    expect(ticketIdParam.safeParse('hello-world').success).toBe(false);
    expect(ticketAttachmentIdParam.safeParse('tatt_1').success).toBe(true);
    expect(ticketAttachmentIdParam.safeParse('tkt_1').success).toBe(false);
  });

  it('close and reopen take no body: {} only (ledger: "No body" actions)', () => {
    expect(ticketActionBody.parse({})).toEqual({});
    expect(ticketActionBody.safeParse({ reason: 'done' }).success).toBe(false);
  });
});
