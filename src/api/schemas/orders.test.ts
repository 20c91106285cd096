import { describe, expect, it } from 'vitest';
import { notCancelableProblem, order, orderCancelBody, orderCreateBody, orderListPage, orderListQuery } from './orders';
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
    expect(parsed.invoice?.totals.outstanding).toBe(199);
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
  it('accepts only an empty body', () => {
    expect(orderCancelBody.parse({})).toEqual({});
    expect(orderCancelBody.safeParse({ reason: 'changed my mind' }).success).toBe(false);
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
    expect(parsed.order.status).toBe('processing');
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
        { type: 'domain_registration', domain: 'example.se' },
      ],
      notes: 'Please hurry',
    });
    expect(parsed.items[0]).toMatchObject({ primaryDomain: 'example.se' });
    expect(parsed.items[1]).toMatchObject({ periodYears: 1 });
  });

  it('rejects an empty order, unknown item types and fields of another item type', () => {
    expect(paths(orderCreateBody.safeParse({ items: [] }))).toEqual(['items']);
    expect(paths(orderCreateBody.safeParse({ items: [{ type: 'gift_card' }] }))).toEqual(['items.0.type']);
    const wrongField = orderCreateBody.safeParse({
      items: [{ type: 'domain_registration', domain: 'example.se', productSlug: 'web-start' }],
    });
    expect(wrongField.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', path: ['items', 0] });
    expect(
      paths(
        orderCreateBody.safeParse({
          items: [
            { type: 'shared_hosting', productSlug: 'web-start', primaryDomain: 'localhost', billingCycle: 'monthly' },
          ],
        }),
      ),
    ).toEqual(['items.0.primaryDomain']);
  });
});
