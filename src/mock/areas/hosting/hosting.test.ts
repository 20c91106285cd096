import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  billingCycleChangeResponseFor,
  existingInvoiceBlockingProblem,
  hostingAccount,
  hostingAccountListPage,
} from '@/api/schemas/hosting';
import { invoice as invoiceSchema } from '@/api/schemas/billing';
import { lineWithVat } from '@/api/schemas/vat-math';
import { order as orderSchema } from '@/api/schemas/orders';
import { expectProblem, namedKey } from '@/mock/test-utils';
import { DEMO_HOSTING, DEMO_HOSTING_COUNTS, DEMO_OTHER_HOSTING } from '@/mock/scenarios/demo/ids';
import { HOSTING_PATH, hostingSetup } from './hosting-test-kit';

const preview = billingCycleChangeResponseFor(true);
const commit = billingCycleChangeResponseFor(false);

/**
 * The world's clock for the billing-cycle figures: the demo's authored day at 10:00 UTC. nordlicht.se's paid month
 * runs 1 Nov – 1 Dec (30 days): 8 whole days not begun, 149 × 8 / 30 = 39.73 credited, yearly 1490 − 39.73.
 */
const AUTHORED_MORNING = Date.parse('2026-11-22T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
function atAuthoredMorning() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AUTHORED_MORNING);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
const MAIN_CREDIT = { amount: 39.73, paidAmount: 149, unusedDays: 8, periodDays: 30 };
const MAIN_FIRST_YEAR = 1450.27;
/** nordlicht.se's next due date as the world authored on that morning has it. */
const shiftedDue = () => '2026-12-01T00:00:00.000Z';

