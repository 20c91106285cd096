import { catalogRoutes } from '../endpoints/catalog';

/** The catalog screen's page size. */
export const CATALOG_PAGE_SIZE = 20;

/**
 * The public catalog (no key: its route has no scopes), in the screen's language: the catalog screen's pages
 * (src/features/catalog/api/catalog-queries.ts) and the pages of the largest size the order screens name plans from
 * (src/features/orders/api/order-queries.ts).
 */
export const catalogReads = {
  page: (locale: string, cursor?: string) => ({
    route: catalogRoutes.sharedHosting,
    query: { locale, limit: CATALOG_PAGE_SIZE, cursor },
  }),
  plans: (locale: string, cursor?: string) => ({
    route: catalogRoutes.sharedHosting,
    query: { locale, limit: 100, cursor },
  }),
};
