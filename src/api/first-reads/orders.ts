import { orderRoutes } from '../endpoints/orders';

/** The order list and an order (src/features/orders/api/order-queries.ts). */
export const orderReads = {
  /** A page of the list; the first screen's is the first page without a filter. */
  list: (filter: { status?: string | undefined; type?: string | undefined; cursor?: string | undefined } = {}) => ({
    route: orderRoutes.list,
    query: { status: filter.status, type: filter.type, cursor: filter.cursor, limit: 20 },
  }),
  /** A page of 100 under the list's filters: the CSV download reads every page, as few as it can. */
  exportPage: (filter: { status?: string | undefined; type?: string | undefined; cursor?: string | undefined }) => ({
    route: orderRoutes.list,
    query: { status: filter.status, type: filter.type, cursor: filter.cursor, limit: 100 },
  }),
  /** One page of 100 without a filter: how many orders there are (the API sends no total). */
  total: () => ({ route: orderRoutes.list, query: { limit: 100 } }),
  detail: (id: string) => ({ route: orderRoutes.detail, params: { id } }),
};
