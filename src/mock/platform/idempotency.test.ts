import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { addFundsResponse, applyCreditResponse, credit as creditSchema, invoiceListPage } from '@/api/schemas/billing';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { IDEMPOTENCY_TTL_MS, IdempotencyStore, MAX_IDEMPOTENCY_ENTRIES, requestFingerprint } from './idempotency';

const ADD_FUNDS = '/api/v2/billing/credit/actions/add-funds';
const INVOICES = '/api/v2/billing/invoices';

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({ scenario: 'demo' });
  const key = world.keys.full;
  const send = (path: string, body: unknown, idempotencyKey?: string, as = key) =>
    harness.call(path, {
      method: 'POST',
      key: as,
      body,
      ...(idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': idempotencyKey } }),
    });
  const addFunds = (amount: number, idempotencyKey?: string, as = key) =>
    send(ADD_FUNDS, { amount }, idempotencyKey, as);
  const addFundsInvoices = async (as = key) =>
    (await harness.parse(await harness.call(`${INVOICES}?limit=100`, { key: as }), invoiceListPage)).data.filter(
      (invoice) => invoice.kind === 'add_funds',
    );
  const auditActions = async () =>
    (await harness.parse(await harness.call('/api/v2/audit-log?limit=100', { key }), auditLogPage)).data.map(
      (entry) => `${entry.action} ${entry.outcome}`,
    );
  const live = () => {
    const found = harness.registry.get(world.worldId);
    if (!found) throw new Error('world gone');
    return found;
  };
  return { ...harness, world, key, send, addFunds, addFundsInvoices, auditActions, live };
}

