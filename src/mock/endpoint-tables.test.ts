import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/api/endpoints/all-endpoints';
import { paramNames, routeKey, scopesAllow, type Route } from '@/api/endpoints/route';

/** The gate's rule (`lacksScopes` in src/ui/key-scopes.ts) for a known key: no accepted set complete. */
const lacksScopes = (scopes: readonly string[], sets: Route['scopes']) => sets !== null && !scopesAllow(scopes, sets);
import { knownScopes, readScopes, type Scope } from '@/api/schemas/me';
import { honoPath } from './platform/serve';
import { mockHarness, namedKey } from './test-utils';

/**
 * The endpoint tables are the contract: the mock serves exactly their routes, and a scope gate in the app refuses
 * exactly the keys the mock refuses (both read the table's scope sets; this holds the handlers to them too).
 */

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

function duplicates(items: readonly string[]): string[] {
  return items.filter((item, index) => items.indexOf(item) !== index);
}

describe('the mock serves the endpoint tables', () => {
  it('has one route for every endpoint, method by method, and none besides', () => {
    const { app } = mockHarness();
    // One row per handler: a route registered with middleware of its own would be listed once per handler.
    const served = [
      ...new Set(
        app.routes
          .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${honoPath(endpoint)}`);
    expect(duplicates(declared), 'declared twice').toEqual([]);
    expect(
      served.filter((route) => !declared.includes(route)),
      'served but not in a table',
    ).toEqual([]);
    expect(
      declared.filter((route) => !served.includes(route)),
      'in a table but not served',
    ).toEqual([]);
  });

  it('names a schema for every path parameter, and an account-log entry for every write that changes something', () => {
    for (const endpoint of allEndpoints) {
      for (const name of paramNames(endpoint)) {
        expect(endpoint.params?.[name], `${routeKey(endpoint)} {${name}}`).toBeDefined();
      }
      if (MUTATING.includes(endpoint.method)) {
        expect(
          Boolean(endpoint.audit) !== Boolean(endpoint.readOnly),
          `${routeKey(endpoint)}: audit xor readOnly`,
        ).toBe(true);
      }
    }
  });
});

/** Keys worth trying against `route`: each scope alone, every read scope, each accepted set whole and one short. */
function candidateKeys(route: Route): Scope[][] {
  const keys: Scope[][] = [[...readScopes], ...knownScopes.map((scope) => [scope])];
  for (const set of route.scopes ?? []) {
    keys.push([...set]);
    for (const left of set) keys.push(set.filter((scope) => scope !== left));
    keys.push([...readScopes, ...set]);
  }
  const seen = new Set<string>();
  return keys.filter((key) => key.length > 0 && !seen.has([...key].sort().join()) && seen.add([...key].sort().join()));
}

/** The route's path with a placeholder in each parameter (the scope check comes before any lookup). */
function placeholderPath(route: Route): string {
  return honoPath(route).replace(/:([A-Za-z]+)/g, (_, name: string) => `x-${name}`);
}

describe('a scope gate refuses the keys the mock refuses', () => {
  const writes = allEndpoints.filter(
    (endpoint) => MUTATING.includes(endpoint.method) && !endpoint.readOnly && endpoint.scopes !== null,
  );

  it.each(writes.map((endpoint) => [routeKey(endpoint), endpoint] as const))('%s', async (_, endpoint) => {
    const t = mockHarness();
    const keys = candidateKeys(endpoint);
    const mismatches: string[] = [];
    for (let start = 0; start < keys.length; start += 20) {
      const batch = keys.slice(start, start + 20);
      const world = await t.makeWorld({
        scenario: 'empty',
        keys: batch.map((scopes, index) => ({ name: `k${index}`, scopes })),
      });
      for (const [index, scopes] of batch.entries()) {
        const response = await t.call(placeholderPath(endpoint), {
          method: endpoint.method,
          key: namedKey(world, `k${index}`),
          body: {},
        });
        const body = (await response.json().catch(() => null)) as { code?: string } | null;
        const refused = response.status === 403 && body?.code === 'forbidden';
        const gateRefuses = lacksScopes(scopes, endpoint.scopes);
        if (refused !== gateRefuses) {
          mismatches.push(`[${scopes.join(' ')}]: gate ${gateRefuses ? 'refuses' : 'allows'}, mock ${response.status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
