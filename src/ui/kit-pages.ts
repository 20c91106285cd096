import { useCallback, useMemo } from 'react';
import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** A page of a cursor list as the client reads it (`listPage`). */
export interface CursorPage<T> {
  data: T[];
  dropped: number;
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * The pages of a kit list as one infinite query: the first page from no cursor (the same request as the boot's
 * early read, so the first screen takes it over), each next from the last page's `nextCursor`. A loader awaits
 * the first page with `ensureInfiniteQueryData`; "Show more" reads the next.
 */
export function cursorPages<T, K extends QueryKey>(
  queryKey: K,
  read: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: CursorPage<T>) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

/** What a kit list shows of its pages: every row read, the rows dropped as malformed, and whether more follow. */
export interface KitPages<Row> {
  /** The first page is here (before it, the list says it is loading, never "No orders yet"). */
  loaded: boolean;
  rows: readonly Row[];
  dropped: number;
  hasMore: boolean;
  fetchingMore: boolean;
  /** Reading the next page failed (the list offers to try again). */
  moreFailed: boolean;
  showMore: () => void;
}

/** A kit list's pages from an infinite query's result (rows kept while the pages stay the same). */
export function useKitPages<Row>(query: {
  data: InfiniteData<CursorPage<Row>, unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}): KitPages<Row> {
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.data) ?? [], [pages]);
  const { fetchNextPage } = query;
  // Never two reads of the next page at once (a second would cancel and restart the first).
  const showMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return {
    loaded: pages !== undefined,
    rows,
    dropped: pages?.reduce((sum, page) => sum + page.dropped, 0) ?? 0,
    hasMore: query.hasNextPage,
    fetchingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    showMore,
  };
}