describe('shared-hosting accounts', () => {
  it('lists the customer accounts pinned first, then by name, with actions null and only the primary domain', async () => {
    const kit = await hostingSetup();
    const page = await kit.parse(await kit.get('?limit=100'), hostingAccountListPage);
    expect(page.data).toHaveLength(DEMO_HOSTING_COUNTS.main.total);
    expect(page.data.map((account) => account.name)).toEqual([
      DEMO_HOSTING.adminPanel.name,
      DEMO_HOSTING.main.domain,
      DEMO_HOSTING.legacy.domain,
      DEMO_HOSTING.pending.domain,
      DEMO_HOSTING.suspended.domain,
      DEMO_HOSTING.cancelled.domain,
      DEMO_HOSTING.pendingInvoice.name,
    ]);
    expect(page.data.slice(0, 2).every((account) => account.pinned)).toBe(true);
    for (const account of page.data) {
      expect(account.actions).toBeNull();
      expect(account.domains).toEqual([account.primaryDomain]);
    }
    // The raw body says null too (the schema would read anything as null).
    const raw = (await (await kit.get('')).json()) as { data: { actions: unknown }[] };
    expect(raw.data.every((item) => item.actions === null)).toBe(true);
    expect(page.data.some((account) => account.id === DEMO_OTHER_HOSTING.main.id)).toBe(false);
  });

  it('filters by service status and pages with a cursor', async () => {
    const kit = await hostingSetup();
    const active = await kit.parse(await kit.get('?serviceStatus=active'), hostingAccountListPage);
    expect(active.data).toHaveLength(DEMO_HOSTING_COUNTS.main.byStatus.active);
    const first = await kit.parse(await kit.get('?limit=3'), hostingAccountListPage);
    expect(first).toMatchObject({ hasMore: true });
    const second = await kit.parse(await kit.get(`?limit=3&cursor=${first.nextCursor ?? ''}`), hostingAccountListPage);
    expect(second.data[0]?.name).toBe(DEMO_HOSTING.pending.domain);
    await expectProblem(await kit.get('?serviceStatus=paused'), 400, 'invalid_request');
    await expectProblem(await kit.get('?limit=101'), 400, 'invalid_pagination_limit');
  });

  it('answers the detail with every field, the seven gates and name = primary domain without a custom name', async () => {
    const kit = await hostingSetup();
    const raw = (await (await kit.get(DEMO_HOSTING.main.id)).json()) as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(
      [
        'actions',
        'billing',
        'billingCycleState',
        'blockingInvoice',
        'cancellation',
        'controlPanel',
        'createdAt',
        'customName',
        'domains',
        'expiresAt',
        'id',
        'mailSettings',
        'mailboxesOverQuota',
        'name',
        'nextDueAt',
        'overdueInvoice',
        'pinned',
        'primaryDomain',
        'resources',
        'serviceStatus',
        'tags',
      ].sort(),
    );
    const account = await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount);
    expect(account).toMatchObject({
      id: DEMO_HOSTING.main.id,
      name: DEMO_HOSTING.main.domain,
      customName: null,
      primaryDomain: DEMO_HOSTING.main.domain,
      domains: [DEMO_HOSTING.main.domain, DEMO_HOSTING.main.addonDomain],
      serviceStatus: 'active',
      billing: { amount: 149, currencyCode: 'SEK', billingCycle: 'monthly' },
      pinned: true,
      resources: { storageGb: 100, bandwidthGb: null, emailAccounts: 100, databases: null },
      tags: ['production', 'website'],
    });
    expect(Object.keys(account.actions).sort()).toEqual(
      ['canAddStorage', 'canCancel', 'canChangeBillingCycle', 'canPause', 'canRenew', 'canSso', 'canUpgrade'].sort(),
    );
    expect(account.actions.canChangeBillingCycle.allowed).toBe(true);
    expect(account.actions.canPause).toMatchObject({ allowed: false, code: 'pause_not_offered' });
    // supportsAdminPanel only where supported.
    expect(raw.controlPanel).not.toHaveProperty('supportsAdminPanel');
    expect(account.controlPanel.url).toMatch(/^https:\/\//);
    const agency = await kit.parse(await kit.get(DEMO_HOSTING.adminPanel.id), hostingAccount);
    expect(agency.controlPanel).toMatchObject({ type: 'panel', supportsAdminPanel: true });
    expect(agency.name).toBe(DEMO_HOSTING.adminPanel.name);
    expect(agency.customName).toBe(DEMO_HOSTING.adminPanel.name);
  });

  describe('on the authored morning', () => {
    atAuthoredMorning();
    it('offers billing-cycle options with first payments (the credit in figures) and savings', async () => {
      const kit = await hostingSetup();
      const account = await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount);
      const options = account.billingCycleState?.billingCycleOptions ?? [];
      expect(options.map((option) => option.billingCycle)).toEqual(['monthly', 'quarterly', 'annually', 'biennially']);
      expect(options.find((option) => option.isCurrent)?.billingCycle).toBe('monthly');
      const annual = options.find((option) => option.billingCycle === 'annually');
      expect(annual).toMatchObject({
        amount: 1490,
        initialAmount: MAIN_FIRST_YEAR,
        credit: MAIN_CREDIT,
        currencyCode: 'SEK',
        savingsPercent: 16.7,
      });
      expect(options.find((option) => option.billingCycle === 'monthly')).toMatchObject({
        savingsPercent: null,
        credit: null,
      });
      expect(options.find((option) => option.billingCycle === 'monthly')).not.toHaveProperty('initialAmount');
      expect(account.billingCycleState?.actions.canSwitchCycle.allowed).toBe(true);
    });
  });

  it('blocks the gates of accounts that are not active, with reasons', async () => {
    const kit = await hostingSetup();
    const suspended = await kit.parse(await kit.get(DEMO_HOSTING.suspended.id), hostingAccount);
    expect(suspended.serviceStatus).toBe('suspended');
    expect(suspended.actions.canChangeBillingCycle).toMatchObject({ allowed: false, code: 'account_suspended' });
    expect(suspended.actions.canChangeBillingCycle.reason).toContain('overdue');
    expect(suspended.actions.canRenew.allowed).toBe(true);
    const pending = await kit.parse(await kit.get(DEMO_HOSTING.pending.id), hostingAccount);
    expect(Object.values(pending.actions).every((gate) => !gate.allowed && gate.code === 'account_pending')).toBe(true);
    expect(pending.billingCycleState).toBeNull();
    const cancelled = await kit.parse(await kit.get(DEMO_HOSTING.cancelled.id), hostingAccount);
    expect(cancelled).toMatchObject({ serviceStatus: 'cancelled', billingCycleState: null });
    expect(cancelled.expiresAt).not.toBeNull();
    // The invoice the suspended account waits for, with its payment link (ledger "Shared hosting").
    expect(suspended.overdueInvoice).toMatchObject({
      id: DEMO_HOSTING.suspended.invoice.id,
      number: DEMO_HOSTING.suspended.invoice.number,
      orderId: DEMO_HOSTING.suspended.order.id,
      // Gross: what the invoice charges (ledger "Money: VAT").
      amount: DEMO_HOSTING.suspended.invoice.gross,
      status: 'unpaid',
    });
    expect(suspended.overdueInvoice?.paymentUrl).toMatch(/^https:\/\//);
    expect((await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount)).overdueInvoice).toBeNull();
    const legacy = await kit.parse(await kit.get(DEMO_HOSTING.legacy.id), hostingAccount);
    expect(legacy.actions.canUpgrade).toMatchObject({ allowed: false, code: 'legacy_panel' });
  });

  it('refuses a domain name as accountId (400), unknown and foreign accounts (404), and missing scopes (403)', async () => {
    const kit = await hostingSetup();
    const bad = await expectProblem(await kit.get(DEMO_HOSTING.main.domain), 400, 'invalid_request');
    expect(bad.errors?.[0]?.pointer).toBe('/path/accountId');
    await expectProblem(await kit.get('acct_doesnotexist'), 404, 'not_found');
    await expectProblem(await kit.get(DEMO_OTHER_HOSTING.main.id), 404, 'not_found');
    const theirs = await kit.parse(await kit.get(DEMO_OTHER_HOSTING.main.id, kit.world.keys.other), hostingAccount);
    expect(theirs.billing.currencyCode).toBe('EUR');
    const noScope = await kit.makeWorld({ keys: [{ name: 'support', scopes: ['read:support'] }] });
    const problem = await expectProblem(
      await kit.call(HOSTING_PATH, { key: namedKey(noScope, 'support') }),
      403,
      'forbidden',
    );
    expect(problem.extensions?.missingScopes).toEqual(['read:hosting']);
  });
});

