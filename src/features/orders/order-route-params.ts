import { opaqueId } from '@/api/schemas/common';
import { orderStatusValues, orderTypeValues } from '@/api/schemas/orders-values';

/**
 * What the order routes validate in the URL, apart from the contract module on purpose: route files are in
 * the entry (every first screen), `api/schemas/orders.ts` is not. Only types come from it; the compiler and
 * `order-route-params.test.ts` keep these lists in step with the contract.
 */

export const orderStatusFilters = orderStatusValues;
export const orderTypeFilters = orderTypeValues;

/** The contract's `orderIdParam` (`opaqueId('ord_')`), rebuilt here so a route does not load the orders contract. */
export const orderIdParam = opaqueId('ord_');

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadOrderQueries = () => import('./api/order-queries');
