import { opaqueId } from '@/api/schemas/common';
import type { OrderStatus, OrderType } from '@/api/schemas/orders';

/**
 * What the order routes validate in the URL, apart from the contract module on purpose: route files are in
 * the entry (every first screen), `api/schemas/orders.ts` is not. Only types come from it; the compiler and
 * `order-route-params.test.ts` keep these lists in step with the contract.
 */

export const orderStatusFilters = [
  'pending',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const satisfies readonly Exclude<OrderStatus, 'unknown'>[];
export const orderTypeFilters = ['new', 'renew', 'upgrade', 'transfer'] as const satisfies readonly Exclude<
  OrderType,
  'unknown'
>[];
// A status or type the contract gains and these lists lack is a type error here.
type MissingStatus = Exclude<Exclude<OrderStatus, 'unknown'>, (typeof orderStatusFilters)[number]>;
type MissingType = Exclude<Exclude<OrderType, 'unknown'>, (typeof orderTypeFilters)[number]>;
export const orderFiltersAreComplete: [MissingStatus | MissingType] extends [never] ? true : never = true;

/** The contract's `orderIdParam` (`opaqueId('ord_')`), rebuilt here so a route does not load the orders contract. */
export const orderIdParam = opaqueId('ord_');

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadOrderQueries = () => import('./api/order-queries');
