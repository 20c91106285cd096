import { queryOptions } from '@tanstack/react-query';
import { callRead } from '@/api/call';
import { vpsRoutes } from '@/api/endpoints/vps';
import { vpsReads } from '@/api/first-reads/vps';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { vps, vpsListPage } from '@/api/schemas/vps';
import { cursorPages } from '@/ui/kit-pages';
import type { VpsStatusFilter } from '@/features/vps/vps-route-params';

const keys = areaKeys(queryRoots.vps);

/** A filter of the VPS list as the URL holds it. */
export interface VpsListParams {
  q?: string | undefined;
  status?: VpsStatusFilter | undefined;
  cursor?: string | undefined;
}

/**
 * Keys under `queryRoots.vps`: the list and a server itself, what the server list (a first screen) needs.
 * Every section of a server nests under its detail key (`vps-section-queries.ts`), so a finished job that
 * invalidates `detail(id)` refreshes the header and every section at once. They call the routes (`vps.ts`) with the
 * schemas of this module's chunk: the area's whole table (`vps-io.ts`) would bring every section's contract into the
 * server list, a first screen (about 6 KB gzip).
 */
export const vpsQueries = {
  all: keys.all,
  lists: keys.lists,
  list: (params: VpsListParams) =>
    queryOptions({
      queryKey: keys.list({ q: params.q, status: params.status, cursor: params.cursor }),
      queryFn: ({ signal }) => callRead(vpsRoutes.list, vpsReads.list(params), signal, vpsListPage),
    }),
  /** The list's pages under the server's filters, read one after the other by "Show more" (the kit list). */
  listPages: (params: Omit<VpsListParams, 'cursor'>) =>
    cursorPages(keys.list({ q: params.q, status: params.status, pages: true }), (cursor, signal) =>
      callRead(vpsRoutes.list, vpsReads.list({ ...params, cursor }), signal, vpsListPage),
    ),
  /** One page of 100 under the list's filters: the CSV download reads every page. */
  readExportPage: (params: Omit<VpsListParams, 'cursor'>) => (cursor: string | undefined, signal: AbortSignal) =>
    callRead(vpsRoutes.list, vpsReads.exportPage({ ...params, cursor }), signal, vpsListPage),
  /**
   * How many servers there are, for the list's "6 of 12": one page of 100 without a filter (the API sends no
   * total); null when there are more than that.
   */
  total: () =>
    queryOptions({
      queryKey: keys.list({ total: true }),
      queryFn: ({ signal }) => callRead(vpsRoutes.list, vpsReads.total(), signal, vpsListPage),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
    }),
  details: keys.details,
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => callRead(vpsRoutes.detail, vpsReads.detail(id), signal, vps),
    }),
};
