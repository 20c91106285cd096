import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ticket, ticketListPage, type TicketSummary } from '@/api/schemas/tickets';
import {
  DEMO_CUSTOMERS,
  DEMO_OTHER_TICKETS,
  DEMO_TICKETS,
  DEMO_TICKET_COUNTS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const OPEN = DEMO_TICKETS.openWithStaffReply;
const CLOSED = DEMO_TICKETS.closed;
const COUNTS = DEMO_TICKET_COUNTS.main;

const TICKETS = '/api/v2/support/tickets';

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    keys: [{ name: 'no-support', scopes: ['read:vm', 'read:domains'] }],
  });
  const list = async (query: string, key = world.keys.full) =>
    harness.parse(await harness.call(`${TICKETS}${query}`, { key }), ticketListPage);
  const detail = async (id: string, key = world.keys.full) =>
    harness.parse(await harness.call(`${TICKETS}/${id}`, { key }), ticket);
  const action = (id: string, name: 'close' | 'reopen', key = world.keys.full, body?: unknown) =>
    harness.call(`${TICKETS}/${id}/actions/${name}`, { method: 'POST', key, body });
  return { ...harness, world, list, detail, action };
}

async function listAll(
  list: (query: string) => Promise<{ data: TicketSummary[]; hasMore: boolean; nextCursor: string | null }>,
  status: string,
) {
  const all: TicketSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const query: string = `?status=${status}&limit=5${cursor ? `&cursor=${cursor}` : ''}`;
    const result = await list(query);
    all.push(...result.data);
    if (!result.hasMore) return all;
    cursor = result.nextCursor;
  }
  throw new Error('too many pages');
}

