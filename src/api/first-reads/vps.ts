import { vpsRoutes } from '../endpoints/vps';

/** The server list and a server (src/features/vps/api/vps-queries.ts, vps-metrics-queries.ts). */
export const vpsReads = {
  /** A page of the list; the first screen's is the first page without a filter. */
  list: (filter: { q?: string | undefined; status?: string | undefined; cursor?: string | undefined } = {}) => ({
    route: vpsRoutes.list,
    query: { q: filter.q, status: filter.status, cursor: filter.cursor, limit: 20 },
  }),
  /** A page of 100 under the list's filters: the CSV download reads every page, as few as it can. */
  exportPage: (filter: { q?: string | undefined; status?: string | undefined; cursor?: string | undefined }) => ({
    route: vpsRoutes.list,
    query: { q: filter.q, status: filter.status, cursor: filter.cursor, limit: 100 },
  }),
  /** One page of 100 without a filter: how many servers there are (the API sends no total). */
  total: () => ({ route: vpsRoutes.list, query: { limit: 100 } }),
  detail: (id: string) => ({ route: vpsRoutes.detail, params: { id } }),
  metrics: (id: string, timeframe: string) => ({ route: vpsRoutes.metrics, params: { id }, query: { timeframe } }),
};
