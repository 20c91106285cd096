import { queryOptions } from '@tanstack/react-query';
import { callRead } from '@/api/call';
import { hostingEndpoints as api } from '@/api/endpoints/hosting-io';
import { hostingReads } from '@/api/first-reads/hosting';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type { HostingStatusFilter } from '@/features/hosting/hosting-route-params';
import { cursorPages } from '@/ui/kit-pages';

const keys = areaKeys(queryRoots.hosting);

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
        callRead(api.list, hostingReads.list({ serviceStatus: params.status, cursor: params.cursor }), signal),
    }),
  /** The list's pages under the server's status filter, read one after the other by "Show more" (the kit list). */
  listPages: (params: { status?: HostingStatusFilter | undefined }) =>
    cursorPages(keys.list({ status: params.status, pages: true }), (cursor, signal) =>
      callRead(api.list, hostingReads.list({ serviceStatus: params.status, cursor }), signal),
    ),
  /** One page of 100 under the list's status filter: the CSV download reads every page. */
  readExportPage:
    (params: { status?: HostingStatusFilter | undefined }) => (cursor: string | undefined, signal: AbortSignal) =>
      callRead(api.list, hostingReads.exportPage({ serviceStatus: params.status, cursor }), signal),
  /**
   * How many accounts there are, for the list's "2 of 5": one page of 100 without a filter (the API sends no
   * total); null when there are more than that.
   */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) => callRead(api.list, hostingReads.total(), signal),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => callRead(api.detail, hostingReads.detail(id), signal),
    }),
};
