import type { CatalogLocale, SharedHostingProduct } from '@/api/schemas/catalog';
import type { ListPage } from '@/api/schemas/common';
import { paginate, type PageQuery } from '@/mock/platform/pagination';
import { standardCatalog, type StoredCycle, type StoredProduct } from './standard-catalog';

/**
 * The catalog of a world and the pure operations on it. Every world starts with the provider's standard catalog
 * (the catalog is the company's, not the account's); `outage` makes the "upstream catalog" fail (502
 * `upstream_unavailable`), set with the world option `catalogOutage`.
 */

export type { StoredCycle, StoredProduct };

export interface CatalogState {
  products: StoredProduct[];
  outage: boolean;
}

export function emptyCatalogState(): CatalogState {
  return { products: standardCatalog(), outage: false };
}

function primaryCycle(product: StoredProduct): StoredCycle {
  const primary = product.cycles.find((cycle) => cycle.isPrimary) ?? product.cycles[0];
  if (!primary) throw new Error(`Product ${product.slug} has no billing cycle`);
  return primary;
}

export function toProduct(product: StoredProduct, locale: CatalogLocale): SharedHostingProduct {
  const primary = primaryCycle(product);
  return {
    id: product.id,
    slug: product.slug,
    tier: product.tier[locale],
    name: product.name[locale],
    resources: { ...product.resources },
    billing: { amount: primary.amount, currencyCode: product.currencyCode, billingCycle: primary.billingCycle },
    billingCycles: product.cycles.map((cycle) => ({ ...cycle, currencyCode: product.currencyCode })),
    availabilityStatus: product.outOfStockReason ? 'out_of_stock' : 'available',
    available: product.outOfStockReason === null,
    reason: product.outOfStockReason ? product.outOfStockReason[locale] : null,
    controlPanel: product.supportsAdminPanel ? { type: 'panel', supportsAdminPanel: true } : { type: 'panel' },
  };
}

/** One page in catalog order; a cursor this server did not issue is a 400 (never a 500). */
export function listCatalog(
  state: CatalogState,
  query: PageQuery & { locale: CatalogLocale },
): ListPage<SharedHostingProduct> {
  const page = paginate(state.products, (product) => ({ key: product.position, id: product.id }), query, {
    direction: 'asc',
  });
  return { ...page, data: page.data.map((product) => toProduct(product, query.locale)) };
}

export function findProductBySlug(state: CatalogState, slug: string): StoredProduct | undefined {
  return state.products.find((product) => product.slug === slug);
}

export function cycleOf(product: StoredProduct, billingCycle: string): StoredCycle | undefined {
  return product.cycles.find((cycle) => cycle.billingCycle === billingCycle);
}
