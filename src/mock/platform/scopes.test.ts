import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { me } from '@/api/schemas/me';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';
import { getAuth, json, type MockEnv } from './http';
import { allOf, anyOf, assertCanPlaceOrders, requireScopes } from './scopes';

/** A test-only router behind the real pipeline: one probe per kind of scope rule. */
function probes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  routes.get('/api/v2/probe/orders', requireScopes(anyOf(['read:orders'], ['read:billing'], ['read:domains'])), (c) =>
    json(c, { ok: true }),
  );
  routes.post('/api/v2/probe/bulk', requireScopes(allOf('write:domains', 'write:billing')), (c) => {
    assertCanPlaceOrders(getAuth(c), 'bulk renew');
    return json(c, { ok: true });
  });
  routes.post(
    '/api/v2/probe/network',
    requireScopes(anyOf(allOf('write:vm', 'write:network'), ['write:billing', 'write:orders', 'write:vm'])),
    (c) => json(c, { ok: true }),
  );
  return routes;
}

async function setup() {
  const harness = mockHarness({ extraRouters: [probes()] });
  const world = await harness.makeWorld({
    keys: [
      { name: 'orders', scopes: ['read:orders'] },
      { name: 'billing', scopes: ['read:billing'] },
      { name: 'support', scopes: ['read:support', 'write:network'] },
      { name: 'domains-only', scopes: ['write:domains'] },
      { name: 'bulk', scopes: ['write:domains', 'write:billing'] },
      { name: 'contact', scopes: ['write:domains', 'write:billing'], subAccount: { canPlaceOrders: false } },
      { name: 'buyer', scopes: ['write:domains', 'write:billing'], subAccount: { canPlaceOrders: true } },
      { name: 'contact-default', scopes: ['read:support'], subAccount: {} },
    ],
  });
  const key = (name: string) => namedKey(world, name);
  return { ...harness, world, key };
}

describe('scope rules', () => {
  it('any-of passes with either set and the 403 lists every set that would do', async () => {
    const { call, key } = await setup();
    for (const name of ['orders', 'billing']) {
      expect((await call('/api/v2/probe/orders', { key: key(name) })).status, name).toBe(200);
    }
    const denied = await expectProblem(
      await call('/api/v2/probe/orders', { key: key('support') }),
      403,
      'forbidden',
      '/api/v2/probe/orders',
    );
    expect(denied.detail).toBe('This API key needs read:orders, read:billing or read:domains.');
    expect(denied.extensions).toEqual({
      requiredScopes: ['read:orders'],
      missingScopes: ['read:orders'],
      acceptedScopeSets: [['read:orders'], ['read:billing'], ['read:domains']],
    });
  });

  it('names the closest set when alternatives have several scopes', async () => {
    const { call, key, world } = await setup();
    expect((await call('/api/v2/probe/network', { method: 'POST', key: world.keys.full })).status).toBe(200);
    // `support` holds write:network, so the first set is one scope away; the second is three away.
    const denied = await expectProblem(
      await call('/api/v2/probe/network', { method: 'POST', key: key('support') }),
      403,
      'forbidden',
    );
    expect(denied.detail).toBe(
      'This API key needs write:vm and write:network or write:billing, write:orders and write:vm.',
    );
    expect(denied.extensions).toEqual({
      requiredScopes: ['write:vm', 'write:network'],
      missingScopes: ['write:vm'],
      acceptedScopeSets: [
        ['write:vm', 'write:network'],
        ['write:billing', 'write:orders', 'write:vm'],
      ],
    });
  });

  it('all-of needs every scope and lists only what is missing', async () => {
    const { call, key } = await setup();
    expect((await call('/api/v2/probe/bulk', { method: 'POST', key: key('bulk') })).status).toBe(200);
    const denied = await expectProblem(
      await call('/api/v2/probe/bulk', { method: 'POST', key: key('domains-only') }),
      403,
      'forbidden',
    );
    expect(denied.detail).toBe('This API key lacks the scope write:billing.');
    expect(denied.extensions).toEqual({
      requiredScopes: ['write:domains', 'write:billing'],
      missingScopes: ['write:billing'],
    });
    const none = await expectProblem(
      await call('/api/v2/probe/bulk', { method: 'POST', key: key('orders') }),
      403,
      'forbidden',
    );
    expect(none.extensions).toMatchObject({ missingScopes: ['write:domains', 'write:billing'] });
  });
});

describe('contact sub-account keys', () => {
  const meWithSubAccount = z.object({
    key: z.object({ subAccount: z.nullable(z.object({ canPlaceOrders: z.boolean() })) }),
  });

  it('are minted for the main customer and reported by /me', async () => {
    const { call, parse, key, world } = await setup();
    const contact = await call('/api/v2/me', { key: key('contact') });
    const raw: unknown = await contact.clone().json();
    expect(meWithSubAccount.parse(raw).key.subAccount).toEqual({ canPlaceOrders: false });
    const parsed = await parse(contact, me);
    expect(parsed.customer.name).toBe('Astrid Lindqvist');
    expect(parsed.key).toMatchObject({ name: 'contact', scopes: ['write:domains', 'write:billing'] });

    const buyer = meWithSubAccount.parse(await (await call('/api/v2/me', { key: key('buyer') })).json());
    expect(buyer.key.subAccount).toEqual({ canPlaceOrders: true });
    const defaulted = meWithSubAccount.parse(await (await call('/api/v2/me', { key: key('contact-default') })).json());
    expect(defaulted.key.subAccount).toEqual({ canPlaceOrders: false });
    for (const own of [world.keys.full, world.keys.readonly, world.keys.other, key('bulk')]) {
      const body = meWithSubAccount.parse(await (await call('/api/v2/me', { key: own })).json());
      expect(body.key.subAccount).toBeNull();
    }
  });

  it('need order-placement permission where the spec asks for it', async () => {
    const { call, key } = await setup();
    const denied = await expectProblem(
      await call('/api/v2/probe/bulk', { method: 'POST', key: key('contact') }),
      403,
      'forbidden',
    );
    expect(denied.extensions).toEqual({ requiredPermission: 'canPlaceOrders' });
    expect(denied.detail).toContain('bulk renew');
    expect((await call('/api/v2/probe/bulk', { method: 'POST', key: key('buyer') })).status).toBe(200);
  });

  it('reject a bad subAccount with a pointer', async () => {
    const { call } = mockHarness();
    const problem = await expectProblem(
      await call('/__mock/worlds', {
        body: { keys: [{ name: 'x', scopes: [], subAccount: { canPlaceOrders: 'yes' } }] },
      }),
      400,
      'invalid_request',
    );
    expect(problem.errors?.[0]?.pointer).toBe('/keys/0/subAccount/canPlaceOrders');
    const extra = await expectProblem(
      await call('/__mock/worlds', { body: { keys: [{ name: 'x', scopes: [], subAccount: { admin: true } }] } }),
      400,
      'invalid_request',
    );
    expect(extra.errors?.[0]?.pointer).toBe('/keys/0/subAccount/admin');
  });
});
