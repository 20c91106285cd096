import { Hono } from 'hono';
import { getAuth, json, type MockEnv } from '@/mock/http';

/** Ledger "Key introspection": any valid key, no scope. */
export function meRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  routes.get('/api/v2/me', (c) => {
    const { apiKey, customer } = getAuth(c);
    return json(c, {
      customer: { id: customer.id, name: customer.name, email: customer.email },
      key: { id: apiKey.id, name: apiKey.name, scopes: [...apiKey.scopes] },
    });
  });
  return routes;
}
