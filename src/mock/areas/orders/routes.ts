import { Hono } from 'hono';
import { orderEndpoints as api } from '@/api/endpoints/orders-io';
import { pathOf } from '@/api/endpoints/route';
import { json, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { ProblemError, notFound } from '@/mock/platform/problems';
import { envelopeOperation } from '@/mock/platform/jobs';
import { serve } from '@/mock/platform/serve';
import { assertCanPlaceOrders, assertScopes, scopeShortfall } from '@/mock/platform/scopes';
import { creditCancelledPayment } from '@/mock/areas/billing/state';
import { isDomainOrderBody, placeDomainOrder, priceDomainOrder } from '@/mock/areas/domains/registration';
import { provisionServer } from '@/mock/areas/vps/provision';
import { priceOrder, type PricingContext } from './shared-hosting-items';
import type { PricedVpsItem } from './vps-items';
import {
  cancelOrder,
  clientOf,
  invoiceOf,
  createOrder,
  findOrder,
  isDomainOrder,
  listOrders,
  orderBody,
  type NetLine,
  type StoredOrder,
} from './state';

/**
 * Scope rules are the table's (`src/api/endpoints/orders.ts`): a domain order also takes a domain scope, any other
 * order needs its `scopeVariants`. The invoices of these orders are served by the billing area.
 */
const ORDER_READ = { sets: api.detail.scopeVariants.allOrders };
const ORDER_WRITE = { sets: api.cancel.scopeVariants.nonDomainOrder };

function orderNotFound(id: string): ProblemError {
  return notFound('not_found', `No order ${id} was found for this account.`);
}

/** The order when the key may see it: another customer's is a 404; a non-domain order needs an order scope. */
function visibleOrder(auth: AuthContext, id: string): StoredOrder {
  const order = findOrder(auth.world.state.orders, auth.customer.id, id);
  if (!order) throw orderNotFound(id);
  if (!isDomainOrder(order)) assertScopes(auth, ORDER_READ);
  return order;
}

function pricingContext(auth: AuthContext): PricingContext {
  return { catalog: auth.world.state.catalog, vps: auth.world.state.vps, customerId: auth.customer.id };
}

/**
 * The servers of a VPS order, started at once (they do not wait for the invoice: ledger on `orderRoutes.create`):
 * each is a `hosting` item of the order and a provisioning job; a restore intent is counted on the order.
 */
function startServers(auth: AuthContext, order: StoredOrder, servers: readonly PricedVpsItem[]) {
  if (servers.length === 0) return [];
  const provisioned = servers.map((server) => {
    const started = provisionServer(auth.world, auth.world.state.vps, {
      customerId: auth.customer.id,
      hostname: server.hostname,
      region: server.region,
      plan: {
        name: server.plan.name,
        cpuCores: server.plan.resources.cpuCores,
        memoryGb: server.plan.resources.memoryGb,
        diskGb: server.plan.resources.diskGb,
      },
      os: server.image.name,
      sshKeyIds: server.sshKeyIds,
      billingMode: server.isPayg ? 'payg' : 'prepaid',
      billingCycle: server.billingCycle,
      restoreFrom: server.restoreFrom,
    });
    order.hosting.push({
      kind: 'vps',
      vpsId: started.vps.id,
      name: started.vps.name,
      hostname: started.vps.hostname,
      productSlug: server.plan.slug,
      planName: server.plan.name,
      region: server.region,
      image: server.image.id,
      billingCycle: server.billingCycle,
      isPayg: server.isPayg,
      restoreFrom: server.restoreFrom
        ? { vpsId: server.restoreFrom.vps.id, snapshot: server.restoreFrom.snapshot }
        : null,
    });
    return { server, started };
  });
  const restores = servers.filter((server) => server.restoreFrom !== null).length;
  if (restores > 0) {
    // Each intent is created and queued behind its server's installation (none deferred: the mock has the account).
    order.restoreIntents = {
      requested: restores,
      created: restores,
      queued: restores,
      skipped: 0,
      dispatchDeferred: false,
    };
  }
  // Nothing to pay now (only pay-as-you-go servers): the order is in force at once.
  if (order.invoiceId === null && !order.invoiceLookupPending) order.status = 'active';
  return provisioned.map(({ started }) => ({
    vpsId: started.vps.id,
    name: started.vps.name,
    hostname: started.vps.hostname,
    rootPassword: started.rootPassword,
    operation: envelopeOperation(started.job, auth.world.now()),
  }));
}

export function ordersRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth, query }) => {
    const domainOnly = scopeShortfall(auth.apiKey.scopes, { sets: api.list.scopeVariants.allOrders }) !== null;
    const page = listOrders(auth.world.state.orders, auth.customer.id, { ...query, domainOnly });
    return json(c, {
      ...page,
      data: page.data.map((order) => orderBody(auth.world.state.orders, order, auth.customer)),
    });
  });

  serve(routes, api.preview, (c, { auth, body }) => {
    const { state } = auth.world;
    // Domain registrations and transfers are the domains area's to price (issue 37).
    if (isDomainOrderBody(body))
      return json(c, priceDomainOrder(state.domains, state.orders, auth.customer.id, body).preview);
    return json(c, priceOrder(pricingContext(auth), body).preview);
  });

  serve(
    routes,
    api.create,
    (c, { auth, body }) => {
      if (isDomainOrderBody(body)) {
        const { state } = auth.world;
        const order = placeDomainOrder(state.domains, state.orders, {
          customerId: auth.customer.id,
          client: clientOf(auth.customer),
          priced: priceDomainOrder(state.domains, state.orders, auth.customer.id, body),
          notes: body.notes ?? null,
          referenceNumber: body.referenceNumber ?? null,
          nowIso: auth.world.nowIso(),
        });
        c.header('Location', pathOf(api.detail, { id: order.id }));
        return json(c, orderBody(state.orders, order, auth.customer), 201);
      }
      const priced = priceOrder(pricingContext(auth), body);
      const { preview, servers } = priced;
      const cycles = preview.items.map((item) => (item.billingCycle === 'unknown' ? null : item.billingCycle));
      const first = cycles[0] ?? null;
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
            billingCycle: cycles.every((cycle) => cycle === first) ? first : null,
            // Spec: true for a pay-as-you-go cloud VPS; an order of only such servers is one.
            isPayg: servers.length > 0 && servers.length === preview.items.length && servers.every((s) => s.isPayg),
            periodYears: null,
          },
          hosting: [
            ...priced.items.map((item) => ({
              productSlug: item.product.slug,
              name: item.product.name.en,
              primaryDomain: item.primaryDomain,
              billingCycle: item.billingCycle,
              accountId: null,
            })),
          ],
          invoiceLines: [
            ...priced.items.flatMap((item) => {
              const label = `${item.product.name.en} (${item.billingCycle}) for ${item.primaryDomain}`;
              const what = {
                plan: item.product.name.en,
                planSlug: item.product.slug,
                subject: item.primaryDomain,
                cycle: item.billingCycle,
              };
              const lines: NetLine[] = [
                { description: label, item: { kind: 'hosting_plan', ...what }, amount: item.line.amount },
              ];
              if (item.line.setupAmount > 0)
                lines.push({
                  description: `Setup fee, ${label}`,
                  item: { kind: 'setup_fee', ...what },
                  amount: item.line.setupAmount,
                });
              return lines;
            }),
            ...servers
              .filter((server) => !server.isPayg)
              .map((server) => ({
                description: `${server.plan.name} server (${server.billingCycle}) ${server.hostname}`,
                item: {
                  kind: 'vps_plan' as const,
                  plan: server.plan.name,
                  subject: server.hostname,
                  cycle: server.billingCycle,
                },
                amount: server.line.amount,
              })),
          ],
          notes: body.notes ?? null,
          referenceNumber: body.referenceNumber ?? null,
          // The body's schema refused it without `contractAccepted: true`: the order says when the terms were accepted.
          contractAcceptedAt: now,
        },
        now,
      );
      const provisioning = startServers(auth, order, servers);
      c.header('Location', pathOf(api.detail, { id: order.id }));
      return json(c, { ...orderBody(auth.world.state.orders, order, auth.customer), provisioning }, 201);
    },
    { authorize: (auth) => assertCanPlaceOrders(auth, 'ordering') },
  );

  serve(routes, api.detail, (c, { auth, params: { id } }) => {
    const order = visibleOrder(auth, id);
    return json(c, orderBody(auth.world.state.orders, order, auth.customer));
  });

  serve(routes, api.cancel, (c, { auth, params: { id } }) => {
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
