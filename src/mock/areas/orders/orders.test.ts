import { describe, expect, it } from 'vitest';
import { invoice as invoiceSchema, invoiceListPage } from '@/api/schemas/billing';
import {
  notCancelableProblem,
  order as orderSchema,
  orderListPage,
  orderPreview,
  type Order,
  type OrderListPage,
} from '@/api/schemas/orders';
import {
  DEMO_CATALOG,
  DEMO_CUSTOMERS,
  DEMO_DOMAINS,
  DEMO_ORDERS,
  DEMO_ORDER_COUNTS,
  DEMO_OTHER_ORDERS,
} from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';
import {
  cancelOrder,
  createDomainRenewalOrder,
  findOrder,
  findPendingRenewalOrder,
  invoiceOf,
  pendingRenewalOrderOf,
  toOrder,
} from './state';

const ORDERS = '/api/v2/orders';

async function setup() {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario: 'demo',
    keys: [
      { name: 'orders-read', scopes: ['read:orders'] },
      { name: 'billing-read', scopes: ['read:billing'] },
      { name: 'domains-read', scopes: ['read:domains'] },
      { name: 'support-only', scopes: ['read:support'] },
      { name: 'orders-write', scopes: ['read:orders', 'write:orders'] },
      { name: 'billing-write', scopes: ['read:billing', 'write:billing'] },
      { name: 'domains-write', scopes: ['read:domains', 'write:domains'] },
      { name: 'no-orders', scopes: ['read:orders', 'write:orders'], subAccount: { canPlaceOrders: false } },
    ],
  });
  const key = world.keys.full;
  const getOrder = async (id: string, as = key) =>
    harness.parse(await harness.call(`${ORDERS}/${id}`, { key: as }), orderSchema);
  const cancel = (id: string, as = key, body?: unknown) =>
    harness.call(`${ORDERS}/${id}/actions/cancel`, {
      method: 'POST',
      key: as,
      ...(body === undefined ? {} : { body }),
    });
  return { ...harness, world, key, getOrder, cancel, named: (name: string) => namedKey(world, name) };
}

type Kit = Awaited<ReturnType<typeof setup>>;

async function listAll(kit: Kit, query: string, as = kit.key): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i += 1) {
    const sep = query ? '&' : '?';
    const page: OrderListPage = await kit.parse(
      await kit.call(`${ORDERS}${query}${cursor ? `${sep}cursor=${cursor}` : ''}`, { key: as }),
      orderListPage,
    );
    all.push(...page.data);
    if (!page.hasMore) return all;
    cursor = page.nextCursor;
  }
  throw new Error('too many pages');
}

const hostingOrder = (overrides: Record<string, unknown> = {}) => ({
  items: [
    {
      type: 'shared_hosting',
      productSlug: DEMO_CATALOG.webSmall.slug,
      primaryDomain: 'Shop.Example.SE ',
      billingCycle: 'annually',
      ...overrides,
    },
  ],
  contractAccepted: true,
});

