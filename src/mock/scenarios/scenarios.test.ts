import { describe, expect, it } from 'vitest';
import { ticket, ticketListPage, ticketPriorityValues, ticketStatusValues, type Ticket } from '@/api/schemas/tickets';
import { XSS_MESSAGE_BODY } from './demo/ids';
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

  it('demo holds the fixed tickets e2e relies on', async () => {
    const { tickets } = await allTickets('demo');
    const byNumber = new Map(tickets.map((t) => [t.number, t]));
    const vps = byNumber.get('104201');
    expect(vps).toMatchObject({ id: 'tkt_a0e0743df6bf', subject: 'VPS unreachable after restart', status: 'open' });
    expect(vps?.messages.some((m) => m.sender === 'staff')).toBe(true);

    const html = byNumber.get('104207');
    expect(html).toMatchObject({ id: 'tkt_4923ed4f6b4f', subject: 'Contact form shows strange markup' });
    expect(html?.messages[0]?.body).toBe(XSS_MESSAGE_BODY);
    expect(XSS_MESSAGE_BODY).toBe(
      'Here is what the page shows: <script>alert("xss")</script> <b>bold?</b> <img src=x onerror="alert(1)">',
    );

    expect(byNumber.get('104210')).toMatchObject({
      id: 'tkt_f5fe92459ab6',
      subject: 'Invoice 2026-0412 paid twice',
      status: 'closed',
    });

    const encrypted = tickets.flatMap((t) => t.messages).filter((m) => m.encrypted);
    expect(encrypted).toHaveLength(1);
    expect(encrypted[0]).toMatchObject({ id: 'tmsg_104216_03', body: null });
  });

  it('empty has no tickets but working keys', async () => {
    const { tickets } = await allTickets('empty');
    expect(tickets).toEqual([]);
    const { call, makeWorld } = mockHarness();
    const world = await makeWorld({ scenario: 'empty' });
    await expectProblem(
      await call('/api/v2/support/tickets/104201', { key: world.keys.full }),
      404,
      'ticket_not_found',
    );
  });

  it('is deterministic: two worlds of a scenario hold identical data', async () => {
    for (const scenario of scenarios) {
      const a = scenario.seed();
      const b = scenario.seed();
      expect(a).toEqual(b);
    }
    const first = await allTickets('demo');
    const second = await allTickets('demo');
    expect(second.tickets).toEqual(first.tickets);
  });
});
