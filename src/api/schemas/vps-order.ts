/**
 * Ordering a server and getting one back on its feet (issue 38): the public server catalog (`GET
 * /api/v2/products/vps`), what a VPS order's 201 adds (`provisioning`), and the recovery actions (rebuild, rescue,
 * root password). The spec names none of these shapes: decisions on `catalogRoutes.servers` and the `vpsRoutes`
 * entries `rebuild`, `rescue`, `leaveRescue`, `resetRootPassword`. Plans, locations and images are read item by item;
 * a plan's availability is a guard (missing → not orderable there, never "in stock").
 */
import * as z from 'zod/mini';
import { nullableString, operation, tolerantArray, tolerantEnum } from './common';
import { catalogLocaleValues } from './catalog-values';

export const serverBillingCycleValues = ['monthly', 'quarterly', 'annually'] as const;
export type ServerBillingCycle = (typeof serverBillingCycleValues)[number];

export const serverLocation = z.object({
  /** What an order sends as `region`. */
  code: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: nullableString,
});
export type ServerLocation = z.infer<typeof serverLocation>;

export const serverImage = z.object({
  /** What an order or a rebuild sends as `image`. */
  id: z.string(),
  /** "Ubuntu 24.04 LTS". */
  name: z.string(),
  distribution: nullableString,
  version: nullableString,
});
export type ServerImage = z.infer<typeof serverImage>;

/** A plan in one location: orderable only when `available` is literally true (a guard). */
export const serverPlanStock = z.object({
  location: z.string(),
  available: z.catch(z.boolean(), false),
  /** Why it cannot be ordered there (English; the app says `out_of_stock` in its own words). */
  reason: nullableString,
});
export type ServerPlanStock = z.infer<typeof serverPlanStock>;

export const serverPlanCycle = z.object({
  billingCycle: tolerantEnum(serverBillingCycleValues),
  /** What one period costs, excl. VAT. */
  amount: z.number(),
});

export const serverPlan = z.object({
  /** What an order sends as `productSlug`. */
  slug: z.string(),
  name: z.string(),
  /** Resources are required: a plan that cannot say what it is, is dropped (never shown as 0). */
  resources: z.object({
    cpuCores: z.number(),
    memoryGb: z.number(),
    diskGb: z.number(),
    /** Included outgoing traffic a month, TB. */
    trafficTb: z.number(),
  }),
  currencyCode: z.string(),
  /** Prepaid: the monthly price, excl. VAT. */
  monthlyAmount: z.number(),
  /** Pay-as-you-go: the price an hour (4 decimals) and the most one month can cost (excl. VAT). */
  payg: z.catch(z.nullable(z.object({ hourlyAmount: z.number(), monthlyCap: z.number() })), null),
  billingCycles: z.catch(tolerantArray(serverPlanCycle, 'server plan billingCycles[]'), []),
  stock: z.catch(tolerantArray(serverPlanStock, 'server plan stock[]'), []),
});
export type ServerPlan = z.infer<typeof serverPlan>;

export const serverCatalog = z.object({
  plans: z.catch(tolerantArray(serverPlan, 'server catalog plans[]'), []),
  locations: z.catch(tolerantArray(serverLocation, 'server catalog locations[]'), []),
  images: z.catch(tolerantArray(serverImage, 'server catalog images[]'), []),
});
export type ServerCatalog = z.infer<typeof serverCatalog>;

export const serverCatalogQuery = z.object({ locale: z.catch(z.enum(catalogLocaleValues), 'en') });

/** Whether a plan may be ordered in a location: only an explicit `available: true` there. */
export function planAvailableIn(plan: Pick<ServerPlan, 'stock'>, location: string): boolean {
  return plan.stock.some((item) => item.location === location && item.available);
}

/**
 * One server a VPS order started (ours, only in the order's 201): the new server, its provisioning job and, when no
 * SSH key was chosen, its root password (shown once: it is in no later answer).
 */
export const provisionedServer = z.object({
  vpsId: z.string(),
  name: nullableString,
  hostname: nullableString,
  rootPassword: nullableString,
  operation: z.catch(z.nullable(operation), null),
});
export type ProvisionedServer = z.infer<typeof provisionedServer>;

// ---------------------------------------------------------------------------------------------
// Recovery: rebuild, rescue, root password
// ---------------------------------------------------------------------------------------------

export const imageId = z.string().check(z.minLength(1), z.maxLength(64));

/** Unknown members are ignored (as every body the spec does not make strict). */
export const vpsRebuildBody = z.object({ image: imageId });
export type VpsRebuildBody = z.infer<typeof vpsRebuildBody>;

/** A new root password, shown once (rebuild without SSH keys, rescue, reset). */
const rootPassword = nullableString;

export const vpsRebuildAccepted = z.object({
  operation,
  image: z.catch(z.nullable(serverImage), null),
  /** Set when the server has no SSH key installed: the new system's root password. */
  rootPassword,
});
export type VpsRebuildAccepted = z.infer<typeof vpsRebuildAccepted>;

export const vpsRescueAccepted = z.object({
  operation,
  /** The rescue system's temporary root password (valid until the server leaves rescue). */
  rootPassword,
});
export type VpsRescueAccepted = z.infer<typeof vpsRescueAccepted>;

export const vpsRootPasswordAccepted = z.object({
  operation,
  rootPassword,
  /** Guard flag: whether the server restarts to apply it (null: it may). */
  restarts: z.catch(z.nullable(z.boolean()), null),
});
export type VpsRootPasswordAccepted = z.infer<typeof vpsRootPasswordAccepted>;