describe('order list', () => {
  it('lists every order newest first, with cursors, status and type filters', async () => {
    const kit = await setup();
    const all = await listAll(kit, '');
    expect(all).toHaveLength(DEMO_ORDER_COUNTS.main.total);
    expect(all[0]?.number).toBe(DEMO_ORDERS.free.number);
    expect(all.map((o) => o.createdAt)).toEqual([...all.map((o) => o.createdAt)].sort().reverse());
    expect((await listAll(kit, '?limit=4')).map((o) => o.id)).toEqual(all.map((o) => o.id));
    for (const [status, count] of Object.entries(DEMO_ORDER_COUNTS.main.byStatus)) {
      const filtered = await listAll(kit, `?status=${status}`);
      expect(filtered, status).toHaveLength(count);
      expect(filtered.every((o) => o.status === status)).toBe(true);
    }
    for (const [type, count] of Object.entries(DEMO_ORDER_COUNTS.main.byType)) {
      expect(await listAll(kit, `?type=${type}`), type).toHaveLength(count);
    }
    expect(await listAll(kit, '?status=pending&type=renew')).toHaveLength(5);
    expect(all.some((o) => o.id === DEMO_OTHER_ORDERS.pending.id)).toBe(false);
    await expectProblem(await kit.call(`${ORDERS}?limit=101`, { key: kit.key }), 400, 'invalid_pagination_limit');
    const bad = await expectProblem(await kit.call(`${ORDERS}?type=gift`, { key: kit.key }), 400, 'invalid_request');
    expect(bad.errors?.[0]?.pointer).toBe('/query/type');
    await expectProblem(await kit.call(`${ORDERS}?cursor=abc`, { key: kit.key }), 400, 'invalid_request');
  });

  it('accepts read:orders or read:billing; read:domains alone lists only domain orders', async () => {
    const kit = await setup();
    expect(await listAll(kit, '', kit.named('orders-read'))).toHaveLength(DEMO_ORDER_COUNTS.main.total);
    expect(await listAll(kit, '', kit.named('billing-read'))).toHaveLength(DEMO_ORDER_COUNTS.main.total);
    const domainOnly = await listAll(kit, '', kit.named('domains-read'));
    expect(domainOnly).toHaveLength(DEMO_ORDER_COUNTS.main.domainOnly);
    expect(domainOnly.every((o) => o.domains.length > 0 && o.hosting.length === 0)).toBe(true);
    const refused = await expectProblem(await kit.call(ORDERS, { key: kit.named('support-only') }), 403, 'forbidden');
    expect(refused.extensions?.acceptedScopeSets).toEqual([['read:orders'], ['read:billing'], ['read:domains']]);
    await expectProblem(await kit.call(ORDERS), 401, 'unauthorized');
  });
});