describe('support tickets', () => {
  it('lists 20 tickets then the rest, newest message first', async () => {
    const { list } = await setup();
    const first = await list('');
    expect(first.data).toHaveLength(COUNTS.firstPage);
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const keys = first.data.map((t) => t.lastMessageAt ?? '');
    expect([...keys].sort().reverse()).toEqual(keys);
    const second = await list(`?cursor=${first.nextCursor}`);
    expect(second.data).toHaveLength(COUNTS.secondPage);
    expect(second.hasMore).toBe(false);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.data, ...second.data].map((t) => t.id));
    expect(ids.size).toBe(COUNTS.total);
  });

  it('omits body, attachments and messages from list items on the wire', async () => {
    const { call, world } = await setup();
    const body: unknown = await (await call(`${TICKETS}?limit=1`, { key: world.keys.full })).json();
    z.parse(ticketListPage, body);
    const item = z.object({ data: z.array(z.record(z.string(), z.unknown())) }).parse(body).data[0];
    expect(item).toHaveProperty('subject');
    expect(item).not.toHaveProperty('body');
    expect(item).not.toHaveProperty('attachments');
    expect(item).not.toHaveProperty('messages');
  });

  it('filters open and closed', async () => {
    const { list } = await setup();
    const open = await listAll(list, 'open');
    const closed = await listAll(list, 'closed');
    expect(open.length).toBe(COUNTS.open);
    expect(open.every((t) => t.status !== 'closed')).toBe(true);
    expect(closed.length).toBe(COUNTS.closed);
    expect(closed.every((t) => t.status === 'closed')).toBe(true);
    expect((await listAll(list, 'all')).length).toBe(COUNTS.total);
  });

  it('searches by part of the subject or the ticket number (q), with the status filter and pages', async () => {
    const { list } = await setup();
    const every = await listAll(list, 'all');
    const vps = every.filter((t) => t.subject?.toLowerCase().includes('vps'));
    expect(vps.length).toBeGreaterThan(1);
    expect((await list('?q=vPs&limit=100')).data.map((t) => t.id)).toEqual(vps.map((t) => t.id));
    // Paged like the unfiltered list: the cursor keeps the search.
    const first = await list('?q=vps&limit=1');
    expect(first).toMatchObject({ hasMore: true, data: [{ id: vps[0]!.id }] });
    expect((await list(`?q=vps&limit=100&cursor=${first.nextCursor}`)).data.map((t) => t.id)).toEqual(
      vps.slice(1).map((t) => t.id),
    );
    // The number, with or without its #; never another customer's ticket.
    expect((await list(`?q=%23${CLOSED.number}`)).data.map((t) => t.id)).toEqual([CLOSED.id]);
    expect((await list(`?q=${DEMO_OTHER_TICKETS.open.number}`)).data).toEqual([]);
    // With the status: only the closed ones that match.
    expect((await list(`?q=${CLOSED.number}&status=open`)).data).toEqual([]);
    expect((await list(`?q=${CLOSED.number}&status=closed`)).data).toHaveLength(1);
    // Blank is no filter.
    expect((await list('?q=%20&limit=100')).data).toHaveLength(COUNTS.total);
  });

  it('refuses a search text over 100 characters', async () => {
    const { call, world } = await setup();
    await expectProblem(
      await call(`${TICKETS}?q=${'x'.repeat(101)}`, { key: world.keys.full }),
      400,
      'invalid_request',
    );
  });

  it('validates limit, status and cursor', async () => {
    const { call, world } = await setup();
    const tooBig = await expectProblem(
      await call(`${TICKETS}?limit=101`, { key: world.keys.full }),
      400,
      'invalid_pagination_limit',
    );
    expect(tooBig.errors?.[0]?.pointer).toBe('/query/limit');
    const zero = await expectProblem(
      await call(`${TICKETS}?limit=0`, { key: world.keys.full }),
      400,
      'invalid_request',
    );
    expect(zero.errors?.[0]?.pointer).toBe('/query/limit');
    const status = await expectProblem(
      await call(`${TICKETS}?status=pending`, { key: world.keys.full }),
      400,
      'invalid_request',
    );
    expect(status.errors?.[0]?.pointer).toBe('/query/status');
    for (const cursor of ['not*base64', 'bm90IGpzb24', Buffer.from('{"v":2}').toString('base64url')]) {
      const bad = await expectProblem(
        await call(`${TICKETS}?cursor=${cursor}`, { key: world.keys.full }),
        400,
        'invalid_request',
      );
      expect(bad.errors?.[0]?.pointer).toBe('/query/cursor');
    }
    const limit100 = await call(`${TICKETS}?limit=100`, { key: world.keys.full });
    expect(limit100.status).toBe(200);
  });

  it('reads a ticket by id and by number', async () => {
    const { detail } = await setup();
    const byNumber = await detail(OPEN.number);
    expect(byNumber).toMatchObject({
      id: OPEN.id,
      subject: OPEN.subject,
      status: 'open',
    });
    expect(byNumber.messages.some((m) => m.sender === 'staff')).toBe(true);
    expect(byNumber.messageCount).toBe(byNumber.messages.length);
    const byId = await detail(OPEN.id);
    expect(byId).toEqual(byNumber);
    expect(byId.attachments[0]?.downloadUrl).toBe(`/api/v2/support/attachments/${OPEN.ticketAttachment.id}`);
  });

  it('downloads attachments with type and filename', async () => {
    const { call, world } = await setup();
    const log = await call(`/api/v2/support/attachments/${OPEN.messageAttachment.id}`, { key: world.keys.readonly });
    expect(log.status).toBe(200);
    expect(log.headers.get('content-type')).toBe('text/plain');
    expect(log.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${OPEN.messageAttachment.filename}"`),
    );
    expect(await log.text()).toContain('Wait for Network');
    const png = await call(`/api/v2/support/attachments/${OPEN.ticketAttachment.id}`, { key: world.keys.full });
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    await expectProblem(
      await call('/api/v2/support/attachments/tatt_999_01', { key: world.keys.full }),
      404,
      'ticket_not_found',
    );
  });

  it("hides another customer's tickets behind 404 ticket_not_found", async () => {
    const { call, world, action } = await setup();
    const key = world.keys.other;
    await expectProblem(
      await call(`${TICKETS}/${OPEN.number}`, { key }),
      404,
      'ticket_not_found',
      `${TICKETS}/${OPEN.number}`,
    );
    await expectProblem(await call(`${TICKETS}/${OPEN.id}`, { key }), 404, 'ticket_not_found');
    await expectProblem(await action(CLOSED.number, 'reopen', key), 404, 'ticket_not_found');
    await expectProblem(await action(OPEN.number, 'close', key), 404, 'ticket_not_found');
    await expectProblem(
      await call(`/api/v2/support/attachments/${OPEN.messageAttachment.id}`, { key }),
      404,
      'ticket_not_found',
    );
    // And the other way round.
    await expectProblem(
      await call(`${TICKETS}/${DEMO_OTHER_TICKETS.open.number}`, { key: world.keys.full }),
      404,
      'ticket_not_found',
    );
    await expectProblem(
      await call(`/api/v2/support/attachments/${DEMO_OTHER_TICKETS.open.attachmentId}`, { key: world.keys.full }),
      404,
      'ticket_not_found',
    );
    const theirs = await call(`${TICKETS}?limit=100`, { key });
    const page = z.parse(ticketListPage, await theirs.json());
    expect(page.data.map((t) => t.number).sort()).toEqual(
      Object.values(DEMO_OTHER_TICKETS)
        .map((t) => t.number)
        .sort(),
    );
  });

  it('needs read:support to read and write:support to close', async () => {
    const { call, world, action } = await setup();
    const denied = await expectProblem(await call(TICKETS, { key: namedKey(world, 'no-support') }), 403, 'forbidden');
    expect(denied.extensions).toEqual({ requiredScopes: ['read:support'], missingScopes: ['read:support'] });
    const readonly = await expectProblem(await action(OPEN.number, 'close', world.keys.readonly), 403, 'forbidden');
    expect(readonly.extensions).toMatchObject({ requiredScopes: ['write:support'], missingScopes: ['write:support'] });
    await expectProblem(await action(CLOSED.number, 'reopen', world.keys.readonly), 403, 'forbidden');
    await expectProblem(
      await call(`/api/v2/support/attachments/${OPEN.messageAttachment.id}`, { key: namedKey(world, 'no-support') }),
      403,
      'forbidden',
    );
  });

  it('closes a ticket and the list filters follow', async () => {
    const { parse, action, list } = await setup();
    const closed = await parse(await action(OPEN.number, 'close'), ticket);
    expect(closed.status).toBe('closed');
    const last = closed.messages[closed.messages.length - 1];
    expect(last).toMatchObject({ sender: 'automation', body: `Ticket closed by ${DEMO_CUSTOMERS.main.name}.` });
    expect(closed.messageCount).toBe(closed.messages.length);
    const open = await list('?status=open&limit=100');
    expect(open.data.some((t) => t.number === OPEN.number)).toBe(false);
    const closedList = await list('?status=closed&limit=100');
    expect(closedList.data[0]?.number).toBe(OPEN.number);
    // Closing again is a no-op.
    const again = await parse(await action(OPEN.id, 'close', undefined, {}), ticket);
    expect(again.messages).toHaveLength(closed.messages.length);
  });

  it('reopens only closed tickets', async () => {
    const { parse, action } = await setup();
    const reopened = await parse(await action(CLOSED.number, 'reopen'), ticket);
    expect(reopened.status).toBe('open');
    expect(reopened.messages[reopened.messages.length - 1]?.body).toBe(
      `Ticket reopened by ${DEMO_CUSTOMERS.main.name}.`,
    );
    const conflict = await expectProblem(await action(CLOSED.number, 'reopen'), 409, 'ticket_not_closed');
    expect(conflict.instance).toBe(`${TICKETS}/${CLOSED.number}/actions/reopen`);
    await expectProblem(await action(OPEN.number, 'reopen'), 409, 'ticket_not_closed');
  });

  it('accepts no body but {} on close and reopen', async () => {
    const { action } = await setup();
    const problem = await expectProblem(
      await action(OPEN.number, 'close', undefined, { reason: 'done' }),
      400,
      'invalid_request',
    );
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/reason', code: 'invalid_request' })]);
    await expectProblem(await action(CLOSED.number, 'reopen', undefined, { status: 'open' }), 400, 'invalid_request');
    expect((await action(OPEN.number, 'close', undefined, {})).status).toBe(200);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { call, world } = await setup();
    await expectProblem(await call(`${TICKETS}/tkt_doesnotexist`, { key: world.keys.full }), 404, 'ticket_not_found');
    await expectProblem(await call(`${TICKETS}/999999`, { key: world.keys.full }), 404, 'ticket_not_found');
    const malformed = await expectProblem(
      await call(`${TICKETS}/hello-world`, { key: world.keys.full }),
      400,
      'invalid_request',
    );
    expect(malformed.errors?.[0]?.pointer).toBe('/path/id');
  });

  it('treats ids as opaque: the right kind with odd characters is a 404, another kind a 400', async () => {
    const { call, world, action } = await setup();
    const key = world.keys.full;
    for (const id of ['tkt_%20%21', `${OPEN.id}.`, 'tkt_ÅÄÖ', `tkt_${'x'.repeat(150)}`]) {
      const problem = await expectProblem(await call(`${TICKETS}/${id}`, { key }), 404, 'ticket_not_found');
      expect(problem.errors, id).toBeUndefined();
    }
    await expectProblem(await action('tkt_no.such-ticket', 'close'), 404, 'ticket_not_found');
    await expectProblem(await call('/api/v2/support/attachments/tatt_%3Cscript%3E', { key }), 404, 'ticket_not_found');
    for (const id of ['example.se', DEMO_VPS.web.id, OPEN.id.toUpperCase(), '-1', 'tkt_']) {
      const problem = await expectProblem(await call(`${TICKETS}/${id}`, { key }), 400, 'invalid_request');
      expect(problem.errors, id).toEqual([expect.objectContaining({ pointer: '/path/id', code: 'invalid_request' })]);
    }
    const attachment = await expectProblem(
      await call(`/api/v2/support/attachments/${OPEN.id}`, { key }),
      400,
      'invalid_request',
    );
    expect(attachment.errors?.[0]?.pointer).toBe('/path/id');
  });

  it('keeps a cursor valid while tickets change', async () => {
    const { list, action } = await setup();
    const first = await list('?limit=5');
    const seen = first.data.map((t) => t.id);
    // Closing a ticket of the first page moves it to the top (newest message); the next page is unaffected.
    const moved = first.data[2];
    if (!moved) throw new Error('expected a ticket');
    expect((await action(moved.id, 'close')).status).toBe(200);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list(`?limit=5&cursor=${cursor}`);
      seen.push(...page.data.map((t) => t.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(COUNTS.total);
    expect(new Set(seen).size).toBe(COUNTS.total);
  });

  it('keeps worlds isolated', async () => {
    const { call, parse, makeWorld, action } = await setup();
    expect((await action(OPEN.number, 'close')).status).toBe(200);
    const fresh = await makeWorld();
    const t = await parse(await call(`${TICKETS}/${OPEN.number}`, { key: fresh.keys.full }), ticket);
    expect(t.status).toBe('open');
  });
});
