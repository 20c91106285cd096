import { describe, expect, it } from 'vitest';
import { lineWithVat } from '@/api/schemas/vat-math';
import { auditLogPage } from '@/api/schemas/audit-log';
import { order as orderSchema } from '@/api/schemas/orders';
import { vpsConfigResponse } from '@/api/schemas/vps-snapshots';
import { vpsBilling, vpsUpgradeAccepted, vpsUpgradePreview, vpsUpgradeView } from '@/api/schemas/vps-upgrade';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { VPS_PATH, vpsSetup } from './vps-test-kit';

const V = DEMO_VPS;

async function setup() {
  const t = await vpsSetup({ scenario: 'demo' });
  const options = async (id: string, key = t.key) =>
    t.parse(await t.call(`${VPS_PATH}/${id}/actions/upgrade`, { key }), vpsUpgradeView);
  const upgrade = (id: string, body: unknown, key = t.key) =>
    t.call(`${VPS_PATH}/${id}/actions/upgrade`, { method: 'POST', key, body });
  const option = async (id: string, code: string) => (await options(id)).plans?.options.find((o) => o.code === code);
  return { ...t, options, upgrade, option };
}

describe('GET /api/v2/vps/{id}/actions/upgrade', () => {
  it('keeps the snapshot slots and adds the plans: disk only grows, a smaller CPU needs a stop, restarts said', async () => {
    const t = await setup();
    const view = await t.options(V.web.id);
    expect(view.snapshotSlots?.current).toBe(V.web.snapshots.slots);
    expect(view.plans?.current).toMatchObject({ code: 'vps-l', resources: { cpuCores: 4, memoryGb: 8, diskGb: 160 } });
    const byCode = new Map(view.plans?.options.map((o) => [o.code, o]));
    expect([...byCode.keys()]).not.toContain('vps-l');
    expect(byCode.get('vps-s')?.canSelect).toMatchObject({ allowed: false, code: 'disk_cannot_shrink' });
    expect(byCode.get('vps-m')?.canSelect.code).toBe('disk_cannot_shrink');
    expect(byCode.get('vps-m-storage')).toMatchObject({
      requiresStop: true,
      canSelect: { allowed: false, code: 'vps_must_be_stopped' },
    });
    expect(byCode.get('vps-l-storage')).toMatchObject({
      restarts: false,
      requiresStop: false,
      canSelect: { allowed: true },
    });
    const xl = byCode.get('vps-xl');
    expect(xl).toMatchObject({ direction: 'upgrade', restarts: true, monthlyAmount: 799, currencyCode: 'SEK' });
    expect(xl?.amountDueNow).toBeGreaterThan(0);
    expect(xl?.amountDueNow).toBeLessThanOrEqual(799 - 399);
    expect(view.billing).toMatchObject({ isPayg: false, billingCycle: 'monthly', monthlyAmount: 399 });
    expect(view.actions.canUpgrade.allowed).toBe(true);
  });

  it('blocks every plan of a busy or suspended server with the server’s gate', async () => {
    const t = await setup();
    expect((await t.options(V.busy.id)).actions.canUpgrade.code).toBe('vps_busy');
    expect((await t.option(V.busy.id, 'vps-xl'))?.canSelect.code).toBe('vps_busy');
    await expectProblem(await t.upgrade(V.busy.id, { plan: 'vps-xl' }), 403, 'vps_busy');
    await expectProblem(await t.upgrade(V.suspended.id, { plan: 'vps-xl' }), 403, 'vps_suspended');
  });
});