describe('order detail', () => {
  it('returns every field of the spec order', async () => {
    const kit = await setup();
    const order = await kit.getOrder(DEMO_ORDERS.pendingHosting.id);
    expect(order).toMatchObject({
      id: DEMO_ORDERS.pendingHosting.id,
      number: DEMO_ORDERS.pendingHosting.number,
      status: 'pending',
      type: 'new',
      invoiceId: DEMO_ORDERS.pendingHosting.invoiceId,
      client: { id: DEMO_CUSTOMERS.main.id, email: DEMO_CUSTOMERS.main.email, companyName: 'Nordlicht AB' },
      billing: { amount: 460, currencyCode: 'SEK', billingCycle: 'annually', isPayg: false, periodYears: null },
      invoice: {
        id: DEMO_ORDERS.pendingHosting.invoiceId,
        number: DEMO_ORDERS.pendingHosting.invoiceNumber,
        status: 'unpaid',
        // The order's billing is net; its invoice gross (460 + 25 % VAT).
        totals: { currencyCode: 'SEK', total: 575, amountPaid: 0, outstanding: 575 },
      },
      paymentStatus: { status: 'unpaid', reason: null },
      actions: { canCancel: { allowed: true }, canRetry: { allowed: false, code: 'order_not_failed' } },
      invoiceLookupPending: false,
      referenceNumber: 'PO-2026-118',
    });
    expect(order.checkoutUrl).toBe(order.invoice?.paymentUrl);
    expect(order.invoice?.paymentUrl).toMatch(/^https:\/\//);
    expect(order.invoice?.dates.dueAt).toBe(order.invoice?.dueAt);
    expect(order.hosting[0]).toMatchObject({ productSlug: 'web-small', primaryDomain: 'nordlicht-shop.se' });
  });

  it('covers every status, type, payment status and item kind in the demo', async () => {
    const kit = await setup();
    const all = await listAll(kit, '');
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['pending', 'active', 'completed', 'cancelled', 'failed']),
    );
    expect(new Set(all.map((o) => o.type))).toEqual(new Set(['new', 'renew', 'upgrade', 'transfer']));
    expect(new Set(all.map((o) => o.paymentStatus.status))).toEqual(
      new Set(['paid', 'unpaid', 'credit_note', 'pending', 'unknown']),
    );
    expect(new Set(all.flatMap((o) => (o.invoice ? [o.invoice.status] : [])))).toEqual(
      new Set(['paid', 'unpaid', 'partially_paid', 'draft', 'cancelled', 'refunded']),
    );
    expect(all.some((o) => o.domains.length > 0)).toBe(true);
    expect(all.some((o) => o.hosting.length > 0)).toBe(true);
    expect(all.some((o) => o.addons.length > 0)).toBe(true);
    expect(all.some((o) => o.upgrades.length > 0)).toBe(true);

    const payg = await kit.getOrder(DEMO_ORDERS.paygVps.id);
    expect(payg.billing).toMatchObject({ isPayg: true, billingCycle: 'monthly' });
    const fixed = await kit.getOrder(DEMO_ORDERS.restoreDeferred.id);
    expect(fixed.billing).toMatchObject({ isPayg: false, billingCycle: 'annually', periodYears: 1 });
    expect(fixed.restoreIntents).toEqual({ requested: 2, created: 2, queued: 0, skipped: 0, dispatchDeferred: true });
    expect(payg.restoreIntents).toBeUndefined();

    const lookup = await kit.getOrder(DEMO_ORDERS.invoiceLookup.id);
    expect(lookup).toMatchObject({ invoiceLookupPending: true, invoice: null, invoiceId: null, checkoutUrl: null });
    expect(lookup.actions.canCancel).toMatchObject({ allowed: false, code: 'invoice_lookup_pending' });

    const unsafe = await kit.getOrder(DEMO_ORDERS.unsafePaymentUrl.id);
    expect(unsafe.invoice?.paymentUrl).toBe(DEMO_ORDERS.unsafePaymentUrl.paymentUrl);
    expect(unsafe.checkoutUrl).toBe(DEMO_ORDERS.unsafePaymentUrl.paymentUrl);

    const partial = await kit.getOrder(DEMO_ORDERS.partiallyPaid.id);
    expect(partial.invoice?.totals).toMatchObject({
      amountPaid: 1000,
      outstanding: DEMO_ORDERS.partiallyPaid.outstanding,
    });

    const failed = await kit.getOrder(DEMO_ORDERS.failedTransfer.id);
    expect(failed.actions.canRetry.allowed).toBe(true);

    // The spec's empty billing cycle is sent as such; the client reads it as null.
    const raw = (await (await kit.call(`${ORDERS}/${DEMO_ORDERS.free.id}`, { key: kit.key })).json()) as {
      billing: { billingCycle: unknown };
    };
    expect(raw.billing.billingCycle).toBe('');
    expect((await kit.getOrder(DEMO_ORDERS.free.id)).billing.billingCycle).toBeNull();
  });

  it('answers 404 for another customer and unknown ids, 400 for the wrong kind of id', async () => {
    const kit = await setup();
    await expectProblem(
      await kit.call(`${ORDERS}/${DEMO_OTHER_ORDERS.pending.id}`, { key: kit.key }),
      404,
      'not_found',
    );
    await expectProblem(await kit.call(`${ORDERS}/ord_doesnotexist`, { key: kit.key }), 404, 'not_found');
    // An order's number is not its id.
    const byNumber = `${ORDERS}/${DEMO_ORDERS.pendingHosting.number}`;
    const bad = await expectProblem(await kit.call(byNumber, { key: kit.key }), 400, 'invalid_request');
    expect(bad.errors?.[0]?.pointer).toBe('/path/id');
    // Bruno sees his own.
    expect((await kit.getOrder(DEMO_OTHER_ORDERS.pending.id, kit.world.keys.other)).number).toBe(
      DEMO_OTHER_ORDERS.pending.number,
    );
  });

  it('lets read:domains alone read domain orders, not the others', async () => {
    const kit = await setup();
    const domainsKey = kit.named('domains-read');
    expect((await kit.getOrder(DEMO_ORDERS.domainRenewal.id, domainsKey)).domains[0]?.name).toBe(DEMO_DOMAINS.se.name);
    const refused = await expectProblem(
      await kit.call(`${ORDERS}/${DEMO_ORDERS.pendingHosting.id}`, { key: domainsKey }),
      403,
      'forbidden',
    );
    expect(refused.detail).toContain('read:orders or read:billing');
    expect((await kit.getOrder(DEMO_ORDERS.pendingHosting.id, kit.named('billing-read'))).id).toBe(
      DEMO_ORDERS.pendingHosting.id,
    );
  });
});

