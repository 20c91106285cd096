import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { call } from './call';
import { catalogRoutes } from './endpoints/catalog';
import { queryRoots } from './query-roots';
import { listPage } from './schemas/common';
import type { CatalogLocale } from './schemas/catalog';

/** Enough pages for any catalog we know (45 plans today); a longer one names the rest as the order sent them. */
const MAX_PAGES = 10;

/**
 * The catalog read for its names only: each product's code and name are checked, the rest of it (prices, resources,
 * cycles) is not read. A product whose price the catalog screen could not show still has a name here.
 */
const planNamesPage = listPage(z.object({ slug: z.string(), name: z.string() }), 'plan names');

/**
 * The one place a plan's name comes from, per language: the public catalog's name for each product code
 * (`slug`), read once per language and kept. An order stores the name it was placed with, in whatever language
 * that was ("Web Small"); screens name a plan by its code through this map ("Webb Liten" in Swedish), so the
 * catalog, the order form and the orders say the same name (ledger).
 */
export const planNamesQuery = (locale: CatalogLocale) =>
  queryOptions({
    queryKey: [...queryRoots.catalog, 'plan-names', { locale }] as const,
    queryFn: async ({ signal }) => {
      const names: Record<string, string> = {};
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const body = await call(
          catalogRoutes.sharedHosting,
          { query: { locale, limit: 100, cursor }, signal },
          planNamesPage,
        );
        for (const product of body.data) names[product.slug] = product.name;
        if (!body.hasMore || !body.nextCursor) break;
        cursor = body.nextCursor;
      }
      return names;
    },
    staleTime: 30 * 60_000,
    retry: false,
  });
