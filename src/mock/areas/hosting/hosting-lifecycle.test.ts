import { describe, expect, it } from 'vitest';
import { lineWithVat } from '@/api/schemas/vat-math';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { hostingAccount } from '@/api/schemas/hosting';
import {
  hostingBillingCycleOptions,
  hostingRenewResponseFor,
  hostingUpgradeOptions,
  hostingUpgradeResponseFor,
} from '@/api/schemas/hosting-lifecycle';
import { order as orderSchema } from '@/api/schemas/orders';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { HOSTING_PATH, hostingSetup } from './hosting-test-kit';

const H = DEMO_HOSTING;

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

async function setup() {
  const t = await hostingSetup({ scenario: 'demo' });
  const detail = async (id: string) => t.parse(await t.get(id), hostingAccount);
  const renew = (id: string, body: Record<string, unknown> = {}, key = t.key) =>
    t.post(`${id}/actions/renew`, body, key);
  const upgrade = (id: string, body: Record<string, unknown>, key = t.key) =>
    t.post(`${id}/actions/upgrade`, body, key);
  const options = async (id: string) => t.parse(await t.get(`${id}/actions/upgrade`), hostingUpgradeOptions);
  const pay = (invoiceId: string) =>
    t.call(`/__mock/worlds/${t.world.worldId}/invoices/${invoiceId}/payments`, { method: 'POST', body: {} });
  return { ...t, detail, renew, upgrade, options, pay };
}

