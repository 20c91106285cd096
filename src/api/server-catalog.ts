import { queryOptions } from '@tanstack/react-query';
import { call } from './call';
import { catalogEndpoints as api } from './endpoints/catalog-io';
import { areaKeys, queryRoots } from './query-roots';
import type { CatalogLocale } from './schemas/catalog';

/**
 * The public server catalog (plans, locations, images), read by the catalog's server page, the order form and the
 * rebuild dialog alike: one key, one cache entry (features never import each other, so it lives here).
 */
export function serverCatalogQuery(locale: CatalogLocale) {
  return queryOptions({
    queryKey: [...areaKeys(queryRoots.catalog).all(), 'servers', locale] as const,
    // A public endpoint (no scopes in its route): the key is not sent.
    queryFn: ({ signal }) => call(api.servers, { query: { locale }, signal }),
    staleTime: 5 * 60_000,
  });
}