describe('order cancel', () => {
  it('cancels a pending order: invoice cancelled, payment status credit_note, refreshed order returned', async () => {
    const kit = await setup();
    const response = await kit.cancel(DEMO_ORDERS.pendingHosting.id);
    const cancelled = await kit.parse(response, orderSchema);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      invoice: { status: 'cancelled', totals: { outstanding: 0 } },
      paymentStatus: { status: 'credit_note' },
      actions: { canCancel: { allowed: false, code: 'order_cancelled' } },
    });
    expect(cancelled.paymentStatus.reason).toContain(DEMO_ORDERS.pendingHosting.invoiceNumber);
    expect(await kit.getOrder(DEMO_ORDERS.pendingHosting.id)).toEqual(cancelled);
    const invoice = await kit.parse(
      await kit.call(`/api/v2/billing/invoices/${DEMO_ORDERS.pendingHosting.invoiceId}`, { key: kit.key }),
      invoiceSchema,
    );
    expect(invoice.status).toBe('cancelled');
    // Once cancelled, again is a 409 naming the status.
    const again = notCancelableProblem.parse(await (await kit.cancel(DEMO_ORDERS.pendingHosting.id)).json());
    expect(again.order).toEqual({ id: DEMO_ORDERS.pendingHosting.id, status: 'cancelled' });
  });

  it('credits what was already paid on a partially paid invoice', async () => {
    const kit = await setup();
    const cancelled = await kit.parse(await kit.cancel(DEMO_ORDERS.partiallyPaid.id), orderSchema);
    expect(cancelled.invoice?.status).toBe('cancelled');
    expect(cancelled.paymentStatus.status).toBe('credit_note');
    expect(cancelled.paymentStatus.reason).toContain('1000 SEK');
  });

  it('refuses active, completed and processing orders with 409 not_cancelable and changes nothing', async () => {
    const kit = await setup();
    const cases = [
      { id: DEMO_ORDERS.restoreDeferred.id, status: 'active', code: 'order_active' },
      { id: DEMO_ORDERS.paygVps.id, status: 'completed', code: 'order_completed' },
      { id: DEMO_ORDERS.processing.id, status: 'processing', code: 'processing_started' },
      { id: DEMO_ORDERS.invoiceLookup.id, status: 'pending', code: 'invoice_lookup_pending' },
    ];
    for (const item of cases) {
      const before = await kit.getOrder(item.id);
      const response = await kit.cancel(item.id);
      const problem = await expectProblem(response.clone(), 409, 'not_cancelable');
      const parsed = notCancelableProblem.parse(await response.json());
      expect(parsed.order, item.code).toEqual({ id: item.id, status: item.status });
      expect(parsed.actions.canCancel).toMatchObject({ allowed: false, code: item.code });
      expect(problem.detail).toBe(parsed.actions.canCancel.reason);
      expect(await kit.getOrder(item.id)).toEqual(before);
    }
  });

  it('rejects any body member and checks scopes (write:orders, write:billing; write:domains for domain orders)', async () => {
    const kit = await setup();
    const bad = await expectProblem(
      await kit.cancel(DEMO_ORDERS.pendingHosting.id, kit.key, { reason: 'changed my mind' }),
      400,
      'invalid_request',
    );
    expect(bad.errors?.[0]?.pointer).toBe('/reason');
    expect((await kit.getOrder(DEMO_ORDERS.pendingHosting.id)).status).toBe('pending');

    const readonly = await expectProblem(
      await kit.cancel(DEMO_ORDERS.pendingHosting.id, kit.world.keys.readonly),
      403,
      'forbidden',
    );
    expect(readonly.extensions?.acceptedScopeSets).toEqual([['write:orders'], ['write:billing'], ['write:domains']]);
    const domainsOnHosting = await expectProblem(
      await kit.cancel(DEMO_ORDERS.pendingHosting.id, kit.named('domains-write')),
      403,
      'forbidden',
    );
    expect(domainsOnHosting.extensions?.missingScopes).toEqual(['write:orders']);
    expect((await kit.getOrder(DEMO_ORDERS.pendingHosting.id)).status).toBe('pending');

    await kit.parse(await kit.cancel(DEMO_ORDERS.pendingHosting.id, kit.named('orders-write')), orderSchema);
    await kit.parse(await kit.cancel(DEMO_ORDERS.unsafePaymentUrl.id, kit.named('billing-write')), orderSchema);
    await kit.parse(await kit.cancel(DEMO_ORDERS.domainRenewal.id, kit.named('domains-write')), orderSchema);
    await expectProblem(await kit.cancel(DEMO_OTHER_ORDERS.pending.id), 404, 'not_found');
  });

  it('cancels a failed order too (its paid invoice is credited)', async () => {
    const kit = await setup();
    const cancelled = await kit.parse(await kit.cancel(DEMO_ORDERS.failedTransfer.id), orderSchema);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: { status: 'credit_note' } });
  });
});