describe('POST /api/v2/shared-hosting/{accountId}/actions/renew', () => {
  it('previews, then issues a renew order whose payment moves the paid period on by the cycle', async () => {
    const t = await setup();
    const before = await t.detail(H.main.id);
    const preview = await t.parse(await t.renew(H.main.id, { dryRun: true }), hostingRenewResponseFor(true));
    expect(preview).toMatchObject({
      dryRun: true,
      billingCycle: 'monthly',
      amount: 149,
      periodStartsAt: before.nextDueAt,
      newNextDueAt: addMonths(before.nextDueAt ?? '', 1),
      wouldBlock: false,
      blockingInvoice: null,
    });
    expect((await t.detail(H.main.id)).nextDueAt).toBe(before.nextDueAt);
    const commit = await t.parse(await t.renew(H.main.id), hostingRenewResponseFor(false));
    // The price is net, its invoice gross: 149 + 25 % VAT (ledger "Money: VAT").
    expect(commit).toMatchObject({ dryRun: false, amount: 149, renewalInvoice: { status: 'unpaid', amount: 186.25 } });
    const order = await t.parse(
      await t.call(`/api/v2/orders/${commit.renewalInvoice?.orderId ?? ''}`, { key: t.key }),
      orderSchema,
    );
    expect(order).toMatchObject({ type: 'renew', status: 'pending' });
    // The renewal's invoice is now the account's pending one: a second renewal is blocked by it.
    await expectProblem(await t.renew(H.main.id), 409, 'existing_invoice_blocking');
    await t.parse(await t.pay(commit.renewalInvoice?.id ?? ''), invoiceSchema);
    expect((await t.detail(H.main.id)).nextDueAt).toBe(addMonths(before.nextDueAt ?? '', 1));
  });

  it('is blocked by an unpaid invoice like the cycle change, and cancelling it is the retry', async () => {
    const t = await setup();
    const preview = await t.parse(await t.renew(H.pendingInvoice.id, { dryRun: true }), hostingRenewResponseFor(true));
    expect(preview).toMatchObject({ wouldBlock: true, blockingInvoice: { id: H.pendingInvoice.invoice.id } });
    const blocked = await expectProblem(await t.renew(H.pendingInvoice.id), 409, 'existing_invoice_blocking');
    expect(blocked).toMatchObject({ invoice: { id: H.pendingInvoice.invoice.id } });
    const retry = await t.parse(
      await t.renew(H.pendingInvoice.id, { cancelExistingInvoice: true }),
      hostingRenewResponseFor(false),
    );
    expect(retry.cancelledInvoiceIds).toEqual([H.pendingInvoice.invoice.id]);
    expect(retry.renewalInvoice?.id).not.toBe(H.pendingInvoice.invoice.id);
  });

  it("says what the blocking invoice pays for: a cycle switch's first period or a renewal", async () => {
    const t = await setup();
    const renewPreview = hostingRenewResponseFor(true);
    // The demo's open renewal invoice.
    const open = await t.parse(await t.renew(H.pendingInvoice.id, { dryRun: true }), renewPreview);
    expect(open.blockingInvoice).toMatchObject({ id: H.pendingInvoice.invoice.id, purpose: 'renewal' });
    // After monthly → yearly the switch's invoice is the account's open one: it pays the new year, not a renewal.
    const switched = await t.post(`${H.main.id}/actions/billing-cycle`, { billingCycle: 'annually' });
    const { renewalInvoice } = (await switched.json()) as { renewalInvoice: { id: string } };
    const account = await t.detail(H.main.id);
    expect(account.blockingInvoice).toMatchObject({ id: renewalInvoice.id, purpose: 'cycle_change' });
    const afterSwitch = await t.parse(await t.renew(H.main.id, { dryRun: true }), renewPreview);
    expect(afterSwitch).toMatchObject({ wouldBlock: true, blockingInvoice: { purpose: 'cycle_change' } });
    // The new cycle's period starts with the switch and is paid by that invoice: then a year to renew.
    expect(Date.parse(account.nextDueAt ?? '')).toBeGreaterThan(Date.now() + 360 * 24 * 60 * 60 * 1000);
  });

  it('follows canRenew: a suspended account renews, a pending one is 403 with the gate’s code', async () => {
    const t = await setup();
    expect((await t.detail(H.suspended.id)).actions?.canRenew.allowed).toBe(true);
    const suspended = await t.parse(await t.renew(H.suspended.id, { dryRun: true }), hostingRenewResponseFor(true));
    expect(suspended.wouldBlock).toBe(true);
    const pending = await expectProblem(await t.renew(H.pending.id, { dryRun: true }), 403, 'account_pending');
    expect(pending.extensions?.['gate']).toBe('canRenew');
    expect((await t.detail(H.pending.id)).actions?.canRenew.code).toBe('account_pending');
  });

  it('needs write:hosting and write:billing', async () => {
    const t = await setup();
    const refused = await expectProblem(await t.renew(H.main.id, {}, t.named('hosting-write')), 403, 'forbidden');
    expect(JSON.stringify(refused)).toContain('write:billing');
    const readOnly = await expectProblem(await t.renew(H.main.id, {}, t.world.keys.readonly), 403, 'forbidden');
    expect(JSON.stringify(readOnly)).toContain('write:hosting');
  });
});

describe('GET /api/v2/shared-hosting/{accountId}/actions/upgrade', () => {
  it('lists the other sizes of the account’s catalog family with prices, resource changes and when', async () => {
    const t = await setup();
    const view = await t.options(H.main.id);
    expect(view.current).toMatchObject({ productSlug: 'business-small', billingCycle: 'monthly', amount: 149 });
    // Larger or smaller by the resources against the account's (100 GB, 100 mailboxes, unlimited databases), never
    // by the price: Medium and Large cost more yet have less; when follows the price tier.
    expect(view.plans.map((plan) => [plan.productSlug, plan.direction, plan.defaultWhen])).toEqual([
      ['business-mini', 'downgrade', 'period_end'],
      ['business-medium', 'downgrade', 'now'],
      ['business-large', 'downgrade', 'now'],
      ['business-max', 'upgrade', 'now'],
    ]);
    const medium = view.plans[1];
    expect(medium).toMatchObject({
      amount: 198,
      currencyCode: 'SEK',
      resources: { storageGb: 50, emailAccounts: 25, databases: 10 },
      changes: { storageGb: { from: 100, to: 50 }, emailAccounts: { from: 100, to: 25 } },
      canSelect: { allowed: true },
    });
    expect(medium?.amountDueNow).toBeGreaterThan(0);
    expect(medium?.amountDueNow).toBeLessThan(198 - 149);
    expect(view.plans[0]?.amountDueNow).toBe(0);
    expect(view.plans[3]?.resources?.storageGb).toBeNull();
    expect(view.actions.canUpgrade.allowed).toBe(true);
    expect(view.actions.canCancelScheduled).toMatchObject({ allowed: false, code: 'no_scheduled_change' });
    expect(view.periodEndsAt).toBe((await t.detail(H.main.id)).nextDueAt);
  });

  it('carries canUpgrade as the detail does (legacy panel, largest plan)', async () => {
    const t = await setup();
    expect((await t.options(H.legacy.id)).actions.canUpgrade.code).toBe('legacy_panel');
    expect((await t.options(H.adminPanel.id)).actions.canUpgrade.code).toBe('highest_plan');
    await expectProblem(await t.upgrade(H.legacy.id, { productSlug: 'web-small' }), 403, 'legacy_panel');
  });
});

