import { describe, expect, it } from 'vitest';
import { lineWithVat } from '@/api/schemas/vat-math';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { domain as domainSchema } from '@/api/schemas/domains';
import {
  domainBillingCycleChange,
  domainBillingCycleState,
  domainRenewal,
  domainRenewResponse,
} from '@/api/schemas/domains-renewal';
import { order as orderSchema } from '@/api/schemas/orders';
import { DEMO_DOMAINS, DEMO_ORDERS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const DOMAINS = '/api/v2/domains';
const D = DEMO_DOMAINS;

function plusYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario: 'demo',
    keys: [
      { name: 'read', scopes: ['read:domains'] },
      { name: 'no-billing', scopes: ['read:domains', 'write:domains'] },
      {
        name: 'no-orders',
        scopes: ['read:domains', 'write:domains', 'write:billing'],
        subAccount: { canPlaceOrders: false },
      },
    ],
  });
  const key = world.keys.full;
  const { call, parse } = harness;
  const renewal = async (id: string) => parse(await call(`${DOMAINS}/${id}/renewal`, { key }), domainRenewal);
  const detail = async (id: string) => parse(await call(`${DOMAINS}/${id}`, { key }), domainSchema);
  const renew = (id: string, body: unknown, k = key) =>
    call(`${DOMAINS}/${id}/actions/renew`, { method: 'POST', key: k, body });
  const cycle = (id: string, body: unknown, k = key) =>
    call(`${DOMAINS}/${id}/billing-cycle`, { method: 'POST', key: k, body });
  const pay = (invoiceId: string) =>
    call(`/__mock/worlds/${world.worldId}/invoices/${invoiceId}/payments`, { method: 'POST', body: {} });
  return { ...harness, world, key, renewal, detail, renew, cycle, pay, named: (n: string) => namedKey(world, n) };
}

