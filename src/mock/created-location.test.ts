import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/api/endpoints/all-endpoints';
import { routeKey } from '@/api/endpoints/route';
import { billingRoutes } from '@/api/endpoints/billing';
import { domainRoutes } from '@/api/endpoints/domains';
import { orderRoutes } from '@/api/endpoints/orders';
import { pathOf } from '@/api/endpoints/route';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { DEMO_BILLING, DEMO_CATALOG, DEMO_DOMAINS, DEMO_SUPPORT_DEPARTMENTS } from '@/mock/scenarios/demo/ids';
import { mockHarness } from './test-utils';

/**
 * A creation whose table entry says `location` answers 201 with a `Location` a client can follow: a GET of it with
 * the same key reads what was created. Every such route has its case here (the first test fails for one without).
 */

const { app, call, makeWorld } = mockHarness();

type Create = (key: string) => Response | Promise<Response>;

const creations: Record<string, Create> = {
  [routeKey(orderRoutes.create)]: (key) =>
    call(orderRoutes.create.path, {
      key,
      body: {
        items: [
          {
            type: 'shared_hosting',
            productSlug: DEMO_CATALOG.webSmall.slug,
            primaryDomain: 'shop.example.se',
            billingCycle: 'annually',
          },
        ],
        contractAccepted: true,
      },
    }),
  [routeKey(domainRoutes.renew)]: (key) =>
    call(pathOf(domainRoutes.renew, { id: DEMO_DOMAINS.nu.id }), { key, body: { periodYears: 2 } }),
  [routeKey(billingRoutes.addFunds)]: (key) => call(billingRoutes.addFunds.path, { key, body: { amount: 500 } }),
  [routeKey(billingRoutes.startCardSetup)]: (key) =>
    call(billingRoutes.startCardSetup.path, { key, body: { returnUrl: 'https://panel.example/billing/cards' } }),
  [routeKey(billingRoutes.payWithCard)]: (key) =>
    call(pathOf(billingRoutes.payWithCard, { id: DEMO_BILLING.invoices.unpaid.id }), {
      key,
      body: { cardId: DEMO_BILLING.cards.visa.id, returnUrl: 'https://panel.example/billing/invoices' },
    }),
  [routeKey(billingRoutes.createPayment)]: (key) =>
    call(billingRoutes.createPayment.path, {
      key,
      body: {
        invoiceIds: [DEMO_BILLING.invoices.unpaid.id],
        method: 'provider',
        returnUrl: 'https://panel.example/billing/invoices',
      },
    }),
  [routeKey(ticketRoutes.create)]: (key) =>
    call(ticketRoutes.create.path, {
      key,
      body: {
        departmentSlug: DEMO_SUPPORT_DEPARTMENTS.technical.slug,
        subject: 'Backups of web-01 fail at night',
        body: 'The nightly backup job has failed three nights in a row.',
      },
    }),
  [routeKey(ticketRoutes.upload)]: (key) => {
    const form = new FormData();
    form.append('file', new File(['nightly backup log'], 'backup.log', { type: 'text/plain' }));
    return app.fetch(
      new Request(`http://mock.test${ticketRoutes.upload.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
        body: form,
      }),
    );
  },
};

describe('Location on a creation', () => {
  it('every route the tables say answers with a Location has its case here, and only those', () => {
    const declared = allEndpoints.filter((endpoint) => endpoint.location).map(routeKey);
    expect(declared.sort()).toEqual(Object.keys(creations).sort());
    for (const endpoint of allEndpoints.filter((e) => e.location))
      expect(endpoint.status, routeKey(endpoint)).toBe(201);
  });

  for (const [key, create] of Object.entries(creations)) {
    it(`${key}: 201 with a Location that a GET with the same key reads`, async () => {
      const world = await makeWorld();
      const created = await create(world.keys.full);
      expect(created.status, await created.clone().text()).toBe(201);
      const location = created.headers.get('location');
      expect(location).toMatch(/^\/api\/v2\//);
      const read = await call(location ?? '', { key: world.keys.full });
      expect(read.status, location ?? '').toBe(200);
      // Another world's key does not read it: the URL names this customer's resource.
      const other = await makeWorld();
      expect((await call(location ?? '', { key: other.keys.full })).status).toBe(404);
    });
  }
});