describe('Idempotency-Key on money writes (mock)', () => {
  it('answers a repeated key with the first answer: one invoice, one account-log entry', async () => {
    const kit = await setup();
    const first = await kit.addFunds(250, 'submission-1');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const created = await kit.parse(first, addFundsResponse, 201);
    const again = await kit.addFunds(250, 'submission-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const replayed = await kit.parse(again, addFundsResponse, 201);
    expect(replayed).toEqual(created);
    expect((await kit.addFundsInvoices()).map((invoice) => invoice.id)).toEqual([created.invoice.id]);
    expect((await kit.auditActions()).filter((action) => action.startsWith('credit.add_funds'))).toHaveLength(1);
  });

  it('without a key every request is its own (two invoices), as before', async () => {
    const kit = await setup();
    await kit.parse(await kit.addFunds(250), addFundsResponse, 201);
    await kit.parse(await kit.addFunds(250), addFundsResponse, 201);
    expect(await kit.addFundsInvoices()).toHaveLength(2);
  });

  it('refuses the same key with a different body (422 idempotency_key_reused) and changes nothing', async () => {
    const kit = await setup();
    await kit.parse(await kit.addFunds(250, 'submission-2'), addFundsResponse, 201);
    await expectProblem(await kit.addFunds(300, 'submission-2'), 422, 'idempotency_key_reused');
    expect((await kit.addFundsInvoices()).map((invoice) => invoice.amount)).toEqual([250]);
    // The same members in another order are the same request.
    const reordered = await kit.send(ADD_FUNDS, JSON.parse('{"amount":250}'), 'submission-2');
    expect(reordered.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('keeps keys apart per route, per resource and per customer', async () => {
    const kit = await setup();
    const invoice = DEMO_BILLING.invoices.unpaid.id;
    await kit.parse(await kit.addFunds(250, 'shared'), addFundsResponse, 201);
    // Another route with the same key: its own request, a payment of 100 from the credit.
    const paid = await kit.parse(
      await kit.send(`${INVOICES}/${invoice}/actions/apply-credit`, { amount: 100 }, 'shared'),
      applyCreditResponse,
    );
    expect(paid.applied).toBe(100);
    // The same key again there: the first payment's answer, no second payment.
    const again = await kit.send(`${INVOICES}/${invoice}/actions/apply-credit`, { amount: 100 }, 'shared');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const balance = await kit.parse(await kit.call('/api/v2/billing/credit', { key: kit.key }), creditSchema);
    expect(balance.balance).toBe(DEMO_BILLING.credit.balance - 100);
    // Another customer's key with the same key: their own invoice.
    const other = kit.world.keys.other;
    await kit.parse(await kit.addFunds(250, 'shared', other), addFundsResponse, 201);
    expect(await kit.addFundsInvoices(other)).toHaveLength(1);
    expect(await kit.addFundsInvoices()).toHaveLength(1);
  });

  it('forgets a key after 24 hours of the world clock', async () => {
    const kit = await setup();
    await kit.parse(await kit.addFunds(250, 'daily'), addFundsResponse, 201);
    await kit.advanceClock(kit.world.worldId, IDEMPOTENCY_TTL_MS - 60_000);
    expect((await kit.addFunds(250, 'daily')).headers.get('Idempotent-Replayed')).toBe('true');
    await kit.advanceClock(kit.world.worldId, 60_000);
    const fresh = await kit.addFunds(250, 'daily');
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
    await kit.parse(fresh, addFundsResponse, 201);
    expect(await kit.addFundsInvoices()).toHaveLength(2);
  });

  it('answers a duplicate while the first is in flight with 409 idempotency_request_in_progress', async () => {
    const kit = await setup();
    const world = kit.live();
    const customerId = kit.registry.findKey(kit.key)?.apiKey.customerId ?? '';
    // The first request with this key has begun and not answered yet.
    world.idempotency.begin(
      { customerId, method: 'POST', path: ADD_FUNDS, key: 'in-flight' },
      requestFingerprint('', new TextEncoder().encode(JSON.stringify({ amount: 250 }))),
    );
    const duplicate = await kit.addFunds(250, 'in-flight');
    expect(duplicate.headers.get('Retry-After')).toBe('1');
    await expectProblem(duplicate, 409, 'idempotency_request_in_progress');
    expect(await kit.addFundsInvoices()).toHaveLength(0);
  });

  it('keeps no answer the route never gave: an injected fault, then the same key creates the invoice', async () => {
    const kit = await setup();
    await kit.patchWorld(kit.world.worldId, { faults: { rate: 1, statuses: [503] } });
    await expectProblem(await kit.addFunds(250, 'after-fault'), 503, 'service_unavailable');
    await kit.patchWorld(kit.world.worldId, { faults: null });
    const created = await kit.addFunds(250, 'after-fault');
    expect(created.headers.get('Idempotent-Replayed')).toBeNull();
    await kit.parse(created, addFundsResponse, 201);
  });

  it("replays the route's own refusal for the same request (a 400 stays a 400)", async () => {
    const kit = await setup();
    const tooMuch = DEMO_BILLING.addFunds.maximum + 1;
    await expectProblem(await kit.addFunds(tooMuch, 'refused'), 400, 'invalid_request');
    const again = await kit.addFunds(tooMuch, 'refused');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.status).toBe(400);
  });

  it('refuses a malformed key (400 at /header/Idempotency-Key)', async () => {
    const kit = await setup();
    for (const bad of ['x'.repeat(256), '', 'nyckel-å']) {
      const problem = await expectProblem(await kit.addFunds(250, bad), 400, 'invalid_request');
      expect(problem.errors).toEqual([
        expect.objectContaining({ pointer: '/header/Idempotency-Key', code: 'invalid_idempotency_key' }),
      ]);
    }
    expect(await kit.addFundsInvoices()).toHaveLength(0);
  });

  it("counts kept answers in the world's memory cost and gives the bytes back when they expire", async () => {
    const kit = await setup();
    const before = kit.live().costBytes;
    await kit.parse(await kit.addFunds(250, 'weighed'), addFundsResponse, 201);
    const grown = kit.live().costBytes;
    expect(grown - before).toBeGreaterThan(500);
    await kit.advanceClock(kit.world.worldId, IDEMPOTENCY_TTL_MS);
    await kit.parse(await kit.addFunds(250, 'next'), addFundsResponse, 201);
    expect(kit.live().idempotency.size).toBe(1);
    expect(Math.abs(kit.live().costBytes - grown)).toBeLessThan(200);
  });
});

describe('IdempotencyStore', () => {
  it(`keeps at most ${MAX_IDEMPOTENCY_ENTRIES} keys, dropping the oldest, and counts their bytes`, () => {
    let cost = 0;
    const store = new IdempotencyStore({ now: () => 0, addCost: (delta) => (cost += delta) });
    const scope = (key: string) => ({ customerId: 'cus_1', method: 'POST', path: '/p', key });
    for (let index = 0; index <= MAX_IDEMPOTENCY_ENTRIES; index += 1) {
      expect(store.begin(scope(`k${index}`), 'f').kind).toBe('new');
      store.settle(scope(`k${index}`), { status: 201, headers: [], body: '{"ok":true}' });
    }
    expect(store.size).toBe(MAX_IDEMPOTENCY_ENTRIES);
    expect(store.begin(scope('k0'), 'f').kind).toBe('new');
    expect(store.begin(scope(`k${MAX_IDEMPOTENCY_ENTRIES}`), 'f')).toMatchObject({ kind: 'replay' });
    expect(cost).toBeGreaterThan(0);
  });

  it('lets a key that ended without an answer (a 5xx) be sent again', () => {
    const store = new IdempotencyStore({ now: () => 0, addCost: () => {} });
    const scope = { customerId: 'cus_1', method: 'POST', path: '/p', key: 'k' };
    expect(store.begin(scope, 'f').kind).toBe('new');
    expect(store.begin(scope, 'f').kind).toBe('in_progress');
    store.forget(scope);
    expect(store.begin(scope, 'f').kind).toBe('new');
  });
});
