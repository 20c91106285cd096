import { hostingRoutes } from '../endpoints/hosting';

/** The hosting account list and an account (src/features/hosting/api/hosting-queries.ts). */
export const hostingReads = {
  /** A page of the list; the first screen's is the first page without a filter. */
  list: (filter: { serviceStatus?: string | undefined; cursor?: string | undefined } = {}) => ({
    route: hostingRoutes.list,
    query: { serviceStatus: filter.serviceStatus, cursor: filter.cursor, limit: 20 },
  }),
  /** A page of 100 under the list's filter: the CSV download reads every page, as few as it can. */
  exportPage: (filter: { serviceStatus?: string | undefined; cursor?: string | undefined }) => ({
    route: hostingRoutes.list,
    query: { serviceStatus: filter.serviceStatus, cursor: filter.cursor, limit: 100 },
  }),
  /** One page of 100 without a filter: how many accounts there are (the API sends no total). */
  total: () => ({ route: hostingRoutes.list, query: { limit: 100 } }),
  detail: (accountId: string) => ({ route: hostingRoutes.detail, params: { accountId } }),
};
