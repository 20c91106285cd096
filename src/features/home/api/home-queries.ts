import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { callRead } from '@/api/call';
import { ApiError } from '@/api/client';
import { homeReads, type HomeAreaPath, type HomeRead, type HomeReadName } from '@/api/home-reads';
import { areaKeys, queryRoots, type QueryRoot } from '@/api/query-roots';
import { homePages } from './home-rows';

/**
 * Home's reads (src/api/home-reads.ts names them). Each is keyed under its area's lists (`[root, 'list', { home }]`),
 * so every write of an area that refreshes its lists refreshes Home too, without Home importing the area. Parsed
 * with Home's own slim rows (home-rows.ts), which read the members Home uses as the contract's schemas do.
 *
 * A read the key may not make (403: scopes not known beforehand) or an endpoint the server does not have (404:
 * a server without billing) is `null`: the area is left out, without an error. Any other failure is the area's
 * error, shown in its place with a retry.
 */

/**
 * How long Home's list waits for its last read before it shows what the others found (ms from when the reads start: the
 * route's loader waits for them up to it, then the page). Here, not in the page's module: the route's loader reads it,
 * and the loader is in the app's first chunk (the page's module there was 15 KB gzip on every first screen). Until then
 * it shows nothing rather than a list the later answers would reorder: an overdue invoice answered last would go above
 * the items already shown, pushing them (and the one about to be tapped) down the screen. The reads leave together and
 * answer within about a second of the page on a phone (`npm run bench`); a read slower than this wait no longer holds
 * the others back, and its items join the list when it answers.
 */
export const ATTENTION_WAIT_MS = 3000;

const schemas = homePages;

type Schemas = typeof schemas;
export type HomeData<N extends HomeReadName> = z.output<Schemas[N]>;

const roots: Record<HomeRead['area'], QueryRoot> = {
  '/vps': queryRoots.vps,
  '/hosting': queryRoots.hosting,
  '/domains': queryRoots.domains,
  '/orders': queryRoots.orders,
  '/billing/invoices': queryRoots.billing,
  '/support/tickets': queryRoots.tickets,
};

/** Left out without an error: not allowed for this key, or not on this server. */
export function isAbsent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** The invoices' key sits under billing's invoice lists, where billing's writes refresh them. */
function keyOf(name: HomeReadName, read: HomeRead) {
  const root = roots[read.area];
  const lists = root === queryRoots.billing ? ([...root, 'invoices', 'list'] as const) : areaKeys(root).lists();
  return [...lists, { home: name, ...read.query }] as const;
}

const ALL_READS = Object.keys(homeReads(0)) as HomeReadName[];

/** The reads of the areas the key can read (`areas`), all at once; the others are not asked. */
export function homeReadNames(areas: readonly HomeAreaPath[], nowMs: number): HomeReadName[] {
  const reads = homeReads(nowMs);
  return ALL_READS.filter((name) => areas.includes(reads[name].area));
}

export const homeQueries = {
  read: <N extends HomeReadName>(name: N, nowMs: number) => {
    const read = homeReads(nowMs)[name];
    return queryOptions({
      queryKey: keyOf(name, read),
      queryFn: async ({ signal }): Promise<HomeData<N> | null> => {
        try {
          return (await callRead(read.route, read, signal, schemas[name])) as HomeData<N>;
        } catch (error) {
          if (isAbsent(error)) return null;
          throw error;
        }
      },
    });
  },
};
