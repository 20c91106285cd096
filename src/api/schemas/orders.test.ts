import { describe, expect, it } from 'vitest';
import { invoiceIdParam } from './billing';
import {
  billingModeOf,
  notCancelableProblem,
  order,
  orderCancelBody,
  orderCreateBody,
  orderIdParam,
  orderListPage,
  orderListQuery,
  orderPreview,
  orderPreviewBody,
  orderStatusFilterValues,
  paymentLinkOf,
} from './orders';
import { orderStatusValues } from './orders-values';
import { paths } from '@/test/schema-issues';

const specOrder = {
  id: 'ord_9f2',
  number: '100234',
  status: 'pending',
  type: 'new',
  invoiceId: 'inv_55',
  checkoutUrl: 'https://pay.example/inv_55',
  client: { id: 'client_1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', companyName: null },
  billing: { amount: 199, currencyCode: 'SEK', billingCycle: 'monthly', isPayg: false, periodYears: null },
  invoice: {
    id: 'inv_55',
    number: '2025-0042',
    amount: 199,
    currencyCode: 'SEK',
    dueAt: '2025-02-01T00:00:00.000Z',
    status: 'unpaid',
    paymentUrl: 'https://pay.example/inv_55',
    totals: { currencyCode: 'SEK', total: 199, amountPaid: 0, outstanding: 199 },
    dates: { dueAt: '2025-02-01T00:00:00.000Z' },
  },
  paymentStatus: { status: 'unpaid', reason: null },
  actions: {
    canRetry: { allowed: false, reason: 'Nothing to retry.', code: 'not_failed' },
    canCancel: { allowed: true, reason: null },
  },
  domains: [{ name: 'example.se', tld: 'se', amount: 129, currencyCode: 'SEK' }],
  hosting: [{ productSlug: 'web-start', primaryDomain: 'example.se' }],
  addons: [],
  upgrades: [],
  invoiceLookupPending: false,
  restoreIntents: { requested: 1, created: 1, queued: 0, skipped: 0, dispatchDeferred: true },
  createdAt: '2025-01-02T03:04:05.000Z',
  contractAcceptedAt: null,
  notes: null,
  referenceNumber: 'PO-77',
};

describe('order', () => {
  it('parses a spec-shaped order', () => {
    const parsed = order.parse(specOrder);
    expect(parsed.invoice?.totals?.outstanding).toBe(199);
    expect(parsed.actions.canCancel.allowed).toBe(true);
    expect(parsed.restoreIntents?.dispatchDeferred).toBe(true);
    expect(parsed.hosting[0]).toEqual({ productSlug: 'web-start', primaryDomain: 'example.se' });
  });

  it('maps unknown enum values to unknown and keeps the spec value unknown for payment status', () => {
    const parsed = order.parse({
      ...specOrder,
      status: 'processing',
      type: 'migration',
      invoice: { ...specOrder.invoice, status: 'written_off' },
      paymentStatus: { status: 'unknown', reason: 'Upstream timeout' },
    });
    expect(parsed.status).toBe('unknown');
    expect(parsed.type).toBe('unknown');
    expect(parsed.invoice?.status).toBe('unknown');
    expect(parsed.paymentStatus).toEqual({ status: 'unknown', reason: 'Upstream timeout' });
  });

  it('reads an empty billing cycle as null and an unknown one as unknown', () => {
    expect(
      order.parse({ ...specOrder, billing: { ...specOrder.billing, billingCycle: '' } }).billing.billingCycle,
    ).toBeNull();
    expect(
      order.parse({ ...specOrder, billing: { ...specOrder.billing, billingCycle: null } }).billing.billingCycle,
    ).toBeNull();
    expect(
      order.parse({ ...specOrder, billing: { ...specOrder.billing, billingCycle: 'weekly' } }).billing.billingCycle,
    ).toBe('unknown');
  });

  it('tolerates extra fields, a null invoice and missing optional parts', () => {
    const { restoreIntents: _restoreIntents, actions: _actions, ...rest } = specOrder;
    const parsed = order.parse({ ...rest, invoice: null, surprise: 1 });
    expect(parsed).not.toHaveProperty('surprise');
    expect(parsed.invoice).toBeNull();
    expect(parsed.restoreIntents).toBeUndefined();
    expect(parsed.actions.canCancel).toMatchObject({ allowed: false, code: 'gate_missing' });
  });

  it('fails when a required billing amount is missing', () => {
    expect(order.safeParse({ ...specOrder, billing: { currencyCode: 'SEK' } }).success).toBe(false);
  });

  it('parses a list page', () => {
    expect(orderListPage.parse({ data: [specOrder], hasMore: true, nextCursor: 'c1' }).data).toHaveLength(1);
    expect(orderListQuery.parse({ limit: '50' }).limit).toBe(50);
    expect(paths(orderListQuery.safeParse({ limit: '500' }))).toEqual(['limit']);
  });
});

