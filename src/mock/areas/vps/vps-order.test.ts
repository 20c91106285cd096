import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { order as orderSchema, orderCreateResponse, orderPreview } from '@/api/schemas/orders';
import { vpsListPage } from '@/api/schemas/vps';
import { planAvailableIn, serverCatalog } from '@/api/schemas/vps-order';
import { DEMO_SSH_KEYS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { JOB_MS, vpsSetup } from './vps-test-kit';

const ORDERS = '/api/v2/orders';

async function setup(scenario: 'demo' | 'empty' = 'demo') {
  const t = await vpsSetup({
    scenario,
    keys: [
      { name: 'vm-read', scopes: ['read:vm'] },
      { name: 'orders-write', scopes: ['write:orders'] },
    ],
  });
  let n = 0;
  const post = (path: string, body: unknown, key = t.key) =>
    t.call(path, { method: 'POST', key, body, headers: { 'Idempotency-Key': `test-${(n += 1)}` } });
  const order = (item: Record<string, unknown>, key = t.key) =>
    post(ORDERS, { items: [{ ...serverItem(), ...item }], contractAccepted: true }, key);
  const list = async () => (await t.parse(await t.call('/api/v2/vps?limit=100', { key: t.key }), vpsListPage)).data;
  return { ...t, post, order, list };
}

const serverItem = () => ({
  type: 'vps',
  productSlug: 'vps-m',
  region: 'sto1',
  image: 'debian-12',
  hostname: 'build-02.example.se',
  billingCycle: 'monthly',
});

describe('GET /api/v2/products/vps', () => {
  it('is public: plans with vCPU, memory, disk and traffic, locations, images, and a plan out of stock in one place', async () => {
    const t = await setup();
    const catalog = await t.parse(await t.call('/api/v2/products/vps?locale=sv'), serverCatalog);
    expect(catalog.plans.map((plan) => plan.slug)).toContain('vps-m');
    const m = catalog.plans.find((plan) => plan.slug === 'vps-m');
    expect(m?.resources).toEqual({ cpuCores: 2, memoryGb: 4, diskGb: 80, trafficTb: 3 });
    expect(m?.payg).toEqual({ hourlyAmount: 0.2726, monthlyCap: 199 });
    expect(m?.billingCycles.map((cycle) => [cycle.billingCycle, cycle.amount])).toEqual([
      ['monthly', 199],
      ['quarterly', 597],
      ['annually', 1990],
    ]);
    expect(catalog.locations.map((location) => location.code)).toEqual(['sto1', 'fra1']);
    expect(catalog.images.map((image) => image.id)).toEqual(
      expect.arrayContaining(['ubuntu-24.04', 'ubuntu-22.04', 'debian-12', 'debian-11']),
    );
    const xl = catalog.plans.find((plan) => plan.slug === 'vps-xl');
    expect(xl && planAvailableIn(xl, 'sto1')).toBe(true);
    expect(xl && planAvailableIn(xl, 'fra1')).toBe(false);
    expect(xl?.stock.find((row) => row.location === 'fra1')?.reason).toContain('Frankfurt');
  });
});

describe('POST /api/v2/orders with a vps item', () => {
  it('prepaid: a new order with its invoice (VAT lines), the server provisioning, then running with its address', async () => {
    const t = await setup();
    const preview = await t.parse(
      await t.post(`${ORDERS}/preview`, { items: [{ ...serverItem(), billingCycle: 'quarterly' }] }),
      orderPreview,
    );
    expect(preview.items[0]).toMatchObject({
      type: 'vps',
      amount: 597,
      dueNow: 597,
      isPayg: false,
      monthlyAmount: 199,
    });
    expect(preview.totalDueNow).toBe(597);
    const created = await t.parse(await t.order({ billingCycle: 'quarterly' }), orderCreateResponse, 201);
    expect(created).toMatchObject({
      type: 'new',
      status: 'pending',
      billing: { isPayg: false, billingCycle: 'quarterly' },
    });
    expect(created.hosting[0]).toMatchObject({ kind: 'vps', hostname: 'build-02.example.se', image: 'debian-12' });
    const invoice = await t.parse(
      await t.call(`/api/v2/billing/invoices/${created.invoice?.id ?? ''}`, { key: t.key }),
      invoiceSchema,
    );
    // A consumer in Sweden: 597 net + 25 % VAT.
    expect(invoice.amount).toBe(746.25);
    const [started] = created.provisioning;
    expect(started?.rootPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const during = (await t.list()).find((server) => server.id === started?.vpsId);
    expect(during).toMatchObject({ status: 'provisioning', primaryIpv4: null, name: 'build-02' });
    expect(during?.activeOperation?.kind).toBe('vps.provision');
    if (!started?.operation) throw new Error('no provisioning job');
    const done = await t.finish(started.operation);
    expect(done.operation.status).toBe('completed');
    const ready = await t.detail(started.vpsId);
    expect(ready).toMatchObject({ status: 'running', os: 'Debian 12', region: { code: 'sto1' } });
    expect(ready.primaryIpv4).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    // The password was shown once: the order read again has no `provisioning`.
    const again = await t.call(`${ORDERS}/${created.id}`, { key: t.key });
    expect(JSON.stringify(await again.json())).not.toContain(started.rootPassword ?? 'none');
    const actions = (await t.parse(await t.call('/api/v2/audit-log?limit=3', { key: t.key }), auditLogPage)).data;
    expect(actions[0]?.action).toBe('order.create');
  });

  it('pay-as-you-go: billed by the hour with a cap, nothing due now, no invoice; no key means a root password', async () => {
    const t = await setup('empty');
    const preview = await t.parse(
      await t.post(`${ORDERS}/preview`, { items: [{ ...serverItem(), isPayg: true }] }),
      orderPreview,
    );
    expect(preview.items[0]).toMatchObject({ isPayg: true, hourlyAmount: 0.2726, amount: 199, dueNow: 0 });
    expect(preview.totalDueNow).toBe(0);
    const created = await t.parse(await t.order({ isPayg: true }), orderCreateResponse, 201);
    expect(created).toMatchObject({ status: 'active', invoice: null, invoiceLookupPending: false });
    expect(created.billing).toMatchObject({ isPayg: true, billingCycle: 'monthly', amount: 199 });
    expect(created.provisioning[0]?.rootPassword).not.toBeNull();
    // An empty account's first server gets an address of the location's range for new servers.
    await t.advance(JOB_MS);
    expect((await t.list())[0]?.primaryIpv4).toBe('198.18.10.10');
    const cycle = await expectProblem(
      await t.order({ isPayg: true, billingCycle: 'annually', hostname: 'x.example.se' }),
      400,
      'invalid_request',
    );
    expect(cycle.errors?.map((e) => e.pointer)).toEqual(['/items/0/billingCycle']);
  });

  it('with saved SSH keys there is no root password; foreign keys are refused at their pointer', async () => {
    const t = await setup();
    const created = await t.parse(
      await t.order({ sshKeyIds: [DEMO_SSH_KEYS.laptop.id], hostname: 'keys-01.example.se' }),
      orderCreateResponse,
      201,
    );
    expect(created.provisioning[0]?.rootPassword).toBeNull();
    const refused = await expectProblem(
      await t.order({ sshKeyIds: [DEMO_SSH_KEYS.othersLaptop.id], hostname: 'keys-02.example.se' }),
      400,
      'invalid_request',
    );
    expect(refused.errors?.map((e) => e.pointer)).toEqual(['/items/0/sshKeyIds/0']);
  });

  it('a restore intent: counted on the order, the snapshot restored after provisioning', async () => {
    const t = await setup();
    const restoreFrom = { vpsId: DEMO_VPS.web.id, snapshot: DEMO_VPS.web.snapshots.kept };
    const tooSmall = await expectProblem(await t.order({ productSlug: 'vps-s', restoreFrom }), 400, 'invalid_request');
    expect(tooSmall.errors?.map((e) => e.pointer)).toEqual(['/items/0/restoreFrom/snapshot']);
    const created = await t.parse(await t.order({ productSlug: 'vps-l', restoreFrom }), orderCreateResponse, 201);
    expect(created.restoreIntents).toEqual({
      requested: 1,
      created: 1,
      queued: 1,
      skipped: 0,
      dispatchDeferred: false,
    });
    const read = await t.parse(await t.call(`${ORDERS}/${created.id}`, { key: t.key }), orderSchema);
    expect(read.restoreIntents?.requested).toBe(1);
    const operation = created.provisioning[0]?.operation;
    if (!operation) throw new Error('no provisioning job');
    const done = await t.finish(operation);
    expect(done.result).toMatchObject({
      restoredFrom: { vpsId: DEMO_VPS.web.id, snapshot: DEMO_VPS.web.snapshots.kept },
    });
    const missing = await expectProblem(
      await t.order({ hostname: 'r-02.example.se', restoreFrom: { ...restoreFrom, snapshot: 'nope' } }),
      400,
      'invalid_request',
    );
    expect(missing.errors?.map((e) => e.pointer)).toEqual(['/items/0/restoreFrom/snapshot']);
  });

  it('refuses a plan out of stock in the location (409), an unknown image, a bad or taken host name, and a read-only key', async () => {
    const t = await setup();
    const sold = await expectProblem(
      await t.order({ productSlug: 'vps-xl', region: 'fra1' }),
      409,
      'product_unavailable',
    );
    expect(sold).toMatchObject({ extensions: { productSlug: 'vps-xl', pointer: '/items/0/region' } });
    const image = await expectProblem(await t.order({ image: 'windows-11' }), 400, 'invalid_request');
    expect(image.errors?.map((e) => e.pointer)).toEqual(['/items/0/image']);
    const bad = await expectProblem(await t.order({ hostname: 'no spaces' }), 400, 'invalid_request');
    expect(bad.errors?.map((e) => e.pointer)).toEqual(['/items/0/hostname']);
    const taken = await expectProblem(await t.order({ hostname: DEMO_VPS.web.hostname }), 400, 'invalid_request');
    expect(taken.errors?.map((e) => e.pointer)).toEqual(['/items/0/hostname']);
    await expectProblem(await t.order({}, t.named('vm-read')), 403, 'forbidden');
    expect((await t.order({ hostname: 'ok-01.example.se' }, t.named('orders-write'))).status).toBe(201);
  });
});
