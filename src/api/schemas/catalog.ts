import * as z from 'zod/mini';
import { listPage, nullableString, paginationQuery, tolerantArray, tolerantEnum } from './common';
import { catalogLocaleValues } from './catalog-values';

/**
 * Plan resources. null means unlimited (cpu and memory: unlimited or unpublished), so these fields
 * have no `catch(null)`: a broken value must fail loudly rather than read as "unlimited".
 */
export const productResources = z.object({
  cpuCores: z.nullable(z.number()),
  memoryGb: z.nullable(z.number()),
  storageGb: z.nullable(z.number()),
  bandwidthGb: z.nullable(z.number()),
  emailAccountLimit: z.nullable(z.number().check(z.int())),
  databaseLimit: z.nullable(z.number().check(z.int())),
});
export type ProductResources = z.infer<typeof productResources>;

export const productBillingCycleValues = ['monthly', 'annually', 'free'] as const;
export const orderableBillingCycleValues = ['monthly', 'annually'] as const;

export const productBillingCycleOption = z.object({
  billingCycle: tolerantEnum(orderableBillingCycleValues),
  /** Recurring amount. */
  amount: z.number(),
  currencyCode: z.string(),
  setupAmount: z.catch(z.nullable(z.number()), null),
  /** The plan's main cycle (a display hint for preselection, not a guard: missing reads as false). */
  isPrimary: z.catch(z.boolean(), false),
});
export type ProductBillingCycleOption = z.infer<typeof productBillingCycleOption>;

export const availabilityStatusValues = ['available', 'out_of_stock'] as const;

export const sharedHostingProduct = z.object({
  /** Not for ordering: send `slug` as `items[].productSlug`. */
  id: z.string(),
  slug: z.string(),
  tier: z.string(),
  name: z.string(),
  resources: productResources,
  billing: z.object({
    amount: z.number(),
    currencyCode: z.string(),
    billingCycle: tolerantEnum(productBillingCycleValues),
  }),
  billingCycles: z.catch(tolerantArray(productBillingCycleOption, 'catalog product billingCycles[]'), []),
  availabilityStatus: tolerantEnum(availabilityStatusValues),
  /** Only `true` may be ordered; a missing flag reads as not orderable. */
  available: z.catch(z.boolean(), false),
  reason: nullableString,
  controlPanel: z.catch(
    z.object({
      type: tolerantEnum(['panel'] as const),
      supportsAdminPanel: z.catch(z.optional(z.boolean()), undefined),
    }),
    { type: 'unknown' as const },
  ),
});
export type SharedHostingProduct = z.infer<typeof sharedHostingProduct>;

export const catalogListPage = listPage(sharedHostingProduct, 'catalog');
export type CatalogListPage = z.infer<typeof catalogListPage>;

export type CatalogLocale = (typeof catalogLocaleValues)[number];

/**
 * Public, unauthenticated listing: unknown query parameters are ignored (as for every list) and an
 * unsupported locale falls back to English as the spec says. `limit` above 100 is still an error.
 */
export const catalogQuery = z.extend(paginationQuery, {
  locale: z.catch(z.enum(catalogLocaleValues), 'en'),
});
export type CatalogQuery = z.output<typeof catalogQuery>;
export type CatalogQueryInput = z.input<typeof catalogQuery>;
