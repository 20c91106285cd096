import * as z from 'zod';
import { listPage, tolerantEnum } from './common';

const nullableString = z.string().nullable().catch(null);

/**
 * Plan resources. null means unlimited (cpu and memory: unlimited or unpublished), so these fields
 * have no `.catch(null)`: a broken value must fail loudly rather than read as "unlimited".
 */
export const productResources = z.object({
  cpuCores: z.number().nullable(),
  memoryGb: z.number().nullable(),
  storageGb: z.number().nullable(),
  bandwidthGb: z.number().nullable(),
  emailAccountLimit: z.number().int().nullable(),
  databaseLimit: z.number().int().nullable(),
});
export type ProductResources = z.infer<typeof productResources>;

export const productBillingCycleValues = ['monthly', 'annually', 'free'] as const;
export const orderableBillingCycleValues = ['monthly', 'annually'] as const;

export const productBillingCycleOption = z.object({
  billingCycle: tolerantEnum(orderableBillingCycleValues),
  /** Recurring amount. */
  amount: z.number(),
  currencyCode: z.string(),
  setupAmount: z.number().nullable().catch(null),
  isPrimary: z.boolean().catch(false),
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
  billingCycles: z.array(productBillingCycleOption).catch([]),
  availabilityStatus: tolerantEnum(availabilityStatusValues),
  /** Only `true` may be ordered; a missing flag reads as not orderable. */
  available: z.boolean().catch(false),
  reason: nullableString,
  controlPanel: z.object({
    type: tolerantEnum(['panel'] as const),
    supportsAdminPanel: z.boolean().optional().catch(undefined),
  }),
});
export type SharedHostingProduct = z.infer<typeof sharedHostingProduct>;

export const catalogListPage = listPage(sharedHostingProduct);
export type CatalogListPage = z.infer<typeof catalogListPage>;

export const catalogLocaleValues = ['en', 'sv'] as const;
export type CatalogLocale = (typeof catalogLocaleValues)[number];

/**
 * Public, unauthenticated listing: unknown query parameters are ignored (not a strict object) and an
 * unsupported locale falls back to English as the spec says. `limit` above 100 is still an error.
 */
export const catalogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(512).optional(),
  locale: z.enum(catalogLocaleValues).catch('en'),
});
export type CatalogQuery = z.output<typeof catalogQuery>;
export type CatalogQueryInput = z.input<typeof catalogQuery>;
