import { Hono } from 'hono';
import { catalogEndpoints as api } from '@/api/endpoints/catalog-io';
import { json, type MockContext, type MockEnv } from '@/mock/platform/http';
import { ProblemError } from '@/mock/platform/problems';
import { servePublic } from '@/mock/platform/serve';
import type { World, WorldRegistry } from '@/mock/platform/worlds';
import { serverCatalog } from './server-catalog';
import { emptyCatalogState, listCatalog, type CatalogState } from './state';

/**
 * Mock-only header naming the world whose catalog answers an anonymous call (the catalog needs no key, so nothing
 * else says which world a caller is in). Not part of the API: tests and support staff set it to see one world's
 * catalog outage. Without it (or for an unknown world) the server's default world answers.
 */
export const MOCK_WORLD_HEADER = 'X-Mock-World';

const standard = emptyCatalogState();

function catalogOf(c: MockContext, registry: WorldRegistry): CatalogState {
  const named = c.req.header(MOCK_WORLD_HEADER);
  const world: World | undefined =
    (named ? registry.get(named) : undefined) ??
    (registry.defaultWorldId ? registry.get(registry.defaultWorldId) : undefined);
  return world?.state.catalog ?? standard;
}

export function catalogRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  // Public (catalogProblems.publicPaths): no key, never getAuth here.
  servePublic(routes, api.sharedHosting, (c, { query }) => {
    const catalog = catalogOf(c, registry);
    if (catalog.outage) {
      throw new ProblemError({
        status: 502,
        code: 'upstream_unavailable',
        detail: 'The product catalog is temporarily unavailable upstream. Retry in a minute.',
      });
    }
    return json(c, listCatalog(catalog, query));
  });

  // The server catalog is the company's and the same in every world: no outage of its own.
  servePublic(routes, api.servers, (c, { query }) => json(c, serverCatalog(query.locale)));

  return routes;
}
