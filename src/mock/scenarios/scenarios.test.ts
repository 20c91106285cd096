import { describe, expect, it } from 'vitest';
import { ticket, ticketListPage, ticketPriorityValues, type Ticket } from '@/api/schemas/tickets';
import { ticketStatusValues } from '@/api/schemas/tickets-values';
import {
  DEMO_CUSTOMERS,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_OTHER_TICKETS,
  DEMO_TICKETS,
  DEMO_TICKET_COUNTS,
  DEMO_VPS,
  XSS_MESSAGE_BODY,
} from './demo/ids';
import { domainListPage } from '@/api/schemas/domains';
import { scenarios } from '.';
import { expectProblem, mockHarness } from '@/mock/test-utils';

async function allTickets(scenario: string): Promise<{ worldId: string; tickets: Ticket[] }> {
  const { call, parse, makeWorld } = mockHarness();
  const world = await makeWorld({ scenario });
  const page = await parse(await call('/api/v2/support/tickets?limit=100', { key: world.keys.full }), ticketListPage);
  const tickets: Ticket[] = [];
  for (const item of page.data) {
    tickets.push(await parse(await call(`/api/v2/support/tickets/${item.id}`, { key: world.keys.full }), ticket));
  }
  return { worldId: world.worldId, tickets };
}