describe('order cancel', () => {
  it('accepts only an empty body (spec: unknown keys are rejected)', () => {
    expect(orderCancelBody.parse({})).toEqual({});
    expect(orderCancelBody.safeParse({ reason: 'changed my mind' }).success).toBe(false);
  });

  it('keeps the not_cancelable code when order or actions are malformed', () => {
    const parsed = notCancelableProblem.parse({
      title: 'Order cannot be cancelled',
      status: '409',
      code: 'not_cancelable',
      errors: null,
      order: 'ord_1',
      actions: { canCancel: 'no' },
    });
    expect(parsed.code).toBe('not_cancelable');
    expect(parsed.order).toBeNull();
    expect(parsed.actions.canCancel.allowed).toBe(false);
  });

  it('parses the 409 not_cancelable problem with a status outside the enum', () => {
    const parsed = notCancelableProblem.parse({
      type: 'https://errors.hosting.example/not_cancelable',
      title: 'Order cannot be cancelled',
      status: 409,
      code: 'not_cancelable',
      detail: 'Processing already started.',
      requestId: 'req_0123456789abcdef',
      order: { id: 'ord_9f2', status: 'processing' },
      actions: { canCancel: { allowed: false, reason: 'Processing already started.', code: 'processing' } },
    });
    expect(parsed.order?.status).toBe('processing');
    expect(parsed.actions.canCancel.allowed).toBe(false);
  });

  it('also reads order and actions nested under extensions', () => {
    const parsed = notCancelableProblem.parse({
      title: 'Order cannot be cancelled',
      status: 409,
      code: 'not_cancelable',
      extensions: {
        order: { id: 'ord_1', status: 'active' },
        actions: { canCancel: { allowed: false, reason: 'Active.' } },
      },
    });
    expect(parsed.order).toEqual({ id: 'ord_1', status: 'active' });
  });
});

