import { Hono } from 'hono';
import { paginationQuery } from '@/api/schemas/common';
import {
  addonDomainCreateBody,
  addonDomainDeleteQuery,
  billingCycleChangeBody,
  hostingAccountIdParam,
  hostingAccountListQuery,
  mailboxAddressParam,
  mailboxCreateBody,
  mailboxQuotaBody,
} from '@/api/schemas/hosting';
import { hostingRenewBody, hostingUpgradeBody } from '@/api/schemas/hosting-lifecycle';
import {
  getAuth,
  json,
  parseBody,
  parsePathParam,
  parseQuery,
  type MockContext,
  type MockEnv,
} from '@/mock/platform/http';
import { notFound } from '@/mock/platform/problems';
import { requireScopes } from '@/mock/platform/scopes';
import { addAddonDomain, listAddonDomains, removeAddonDomain } from './addon-domains';
import { blockingInvoiceOf, commitCycleChange, overdueInvoiceOf, previewCycleChange } from './billing';
import { changeQuota, createMailbox, deleteMailbox, listMailboxes, toMailbox } from './mailboxes';
import { billingCycleOptionsView, commitRenew, previewRenew } from './renew';
import { cancelScheduledUpgrade, commitUpgrade, previewUpgrade, upgradeOptionsView } from './upgrade';
import { findAccount, listAccounts, toDetail, type HostingState, type StoredAccount } from './state';

/** The shared-hosting area's HTTP surface (ledger "Shared hosting"): scopes, parsing and status codes. */

const BASE = '/api/v2/shared-hosting';
/** Spec: mailbox and addon-domain creation need both; the named-only delete and quota change the same (ledger). */
const CHANGE_SCOPES = ['write:hosting', 'console:services'] as const;
/** Renewals and plan changes move money: the area's write scope and write:billing (ledger "Shared hosting"). */
const MONEY_SCOPES = ['write:hosting', 'write:billing'] as const;

function stateOf(c: MockContext): HostingState {
  return getAuth(c).world.state.hosting;
}

/** A domain name (or anything but an `acct_` id) is a 400; unknown and other customers' accounts one 404. */
function accountOf(c: MockContext): StoredAccount {
  const id = parsePathParam(
    c,
    'accountId',
    hostingAccountIdParam,
    'Expected a hosting account id (acct_…), not a domain name.',
  );
  const { customer } = getAuth(c);
  const account = findAccount(stateOf(c), customer.id, id);
  if (!account) throw notFound('not_found', `No shared-hosting account ${id} was found for this customer.`);
  return account;
}

function addressOf(c: MockContext): string {
  return parsePathParam(c, 'address', mailboxAddressParam, 'Expected a full e-mail address (name@domain).');
}

