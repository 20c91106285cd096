import type { z } from 'zod';
import type { ListPage } from '@/api/schemas/common';
import { ProblemError, invalidRequest, jsonPointer } from './problems';

/**
 * Keyset pagination, written once for every list (ledger "Lists"). An area filters its items, says how they sort
 * (`position`: a sort key plus the id as tie-breaker) and passes the parsed `paginationQuery`; `paginate` answers
 * `{ data, hasMore, nextCursor }`. The cursor is the opaque base64url of the last item's position, so it stays
 * valid when items are added, removed or move: the next page starts after that position, wherever it now is.
 */

export const MAX_PAGE_SIZE = 100;

export type SortKey = string | number;

export interface SortPosition {
  key: SortKey;
  id: string;
}

export type SortDirection = 'asc' | 'desc';

export interface PageQuery {
  limit: number;
  cursor?: string | undefined;
}

export function encodeCursor(position: SortPosition): string {
  return Buffer.from(JSON.stringify({ v: 1, k: position.key, i: position.id }), 'utf8').toString('base64url');
}

/** The position a cursor holds, or null for anything this server did not issue. */
export function decodeCursor(cursor: string): SortPosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const bytes = Buffer.from(cursor, 'base64url');
  // Decoding forgives stray trailing characters; only the exact text this server wrote is its cursor.
  if (bytes.toString('base64url') !== cursor) return null;
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const v: unknown = Reflect.get(parsed, 'v');
    const k: unknown = Reflect.get(parsed, 'k');
    const i: unknown = Reflect.get(parsed, 'i');
    if (v !== 1 || typeof i !== 'string') return null;
    if (typeof k === 'string' || (typeof k === 'number' && Number.isFinite(k))) return { key: k, id: i };
    return null;
  } catch {
    return null;
  }
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Ascending order of positions: by key, then by id. */
export function comparePositions(a: SortPosition, b: SortPosition): number {
  const byKey = compareKeys(a.key, b.key);
  if (byKey !== 0) return byKey;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function badCursor(): ProblemError {
  return invalidRequest([
    {
      pointer: jsonPointer('query', ['cursor']),
      detail: 'The cursor is not one this server issued.',
      code: 'invalid_request',
    },
  ]);
}

/**
 * One page of `items` (already filtered to what the caller may see). Default order is newest first (`desc`).
 * A cursor this server did not issue is a 400 `invalid_request` at `/query/cursor`, never a 500.
 */
export function paginate<T>(
  items: readonly T[],
  position: (item: T) => SortPosition,
  query: PageQuery,
  options: { direction?: SortDirection } = {},
): ListPage<T> {
  const sign = options.direction === 'asc' ? 1 : -1;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && after === null) throw badCursor();
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.limit)));
  const ordered = items
    .map((item) => ({ item, at: position(item) }))
    .sort((a, b) => sign * comparePositions(a.at, b.at));
  const remaining = after ? ordered.filter((entry) => sign * comparePositions(entry.at, after) > 0) : ordered;
  const page = remaining.slice(0, limit);
  const hasMore = remaining.length > page.length;
  const last = page[page.length - 1];
  return {
    data: page.map((entry) => entry.item),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.at) : null,
  };
}

/**
 * Limit rules of `paginationQuery` as the spec words them: above 100 is its own code, `invalid_pagination_limit`
 * (pointer `/query/limit`); below 1 or not an integer stays a plain `invalid_request` (returns null here).
 */
export function paginationLimitProblem(issues: readonly z.core.$ZodIssue[]): ProblemError | null {
  const tooBig = issues.find(
    (issue) => issue.code === 'too_big' && issue.path.length === 1 && issue.path[0] === 'limit',
  );
  if (!tooBig) return null;
  return new ProblemError({
    status: 400,
    code: 'invalid_pagination_limit',
    detail: `limit must be between 1 and ${MAX_PAGE_SIZE}.`,
    errors: [
      {
        pointer: jsonPointer('query', ['limit']),
        detail: `limit must be at most ${MAX_PAGE_SIZE}.`,
        code: 'invalid_pagination_limit',
      },
    ],
  });
}
