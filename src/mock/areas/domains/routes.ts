import { Hono } from 'hono';
import { domainIdParam, domainListQuery, domainPatchBody } from '@/api/schemas/domains';
import { registryUnlockBody } from '@/api/schemas/domains-sections';
import { bulkAutoRenewBody, bulkRedirectBody, bulkRenewBody } from '@/api/schemas/domains-bulk';
import { domainBillingCycleBody, domainRenewBody } from '@/api/schemas/domains-renewal';
import {
  cancelOrder,
  createDomainRenewalOrder,
  findPendingRenewalOrder,
  pendingRenewalOrderOf,
} from '@/mock/areas/orders/state';
import type { Customer } from '@/mock/platform/customers';
import {
  getAuth,
  json,
  operationResponse,
  parseBody,
  parsePathParam,
  parseQuery,
  type MockContext,
  type MockEnv,
} from '@/mock/platform/http';
import { createJob } from '@/mock/platform/jobs';
import type { FieldError } from '@/api/schemas/common';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { allOf, assertCanPlaceOrders, assertScopes, requireScopes } from '@/mock/platform/scopes';
import { billingCycleView, changeBillingCycle, renewDomain, renewalView } from './renewal';
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
 * Scope rules (ledger "Domains"): reads `read:domains`; PATCH, registry unlock and bulk redirects `write:domains`;
 * bulk auto-renew `write:domains` (and `write:billing` plus, for a contact sub-account, order permission when it
 * cancels pending renewal orders); bulk renew `write:domains` + `write:billing` and order permission.
 */

const DOM_ID = /^dom_[A-Za-z0-9]{1,64}$/;

function domainIdOf(c: MockContext): string {
  return parsePathParam(c, 'id', domainIdParam, 'Expected a domain id (dom_…), not a domain name.');
}

function ownDomain(c: MockContext): StoredDomain {
  const { world, customer } = getAuth(c);
  const id = domainIdOf(c);
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

  routes.get('/api/v2/domains', requireScopes('read:domains'), (c) => {
    const { world, customer } = getAuth(c);
    const pending = pendingOrderRefs(world.state.orders, world.state.domains, customer.id);
    const page = listDomains(world.state.domains, customer.id, {
      ...parseQuery(c, domainListQuery),
      pendingOrderIds: new Set(pending.keys()),
    });
    return json(c, {
      ...page,
      data: page.data.map((domain) => toDomainSummary(domain, pending.get(domain.id) ?? null)),
    });
  });

  routes.post('/api/v2/domains/bulk/redirects', requireScopes('write:domains'), async (c) => {
    const { world, customer } = getAuth(c);
    const body = await parseBody(c, bulkRedirectBody);
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

  routes.post('/api/v2/domains/bulk/autorenew', requireScopes('write:domains'), async (c) => {
    const auth = getAuth(c);
    const { world, customer } = auth;
    const body = await parseBody(c, bulkAutoRenewBody);
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
      assertScopes(auth, allOf('write:billing'));
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

  routes.post('/api/v2/domains/bulk/renew', requireScopes('write:domains', 'write:billing'), async (c) => {
    const auth = getAuth(c);
    const { world, customer } = auth;
    assertCanPlaceOrders(auth, 'bulk renew');
    const body = await parseBody(c, bulkRenewBody);
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

  routes.get('/api/v2/domains/:id', requireScopes('read:domains'), (c) => {
    const { world } = getAuth(c);
    return json(c, toDomain(world.state.orders, ownDomain(c), world.nowIso()));
  });

  routes.patch('/api/v2/domains/:id', requireScopes('write:domains'), async (c) => {
    const { world } = getAuth(c);
    const domain = ownDomain(c);
    const body = await parseBody(c, domainPatchBody);
    if (
      body.registrarLock === false &&
      domain.registryLock?.enabled &&
      toDomain(world.state.orders, domain, world.nowIso()).registryLock?.requiresManualUnlockFlow
    ) {
      throw new ProblemError({
        status: 409,
        code: 'registry_unlock_required',
        detail: `${domain.name} has a registry lock: request the unlock instead (POST /api/v2/domains/${domain.id}/actions/request-unlock).`,
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

  routes.get('/api/v2/domains/:id/contacts', requireScopes('read:domains'), (c) => {
    const domain = ownDomain(c);
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

  routes.get('/api/v2/domains/:id/redirects', requireScopes('read:domains'), (c) => {
    const { world } = getAuth(c);
    return json(c, { data: redirectsOf(world.state.domains, ownDomain(c)) });
  });

  // Renewal and renewal period (ledger "Domains → Renewal"): money moves, so writes need write:billing too.
  routes.get('/api/v2/domains/:id/renewal', requireScopes('read:domains'), (c) => {
    const { world } = getAuth(c);
    return json(c, renewalView(world.state.orders, ownDomain(c), world.nowIso()));
  });

  routes.post('/api/v2/domains/:id/actions/renew', requireScopes('write:domains', 'write:billing'), async (c) => {
    const auth = getAuth(c);
    const { world, customer } = auth;
    assertCanPlaceOrders(auth, 'renewing a domain');
    const domain = ownDomain(c);
    const body = await parseBody(c, domainRenewBody);
    const answer = renewDomain({
      orders: world.state.orders,
      domain,
      periodYears: body.periodYears,
      client: clientOf(customer),
      nowIso: world.nowIso(),
    });
    return json(c, answer, 201);
  });

  routes.get('/api/v2/domains/:id/billing-cycle', requireScopes('read:domains'), (c) => {
    const { world } = getAuth(c);
    return json(c, billingCycleView(world.state.orders, ownDomain(c), world.nowIso()));
  });

  routes.post('/api/v2/domains/:id/billing-cycle', requireScopes('write:domains', 'write:billing'), async (c) => {
    const { world } = getAuth(c);
    const domain = ownDomain(c);
    const body = await parseBody(c, domainBillingCycleBody);
    return json(c, changeBillingCycle(world.state.orders, domain, body, world.nowIso()));
  });

  routes.post('/api/v2/domains/:id/actions/request-unlock', requireScopes('write:domains'), async (c) => {
    const { world, customer } = getAuth(c);
    const domain = ownDomain(c);
    const body = await parseBody(c, registryUnlockBody, { optional: true });
    const answer = requestUnlock(
      domain,
      { companyName: customer.companyName, orgno: world.state.domains.orgnos[customer.id] ?? null },
      body?.forceRequest === true,
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