describe('POST /api/v2/vps/{id}/actions/upgrade', () => {
  it('previews, then changes the plan as a job that restarts the server, with an invoice for the difference', async () => {
    const t = await setup();
    const preview = await t.parse(await t.upgrade(V.web.id, { plan: 'vps-xl', dryRun: true }), vpsUpgradePreview);
    expect(preview).toMatchObject({ plan: 'vps-xl', restarts: true, to: { cpuCores: 8, memoryGb: 16, diskGb: 320 } });
    expect((await t.detail(V.web.id)).plan?.name).toBe('VPS L');

    const accepted = await t.parse(await t.upgrade(V.web.id, { plan: 'vps-xl' }), vpsUpgradeAccepted, 202);
    expect(accepted.operation.status).not.toBe('completed');
    expect(accepted).toMatchObject({ amountDueNow: preview.amountDueNow, invoice: { status: 'unpaid' } });
    // The difference is net; its invoice gross, with 25 % VAT (ledger "Money: VAT").
    expect(accepted.invoice?.amount).toBe(lineWithVat(preview.amountDueNow ?? NaN, 25).gross);
    const order = await t.parse(
      await t.call(`/api/v2/orders/${accepted.invoice?.orderId ?? ''}`, { key: t.key }),
      orderSchema,
    );
    expect(order.type).toBe('upgrade');
    const during = await t.detail(V.web.id);
    expect(during).toMatchObject({ status: 'restarting', plan: { name: 'VPS L' } });
    expect(during.activeOperation?.kind).toBe('vps.upgrade');
    expect(during.actions.canRestart.code).toBe('vps_busy');

    const done = await t.finish(accepted.operation);
    expect(done.operation.status).toBe('completed');
    expect(await t.detail(V.web.id)).toMatchObject({
      status: 'running',
      plan: { name: 'VPS XL', cpuCores: 8, memoryGb: 16, diskGb: 320 },
    });
  });

  it('refuses a smaller disk and a smaller CPU on a running server with 409 and the reason', async () => {
    const t = await setup();
    const shrink = await expectProblem(await t.upgrade(V.web.id, { plan: 'vps-s' }), 409, 'disk_cannot_shrink');
    expect(shrink).toMatchObject({ actions: { canSelect: { allowed: false, code: 'disk_cannot_shrink' } } });
    expect(shrink.detail).toContain('160 GB');
    await expectProblem(await t.upgrade(V.web.id, { plan: 'vps-m-storage' }), 409, 'vps_must_be_stopped');
    for (const plan of ['vps-l', 'vps-huge', '']) {
      const bad = await expectProblem(await t.upgrade(V.web.id, { plan }), 400, 'invalid_request');
      expect(bad.errors?.[0]?.pointer).toBe('/plan');
    }
    expect((await t.detail(V.web.id)).plan?.name).toBe('VPS L');
  });

  it('takes fewer cores on a stopped server without a restart; it stays stopped', async () => {
    const t = await setup();
    const option = await t.option(V.db.id, 'vps-l-storage');
    expect(option).toMatchObject({ requiresStop: true, restarts: false, canSelect: { allowed: true } });
    const accepted = await t.parse(await t.upgrade(V.db.id, { plan: 'vps-l-storage' }), vpsUpgradeAccepted, 202);
    expect(accepted.restarts).toBe(false);
    expect((await t.detail(V.db.id)).status).toBe('stopped');
    await t.finish(accepted.operation);
    expect(await t.detail(V.db.id)).toMatchObject({ status: 'stopped', plan: { name: 'VPS L Storage', diskGb: 480 } });
  });

  it('invoices nothing for a pay-as-you-go server', async () => {
    const t = await setup();
    const option = await t.option(V.mismatch.id, 'vps-l');
    expect(option).toMatchObject({ amountDueNow: 0, hourlyAmount: expect.any(Number) });
    const accepted = await t.parse(await t.upgrade(V.mismatch.id, { plan: 'vps-l' }), vpsUpgradeAccepted, 202);
    expect(accepted).toMatchObject({ amountDueNow: 0, invoice: null });
  });

  it('needs write:vm and write:billing; the slot configuration stays as it was', async () => {
    const t = await setup();
    const readOnly = await expectProblem(
      await t.upgrade(V.web.id, { plan: 'vps-xl' }, t.named('vm-read')),
      403,
      'forbidden',
    );
    expect(JSON.stringify(readOnly)).toContain('write:billing');
    await expectProblem(await t.upgrade(V.web.id, { plan: 'vps-xl' }, t.named('vm-write')), 403, 'forbidden');
    expect((await t.options(V.web.id, t.named('vm-read'))).plans?.options.length).toBeGreaterThan(0);
    const config = await t.parse(
      await t.call(`${VPS_PATH}/${V.web.id}/actions/config`, {
        method: 'POST',
        key: t.key,
        body: { resources: { snapshotSlots: 5 } },
      }),
      vpsConfigResponse,
    );
    expect(config.resources.snapshotSlots).toBe(5);
  });
});

describe('GET /api/v2/vps/{id}/actions/billing-cycle', () => {
  it('keeps prepaid (fixed cycle) and pay-as-you-go servers apart', async () => {
    const t = await setup();
    const prepaid = await t.parse(
      await t.call(`${VPS_PATH}/${V.web.id}/actions/billing-cycle`, { key: t.key }),
      vpsBilling,
    );
    expect(prepaid).toMatchObject({ isPayg: false, billingCycle: 'monthly', monthlyAmount: 399, hourlyAmount: null });
    expect(Date.parse(prepaid.nextDueAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(prepaid.options.map((o) => [o.billingCycle, o.isCurrent])).toEqual([
      ['monthly', true],
      ['quarterly', false],
      ['annually', false],
    ]);
    const payg = await t.parse(
      await t.call(`${VPS_PATH}/${V.mismatch.id}/actions/billing-cycle`, { key: t.key }),
      vpsBilling,
    );
    expect(payg).toMatchObject({ isPayg: true, billingCycle: 'monthly', nextDueAt: null, options: [] });
    // Issue 40: a server suspended for an overdue invoice is not "paid until" a day still ahead.
    const suspended = await t.parse(
      await t.call(`${VPS_PATH}/${V.suspended.id}/actions/billing-cycle`, { key: t.key }),
      vpsBilling,
    );
    expect(suspended.isPayg).toBe(false);
    expect(Date.parse(suspended.nextDueAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(payg.hourlyAmount).toBeGreaterThan(0);
    await expectProblem(
      await t.call(`${VPS_PATH}/${V.web.id}/actions/billing-cycle`, { key: t.named('support-only') }),
      403,
      'forbidden',
    );
  });

  it('a dry run changes nothing and is not in the audit log; the change is, as vps.upgrade', async () => {
    const t = await setup();
    const actions = async () =>
      (await t.parse(await t.call('/api/v2/audit-log?limit=5', { key: t.key }), auditLogPage)).data.map(
        (e) => e.action,
      );
    const before = await actions();
    expect((await t.upgrade(V.web.id, { plan: 'vps-l-storage', dryRun: true })).status).toBe(200);
    expect(await actions()).toEqual(before);
    expect((await t.detail(V.web.id)).plan?.name).toBe('VPS L');
    const accepted = await t.parse(await t.upgrade(V.web.id, { plan: 'vps-l-storage' }), vpsUpgradeAccepted, 202);
    // A disk-only growth: no restart, the server keeps running while it is applied.
    expect(accepted.restarts).toBe(false);
    expect((await t.detail(V.web.id)).status).toBe('running');
    expect((await actions())[0]).toBe('vps.upgrade');
    await t.finish(accepted.operation);
    expect((await t.detail(V.web.id)).plan).toMatchObject({ name: 'VPS L Storage', diskGb: 480 });
  });
});
