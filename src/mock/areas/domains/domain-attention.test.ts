import { describe, expect, it } from 'vitest';
import { domain as domainSchema, domainListPage } from '@/api/schemas/domains';
import { DEMO_DOMAINS, DEMO_ORDERS, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';
import { mockHarness } from '@/mock/test-utils';

/**
 * Home's filters and fields of the domain list (ours, ledger "Home"): `actionRequired`, `pendingOrder`,
 * `unlockRequested`, `counts=status`, and each row's `pendingOrder` and `unlockRequestedAt`, parsed by the client's
 * schema.
 */
const DOMAINS = '/api/v2/domains';
const D = DEMO_DOMAINS;

async function setup(scenario = 'demo') {
  const harness = mockHarness();
  const world = await harness.makeWorld({ scenario });
  const list = async (query: string) =>
    harness.parse(await harness.call(`${DOMAINS}${query}`, { key: world.keys.full }), domainListPage);
  return { ...harness, world, list };
}

const ids = (page: { data: { id: string }[] }) => page.data.map((item) => item.id).sort();

describe('GET /api/v2/domains: Home’s filters (ours)', () => {
  it('actionRequired=true: only the domains that need the customer', async () => {
    const t = await setup();
    const page = await t.list('?actionRequired=true');
    expect(ids(page)).toEqual([D.pending.id, D.draft.id, D.expired.id].sort());
    expect(page.total).toBe(3);
    expect((await t.list('?actionRequired=false')).data.every((item) => item.actionRequired === false)).toBe(true);
  });

  it('pendingOrder=true: a pending registration and a pending renewal, each row naming its order', async () => {
    const t = await setup();
    const page = await t.list('?pendingOrder=true');
    expect(ids(page)).toEqual([D.pending.id, D.se.id].sort());
    const byId = new Map(page.data.map((item) => [item.id, item.pendingOrder]));
    expect(byId.get(D.pending.id)).toMatchObject({ kind: 'domain', orderId: DEMO_ORDERS.domainRegistration.id });
    expect(byId.get(D.se.id)).toMatchObject({
      kind: 'renewal',
      orderId: DEMO_ORDERS.domainRenewal.id,
      orderNumber: DEMO_ORDERS.domainRenewal.number,
      invoiceId: DEMO_ORDERS.domainRenewal.invoiceId,
      amount: 189,
      currencyCode: 'SEK',
    });
    // Rows without an order say so (null), in every list and on the detail.
    const all = await t.list('?limit=100');
    expect(
      all.data
        .filter((item) => item.pendingOrder !== null)
        .map((item) => item.id)
        .sort(),
    ).toEqual(ids(page));
    const detail = await t.parse(await t.call(`${DOMAINS}/${D.se.id}`, { key: t.world.keys.full }), domainSchema);
    expect(detail.pendingOrder).toMatchObject({ kind: 'renewal', orderId: DEMO_ORDERS.domainRenewal.id });
  });

  it('a cancelled renewal order is no longer pending: the domain leaves the filter', async () => {
    const t = await setup();
    const cancel = await t.call(`/api/v2/orders/${DEMO_ORDERS.domainRenewal.id}/actions/cancel`, {
      method: 'POST',
      key: t.world.keys.full,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(ids(await t.list('?pendingOrder=true'))).toEqual([D.pending.id]);
  });

  it('unlockRequested=true: the unlock being handled, with when it was asked', async () => {
    const t = await setup();
    const page = await t.list('?unlockRequested=true');
    expect(ids(page)).toEqual([D.requested.id]);
    expect(page.data[0]?.unlockRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const all = await t.list('?limit=100');
    expect(all.data.filter((item) => item.unlockRequestedAt !== null).map((item) => item.id)).toEqual([D.requested.id]);
  });

  it('counts=status adds the count of each status; without it there is none', async () => {
    const t = await setup();
    const page = await t.list('?counts=status&limit=1');
    expect(page.data).toHaveLength(1);
    expect(page.statusCounts).toEqual({ active: 8, pending: 2, expired: 1, terminated: 1 });
    expect((await t.list('?limit=1')).statusCounts).toBeNull();
    expect((await t.list('?counts=status&serviceStatus=pending&limit=1')).statusCounts).toEqual({ pending: 2 });
  });

  it('refuses a value it does not know (400 at the parameter)', async () => {
    const t = await setup();
    const response = await t.call(`${DOMAINS}?actionRequired=yes`, { key: t.world.keys.full });
    expect(response.status).toBe(400);
    expect((await t.call(`${DOMAINS}?counts=all`, { key: t.world.keys.full })).status).toBe(400);
  });

  it('at 10,000 domains answers the counts in one request that holds one row', async () => {
    const t = await setup('reseller');
    const page = await t.list('?counts=status&limit=1');
    expect(page.total).toBe(RESELLER_DOMAINS.total);
    expect(Object.values(page.statusCounts ?? {}).reduce((sum, count) => sum + count, 0)).toBe(RESELLER_DOMAINS.total);
    expect((await t.list('?actionRequired=true&limit=20')).data.every((item) => item.actionRequired)).toBe(true);
  });
});
