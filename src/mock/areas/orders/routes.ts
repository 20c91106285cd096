import { Hono } from 'hono';
import { orderCancelBody, orderCreateBody, orderIdParam, orderListQuery, orderPreviewBody } from '@/api/schemas/orders';
import {
  getAuth,
  json,
  parseBody,
  parsePathParam,
  parseQuery,
  type MockContext,
  type MockEnv,
} from '@/mock/platform/http';
import { ProblemError, notFound } from '@/mock/platform/problems';
import { anyOf, assertCanPlaceOrders, assertScopes, requireScopes, scopeShortfall } from '@/mock/platform/scopes';
import { creditCancelledPayment } from '@/mock/areas/billing/state';
import { priceOrder } from './shared-hosting-items';
import {
  cancelOrder,
  clientOf,
  invoiceOf,
  createOrder,
  findOrder,
  isDomainOrder,
  listOrders,
  orderBody,
  type StoredOrder,
} from './state';

/**
 * Scope rules (ledger "Orders"). Reads: `read:orders` or `read:billing`; a key with only `read:domains` reads domain
 * orders (spec: "domain-scoped read keys are accepted for orders they can view"). Cancel: `write:orders` or
 * `write:billing`, and `write:domains` for domain orders. Creation and preview: `write:orders` or `write:billing`.
 * The invoices of these orders are served by the billing area (`/api/v2/billing/invoices`).
 */
const ORDER_READ = anyOf(['read:orders'], ['read:billing']);
const ORDER_READ_ANY = anyOf(['read:orders'], ['read:billing'], ['read:domains']);
const ORDER_WRITE = anyOf(['write:orders'], ['write:billing']);
const ORDER_WRITE_ANY = anyOf(['write:orders'], ['write:billing'], ['write:domains']);

function orderIdOf(c: MockContext): string {
  return parsePathParam(c, 'id', orderIdParam, 'Expected an order id (ord_…).');
}

function orderNotFound(id: string): ProblemError {
  return notFound('not_found', `No order ${id} was found for this account.`);
}

/** The order when the key may see it: another customer's is a 404; a non-domain order needs an order scope. */
function visibleOrder(c: MockContext, id: string): StoredOrder {
  const auth = getAuth(c);
  const order = findOrder(auth.world.state.orders, auth.customer.id, id);
  if (!order) throw orderNotFound(id);
  if (!isDomainOrder(order)) assertScopes(auth, ORDER_READ);
  return order;
}

export function ordersRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  routes.get('/api/v2/orders', requireScopes(ORDER_READ_ANY), (c) => {
    const auth = getAuth(c);
    const query = parseQuery(c, orderListQuery);
    const domainOnly = scopeShortfall(auth.apiKey.scopes, ORDER_READ) !== null;
    const page = listOrders(auth.world.state.orders, auth.customer.id, { ...query, domainOnly });
    return json(c, {
      ...page,
      data: page.data.map((order) => orderBody(auth.world.state.orders, order, auth.customer)),
    });
  });

  routes.post('/api/v2/orders/preview', requireScopes(ORDER_WRITE), async (c) => {
    const { world } = getAuth(c);
    const body = await parseBody(c, orderPreviewBody);
    return json(c, priceOrder(world.state.catalog, body).preview);
  });

  routes.post('/api/v2/orders', requireScopes(ORDER_WRITE), async (c) => {
    const auth = getAuth(c);
    assertCanPlaceOrders(auth, 'ordering');
    const body = await parseBody(c, orderCreateBody);
    const priced = priceOrder(auth.world.state.catalog, body);
    const first = priced.items[0];
    const { preview } = priced;
    const now = auth.world.nowIso();
    const order = createOrder(
      auth.world.state.orders,
      {
        customerId: auth.customer.id,
        client: clientOf(auth.customer),
        type: 'new',
        billing: {
          amount: preview.recurringTotal,
          currencyCode: preview.currencyCode,
          billingCycle: priced.items.every((item) => item.billingCycle === first?.billingCycle)
            ? (first?.billingCycle ?? null)
            : null,
          isPayg: false,
          periodYears: null,
        },
        hosting: priced.items.map((item) => ({
          productSlug: item.product.slug,
          name: item.product.name.en,
          primaryDomain: item.primaryDomain,
          billingCycle: item.billingCycle,
          accountId: null,
        })),
        invoiceLines: priced.items.flatMap((item) => {
          const label = `${item.product.name.en} (${item.billingCycle}) for ${item.primaryDomain}`;
          const lines = [{ description: label, amount: item.line.amount }];
          if (item.line.setupAmount > 0)
            lines.push({ description: `Setup fee, ${label}`, amount: item.line.setupAmount });
          return lines;
        }),
        notes: body.notes ?? null,
        referenceNumber: body.referenceNumber ?? null,
        // The body's schema refused it without `contractAccepted: true`: the order says when the terms were accepted.
        contractAcceptedAt: now,
      },
      now,
    );
    return json(c, orderBody(auth.world.state.orders, order, auth.customer), 201);
  });

  routes.get('/api/v2/orders/:id', requireScopes(ORDER_READ_ANY), (c) => {
    const auth = getAuth(c);
    const order = visibleOrder(c, orderIdOf(c));
    return json(c, orderBody(auth.world.state.orders, order, auth.customer));
  });

  routes.post('/api/v2/orders/:id/actions/cancel', requireScopes(ORDER_WRITE_ANY), async (c) => {
    const auth = getAuth(c);
    const id = orderIdOf(c);
    await parseBody(c, orderCancelBody, { optional: true });
    const order = findOrder(auth.world.state.orders, auth.customer.id, id);
    if (!order) throw orderNotFound(id);
    if (!isDomainOrder(order)) assertScopes(auth, ORDER_WRITE);
    const now = auth.world.nowIso();
    const outcome = cancelOrder(auth.world.state.orders, order, now);
    if (!outcome.cancelled) {
      throw new ProblemError({
        status: 409,
        code: 'not_cancelable',
        detail: outcome.gate.reason ?? 'This order cannot be cancelled.',
        // Spec: the body adds `order` and `actions.canCancel` (top level; see the ledger).
        members: { order: { id: order.id, status: outcome.status }, actions: { canCancel: outcome.gate } },
      });
    }
    // What was already paid on its invoice becomes account credit (the `credit_note` reason says so).
    const invoice = invoiceOf(auth.world.state.orders, order);
    if (invoice) creditCancelledPayment(auth.world.state.billing, invoice, now);
    return json(c, orderBody(auth.world.state.orders, order, auth.customer));
  });

  return routes;
}