describe('scenarios', () => {
  it('reseller: no active domain has expired and no expired one expires later', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({ scenario: 'reseller' });
    const first = async (query: string) => {
      const page = await parse(
        await call(`/api/v2/domains?limit=1&${query}`, { key: world.keys.full }),
        domainListPage,
      );
      return page.data[0]?.expiresAt ?? null;
    };
    const now = Date.now();
    // The active domain that expires first does so after today; the expired one that expires last did before today.
    const activeFirst = await first('serviceStatus=active&sort=expiresAt');
    const expiredLast = await first('serviceStatus=expired&sort=-expiresAt');
    if (!activeFirst || !expiredLast) throw new Error('no active or expired domain');
    expect(Date.parse(activeFirst)).toBeGreaterThan(now);
    expect(Date.parse(expiredLast)).toBeLessThan(now);
  });

  it('demo covers every ticket status, priority and sender kind', async () => {
    const { tickets } = await allTickets('demo');
    expect(tickets).toHaveLength(24);
    const statuses = new Set(tickets.map((t) => t.status));
    for (const status of ticketStatusValues.filter((s) => s !== 'unknown')) expect(statuses).toContain(status);
    expect(tickets.filter((t) => t.status === 'closed').length).toBeGreaterThanOrEqual(3);
    const priorities = new Set(tickets.map((t) => t.priority));
    for (const priority of ticketPriorityValues) expect(priorities).toContain(priority);
    const senders = new Set(tickets.flatMap((t) => t.messages.map((m) => m.sender)));
    expect([...senders].sort()).toEqual(['automation', 'customer', 'staff']);
    expect(new Set(tickets.map((t) => t.departmentSlug))).toEqual(new Set(['technical', 'billing', 'sales', 'abuse']));
    expect(tickets.every((t) => /^\d+$/.test(t.number) && t.id.startsWith('tkt_'))).toBe(true);
    expect(tickets.some((t) => t.ccEmails.length > 0)).toBe(true);
    const serviceTypes = new Set(tickets.flatMap((t) => t.linkedServices.map((s) => s.serviceType)));
    expect(serviceTypes).toEqual(new Set(['vps', 'domain', 'hosting']));
    expect(tickets.some((t) => t.attachments.length > 0)).toBe(true);
    expect(tickets.some((t) => t.messages.some((m) => m.attachments.length > 0))).toBe(true);
    for (const t of tickets)
      for (const m of t.messages) if (m.sender !== 'automation') expect(m.senderName).toBeTruthy();
  });

  it('demo holds the fixed tickets tests rely on, exactly as ids.ts names them', async () => {
    const { tickets } = await allTickets('demo');
    const byNumber = new Map(tickets.map((t) => [t.number, t]));
    for (const [name, record] of Object.entries(DEMO_TICKETS)) {
      const live = byNumber.get(record.number);
      expect(live, name).toMatchObject({
        id: record.id,
        subject: record.subject,
        status: record.status,
        priority: record.priority,
      });
    }
    const open = byNumber.get(DEMO_TICKETS.openWithStaffReply.number);
    expect(open?.attachments[0]).toMatchObject(DEMO_TICKETS.openWithStaffReply.ticketAttachment);
    expect(open?.messages[0]?.attachments[0]).toMatchObject(DEMO_TICKETS.openWithStaffReply.messageAttachment);
    expect(open?.messages.some((m) => m.sender === 'staff')).toBe(true);
    const html = byNumber.get(DEMO_TICKETS.withHtml.number);
    expect(html?.messages[0]).toMatchObject({ id: DEMO_TICKETS.withHtml.messageId, body: XSS_MESSAGE_BODY });
    expect(XSS_MESSAGE_BODY).toBe(
      'Here is what the page shows: <script>alert("xss")</script> <b>bold?</b> <img src=x onerror="alert(1)">',
    );
    const encrypted = tickets.flatMap((t) => t.messages).filter((m) => m.encrypted);
    expect(encrypted.map((m) => m.id)).toEqual([DEMO_TICKETS.encryptedMessage.messageId]);

    const counts = DEMO_TICKET_COUNTS.main;
    expect(tickets).toHaveLength(counts.total);
    const byStatus: Record<string, number> = {};
    for (const t of tickets) byStatus[t.status] = (byStatus[t.status] ?? 0) + 1;
    expect(byStatus).toEqual(counts.byStatus);
    expect(tickets.filter((t) => t.status !== 'closed')).toHaveLength(counts.open);
    expect(
      tickets
        .filter((t) => t.status === 'closed')
        .map((t) => t.number)
        .sort(),
    ).toEqual([...counts.closedNumbers]);

    const linked = new Map(tickets.flatMap((t) => t.linkedServices).map((s) => [s.serviceId, s.serviceName]));
    expect(linked.get(DEMO_VPS.web.id)).toBe(DEMO_VPS.web.hostname);
    expect(linked.get(DEMO_VPS.db.id)).toBe(DEMO_VPS.db.hostname);
    expect(linked.get(DEMO_DOMAINS.se.id)).toBe(DEMO_DOMAINS.se.name);
    expect(linked.get(DEMO_DOMAINS.nu.id)).toBe(DEMO_DOMAINS.nu.name);
    expect(linked.get(DEMO_HOSTING.main.id)).toBe(DEMO_HOSTING.main.domain);
  });

  it("ids.ts names the customers and the other customer's tickets", async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld({ scenario: 'demo' });
    const page = await parse(
      await call('/api/v2/support/tickets?limit=100', { key: world.keys.other }),
      ticketListPage,
    );
    expect(page.data).toHaveLength(DEMO_TICKET_COUNTS.other.total);
    const theirs = new Map(page.data.map((t) => [t.number, t]));
    for (const record of Object.values(DEMO_OTHER_TICKETS)) expect(theirs.get(record.number)?.id).toBe(record.id);
    const attachment = await call(`/api/v2/support/attachments/${DEMO_OTHER_TICKETS.open.attachmentId}`, {
      key: world.keys.other,
    });
    expect(attachment.status).toBe(200);
    for (const scenario of scenarios) expect(scenario.seed(Date.now()).customers).toEqual(DEMO_CUSTOMERS);
  });

  it('empty has no tickets but working keys', async () => {
    const { tickets } = await allTickets('empty');
    expect(tickets).toEqual([]);
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld({ scenario: 'empty' });
    await expectProblem(
      await call(`/api/v2/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`, { key: world.keys.full }),
      404,
      'ticket_not_found',
    );
  });

  it('is deterministic: two worlds of a scenario created on one day hold identical data', async () => {
    const nowMs = Date.now();
    for (const scenario of scenarios) {
      const a = scenario.seed(nowMs);
      const b = scenario.seed(nowMs);
      expect(a).toEqual(b);
    }
    const first = await allTickets('demo');
    const second = await allTickets('demo');
    expect(second.tickets).toEqual(first.tickets);
  });
});