describe('order creation body', () => {
  it('accepts a shared-hosting item plus a domain registration', () => {
    const parsed = orderCreateBody.parse({
      items: [
        { type: 'shared_hosting', productSlug: 'web-start', primaryDomain: 'Example.SE', billingCycle: 'annually' },
        { type: 'domain_registration', domain: 'example.se', registrant: { contactId: 'con_1' } },
      ],
      notes: 'Please hurry',
      contractAccepted: true,
    });
    expect(parsed.items[0]).toMatchObject({ primaryDomain: 'example.se' });
    expect(parsed.items[1]).toMatchObject({ periodYears: 1 });
  });

  it('rejects an empty order, unknown item types and fields of another item type', () => {
    expect(paths(orderCreateBody.safeParse({ items: [], contractAccepted: true }))).toEqual(['items']);
    expect(paths(orderCreateBody.safeParse({ items: [{ type: 'gift_card' }], contractAccepted: true }))).toEqual([
      'items.0.type',
    ]);
    // Unknown members (here a field of another item type) are ignored and dropped, not rejected (ledger).
    expect(
      orderCreateBody.parse({
        items: [
          {
            type: 'domain_registration',
            domain: 'example.se',
            registrant: { contactId: 'con_1' },
            productSlug: 'web-start',
          },
        ],
        coupon: 'X',
        contractAccepted: true,
      }),
    ).toEqual({
      items: [
        { type: 'domain_registration', domain: 'example.se', periodYears: 1, registrant: { contactId: 'con_1' } },
      ],
      contractAccepted: true,
    });
    expect(
      paths(
        orderCreateBody.safeParse({
          items: [
            { type: 'shared_hosting', productSlug: 'web-start', primaryDomain: 'localhost', billingCycle: 'monthly' },
          ],
          contractAccepted: true,
        }),
      ),
    ).toEqual(['items.0.primaryDomain']);
  });

  it('needs the terms accepted to place an order (only a literal true); the preview body does not ask for it', () => {
    const items = [{ type: 'domain_registration', domain: 'example.se', registrant: { contactId: 'con_1' } }];
    expect(paths(orderCreateBody.safeParse({ items }))).toEqual(['contractAccepted']);
    expect(paths(orderCreateBody.safeParse({ items, contractAccepted: false }))).toEqual(['contractAccepted']);
    expect(paths(orderCreateBody.safeParse({ items, contractAccepted: 'yes' }))).toEqual(['contractAccepted']);
    expect(orderPreviewBody.safeParse({ items }).success).toBe(true);
  });

  it('reads the preview’s VAT flag tolerantly: only true says the amounts include VAT', () => {
    const preview = { currencyCode: 'SEK', items: [], recurringTotal: 0, setupTotal: 0, totalDueNow: 0 };
    expect(orderPreview.parse(preview).amountsIncludeVat).toBeUndefined();
    expect(orderPreview.parse({ ...preview, amountsIncludeVat: true }).amountsIncludeVat).toBe(true);
    expect(orderPreview.parse({ ...preview, amountsIncludeVat: 'yes' }).amountsIncludeVat).toBeUndefined();
  });
});

