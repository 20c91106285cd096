import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { pathSegment } from '@/api/path-segment';
import { hostingAccount, hostingAccountListPage } from '@/api/schemas/hosting';
import type { HostingStatusFilter } from '@/features/hosting/hosting-route-params';

const keys = areaKeys(queryRoots.hosting);
export const hostingPath = (id: string) => `/api/v2/shared-hosting/${pathSegment(id)}`;

export interface HostingListParams {
  status?: HostingStatusFilter | undefined;
  cursor?: string | undefined;
}

/**
 * The list and one account: what the list screen (a first screen) loads. An account's sections are in
 * `hosting-section-queries.ts` and every write in `hosting-mutations.ts`, so the list never loads them.
 */
export const hostingQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: HostingListParams) =>
    queryOptions({
      queryKey: keys.list({ status: params.status, cursor: params.cursor }),
      queryFn: ({ signal }) =>
        apiRequest(hostingAccountListPage, '/api/v2/shared-hosting', {
          query: { serviceStatus: params.status, cursor: params.cursor, limit: 20 },
          signal,
        }),
    }),
  /**
   * How many accounts there are, for the list's "2 of 5": one page of 100 without a filter (the API sends no
   * total); null when there are more than that.
   */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) =>
        apiRequest(hostingAccountListPage, '/api/v2/shared-hosting', { query: { limit: 100 }, signal }),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(hostingAccount, hostingPath(id), { signal }),
    }),
};