describe('GET /api/v2/domains/{id}/renewal', () => {
  it('prices every period 1..9 from the yearly price, with the expiry each gives and the window', async () => {
    const t = await setup();
    const nu = await t.detail(D.nu.id);
    const view = await t.renewal(D.nu.id);
    expect(view.actions.canRenew).toEqual({ allowed: true, reason: null, code: null });
    expect(view.options.map((option) => option.periodYears)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(view.options[1]).toMatchObject({
      amount: (nu.billing?.amount ?? NaN) * 2,
      currencyCode: 'SEK',
      newExpiresAt: plusYears(nu.expiresAt ?? '', 2),
      canSelect: { allowed: true },
    });
    expect(view.window.closesAt).toBe(nu.expiresAt);
    expect(Date.parse(view.window.opensAt ?? '')).toBe(Date.parse(nu.expiresAt ?? '') - 365 * 86_400_000);
    expect(view.registryMaxYears).toBe(10);
    expect(view.pendingInvoice).toBeNull();
    // A 2-year period of 290: each year costs 145.
    const com = await t.renewal(D.com.id);
    expect(com.options[0]?.amount).toBe(145);
  });

  it('says what blocks a renewal, with the same gate as the detail', async () => {
    const t = await setup();
    const pending = await t.renewal(D.se.id);
    expect(pending.actions.canRenew).toMatchObject({ allowed: false, code: 'renewal_pending' });
    expect(pending.pendingInvoice).toMatchObject({ id: DEMO_ORDERS.domainRenewal.invoiceId, status: 'unpaid' });
    expect((await t.renewal(D.farExpiry.id)).actions.canRenew).toMatchObject({ code: 'outside_renewal_window' });
    expect((await t.renewal(D.terminated.id)).actions.canRenew).toMatchObject({ code: 'domain_not_active' });
    expect((await t.renewal(D.expired.id)).actions.canRenew.allowed).toBe(true);
    for (const id of [D.se.id, D.farExpiry.id, D.terminated.id, D.nu.id]) {
      expect((await t.detail(id)).actions.canRenew).toEqual((await t.renewal(id)).actions.canRenew);
    }
  });
});

describe('POST /api/v2/domains/{id}/actions/renew', () => {
  it('issues a pending renew order with an unpaid invoice; paying it moves the expiry by the period', async () => {
    const t = await setup();
    const before = await t.detail(D.nu.id);
    const answer = await t.parse(await t.renew(D.nu.id, { periodYears: 2 }), domainRenewResponse, 201);
    expect(answer).toMatchObject({
      domainId: D.nu.id,
      periodYears: 2,
      amount: (before.billing?.amount ?? NaN) * 2,
      expiresAt: before.expiresAt,
      newExpiresAt: plusYears(before.expiresAt ?? '', 2),
      // The renewal price is net; its invoice gross, with 25 % VAT (ledger "Money: VAT").
      invoice: { status: 'unpaid', amount: lineWithVat((before.billing?.amount ?? NaN) * 2, 25).gross },
    });
    const order = await t.parse(await t.call(`/api/v2/orders/${answer.orderId}`, { key: t.key }), orderSchema);
    expect(order).toMatchObject({ type: 'renew', status: 'pending', billing: { periodYears: 2 } });
    expect(order.domains[0]?.name).toBe(D.nu.name);
    const after = await t.detail(D.nu.id);
    expect(after.pendingRenewalOrder?.id).toBe(answer.orderId);
    expect(after.actions.canRenew).toMatchObject({ allowed: false, code: 'renewal_pending' });
    await expectProblem(await t.renew(D.nu.id, { periodYears: 1 }), 409, 'renewal_pending');

    const invoiceId = answer.invoice?.id ?? '';
    await t.parse(await t.pay(invoiceId), invoiceSchema);
    const renewed = await t.detail(D.nu.id);
    expect(renewed.expiresAt).toBe(plusYears(before.expiresAt ?? '', 2));
    expect(renewed.pendingRenewalOrder).toBeNull();
  });

  it('renews an expired domain, which is active again once paid', async () => {
    const t = await setup();
    const answer = await t.parse(await t.renew(D.expired.id, { periodYears: 1 }), domainRenewResponse, 201);
    await t.parse(await t.pay(answer.invoice?.id ?? ''), invoiceSchema);
    expect((await t.detail(D.expired.id)).serviceStatus).toBe('active');
  });

  it('refuses a blocked gate with 409 and the gate, a bad period with 400 at /periodYears', async () => {
    const t = await setup();
    const far = await expectProblem(await t.renew(D.farExpiry.id, { periodYears: 1 }), 409, 'outside_renewal_window');
    expect(far).toMatchObject({ actions: { canRenew: { allowed: false, code: 'outside_renewal_window' } } });
    await expectProblem(await t.renew(D.terminated.id, { periodYears: 1 }), 409, 'domain_not_active');
    for (const periodYears of [0, 10, 1.5, '2']) {
      const bad = await expectProblem(await t.renew(D.nu.id, { periodYears }), 400, 'invalid_request');
      expect(bad.errors?.[0]?.pointer).toBe('/periodYears');
    }
    expect((await t.detail(D.nu.id)).pendingRenewalOrder).toBeNull();
  });

  it('needs write:domains and write:billing, and order permission for a sub-account', async () => {
    const t = await setup();
    const readOnly = await expectProblem(await t.renew(D.nu.id, { periodYears: 1 }, t.named('read')), 403, 'forbidden');
    expect(readOnly.extensions?.['missingScopes'] ?? readOnly['missingScopes']).toEqual(
      expect.arrayContaining(['write:domains', 'write:billing']),
    );
    const noBilling = await expectProblem(
      await t.renew(D.nu.id, { periodYears: 1 }, t.named('no-billing')),
      403,
      'forbidden',
    );
    expect(JSON.stringify(noBilling)).toContain('write:billing');
    const contact = await expectProblem(
      await t.renew(D.nu.id, { periodYears: 1 }, t.named('no-orders')),
      403,
      'forbidden',
    );
    expect(JSON.stringify(contact)).toContain('canPlaceOrders');
    expect(
      (await t.parse(await t.call(`${DOMAINS}/${D.nu.id}/renewal`, { key: t.named('read') }), domainRenewal)).domainId,
    ).toBe(D.nu.id);
  });
});

describe('GET|POST /api/v2/domains/{id}/billing-cycle', () => {
  it('lists the periods with prices, previews without a change, then commits the next renewal’s period', async () => {
    const t = await setup();
    const state = await t.parse(
      await t.call(`${DOMAINS}/${D.nu.id}/billing-cycle`, { key: t.key }),
      domainBillingCycleState,
    );
    expect(state).toMatchObject({
      periodYears: 1,
      billingCycle: 'annually',
      actions: { canChangeBillingCycle: { allowed: true } },
    });
    expect(state.options.find((option) => option.isCurrent)?.periodYears).toBe(1);
    expect(state.options[2]).toMatchObject({
      periodYears: 3,
      billingCycle: 'triennially',
      amount: (state.amount ?? 0) * 3,
    });
    expect(state.options[4]?.billingCycle).toBeNull();

    const preview = await t.parse(await t.cycle(D.nu.id, { periodYears: 3, dryRun: true }), domainBillingCycleChange);
    expect(preview).toMatchObject({ dryRun: true, changed: true, currentPeriodYears: 1, targetPeriodYears: 3 });
    expect((await t.detail(D.nu.id)).billing?.periodYears).toBe(1);

    const commit = await t.parse(await t.cycle(D.nu.id, { periodYears: 3 }), domainBillingCycleChange);
    expect(commit).toMatchObject({
      dryRun: false,
      changed: true,
      currentPeriodYears: 3,
      targetAmount: preview.targetAmount,
    });
    expect((await t.detail(D.nu.id)).billing).toMatchObject({ periodYears: 3, billingCycle: 'triennially' });
    const same = await t.parse(await t.cycle(D.nu.id, { periodYears: 3 }), domainBillingCycleChange);
    expect(same.changed).toBe(false);
  });

  it('respects canChangeBillingCycle (pending_domain_order) and validates the period and scopes', async () => {
    const t = await setup();
    const blocked = await expectProblem(await t.cycle(D.pending.id, { periodYears: 2 }), 409, 'pending_domain_order');
    expect(blocked).toMatchObject({
      actions: { canChangeBillingCycle: { allowed: false, code: 'pending_domain_order' } },
    });
    const bad = await expectProblem(await t.cycle(D.nu.id, { periodYears: 12 }), 400, 'invalid_request');
    expect(bad.errors?.[0]?.pointer).toBe('/periodYears');
    const readOnly = await expectProblem(await t.cycle(D.nu.id, { periodYears: 2 }, t.named('read')), 403, 'forbidden');
    expect(JSON.stringify(readOnly)).toContain('write:billing');
  });
});
