import * as z from 'zod/mini';

/**
 * What the catalog routes validate in the URL (route files are in the entry: no contract module here): the kit
 * toolbar's text, filters and sort over the plan cards (issue 40). Anything they cannot take is dropped.
 */

/** Hosting plans: whether they can be ordered now. */
export const planStockFilters = ['available', 'unavailable'] as const;
export type PlanStockFilter = (typeof planStockFilters)[number];
/** Hosting plans sort by the price of the period shown or by their storage (`-` before it: descending). */
export const planSortValues = ['price', '-price', 'storage', '-storage'] as const;
/** Server plans sort by the monthly price, memory or disk. */
export const serverPlanSortValues = ['price', '-price', 'memory', '-memory', 'disk', '-disk'] as const;

const text = (max: number) =>
  z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max))), undefined);

export const planListSearch = {
  q: text(100),
  /** A tier as the API names it (free text: "Personal"). */
  tier: text(100),
  stock: z.catch(z.optional(z.enum(planStockFilters)), undefined),
  sort: z.catch(z.optional(z.enum(planSortValues)), undefined),
};

export const serverPlanListSearch = z.lazy(() =>
  z.object({
    q: text(100),
    /** A location's code as the catalog names it (`sto1`). */
    location: text(20),
    sort: z.catch(z.optional(z.enum(serverPlanSortValues)), undefined),
  }),
);
