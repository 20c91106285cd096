import { Hono } from 'hono';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import { orderRoutes } from '@/api/endpoints/orders';
import { pathOf } from '@/api/endpoints/route';
import {
  cancelOrder,
  createDomainRenewalOrder,
  findPendingRenewalOrder,
  pendingRenewalOrderOf,
} from '@/mock/areas/orders/state';
import type { Customer } from '@/mock/platform/customers';
import { json, operationResponse, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { createJob } from '@/mock/platform/jobs';
import type { FieldError } from '@/api/schemas/common';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { assertCanPlaceOrders, assertScopes } from '@/mock/platform/scopes';
import { serve } from '@/mock/platform/serve';
import { billingCycleView, changeBillingCycle, renewDomain, renewalView } from './renewal';
import { isOnOurNameservers } from '@/mock/areas/dns/state';
import { progressOf } from './registration';
import {
  createRedirect,
  deleteRedirects,
  findDomain,
  findDomainByName,
  listDomains,
  pendingOrderRefs,
  redirectsOf,
  renewalBlock,
  requestUnlock,
  toDomain,
  toDomainContacts,
  toDomainSummary,
  type RenewSkipReason,
  type StoredDomain,
} from './state';

/**
 * Registered from the endpoint table (`src/api/endpoints/domains.ts`: scopes, parsing, the decisions); the handlers
 * keep the rules. A contact sub-account's order permission and bulk auto-renew's cancel requirement depend on the
 * request, so their handlers check them.
 */

const DOM_ID = /^dom_[A-Za-z0-9]{1,64}$/;

function ownDomain({ world, customer }: AuthContext, id: string): StoredDomain {
  const domain = findDomain(world.state.domains, customer.id, id);
  if (!domain) throw notFound('not_found', `No domain ${id} was found for this account.`);
  return domain;
}

function clientOf(customer: Customer) {
  const space = customer.name.indexOf(' ');
  return {
    email: customer.email,
    firstName: space > 0 ? customer.name.slice(0, space) : customer.name,
    lastName: space > 0 ? customer.name.slice(space + 1) : null,
    companyName: customer.companyName,
  };
}

function rejectBatch(errors: FieldError[], what: string): never {
  throw invalidRequest(
    errors,
    `${errors.length} of the selected domains ${errors.length === 1 ? 'is' : 'are'} not ${what}; nothing was queued.`,
  );
}

export function domainsRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth: { world, customer }, query }) => {
    const pending = pendingOrderRefs(world.state.orders, world.state.domains, customer.id);
    // Zones changed here (past their first version) of domains on other nameservers: not served (ledger "Home").
    const notServed = new Set<string>();
    for (const zone of Object.values(world.state.dns.zones)) {
      if (zone.customerId !== customer.id || zone.version <= 1) continue;
      const domain = findDomain(world.state.domains, customer.id, zone.domainId);
      if (domain && !isOnOurNameservers(domain)) notServed.add(domain.id);
    }
    const page = listDomains(world.state.domains, customer.id, {
      ...query,
      pendingOrderIds: new Set(pending.keys()),
      dnsNotServedIds: notServed,
    });
    return json(c, {
      ...page,
      data: page.data.map((domain) => ({
        ...toDomainSummary(domain, pending.get(domain.id) ?? null),
        progress: progressOf(domain),
        dnsNotServed: notServed.has(domain.id),
      })),
    });
  });

  serve(routes, api.bulkRedirects, (c, { auth: { world, customer }, body }) => {
    const domains: StoredDomain[] = [];
    const errors: FieldError[] = [];
    body.domainNames.forEach((name, index) => {
      const domain = findDomainByName(world.state.domains, customer.id, name);
      if (domain) domains.push(domain);
      else
        errors.push({
          pointer: `/domainNames/${index}`,
          detail: `${name} is not a domain of this account.`,
          code: 'domain_not_found',
        });
    });
    if (errors.length > 0) rejectBatch(errors, 'domains of this account');
    const unique = [...new Set(domains)];
    const job = createJob(world, {
      customerId: customer.id,
      kind: `domains.redirects.${body.action}`,
      idPrefix: 'dbj',
      accepted: true,
      onComplete: () => {
        const state = world.state.domains;
        const outcomes = unique.map((domain) =>
          body.action === 'create'
            ? { domainName: domain.name, ruleIds: [createRedirect(state, domain, body.redirect, world.nowIso()).id] }
            : { domainName: domain.name, ruleIds: deleteRedirects(state, domain, body.ruleIds) },
        );
        return { result: { action: body.action, domains: outcomes } };
      },
    });
    return operationResponse(c, world, job, { action: body.action, domainsQueued: unique.length });
  });

  serve(routes, api.bulkAutoRenew, (c, { auth, body }) => {
    const { world, customer } = auth;
    const domains: StoredDomain[] = [];
    const errors: FieldError[] = [];
    body.domainIds.forEach((id, index) => {
      const domain = findDomain(world.state.domains, customer.id, id);
      if (domain) domains.push(domain);
      else
        errors.push({ pointer: `/domainIds/${index}`, detail: `No domain ${id} in this account.`, code: 'not_found' });
    });
    if (errors.length > 0) rejectBatch(errors, 'domains of this account');
    const unique = [...new Set(domains)];
    const action = body.pendingOrderAction ?? (body.confirmCancelPending === true ? 'cancel' : 'block');
    if (body.enabled) {
      const unavailable = unique.filter((domain) => domain.status !== 'active');
      if (unavailable.length > 0) {
        throw new ProblemError({
          status: 409,
          code: 'auto_renew_unavailable',
          detail: `Auto-renew can be turned on only for active domains (${unavailable.map((d) => `${d.name}: ${d.status}`).join(', ')}). Nothing was changed.`,
          extensions: { domainIds: unavailable.map((domain) => domain.id) },
        });
      }
    } else if (action === 'cancel') {
      assertScopes(auth, { sets: api.bulkAutoRenew.scopeVariants.cancelPending });
      assertCanPlaceOrders(auth, 'cancelling pending renewal orders');
    }
    const job = createJob(world, {
      customerId: customer.id,
      kind: 'domains.autorenew',
      idPrefix: 'dbj',
      accepted: true,
      onComplete: () => {
        const orders = world.state.orders;
        if (body.enabled) {
          for (const domain of unique) domain.autoRenew = true;
          const result = { pendingOrdersFound: false, pendingOrders: [], domainsUpdated: unique.length };
          return { result, pollExtras: { pendingOrdersFound: false, pendingOrders: [] } };
        }
        const pending = unique.flatMap((domain) => {
          const order = findPendingRenewalOrder(orders, customer.id, domain.id);
          return order ? [{ domain, order }] : [];
        });
        if (action === 'block' && pending.length > 0) {
          const pendingOrders = pending.map(({ order }) => pendingRenewalOrderOf(orders, order));
          const result = { pendingOrdersFound: true, pendingOrders, domainsUpdated: 0 };
          return { result, pollExtras: { pendingOrdersFound: true, pendingOrders } };
        }
        const notCancelled = new Set<StoredDomain>();
        const cancelledOrders: string[] = [];
        if (action === 'cancel') {
          for (const { domain, order } of pending) {
            if (cancelOrder(orders, order, world.nowIso()).cancelled) cancelledOrders.push(order.id);
            else notCancelled.add(domain);
          }
        }
        const updated = unique.filter((domain) => !notCancelled.has(domain));
        for (const domain of updated) domain.autoRenew = false;
        const result = {
          pendingOrdersFound: pending.length > 0,
          pendingOrders: [],
          domainsUpdated: updated.length,
          cancelledOrderIds: cancelledOrders,
          notUpdated: [...notCancelled].map((domain) => ({
            domainId: domain.id,
            domainName: domain.name,
            reason: 'renewal_order_not_cancelable',
          })),
        };
        return { result, pollExtras: { pendingOrdersFound: false, pendingOrders: [] } };
      },
    });
    return operationResponse(c, world, job, { enabled: body.enabled, domainsQueued: unique.length });
  });

  serve(routes, api.bulkRenew, (c, { auth, body }) => {
    const { world, customer } = auth;
    assertCanPlaceOrders(auth, 'bulk renew');
    const orders = world.state.orders;
    const skipped: {
      domainId: string | null;
      domainName: string | null;
      reason: RenewSkipReason;
      orderNumber: string | null;
      invoiceId: string | null;
    }[] = [];
    const queued: StoredDomain[] = [];
    for (const id of body.domainIds) {
      const skip = (
        reason: RenewSkipReason,
        domain?: StoredDomain,
        order?: { number: string; invoiceId: string | null },
      ) =>
        skipped.push({
          domainId: DOM_ID.test(id) ? id : null,
          domainName: domain?.name ?? null,
          reason,
          orderNumber: order?.number ?? null,
          invoiceId: order?.invoiceId ?? null,
        });
      if (!DOM_ID.test(id)) {
        skip('invalid_id');
        continue;
      }
      const domain = findDomain(world.state.domains, customer.id, id);
      if (!domain) {
        skip('not_found');
        continue;
      }
      if (queued.includes(domain)) {
        skip('duplicate', domain);
        continue;
      }
      const block = renewalBlock(orders, domain, world.nowIso());
      if (block === 'renewal_pending') skip(block, domain, findPendingRenewalOrder(orders, customer.id, domain.id));
      else if (block) skip(block, domain);
      else queued.push(domain);
    }
    if (queued.length === 0) {
      return json(c, {
        operation: null,
        domainsQueued: 0,
        domainsSkipped: skipped.length,
        skipped,
        allSkipped: true,
      });
    }
    const job = createJob(world, {
      customerId: customer.id,
      kind: 'domains.renew',
      idPrefix: 'dbj',
      accepted: true,
      onComplete: () => {
        const created = queued.flatMap((domain) => {
          if (renewalBlock(orders, domain, world.nowIso())) return [];
          const order = createDomainRenewalOrder(orders, {
            customerId: customer.id,
            client: clientOf(customer),
            domainId: domain.id,
            domainName: domain.name,
            amount: domain.billing.amount,
            currencyCode: domain.billing.currencyCode,
            periodYears: domain.billing.periodYears,
            nowIso: world.nowIso(),
          });
          return [pendingRenewalOrderOf(orders, order)];
        });
        return { result: { orders: created } };
      },
    });
    return operationResponse(c, world, job, {
      domainsQueued: queued.length,
      domainsSkipped: skipped.length,
      skipped,
      allSkipped: false,
    });
  });

  serve(routes, api.detail, (c, { auth, params: { id } }) => {
    const { world } = auth;
    return json(c, toDomain(world.state.orders, ownDomain(auth, id), world.nowIso()));
  });

  serve(routes, api.update, (c, { auth, params: { id }, body }) => {
    const { world } = auth;
    const domain = ownDomain(auth, id);
    if (
      body.registrarLock === false &&
      domain.registryLock?.enabled &&
      toDomain(world.state.orders, domain, world.nowIso()).registryLock?.requiresManualUnlockFlow
    ) {
      throw new ProblemError({
        status: 409,
        code: 'registry_unlock_required',
        detail: `${domain.name} has a registry lock: request the unlock instead (POST ${pathOf(api.requestUnlock, { id: domain.id })}).`,
      });
    }
    if (body.autoRenew === true && domain.status !== 'active') {
      throw new ProblemError({
        status: 409,
        code: 'auto_renew_unavailable',
        detail: `Auto-renew can be turned on only for an active domain; ${domain.name} is ${domain.status}.`,
      });
    }
    if (body.autoRenew === false && findPendingRenewalOrder(world.state.orders, domain.customerId, domain.id)) {
      throw new ProblemError({
        status: 409,
        code: 'pending_renewal_order',
        detail: `A renewal order of ${domain.name} is pending: use bulk auto-renew with pendingOrderAction cancel or keep.`,
      });
    }
    if (body.registrarLock !== undefined) domain.registrarLock = body.registrarLock;
    if (body.autoRenew !== undefined) domain.autoRenew = body.autoRenew;
    return json(c, toDomain(world.state.orders, domain, world.nowIso()));
  });

  serve(routes, api.contacts, (c, { auth, params: { id } }) => {
    const domain = ownDomain(auth, id);
    const contacts = toDomainContacts(domain);
    if (!contacts) {
      throw new ProblemError({
        status: 409,
        code: 'contacts_unavailable',
        detail: `The contacts of ${domain.name} are unavailable: the domain is ${domain.status} and no longer managed here.`,
      });
    }
    return json(c, contacts);
  });

  serve(routes, api.redirects, (c, { auth, params: { id } }) =>
    json(c, { data: redirectsOf(auth.world.state.domains, ownDomain(auth, id)) }),
  );

  // Renewal and renewal period: money moves, so the writes need write:billing too (the table's scopes).
  serve(routes, api.renewal, (c, { auth, params: { id } }) => {
    const { world } = auth;
    return json(c, renewalView(world.state.orders, ownDomain(auth, id), world.nowIso()));
  });

  serve(routes, api.renew, (c, { auth, params: { id }, body }) => {
    const { world, customer } = auth;
    assertCanPlaceOrders(auth, 'renewing a domain');
    const domain = ownDomain(auth, id);
    const answer = renewDomain({
      orders: world.state.orders,
      domain,
      periodYears: body.periodYears,
      client: clientOf(customer),
      nowIso: world.nowIso(),
    });
    c.header('Location', pathOf(orderRoutes.detail, { id: answer.orderId }));
    return json(c, answer, 201);
  });

  serve(routes, api.billingCycle, (c, { auth, params: { id } }) => {
    const { world } = auth;
    return json(c, billingCycleView(world.state.orders, ownDomain(auth, id), world.nowIso()));
  });

  serve(routes, api.changeBillingCycle, (c, { auth, params: { id }, body }) => {
    const { world } = auth;
    const domain = ownDomain(auth, id);
    return json(c, changeBillingCycle(world.state.orders, domain, body, world.nowIso()));
  });

  serve(routes, api.requestUnlock, (c, { auth, params: { id }, body }) => {
    const { world, customer } = auth;
    const domain = ownDomain(auth, id);
    const answer = requestUnlock(
      domain,
      { companyName: customer.companyName, orgno: world.state.domains.orgnos[customer.id] ?? null },
      body.forceRequest === true,
      world.nowIso(),
    );
    if ('refused' in answer) {
      if (answer.refused === 'force_not_allowed') {
        throw invalidRequest([
          {
            pointer: '/forceRequest',
            detail: 'forceRequest is accepted only after a verification_failed answer with requiresConfirmation.',
            code: 'invalid_request',
          },
        ]);
      }
      throw new ProblemError({
        status: 400,
        code: 'registry_unlock_unavailable',
        detail:
          answer.refused === 'tld_not_supported'
            ? `${domain.name} has no registry lock to request an unlock for; change registrarLock with PATCH instead.`
            : `${domain.name} is ${domain.status}: an unlock can be requested only for an active domain.`,
      });
    }
    return json(c, answer);
  });

  return routes;
}
