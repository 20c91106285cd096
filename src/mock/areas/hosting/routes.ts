import { Hono } from 'hono';
import { hostingEndpoints as api } from '@/api/endpoints/hosting-io';
import { json, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { notFound } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import { addAddonDomain, listAddonDomains, removeAddonDomain } from './addon-domains';
import { blockingInvoiceOf, commitCycleChange, overdueInvoiceOf, previewCycleChange } from './billing';
import { changeQuota, createMailbox, deleteMailbox, listMailboxes, toMailbox } from './mailboxes';
import { billingCycleOptionsView, commitRenew, previewRenew } from './renew';
import { cancelScheduledUpgrade, commitUpgrade, previewUpgrade, upgradeOptionsView } from './upgrade';
import { findAccount, listAccounts, toDetail, type StoredAccount } from './state';
import { cancellationView, scheduleCancellation, settleCancellations, undoCancellation } from './cancellation';
import {
  addAlias,
  addForwarder,
  changeMailboxPassword,
  removeAlias,
  removeForwarder,
  routingJson,
  routingOf,
} from './mail-routing';

/**
 * The shared-hosting area's HTTP surface: scopes, parsing and status codes come from its endpoint table
 * (src/api/endpoints/hosting.ts); the handlers look the account up and keep the rules.
 */

/** Unknown and other customers' accounts are one 404 (a domain name was the table's 400 already). */
function accountOf({ world, customer }: AuthContext, id: string): StoredAccount {
  settleCancellations(world.state.hosting, world.nowIso());
  const account = findAccount(world.state.hosting, customer.id, id);
  if (!account) throw notFound('not_found', `No shared-hosting account ${id} was found for this customer.`);
  return account;
}

export function hostingRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth: { customer, world }, query }) => {
    const state = world.state.hosting;
    settleCancellations(state, world.nowIso());
    const page = listAccounts(state, customer.id, query, world.nowIso());
    const withInvoice = page.data.map((item) => {
      const account = findAccount(state, customer.id, item.id);
      return { ...item, blockingInvoice: account ? blockingInvoiceOf(world.state.orders, account) : null };
    });
    return json(c, { ...page, data: withInvoice });
  });

  serve(routes, api.detail, (c, { auth, params }) => {
    const account = accountOf(auth, params.accountId);
    const { orders } = auth.world.state;
    return json(c, {
      ...toDetail(account, auth.world.nowIso()),
      blockingInvoice: blockingInvoiceOf(orders, account),
      overdueInvoice: overdueInvoiceOf(orders, account),
    });
  });

  serve(routes, api.changeBillingCycle, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    const { world, customer } = auth;
    if (body.dryRun === true) return json(c, previewCycleChange(world.state.orders, account, body, world.nowIso()));
    return json(c, commitCycleChange({ orders: world.state.orders, customer, nowIso: world.nowIso() }, account, body));
  });

  serve(routes, api.billingCycleOptions, (c, { auth, params }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, billingCycleOptionsView(auth.world.state.orders, account, auth.world.nowIso()));
  });

  serve(routes, api.renew, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    const { world, customer } = auth;
    const context = { orders: world.state.orders, customer, nowIso: world.nowIso() };
    return json(c, body.dryRun === true ? previewRenew(context, account, body) : commitRenew(context, account, body));
  });

  serve(routes, api.upgradeOptions, (c, { auth, params }) => {
    const account = accountOf(auth, params.accountId);
    const { world } = auth;
    return json(c, upgradeOptionsView(world.state.catalog.products, account, world.nowIso()));
  });

  serve(routes, api.upgrade, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    const { world, customer } = auth;
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

  serve(routes, api.cancelUpgrade, (c, { auth, params }) => {
    const account = accountOf(auth, params.accountId);
    const { world } = auth;
    return json(c, cancelScheduledUpgrade(world.state.catalog.products, account, world.nowIso()));
  });

  serve(routes, api.mailboxes, (c, { auth, params, query }) =>
    json(c, listMailboxes(accountOf(auth, params.accountId), query)),
  );

  serve(routes, api.createMailbox, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, toMailbox(createMailbox(account, body)), 201);
  });

  serve(routes, api.deleteMailbox, (c, { auth, params }) => {
    deleteMailbox(accountOf(auth, params.accountId), params.address);
    return c.body(null, 204);
  });

  serve(routes, api.changeMailboxQuota, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, toMailbox(changeQuota(account, params.address, body.quotaMb)));
  });

  serve(routes, api.addonDomains, (c, { auth, params, query }) =>
    json(c, listAddonDomains(accountOf(auth, params.accountId), query)),
  );

  serve(routes, api.addAddonDomain, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, addAddonDomain(auth.world, auth.world.state.hosting, account, body), 201);
  });

  serve(routes, api.removeAddonDomain, (c, { auth, params, query }) => {
    removeAddonDomain(accountOf(auth, params.accountId), query.domain);
    return c.body(null, 204);
  });

  serve(routes, api.changeMailboxPassword, (c, { auth, params, body }) =>
    json(c, changeMailboxPassword(accountOf(auth, params.accountId), params.address, body, auth.world.nowIso())),
  );

  serve(routes, api.mailboxRouting, (c, { auth, params }) =>
    json(c, routingJson(routingOf(accountOf(auth, params.accountId), params.address))),
  );

  serve(routes, api.addMailboxForwarder, (c, { auth, params, body }) =>
    json(c, addForwarder(accountOf(auth, params.accountId), params.address, body, auth.world.nowIso()), 201),
  );

  serve(routes, api.removeMailboxForwarder, (c, { auth, params }) => {
    removeForwarder(accountOf(auth, params.accountId), params.address, params.destination);
    return c.body(null, 204);
  });

  serve(routes, api.addMailboxAlias, (c, { auth, params, body }) =>
    json(c, addAlias(accountOf(auth, params.accountId), params.address, body, auth.world.nowIso()), 201),
  );

  serve(routes, api.removeMailboxAlias, (c, { auth, params }) => {
    removeAlias(accountOf(auth, params.accountId), params.address, params.alias);
    return c.body(null, 204);
  });

  serve(routes, api.cancellation, (c, { auth, params }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, cancellationView(auth.world.state.orders, account, auth.world.nowIso()));
  });

  serve(routes, api.cancel, (c, { auth, params, body }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, scheduleCancellation(auth.world.state.orders, account, body, auth.world.nowIso()));
  });

  serve(routes, api.undoCancel, (c, { auth, params }) => {
    const account = accountOf(auth, params.accountId);
    return json(c, undoCancellation(auth.world.state.orders, account, auth.world.nowIso()));
  });

  return routes;
}
