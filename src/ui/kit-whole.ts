import { useMemo } from 'react';
import type { CursorPage, KitPages } from './kit-pages';

/**
 * A kit list over a list the API sends whole (the account's API keys, team, sessions, the plan catalog read to its
 * end): every row is on the client, so the status filter and the sort are applied here, there is no "Show more",
 * and "Download CSV" reads the same rows again without a request.
 */

const nothingMore = () => undefined;

/** The kit's pages of rows already read whole (`dropped`: the items the list's schema could not read). */
export function useWholePages<Row>(rows: readonly Row[], dropped: number): KitPages<Row> {
  return useMemo(
    () => ({
      loaded: true,
      rows,
      dropped,
      hasMore: false,
      fetchingMore: false,
      moreFailed: false,
      showMore: nothingMore,
    }),
    [rows, dropped],
  );
}

/** The CSV's one "page" of a whole list: the rows under the list's status filter and sort, nothing more to read. */
export function wholeReadPage<Row>(rows: readonly Row[], dropped: number) {
  return (): Promise<CursorPage<Row>> =>
    Promise.resolve({ data: [...rows], dropped, hasMore: false, nextCursor: null });
}

/** A sort value for a column: a text (compared in the customer's language), a number or a time, or nothing. */
export type SortValue = string | number | null | undefined;

/**
 * `rows` in the order of `sort` (`name`, `-name`; `''`: as the server sent them) by the column's value in `keys`;
 * rows without a value go last either way, ties keep the server's order.
 */
export function sortWhole<Row>(
  rows: readonly Row[],
  sort: string,
  keys: Readonly<Record<string, (row: Row) => SortValue>>,
  locale: string,
): readonly Row[] {
  const descending = sort.startsWith('-');
  const key = keys[descending ? sort.slice(1) : sort];
  if (!key) return rows;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = descending ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      const left = a.value;
      const right = b.value;
      const leftMissing = left === null || left === undefined;
      const rightMissing = right === null || right === undefined;
      if (leftMissing || rightMissing) return leftMissing && rightMissing ? a.index - b.index : leftMissing ? 1 : -1;
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** A timestamp as a sort value (malformed or missing: none). */
export function timeValue(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