describe('domain renewal orders (the API other areas use)', () => {
  it('finds, creates and cancels a domain renewal order with its invoice', async () => {
    const kit = await setup();
    const world = kit.registry.get(kit.world.worldId);
    if (!world) throw new Error('world missing');
    const state = world.state.orders;
    const customer = world.customers.main;
    const seeded = findPendingRenewalOrder(state, customer.id, DEMO_DOMAINS.se.id);
    expect(seeded?.id).toBe(DEMO_ORDERS.domainRenewal.id);
    expect(findPendingRenewalOrder(state, world.customers.other.id, DEMO_DOMAINS.se.id)).toBeUndefined();
    expect(findPendingRenewalOrder(state, customer.id, DEMO_DOMAINS.nu.id)).toBeUndefined();

    const created = createDomainRenewalOrder(state, {
      customerId: customer.id,
      client: { email: customer.email, firstName: 'Astrid', lastName: 'Lindqvist', companyName: customer.companyName },
      domainId: DEMO_DOMAINS.nu.id,
      domainName: DEMO_DOMAINS.nu.name,
      amount: 149,
      currencyCode: 'SEK',
      periodYears: 2,
      nowIso: world.nowIso(),
    });
    expect(findPendingRenewalOrder(state, customer.id, DEMO_DOMAINS.nu.id)).toBe(created);
    expect(pendingRenewalOrderOf(state, created)).toMatchObject({
      domainId: DEMO_DOMAINS.nu.id,
      domainName: DEMO_DOMAINS.nu.name,
      orderId: created.id,
      invoiceStatus: 'unpaid',
      billing: { amount: 149, currencyCode: 'SEK' },
    });
    const api = orderSchema.parse(toOrder(state, created, customer));
    expect(api).toMatchObject({
      type: 'renew',
      status: 'pending',
      billing: { billingCycle: 'biennially', periodYears: 2 },
    });
    expect(api.invoice?.paymentUrl).toMatch(/^https:\/\//);
    // It is a real order of the account: listed and readable through HTTP.
    expect((await kit.getOrder(created.id)).domains[0]?.name).toBe(DEMO_DOMAINS.nu.name);

    expect(cancelOrder(state, created, world.nowIso())).toEqual({ cancelled: true });
    expect(invoiceOf(state, created)?.status).toBe('cancelled');
    expect(findPendingRenewalOrder(state, customer.id, DEMO_DOMAINS.nu.id)).toBeUndefined();
    const order = findOrder(state, customer.id, DEMO_ORDERS.restoreDeferred.id);
    if (!order) throw new Error('order missing');
    expect(cancelOrder(state, order, world.nowIso())).toMatchObject({ cancelled: false, status: 'active' });
  });
});

describe('order preview and creation', () => {
  it('previews the amounts without creating anything', async () => {
    const kit = await setup();
    const before = await listAll(kit, '');
    const invoicesBefore = await kit.parse(
      await kit.call('/api/v2/billing/invoices?limit=100', { key: kit.key }),
      invoiceListPage,
    );
    const preview = await kit.parse(
      await kit.call(`${ORDERS}/preview`, {
        key: kit.key,
        body: hostingOrder({ productSlug: DEMO_CATALOG.withSetupFee.slug, billingCycle: 'monthly' }),
      }),
      orderPreview,
    );
    expect(preview).toEqual({
      currencyCode: 'SEK',
      amountsIncludeVat: false,
      items: [
        {
          index: 0,
          type: 'shared_hosting',
          productSlug: DEMO_CATALOG.withSetupFee.slug,
          primaryDomain: 'shop.example.se',
          billingCycle: 'monthly',
          amount: DEMO_CATALOG.withSetupFee.monthly,
          setupAmount: DEMO_CATALOG.withSetupFee.monthlySetup,
          dueNow: DEMO_CATALOG.withSetupFee.monthly + DEMO_CATALOG.withSetupFee.monthlySetup,
          currencyCode: 'SEK',
        },
      ],
      recurringTotal: DEMO_CATALOG.withSetupFee.monthly,
      setupTotal: DEMO_CATALOG.withSetupFee.monthlySetup,
      totalDueNow: DEMO_CATALOG.withSetupFee.monthly + DEMO_CATALOG.withSetupFee.monthlySetup,
    });
    expect(await listAll(kit, '')).toEqual(before);
    expect(
      await kit.parse(await kit.call('/api/v2/billing/invoices?limit=100', { key: kit.key }), invoiceListPage),
    ).toEqual(invoicesBefore);
  });

  it('creates a pending order with an unpaid invoice and a payment URL (201, detail shape)', async () => {
    const kit = await setup();
    const created = await kit.parse(
      await kit.call(ORDERS, { key: kit.key, body: { ...hostingOrder(), referenceNumber: 'PO-9' } }),
      orderSchema,
      201,
    );
    expect(created).toMatchObject({
      status: 'pending',
      type: 'new',
      billing: { amount: DEMO_CATALOG.webSmall.annually, billingCycle: 'annually', isPayg: false },
      invoice: {
        status: 'unpaid',
        // The billing amount is net; the invoice gross, 25 % Swedish VAT on it (ledger "Money: VAT").
        totals: {
          total: DEMO_CATALOG.webSmall.annually * 1.25,
          amountPaid: 0,
          outstanding: DEMO_CATALOG.webSmall.annually * 1.25,
        },
      },
      paymentStatus: { status: 'unpaid' },
      actions: { canCancel: { allowed: true } },
      referenceNumber: 'PO-9',
    });
    expect(created.id).toMatch(/^ord_/);
    expect(created.invoice?.paymentUrl).toMatch(/^https:\/\//);
    expect(created.checkoutUrl).toBe(created.invoice?.paymentUrl);
    expect(created.hosting[0]).toMatchObject({
      productSlug: DEMO_CATALOG.webSmall.slug,
      primaryDomain: 'shop.example.se',
    });
    expect(await kit.getOrder(created.id)).toEqual(created);
    expect((await listAll(kit, ''))[0]?.id).toBe(created.id);
    const invoice = await kit.parse(
      await kit.call(`/api/v2/billing/invoices/${created.invoiceId ?? ''}`, { key: kit.key }),
      invoiceSchema,
    );
    expect(invoice).toMatchObject({
      orderId: created.id,
      status: 'unpaid',
      amount: DEMO_CATALOG.webSmall.annually * 1.25,
      vat: { net: DEMO_CATALOG.webSmall.annually },
    });
  });

  it('validates: available plans only, offered cycles only, a valid hostname, known slugs', async () => {
    const kit = await setup();
    const post = (body: unknown, path = ORDERS) => kit.call(path, { key: kit.key, body });
    for (const path of [ORDERS, `${ORDERS}/preview`]) {
      const out = await expectProblem(
        await post(hostingOrder({ productSlug: DEMO_CATALOG.outOfStock.slug }), path),
        409,
        'product_unavailable',
      );
      expect(out.detail).toContain(DEMO_CATALOG.outOfStock.reason.en);
      const cycle = await expectProblem(
        await post(hostingOrder({ productSlug: DEMO_CATALOG.annualOnly.slug, billingCycle: 'monthly' }), path),
        400,
        'invalid_request',
      );
      expect(cycle.errors?.map((e) => e.pointer)).toEqual(['/items/0/billingCycle']);
      const quarterly = await expectProblem(
        await post(hostingOrder({ billingCycle: 'quarterly' }), path),
        400,
        'invalid_request',
      );
      expect(quarterly.errors?.map((e) => e.pointer)).toEqual(['/items/0/billingCycle']);
      for (const domain of ['localhost', 'exa mple.se', '-bad.se', 'https://example.se']) {
        const host = await expectProblem(
          await post(hostingOrder({ primaryDomain: domain }), path),
          400,
          'invalid_request',
        );
        expect(
          host.errors?.map((e) => e.pointer),
          domain,
        ).toEqual(['/items/0/primaryDomain']);
      }
      const slug = await expectProblem(
        await post(hostingOrder({ productSlug: 'no-such-plan' }), path),
        400,
        'invalid_request',
      );
      expect(slug.errors?.map((e) => e.pointer)).toEqual(['/items/0/productSlug']);
      const empty = await expectProblem(
        await post({ items: [], contractAccepted: true }, path),
        400,
        'invalid_request',
      );
      expect(empty.errors?.map((e) => e.pointer)).toEqual(['/items']);
      // A domain registration names its registrant (issue 37; the rest in domains/registration.test.ts).
      const noRegistrant = await expectProblem(
        await post({ items: [{ type: 'domain_registration', domain: 'example.se' }], contractAccepted: true }, path),
        400,
        'invalid_request',
      );
      expect(noRegistrant.errors?.map((e) => e.pointer)).toEqual(['/items/0/registrant']);
    }
    expect(await listAll(kit, '')).toHaveLength(DEMO_ORDER_COUNTS.main.total);
  });

  it('places an order only when the terms are accepted, and dates the acceptance on the order', async () => {
    const kit = await setup();
    const { contractAccepted: _accepted, ...withoutAcceptance } = hostingOrder();
    const missing = await expectProblem(
      await kit.call(ORDERS, { key: kit.key, body: withoutAcceptance }),
      400,
      'invalid_request',
    );
    expect(missing.errors?.map((e) => [e.pointer, e.code])).toEqual([['/contractAccepted', 'missing_required']]);
    const declined = await expectProblem(
      await kit.call(ORDERS, { key: kit.key, body: { ...withoutAcceptance, contractAccepted: false } }),
      400,
      'invalid_request',
    );
    expect(declined.errors).toMatchObject([
      { pointer: '/contractAccepted', detail: 'Accept the terms of service to place an order.' },
    ]);
    // Reported with the items' own field errors, so one answer names everything to fix.
    const both = await expectProblem(
      await kit.call(ORDERS, {
        key: kit.key,
        body: { ...withoutAcceptance, items: [{ ...withoutAcceptance.items[0], primaryDomain: 'localhost' }] },
      }),
      400,
      'invalid_request',
    );
    expect(both.errors?.map((e) => e.pointer)).toEqual(['/items/0/primaryDomain', '/contractAccepted']);
    expect(await listAll(kit, '')).toHaveLength(DEMO_ORDER_COUNTS.main.total);
    // The preview changes nothing and needs no acceptance.
    await kit.parse(await kit.call(`${ORDERS}/preview`, { key: kit.key, body: withoutAcceptance }), orderPreview);

    const created = await kit.parse(await kit.call(ORDERS, { key: kit.key, body: hostingOrder() }), orderSchema, 201);
    expect(created.contractAcceptedAt).not.toBeNull();
    expect(created.contractAcceptedAt).toBe(created.createdAt);
    expect((await kit.getOrder(created.id)).contractAcceptedAt).toBe(created.contractAcceptedAt);
  });

  it('needs write:orders or write:billing, and order permission for a contact sub-account', async () => {
    const kit = await setup();
    await expectProblem(
      await kit.call(ORDERS, { key: kit.world.keys.readonly, body: hostingOrder() }),
      403,
      'forbidden',
    );
    await expectProblem(
      await kit.call(`${ORDERS}/preview`, { key: kit.world.keys.readonly, body: hostingOrder() }),
      403,
      'forbidden',
    );
    const sub = await expectProblem(
      await kit.call(ORDERS, { key: kit.named('no-orders'), body: hostingOrder() }),
      403,
      'forbidden',
    );
    expect(sub.extensions?.requiredPermission).toBe('canPlaceOrders');
    await kit.parse(
      await kit.call(ORDERS, { key: kit.named('billing-write'), body: hostingOrder() }),
      orderSchema,
      201,
    );
  });
});

describe('invoices', () => {
  it('lists and reads invoices consistent with the orders, with status filter and scopes', async () => {
    const kit = await setup();
    const page = await kit.parse(
      await kit.call('/api/v2/billing/invoices?limit=100', { key: kit.key }),
      invoiceListPage,
    );
    const orders = await listAll(kit, '');
    const withInvoice = orders.filter((o) => o.invoice !== null);
    // The orders' invoices and the two seeded credit notes (the cancelled and the refunded invoice's).
    expect(page.data).toHaveLength(withInvoice.length + 2);
    for (const order of withInvoice) {
      const invoice = page.data.find((i) => i.id === order.invoice?.id);
      expect(invoice, order.number).toMatchObject({
        orderId: order.id,
        status: order.invoice?.status,
        amount: order.invoice?.amount,
        totals: order.invoice?.totals,
        paymentUrl: order.invoice?.paymentUrl,
        dueAt: order.invoice?.dueAt,
      });
    }
    const unpaid = await kit.parse(
      await kit.call('/api/v2/billing/invoices?status=unpaid', { key: kit.key }),
      invoiceListPage,
    );
    expect(unpaid.data.every((i) => i.status === 'unpaid')).toBe(true);
    expect(unpaid.data.length).toBeGreaterThan(0);
    const two = await kit.parse(await kit.call('/api/v2/billing/invoices?limit=2', { key: kit.key }), invoiceListPage);
    expect(two).toMatchObject({ hasMore: true });
    await kit.parse(
      await kit.call(`/api/v2/billing/invoices/${DEMO_ORDERS.pendingHosting.invoiceId}`, {
        key: kit.named('orders-read'),
      }),
      invoiceSchema,
    );
    await expectProblem(
      await kit.call(`/api/v2/billing/invoices/${DEMO_OTHER_ORDERS.pending.invoiceId}`, { key: kit.key }),
      404,
      'not_found',
    );
    await expectProblem(
      await kit.call('/api/v2/billing/invoices', { key: kit.named('domains-read') }),
      403,
      'forbidden',
    );
    await expectProblem(await kit.call('/api/v2/billing/invoices/ord_1', { key: kit.key }), 400, 'invalid_request');
  });
});
