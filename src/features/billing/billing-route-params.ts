import * as z from 'zod/mini';
import { cursorSearch, opaqueId } from '@/api/schemas/common';
import type { InvoiceStatusFilter } from '@/api/schemas/billing';
import { billingActivityKindValues } from '@/api/schemas/billing-values';

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

/** The payment history's kinds, every one of the contract's (`GET /billing/activity`). */
export const historyKindFilters = billingActivityKindValues;
export type HistoryKindFilter = (typeof historyKindFilters)[number] | 'all';

/**
 * The payment history's address (`/billing/history`, and the old `/billing/activity` that redirects there): bad
 * filters, search text or cursors fall back to the first page of the whole history.
 */
export const paymentHistorySearch = z.lazy(() =>
  z.extend(cursorSearch, {
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    kind: z.catch(z._default(z.enum(['all', ...historyKindFilters]), 'all'), 'all'),
  }),
);

/** The contract's id parameters (`opaqueId`), rebuilt here so a route does not load the billing contract. */
export const invoiceIdParam = opaqueId('inv_');
export const cardSetupIdParam = opaqueId('cset_');
export const paymentIdParam = opaqueId('pay_');

/** The area's reads, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadBillingQueries = () => import('./api/billing-queries');