describe('fail-safe reading', () => {
  it('drops one malformed order domain and keeps the others', () => {
    const parsed = order.parse({
      ...specOrder,
      domains: [
        { name: 'example.se', tld: 'se', amount: 129, currencyCode: 'SEK' },
        { name: 'broken.se', tld: 'se', amount: 'free' },
        { name: 'example.nu', tld: 'nu', amount: 99, currencyCode: 'SEK' },
      ],
      hosting: [{ productSlug: 'web-start' }, 'garbage'],
    });
    expect(parsed.domains.map((item) => item.name)).toEqual(['example.se', 'example.nu']);
    expect(parsed.hosting).toEqual([{ productSlug: 'web-start' }]);
  });

  it('keeps the invoice and its payment link when one invoice member is malformed', () => {
    const parsed = order.parse({
      ...specOrder,
      invoice: {
        ...specOrder.invoice,
        amount: '199 kr',
        totals: { currencyCode: 'SEK', total: 199, amountPaid: null, outstanding: '199' },
        dueAt: 12,
        dates: null,
      },
    });
    expect(parsed.invoice).toMatchObject({
      id: 'inv_55',
      paymentUrl: 'https://pay.example/inv_55',
      amount: null,
      dueAt: null,
      status: 'unpaid',
      totals: { currencyCode: 'SEK', total: 199, amountPaid: null, outstanding: null },
      dates: { dueAt: null },
    });
    expect(order.parse({ ...specOrder, invoice: { ...specOrder.invoice, totals: 'n/a' } }).invoice?.paymentUrl).toBe(
      'https://pay.example/inv_55',
    );
  });

  it('reads a missing or malformed isPayg as unknown, never as fixed-cycle', () => {
    const { isPayg: _isPayg, ...billing } = specOrder.billing;
    const missing = order.parse({ ...specOrder, billing }).billing;
    const malformed = order.parse({ ...specOrder, billing: { ...billing, isPayg: 'no' } }).billing;
    expect(missing.isPayg).toBeNull();
    expect(malformed.isPayg).toBeNull();
    expect(billingModeOf(missing)).toBe('unknown');
    expect(billingModeOf({ isPayg: false })).toBe('fixed');
    expect(billingModeOf({ isPayg: true })).toBe('payg');
  });

  it('keeps a list page when one order is malformed', () => {
    const page = orderListPage.parse({
      data: [specOrder, { ...specOrder, id: 7 }, { ...specOrder, id: 'ord_2' }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data.map((item) => item.id)).toEqual(['ord_9f2', 'ord_2']);
  });
});

describe('ids and list query', () => {
  it('treats order and invoice ids as opaque', () => {
    expect(orderIdParam.safeParse('ord_9f2').success).toBe(true);
    expect(orderIdParam.safeParse('ord_9f2-ÅÄÖ').success).toBe(true);
    expect(orderIdParam.safeParse('100234').success).toBe(false);
    expect(invoiceIdParam.safeParse('inv_55').success).toBe(true);
    expect(invoiceIdParam.safeParse('ord_55').success).toBe(false);
  });

  it('filters by the order statuses and ignores unknown parameters', () => {
    expect(orderStatusFilterValues).toEqual(orderStatusValues);
    expect(orderListQuery.parse({ status: 'pending', ref: 'mail' })).toEqual({ status: 'pending', limit: 20 });
    expect(paths(orderListQuery.safeParse({ status: 'processing' }))).toEqual(['status']);
  });
});

describe('payment link', () => {
  const base = order.parse(specOrder);
  const withInvoice = (invoice: Partial<NonNullable<typeof base.invoice>>, checkoutUrl: string | null = null) => ({
    checkoutUrl,
    invoice: base.invoice ? { ...base.invoice, ...invoice } : null,
  });

  it('links invoice.paymentUrl, falling back to checkoutUrl, only while something is outstanding', () => {
    expect(paymentLinkOf(base)).toEqual({ href: 'https://pay.example/inv_55', unsafe: null });
    expect(paymentLinkOf(withInvoice({ paymentUrl: null }, 'https://legacy.example/pay/55')).href).toBe(
      'https://legacy.example/pay/55',
    );
    expect(
      paymentLinkOf(
        withInvoice({ status: 'paid', totals: { currencyCode: 'SEK', total: 199, amountPaid: 199, outstanding: 0 } }),
      ),
    ).toEqual({ href: null, unsafe: null });
    expect(paymentLinkOf(withInvoice({ status: 'cancelled' }))).toEqual({ href: null, unsafe: null });
    expect(paymentLinkOf({ checkoutUrl: 'https://x.example', invoice: null })).toEqual({ href: null, unsafe: null });
    // Outstanding unknown: only an unpaid or partly paid invoice asks for money.
    expect(paymentLinkOf(withInvoice({ totals: null, status: 'partially_paid' })).href).toBe(
      'https://pay.example/inv_55',
    );
    expect(paymentLinkOf(withInvoice({ totals: null, status: 'draft' })).href).toBeNull();
  });

  it('never makes a URL other than https a link (it is shown as text)', () => {
    for (const url of [
      'http://pay.example/inv_55',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://pay.example/1',
      '/relative/pay',
      'not a url',
    ]) {
      expect(paymentLinkOf(withInvoice({ paymentUrl: url })), url).toEqual({ href: null, unsafe: url });
      expect(paymentLinkOf(withInvoice({ paymentUrl: null }, url)), url).toEqual({ href: null, unsafe: url });
    }
    expect(paymentLinkOf(withInvoice({ paymentUrl: 'HTTPS://pay.example/a b' })).href).toBe(
      'https://pay.example/a%20b',
    );
  });
});
