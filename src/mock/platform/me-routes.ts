import { Hono } from 'hono';
import { accountEndpoints as api } from '@/api/endpoints/account-io';
import { currentBillingProfile, taxSummaryOf } from '@/mock/areas/billing/profile';
import { json, type MockEnv } from './http';
import { serve } from './serve';

/**
 * Ledger "Key introspection": any valid key, no scope. `key.subAccount` is `{ canPlaceOrders }` for a contact
 * sub-account's key and null for the account holder's own keys (an extra member the `me` schema tolerates). `tax`:
 * the billing profile's VAT summary (src/mock/areas/billing/profile.ts).
 */
export function meRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  serve(routes, api.me, (c, { auth: { apiKey, customer, world } }) => {
    const { orders, billing } = world.state;
    return json(c, {
      customer: { id: customer.id, name: customer.name, email: customer.email },
      key: {
        id: apiKey.id,
        name: apiKey.name,
        scopes: [...apiKey.scopes],
        subAccount: apiKey.subAccount ? { ...apiKey.subAccount } : null,
      },
      // How prices are taxed (ledger "Money: VAT"): the billing profile's, a pending VAT number looked up again.
      tax: taxSummaryOf(currentBillingProfile(orders, billing, customer.id, world.nowIso())),
    });
  });
  return routes;
}