export function hostingRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  routes.get(BASE, requireScopes('read:hosting'), (c) => {
    const { customer, world } = getAuth(c);
    const state = stateOf(c);
    const page = listAccounts(state, customer.id, parseQuery(c, hostingAccountListQuery));
    const withInvoice = page.data.map((item) => {
      const account = findAccount(state, customer.id, item.id);
      return { ...item, blockingInvoice: account ? blockingInvoiceOf(world.state.orders, account) : null };
    });
    return json(c, { ...page, data: withInvoice });
  });

  routes.get(`${BASE}/:accountId`, requireScopes('read:hosting'), (c) => {
    const account = accountOf(c);
    const { orders } = getAuth(c).world.state;
    return json(c, {
      ...toDetail(account),
      blockingInvoice: blockingInvoiceOf(orders, account),
      overdueInvoice: overdueInvoiceOf(orders, account),
    });
  });

  routes.post(`${BASE}/:accountId/actions/billing-cycle`, requireScopes('write:billing'), async (c) => {
    const account = accountOf(c);
    const body = await parseBody(c, billingCycleChangeBody);
    const { world, customer } = getAuth(c);
    if (body.dryRun === true) return json(c, previewCycleChange(world.state.orders, account, body));
    return json(c, commitCycleChange({ orders: world.state.orders, customer, nowIso: world.nowIso() }, account, body));
  });

  routes.get(`${BASE}/:accountId/actions/billing-cycle`, requireScopes('read:hosting'), (c) => {
    const account = accountOf(c);
    return json(c, billingCycleOptionsView(getAuth(c).world.state.orders, account));
  });

  // Renew, plan changes (ledger "Shared hosting → Renew, Upgrade").
  routes.post(`${BASE}/:accountId/actions/renew`, requireScopes(...MONEY_SCOPES), async (c) => {
    const account = accountOf(c);
    const body = await parseBody(c, hostingRenewBody, { optional: true });
    const { world, customer } = getAuth(c);
    const context = { orders: world.state.orders, customer, nowIso: world.nowIso() };
    return json(c, body.dryRun === true ? previewRenew(context, account, body) : commitRenew(context, account, body));
  });

  routes.get(`${BASE}/:accountId/actions/upgrade`, requireScopes('read:hosting'), (c) => {
    const account = accountOf(c);
    const { world } = getAuth(c);
    return json(c, upgradeOptionsView(world.state.catalog.products, account, world.nowIso()));
  });

  routes.post(`${BASE}/:accountId/actions/upgrade`, requireScopes(...MONEY_SCOPES), async (c) => {
    const account = accountOf(c);
    const body = await parseBody(c, hostingUpgradeBody);
    const { world, customer } = getAuth(c);
    const context = {
      orders: world.state.orders,
      customer,
      nowIso: world.nowIso(),
      products: world.state.catalog.products,
    };
    return json(
      c,
      body.dryRun === true ? previewUpgrade(context, account, body) : commitUpgrade(context, account, body),
    );
  });

  routes.delete(`${BASE}/:accountId/actions/upgrade`, requireScopes(...MONEY_SCOPES), (c) => {
    const account = accountOf(c);
    const { world } = getAuth(c);
    return json(c, cancelScheduledUpgrade(world.state.catalog.products, account, world.nowIso()));
  });

  routes.get(`${BASE}/:accountId/email-accounts`, requireScopes('read:hosting'), (c) => {
    const account = accountOf(c);
    return json(c, listMailboxes(account, parseQuery(c, paginationQuery)));
  });

  routes.post(`${BASE}/:accountId/email-accounts`, requireScopes(...CHANGE_SCOPES), async (c) => {
    const account = accountOf(c);
    const body = await parseBody(c, mailboxCreateBody);
    return json(c, toMailbox(createMailbox(account, body)), 201);
  });

  routes.delete(`${BASE}/:accountId/email-accounts/:address`, requireScopes(...CHANGE_SCOPES), (c) => {
    const account = accountOf(c);
    deleteMailbox(account, addressOf(c));
    return c.body(null, 204);
  });

  routes.put(`${BASE}/:accountId/email-accounts/:address/quota`, requireScopes(...CHANGE_SCOPES), async (c) => {
    const account = accountOf(c);
    const address = addressOf(c);
    const body = await parseBody(c, mailboxQuotaBody);
    return json(c, toMailbox(changeQuota(account, address, body.quotaMb)));
  });

  routes.get(`${BASE}/:accountId/domains`, requireScopes('read:hosting'), (c) => {
    const account = accountOf(c);
    return json(c, listAddonDomains(account, parseQuery(c, paginationQuery)));
  });

  routes.post(`${BASE}/:accountId/domains`, requireScopes(...CHANGE_SCOPES), async (c) => {
    const account = accountOf(c);
    const body = await parseBody(c, addonDomainCreateBody);
    return json(c, addAddonDomain(getAuth(c).world, stateOf(c), account, body), 201);
  });

  routes.delete(`${BASE}/:accountId/domains`, requireScopes(...CHANGE_SCOPES), (c) => {
    const account = accountOf(c);
    const { domain } = parseQuery(c, addonDomainDeleteQuery);
    removeAddonDomain(account, domain);
    return c.body(null, 204);
  });

  return routes;
}