describe('demo records', () => {
  it('ids.ts names live accounts with their domains, names and statuses', async () => {
    const kit = await hostingSetup();
    const expected: Record<keyof typeof DEMO_HOSTING, string> = {
      main: 'active',
      pendingInvoice: 'active',
      legacy: 'active',
      adminPanel: 'active',
      suspended: 'suspended',
      pending: 'pending',
      cancelled: 'cancelled',
    };
    for (const [name, record] of Object.entries(DEMO_HOSTING)) {
      const account = await kit.parse(await kit.get(record.id), hostingAccount);
      expect(account.primaryDomain).toBe(record.domain);
      expect(account.name).toBe('name' in record ? record.name : record.domain);
      expect(account.serviceStatus).toBe(expected[name as keyof typeof DEMO_HOSTING]);
    }
  });

  it('the empty scenario has no accounts', async () => {
    const kit = await hostingSetup({ scenario: 'empty' });
    const page = await kit.parse(await kit.get(''), hostingAccountListPage);
    expect(page).toEqual({ data: [], dropped: 0, hasMore: false, nextCursor: null });
    await expectProblem(await kit.get(DEMO_HOSTING.main.id), 404, 'not_found');
  });
});

describe('billing-cycle change', () => {
  const path = (id: string) => `${id}/actions/billing-cycle`;
  atAuthoredMorning();

  it('previews with no side effect', async () => {
    const kit = await hostingSetup();
    const body = await kit.parse(
      await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually', dryRun: true }),
      preview,
    );
    expect(body).toMatchObject({
      kind: 'preview',
      dryRun: true,
      changed: true,
      currentBillingCycle: 'monthly',
      targetBillingCycle: 'annually',
      targetAmount: MAIN_FIRST_YEAR,
      credit: MAIN_CREDIT,
      currencyCode: 'SEK',
      wouldBlock: false,
      blockingInvoice: null,
    });
    const after = await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount);
    expect(after.billing.billingCycle).toBe('monthly');
  });

  it('previews wouldBlock: true with the blocking invoice, never a 409', async () => {
    const kit = await hostingSetup();
    const body = await kit.parse(
      await kit.post(path(DEMO_HOSTING.pendingInvoice.id), { billingCycle: 'monthly', dryRun: true }),
      preview,
    );
    // The paid year ends 2 Dec: 9 of its 365 days are unused, 990 × 9 / 365 = 24.41 off the first month.
    expect(body).toMatchObject({ wouldBlock: true, changed: true, targetAmount: 74.59 });
    if (body.kind !== 'preview') throw new Error('expected a preview');
    expect(body.blockingInvoice).toMatchObject({
      id: DEMO_HOSTING.pendingInvoice.invoice.id,
      number: DEMO_HOSTING.pendingInvoice.invoice.number,
      amount: DEMO_HOSTING.pendingInvoice.invoice.gross,
      orderId: DEMO_HOSTING.pendingInvoice.order.id,
      status: 'unpaid',
    });
    const retry = await kit.parse(
      await kit.post(path(DEMO_HOSTING.pendingInvoice.id), {
        billingCycle: 'monthly',
        dryRun: true,
        cancelExistingInvoice: true,
      }),
      preview,
    );
    expect(retry).toMatchObject({ wouldBlock: false });
  });

  it('commits: the renewal invoice with its pay link, then the account shows the new cycle', async () => {
    const kit = await hostingSetup();
    const body = await kit.parse(await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually' }), commit);
    expect(body).toMatchObject({
      kind: 'commit',
      changed: true,
      currentBillingCycle: 'annually',
      currencyCode: 'SEK',
      invoiceLookupPending: false,
      cancelledInvoiceIds: [],
      cancellationMethod: null,
    });
    if (body.kind !== 'commit') throw new Error('expected a commit');
    // The renewal invoice is gross: the first year's net with 25 % VAT (ledger "Money: VAT").
    expect(body.renewalInvoice).toMatchObject({
      amount: lineWithVat(MAIN_FIRST_YEAR, 25).gross,
      currencyCode: 'SEK',
      status: 'unpaid',
    });
    expect(body.renewalInvoice?.id).toMatch(/^inv_/);
    expect(body.renewalInvoice?.number).toMatch(/^\d+$/);
    // The world's own page at the provider (ledger "Billing").
    expect(body.renewalInvoice?.paymentUrl).toBe(
      `https://pay.hosting.example/${kit.world.worldId}/invoices/${body.renewalInvoice?.id ?? ''}`,
    );
    // The renewal invoice is a real order's invoice: the orders API finds both, and they agree.
    const orderId = body.renewalInvoice?.orderId ?? '';
    expect(orderId).toMatch(/^ord_/);
    const order = await kit.parse(await kit.call(`/api/v2/orders/${orderId}`, { key: kit.key }), orderSchema);
    expect(order).toMatchObject({
      type: 'renew',
      status: 'pending',
      invoiceId: body.renewalInvoice?.id,
      billing: { amount: MAIN_FIRST_YEAR, currencyCode: 'SEK', billingCycle: 'annually' },
      paymentStatus: { status: 'unpaid' },
      invoice: { number: body.renewalInvoice?.number, status: 'unpaid', paymentUrl: body.renewalInvoice?.paymentUrl },
    });
    expect(order.hosting[0]).toMatchObject({
      accountId: DEMO_HOSTING.main.id,
      primaryDomain: DEMO_HOSTING.main.domain,
    });
    const invoice = await kit.parse(
      await kit.call(`/api/v2/billing/invoices/${body.renewalInvoice?.id ?? ''}`, { key: kit.key }),
      invoiceSchema,
    );
    expect(invoice).toMatchObject({
      orderId,
      status: 'unpaid',
      amount: lineWithVat(MAIN_FIRST_YEAR, 25).gross,
      number: body.renewalInvoice?.number,
    });
    const after = await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount);
    expect(after.billing).toMatchObject({ billingCycle: 'annually', amount: 1490 });
    expect(after.billingCycleState?.billingCycleOptions.find((option) => option.isCurrent)?.billingCycle).toBe(
      'annually',
    );
    // The new invoice is unpaid: the next change is blocked by it.
    const next = await kit.parse(
      await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'monthly', dryRun: true }),
      preview,
    );
    expect(next).toMatchObject({ wouldBlock: true });
  });

  it('credits exactly the unused, paid part of the month: 149 monthly → yearly never credits more than 149', async () => {
    const kit = await hostingSetup();
    const yearly = await kit.parse(
      await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually', dryRun: true }),
      preview,
    );
    if (yearly.kind !== 'preview') throw new Error('expected a preview');
    // 8 whole days of the 30 paid are not begun: 149 × 8 / 30, to the öre (the old mock credited 300).
    expect(yearly.credit).toMatchObject({ ...MAIN_CREDIT, periodEndsAt: shiftedDue() });
    expect(yearly.targetAmount).toBe(MAIN_FIRST_YEAR);

    // A week on (the world's clock): one day not begun, 149 / 30; on the due day nothing is left to credit.
    const later = await hostingSetup();
    await later.advance(7 * DAY_MS);
    const weekOn = await later.parse(
      await later.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually', dryRun: true }),
      preview,
    );
    if (weekOn.kind !== 'preview') throw new Error('expected a preview');
    expect(weekOn.credit).toMatchObject({ amount: 4.97, paidAmount: 149, unusedDays: 1, periodDays: 30 });
    expect(weekOn.targetAmount).toBe(1485.03);
    await later.advance(DAY_MS);
    const dueDay = await later.parse(
      await later.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually', dryRun: true }),
      preview,
    );
    expect(dueDay).toMatchObject({ credit: null, targetAmount: 1490 });

    // The commit bills what the preview said, and its invoice line says what was credited and why.
    const done = await kit.parse(await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually' }), commit);
    if (done.kind !== 'commit') throw new Error('expected a commit');
    expect(done.renewalInvoice?.amount).toBe(lineWithVat(MAIN_FIRST_YEAR, 25).gross);
    const invoice = await kit.parse(
      await kit.call(`/api/v2/billing/invoices/${done.renewalInvoice?.id ?? ''}`, { key: kit.key }),
      invoiceSchema,
    );
    expect(invoice.lines[0]?.description).toContain('1490.00 less 39.73 credited for 8 unused days');

    // Until the first year is paid nothing of it is credited back; once paid, the unused part of 1490 is.
    const unpaidYear = await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount);
    expect(unpaidYear.billingCycleState?.billingCycleOptions.every((option) => option.credit === null)).toBe(true);
    await kit.call(`/__mock/worlds/${kit.world.worldId}/invoices/${done.renewalInvoice?.id ?? ''}/payments`, {
      method: 'POST',
      body: {},
    });
    const paidYear = await kit.parse(await kit.get(DEMO_HOSTING.main.id), hostingAccount);
    const monthly = paidYear.billingCycleState?.billingCycleOptions.find((o) => o.billingCycle === 'monthly');
    // The year began at this instant (the clock stands still): all 365 days unused, worth more than a month's price,
    // so the month costs nothing now (the credit is never more than the new price).
    expect(monthly?.credit).toMatchObject({ amount: 149, paidAmount: 1490, unusedDays: 365, periodDays: 365 });
    expect(monthly?.initialAmount).toBe(0);
  });

  it('refuses a commit blocked by a pending invoice with 409 existing_invoice_blocking, then cancels it on request', async () => {
    const kit = await hostingSetup();
    const response = await kit.post(path(DEMO_HOSTING.pendingInvoice.id), { billingCycle: 'monthly' });
    const text = await response.clone().text();
    await expectProblem(response, 409, 'existing_invoice_blocking');
    const blocked = existingInvoiceBlockingProblem.parse(JSON.parse(text));
    expect(blocked.invoice).toMatchObject({
      id: DEMO_HOSTING.pendingInvoice.invoice.id,
      orderId: DEMO_HOSTING.pendingInvoice.order.id,
      status: 'unpaid',
    });
    const orderPath = `/api/v2/orders/${DEMO_HOSTING.pendingInvoice.order.id}`;
    const before = await kit.parse(await kit.call(orderPath, { key: kit.key }), orderSchema);
    expect(before).toMatchObject({
      number: DEMO_HOSTING.pendingInvoice.order.number,
      type: 'renew',
      status: 'pending',
      invoice: { id: DEMO_HOSTING.pendingInvoice.invoice.id, status: 'unpaid' },
    });
    expect(blocked.detail).toContain(DEMO_HOSTING.pendingInvoice.invoice.number);
    const unchanged = await kit.parse(await kit.get(DEMO_HOSTING.pendingInvoice.id), hostingAccount);
    expect(unchanged.billing.billingCycle).toBe('annually');

    const body = await kit.parse(
      await kit.post(path(DEMO_HOSTING.pendingInvoice.id), { billingCycle: 'monthly', cancelExistingInvoice: true }),
      commit,
    );
    expect(body).toMatchObject({
      changed: true,
      currentBillingCycle: 'monthly',
      cancelledInvoiceIds: [DEMO_HOSTING.pendingInvoice.invoice.id],
      cancellationMethod: 'cancelled',
    });
    if (body.kind !== 'commit') throw new Error('expected a commit');
    expect(body.renewalInvoice?.amount).toBe(lineWithVat(74.59, 25).gross);
    expect(body.renewalInvoice?.orderId).not.toBe(DEMO_HOSTING.pendingInvoice.order.id);
    // The old order was cancelled through the orders state: order and invoice cancelled, a credit note.
    const after = await kit.parse(await kit.call(orderPath, { key: kit.key }), orderSchema);
    expect(after).toMatchObject({
      status: 'cancelled',
      invoice: { status: 'cancelled' },
      paymentStatus: { status: 'credit_note' },
      actions: { canCancel: { allowed: false, code: 'order_cancelled' } },
    });
    const oldInvoice = await kit.parse(
      await kit.call(`/api/v2/billing/invoices/${DEMO_HOSTING.pendingInvoice.invoice.id}`, { key: kit.key }),
      invoiceSchema,
    );
    expect(oldInvoice).toMatchObject({ status: 'cancelled', orderId: DEMO_HOSTING.pendingInvoice.order.id });
  });

  it('stops blocking once the renewal order is cancelled in the orders area', async () => {
    const kit = await hostingSetup();
    const cancelled = await kit.call(`/api/v2/orders/${DEMO_HOSTING.pendingInvoice.order.id}/actions/cancel`, {
      method: 'POST',
      key: kit.key,
      body: {},
    });
    expect(cancelled.status).toBeLessThan(300);
    const body = await kit.parse(
      await kit.post(path(DEMO_HOSTING.pendingInvoice.id), { billingCycle: 'monthly', dryRun: true }),
      preview,
    );
    expect(body).toMatchObject({ wouldBlock: false });
    if (body.kind !== 'preview') throw new Error('expected a preview');
    expect(body.blockingInvoice).toBeNull();
  });

  it('answers changed: false for the current cycle, even with a pending invoice', async () => {
    const kit = await hostingSetup();
    const body = await kit.parse(
      await kit.post(path(DEMO_HOSTING.pendingInvoice.id), { billingCycle: 'annually' }),
      commit,
    );
    expect(body).toMatchObject({ changed: false, renewalInvoice: null, cancelledInvoiceIds: [] });
    const same = await kit.parse(
      await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'monthly', dryRun: true }),
      preview,
    );
    expect(same).toMatchObject({ changed: false, wouldBlock: false });
  });

  it('refuses a cycle the account does not offer (400), bad bodies, blocked gates and missing write:billing', async () => {
    const kit = await hostingSetup();
    for (const billingCycle of ['triennially', 'free']) {
      const problem = await expectProblem(
        await kit.post(path(DEMO_HOSTING.main.id), { billingCycle, dryRun: true }),
        400,
        'invalid_request',
      );
      expect(problem.errors?.[0]?.pointer).toBe('/billingCycle');
    }
    const missing = await expectProblem(await kit.post(path(DEMO_HOSTING.main.id), {}), 400, 'invalid_request');
    expect(missing.errors?.[0]).toMatchObject({ pointer: '/billingCycle', code: 'missing_required' });
    await expectProblem(await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'weekly' }), 400, 'invalid_request');
    await expectProblem(
      await kit.post(path(DEMO_HOSTING.suspended.id), { billingCycle: 'annually', dryRun: true }),
      403,
      'account_suspended',
    );
    const forbidden = await expectProblem(
      await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually', dryRun: true }, kit.named('no-billing')),
      403,
      'forbidden',
    );
    expect(forbidden.extensions?.missingScopes).toEqual(['write:billing']);
    await expectProblem(
      await kit.post(path(DEMO_HOSTING.main.id), { billingCycle: 'annually' }, kit.world.keys.readonly),
      403,
      'forbidden',
    );
    await expectProblem(
      await kit.post(path(DEMO_OTHER_HOSTING.main.id), { billingCycle: 'monthly', dryRun: true }),
      404,
      'not_found',
    );
  });
});
