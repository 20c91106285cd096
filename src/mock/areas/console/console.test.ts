import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { CONSOLE_STREAM_PATH, CONSOLE_TICKET_TTL_SECONDS, consoleTicket } from '@/api/schemas/console';
import { vps } from '@/api/schemas/vps';
import { DEMO_OTHER_VPS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';
import { redeemTicket } from './state';

const { web, db, busy, suspended } = DEMO_VPS;

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    keys: [
      { name: 'vm-read', scopes: ['read:vm'] },
      { name: 'vm-power', scopes: ['read:vm', 'power:vm'] },
      { name: 'vm-write', scopes: ['read:vm', 'write:vm'] },
    ],
  });
  const open = (id: string, key = world.keys.full, body?: unknown) =>
    harness.call(`/api/v2/vps/${id}/console`, { method: 'POST', key, body });
  const ticketOf = async (id: string, key = world.keys.full) => harness.parse(await open(id, key), consoleTicket, 201);
  const consoleState = () => {
    const found = harness.registry.get(world.worldId);
    if (!found) throw new Error('world gone');
    return found;
  };
  return { ...harness, world, open, ticketOf, consoleState };
}

describe('console tickets (POST /api/v2/vps/{id}/console)', () => {
  it('issues a single-use ticket for the WebSocket, with its expiry and idle time stated', async () => {
    const t = await setup();
    const before = Date.now();
    const ticket = await t.ticketOf(web.id);
    expect(ticket).toMatchObject({ websocketPath: CONSOLE_STREAM_PATH, idleTimeoutSeconds: 600, vpsId: web.id });
    const expiresIn = Date.parse(ticket.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan((CONSOLE_TICKET_TTL_SECONDS - 5) * 1000);
    expect(expiresIn).toBeLessThanOrEqual((CONSOLE_TICKET_TTL_SECONDS + 5) * 1000);
    // The key is nowhere in what the browser puts in a URL.
    expect(ticket.ticket).not.toContain(t.world.keys.full);

    const world = t.consoleState();
    expect(redeemTicket(world.state.console, ticket.ticket, world.now())).toMatchObject({ ok: true });
    expect(redeemTicket(world.state.console, ticket.ticket, world.now())).toMatchObject({ ok: false, reason: 'used' });
  });

  it('lets a ticket expire after 60 s on the world clock, unused', async () => {
    const t = await setup();
    const ticket = await t.ticketOf(web.id);
    await t.advanceClock(t.world.worldId, CONSOLE_TICKET_TTL_SECONDS * 1000);
    const world = t.consoleState();
    expect(redeemTicket(world.state.console, ticket.ticket, world.now())).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('gives every request its own ticket; an unknown one is refused', async () => {
    const t = await setup();
    const first = await t.ticketOf(web.id);
    const second = await t.ticketOf(web.id);
    expect(second.ticket).not.toBe(first.ticket);
    const world = t.consoleState();
    expect(redeemTicket(world.state.console, `${first.ticket.slice(0, -4)}0000`, world.now())).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
  });

  it("refuses another customer's server as not found", async () => {
    const t = await setup();
    await expectProblem(await t.open(DEMO_OTHER_VPS.web.id), 404, 'not_found');
    await expectProblem(await t.open(web.id, t.world.keys.other), 404, 'not_found');
  });

  it('refuses a stopped or suspended server with the gate the detail shows', async () => {
    const t = await setup();
    const stopped = await expectProblem(await t.open(db.id), 403, 'vps_not_running');
    expect(stopped.extensions).toMatchObject({ gate: 'canOpenConsole' });
    await expectProblem(await t.open(suspended.id), 403, 'vps_suspended');

    const detail = async (id: string) =>
      (await t.parse(await t.call(`/api/v2/vps/${id}`, { key: t.world.keys.full }), vps)).actions.canOpenConsole;
    expect(await detail(db.id)).toMatchObject({ allowed: false, code: 'vps_not_running' });
    expect(await detail(suspended.id)).toMatchObject({ allowed: false, code: 'vps_suspended' });
    expect(await detail(web.id)).toMatchObject({ allowed: true });
    // Busy but running (a migration): the console helps most then.
    expect(await detail(busy.id)).toMatchObject({ allowed: true });
    await t.ticketOf(busy.id);
  });

  it('needs write:vm: a read-only or power-only key is refused', async () => {
    const t = await setup();
    await expectProblem(await t.open(web.id, t.world.keys.readonly), 403, 'forbidden');
    await expectProblem(await t.open(web.id, namedKey(t.world, 'vm-read')), 403, 'forbidden');
    await expectProblem(await t.open(web.id, namedKey(t.world, 'vm-power')), 403, 'forbidden');
    await t.ticketOf(web.id, namedKey(t.world, 'vm-write'));
  });

  it('takes no body: a member is a 400 at its pointer', async () => {
    const t = await setup();
    const problem = await expectProblem(await t.open(web.id, t.world.keys.full, { cols: 80 }), 400, 'invalid_request');
    expect(problem.errors?.map((error) => error.pointer)).toEqual(['/cols']);
    await t.parse(await t.open(web.id, t.world.keys.full, {}), consoleTicket, 201);
  });

  it('writes "console opened" to the account log, refusals included', async () => {
    const t = await setup();
    await t.ticketOf(web.id);
    await t.open(db.id);
    const log = await t.parse(await t.call('/api/v2/audit-log?limit=5', { key: t.world.keys.full }), auditLogPage);
    const consoleEntries = log.data.filter((entry) => entry.action === 'vps.console_open');
    expect(consoleEntries.map((entry) => [entry.target?.name, entry.outcome])).toEqual([
      ['db-01', 'refused'],
      ['web-01', 'succeeded'],
    ]);
  });
});