describe('POST|DELETE /api/v2/shared-hosting/{accountId}/actions/upgrade', () => {
  it('previews an upgrade, then commits it: the plan and resources change at once, with an invoice', async () => {
    const t = await setup();
    const preview = await t.parse(
      await t.upgrade(H.main.id, { productSlug: 'business-medium', dryRun: true }),
      hostingUpgradeResponseFor(true),
    );
    expect(preview).toMatchObject({ direction: 'downgrade', when: 'now', newRecurringAmount: 198, wouldBlock: false });
    expect((await t.detail(H.main.id)).billing.amount).toBe(149);
    const commit = await t.parse(
      await t.upgrade(H.main.id, { productSlug: 'business-medium' }),
      hostingUpgradeResponseFor(false),
    );
    expect(commit.amountDueNow).toBe(preview.amountDueNow);
    expect(commit.invoice).toMatchObject({
      status: 'unpaid',
      amount: lineWithVat(preview.amountDueNow ?? NaN, 25).gross,
      purpose: 'plan_change',
    });
    const order = await t.parse(
      await t.call(`/api/v2/orders/${commit.invoice?.orderId ?? ''}`, { key: t.key }),
      orderSchema,
    );
    expect(order.type).toBe('upgrade');
    const after = await t.detail(H.main.id);
    expect(after.billing.amount).toBe(198);
    expect(after.resources).toMatchObject({ storageGb: 50, emailAccounts: 25, databases: 10 });
    expect((await t.options(H.main.id)).current?.productSlug).toBe('business-medium');
    // Its invoice blocks the next change now, until paid or cancelled.
    const next = await t.parse(
      await t.upgrade(H.main.id, { productSlug: 'business-large', dryRun: true }),
      hostingUpgradeResponseFor(true),
    );
    expect(next.wouldBlock).toBe(true);
  });

  it('refuses a change now while an invoice is unpaid; cancelExistingInvoice is the retry', async () => {
    const t = await setup();
    const plan = (await t.options(H.pendingInvoice.id)).plans.find((p) => p.defaultWhen === 'now');
    const slug = plan?.productSlug ?? '';
    const blocked = await expectProblem(
      await t.upgrade(H.pendingInvoice.id, { productSlug: slug }),
      409,
      'existing_invoice_blocking',
    );
    expect(blocked).toMatchObject({ invoice: { id: H.pendingInvoice.invoice.id } });
    const retry = await t.parse(
      await t.upgrade(H.pendingInvoice.id, { productSlug: slug, cancelExistingInvoice: true }),
      hostingUpgradeResponseFor(false),
    );
    expect(retry.cancelledInvoiceIds).toEqual([H.pendingInvoice.invoice.id]);
  });

  it('schedules a downgrade for the end of the period (never now), and DELETE cancels it', async () => {
    const t = await setup();
    const now = await expectProblem(
      await t.upgrade(H.main.id, { productSlug: 'business-mini', when: 'now' }),
      400,
      'invalid_request',
    );
    expect(now.errors?.[0]?.pointer).toBe('/when');
    const scheduled = await t.parse(
      await t.upgrade(H.main.id, { productSlug: 'business-mini' }),
      hostingUpgradeResponseFor(false),
    );
    const nextDueAt = (await t.detail(H.main.id)).nextDueAt;
    expect(scheduled).toMatchObject({ when: 'period_end', amountDueNow: 0, invoice: null, effectiveAt: nextDueAt });
    expect(scheduled.scheduled).toMatchObject({ productSlug: 'business-mini', direction: 'downgrade' });
    expect((await t.detail(H.main.id)).billing.amount).toBe(149);
    const view = await t.options(H.main.id);
    expect(view.scheduled?.productSlug).toBe('business-mini');
    expect(view.actions.canCancelScheduled.allowed).toBe(true);
    const cancelled = await t.parse(
      await t.call(`${HOSTING_PATH}/${H.main.id}/actions/upgrade`, { method: 'DELETE', key: t.key }),
      hostingUpgradeOptions,
    );
    expect(cancelled.scheduled).toBeNull();
    await expectProblem(
      await t.call(`${HOSTING_PATH}/${H.main.id}/actions/upgrade`, { method: 'DELETE', key: t.key }),
      409,
      'no_scheduled_change',
    );
  });

  it('refuses the current plan or another family at /productSlug, and a plan too small for the mailboxes', async () => {
    const t = await setup();
    for (const productSlug of ['business-small', 'web-max', 'nope']) {
      const bad = await expectProblem(await t.upgrade(H.main.id, { productSlug }), 400, 'invalid_request');
      expect(bad.errors?.[0]?.pointer).toBe('/productSlug');
    }
    const created = await t.post(`${H.main.id}/email-accounts`, {
      localPart: 'extra',
      domain: H.main.domain,
      password: 'Tranquil-Harbour-Lantern-92',
    });
    expect(created.status).toBe(201);
    const mini = (await t.options(H.main.id)).plans.find((p) => p.productSlug === 'business-mini');
    expect(mini?.canSelect).toMatchObject({ allowed: false, code: 'plan_too_small' });
    await expectProblem(await t.upgrade(H.main.id, { productSlug: 'business-mini' }), 409, 'plan_too_small');
  });

  it('needs write:hosting and write:billing to change, read:hosting to look', async () => {
    const t = await setup();
    const refused = await expectProblem(
      await t.upgrade(H.main.id, { productSlug: 'business-medium' }, t.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(JSON.stringify(refused)).toContain('write:billing');
    expect(
      (await t.parse(await t.get(`${H.main.id}/actions/upgrade`, t.world.keys.readonly), hostingUpgradeOptions))
        .accountId,
    ).toBe(H.main.id);
  });
});

describe('GET /api/v2/shared-hosting/{accountId}/actions/billing-cycle', () => {
  it('shows the options the billing tab offers, the gate and the invoice that would block a change', async () => {
    const t = await setup();
    const main = await t.parse(await t.get(`${H.main.id}/actions/billing-cycle`), hostingBillingCycleOptions);
    const detail = await t.detail(H.main.id);
    expect(main.currentBillingCycle).toBe('monthly');
    expect(main.billingCycleOptions).toEqual(detail.billingCycleState?.billingCycleOptions);
    expect(main.actions.canSwitchCycle.allowed).toBe(true);
    expect(main.pendingInvoice).toBeNull();
    expect(main.cycleMonths).toMatchObject({ monthly: 1, quarterly: 3, annually: 12, biennially: 24 });
    const blocked = await t.parse(
      await t.get(`${H.pendingInvoice.id}/actions/billing-cycle`),
      hostingBillingCycleOptions,
    );
    expect(blocked.pendingInvoice?.id).toBe(H.pendingInvoice.invoice.id);
    const cancelled = await t.parse(await t.get(`${H.cancelled.id}/actions/billing-cycle`), hostingBillingCycleOptions);
    expect(cancelled.billingCycleOptions).toEqual([]);
    expect(cancelled.actions.canSwitchCycle.code).toBe('account_closed');
  });
});
