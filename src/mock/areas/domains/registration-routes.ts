import { Hono } from 'hono';
import { domainRegistrationEndpoints as api } from '@/api/endpoints/domain-registration-io';
import { json, type MockEnv } from '@/mock/platform/http';
import { notFound } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import {
  lookUpNames,
  registrationOptionsOf,
  settleRegistrations,
  transferCheckOf,
  transferProgressOf,
} from './registration';
import { findDomain } from './state';

/**
 * Registering and transferring in (the table: `src/api/endpoints/domain-registration.ts`). Mounted before the other
 * areas: its middleware moves open registrations and transfers on to the world's clock before any API request is
 * answered (Home, the domain list, an order, an invoice all see the same state), and `registration-options` is a
 * static path the domains area's `{id}` would otherwise take.
 */
export function domainRegistrationRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  routes.use('/api/v2/*', async (c, next) => {
    const auth = c.get('auth');
    if (auth) settleRegistrations(auth.world.state.domains, auth.world.state.orders, auth.world.now());
    await next();
  });

  serve(routes, api.options, (c, { auth }) =>
    json(c, registrationOptionsOf(auth.world.state.domains, auth.customer.id)),
  );

  serve(routes, api.availability, (c, { auth, body }) =>
    json(c, lookUpNames(auth.world.state.domains, auth.customer.id, body.names, body.tlds)),
  );

  serve(routes, api.transferCheck, (c, { auth, body }) =>
    json(
      c,
      transferCheckOf(
        auth.world.state.domains,
        auth.world.state.orders,
        auth.customer.id,
        body.domain,
        auth.world.now(),
      ),
    ),
  );

  serve(routes, api.transfer, (c, { auth, params: { id } }) => {
    const domain = findDomain(auth.world.state.domains, auth.customer.id, id);
    const progress = domain ? transferProgressOf(auth.world.state.orders, domain) : null;
    if (!progress) throw notFound('not_found', `No transfer in of domain ${id} was found for this account.`);
    return json(c, progress);
  });

  return routes;
}
