import { opaqueId } from '@/api/schemas/common';
import type { BillingActivityKind, InvoiceStatusFilter } from '@/api/schemas/billing';

/**
 * What the billing routes validate in the URL, apart from the contract module on purpose: route files are in the
 * entry (every first screen), `api/schemas/billing.ts` is not. Only types come from it; the compiler and
 * `billing-route-params.test.ts` keep these lists in step with the contract.
 */

/** The invoice list's tabs: All, To pay (`outstanding`: unpaid or partly paid), Paid, Cancelled, Refunded. */
export const invoiceListFilters = ['all', 'outstanding', 'paid', 'cancelled', 'refunded'] as const satisfies readonly (
  InvoiceStatusFilter | 'all'
)[];
export type InvoiceListFilter = (typeof invoiceListFilters)[number];

/** The history's kinds, every one of the contract's. */
export const activityKindFilters = [
  'invoice_issued',
  'payment',
  'credit_added',
  'credit_applied',
  'refund',
  'invoice_cancelled',
] as const satisfies readonly BillingActivityKind[];
export type ActivityKindFilter = (typeof activityKindFilters)[number] | 'all';
// A kind the contract gains and this list lacks is a type error here.
type MissingKind = Exclude<BillingActivityKind, (typeof activityKindFilters)[number]>;
export const activityFiltersAreComplete: [MissingKind] extends [never] ? true : never = true;

/** The contract's id parameters (`opaqueId`), rebuilt here so a route does not load the billing contract. */
export const invoiceIdParam = opaqueId('inv_');
export const cardSetupIdParam = opaqueId('cset_');

/** The area's reads, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadBillingQueries = () => import('./api/billing-queries');
