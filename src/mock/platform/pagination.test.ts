import { describe, expect, it } from 'vitest';
import { ticketListPage } from '@/api/schemas/tickets';
import { expectProblem, mockHarness } from '@/mock/test-utils';
import { decodeCursor, encodeCursor, paginate, type SortPosition } from './pagination';
import { ProblemError } from './problems';

interface Item {
  id: string;
  at: string;
}

const position = (item: Item): SortPosition => ({ key: item.at, id: item.id });

function items(count: number): Item[] {
  // Two items share each timestamp so the id tie-break matters.
  return Array.from({ length: count }, (_, index) => ({
    id: `itm_${String(index).padStart(3, '0')}`,
    at: `2026-11-${String(1 + Math.floor(index / 2)).padStart(2, '0')}T00:00:00.000Z`,
  }));
}

function walk(list: readonly Item[], limit: number, direction?: 'asc' | 'desc'): string[] {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = paginate(list, position, { limit, cursor }, direction ? { direction } : {});
    seen.push(...page.data.map((item) => item.id));
    if (!page.hasMore) {
      expect(page.nextCursor).toBeNull();
      return seen;
    }
    expect(page.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    cursor = page.nextCursor ?? undefined;
  }
  throw new Error('too many pages');
}

function problemOf(run: () => unknown): ProblemError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('expected a ProblemError');
}

describe('paginate', () => {
  it('pages newest first by default, oldest first on request, with ties broken by id', () => {
    const list = items(7);
    const desc = walk(list, 3);
    expect(desc).toEqual(list.map((item) => item.id).reverse());
    expect(walk(list, 2, 'asc')).toEqual(list.map((item) => item.id));
    const first = paginate(list, position, { limit: 3 });
    expect(first).toMatchObject({ hasMore: true });
    expect(first.data).toHaveLength(3);
    const all = paginate(list, position, { limit: 7 });
    expect(all).toMatchObject({ hasMore: false, nextCursor: null });
    expect(paginate([], position, { limit: 20 })).toEqual({ data: [], hasMore: false, nextCursor: null });
  });

  it('keeps a cursor stable when items are added, removed or moved', () => {
    const list = items(10);
    const first = paginate(list, position, { limit: 4 });
    const cursor = first.nextCursor ?? undefined;
    const last = first.data[3];
    if (!cursor || !last) throw new Error('expected a second page');
    // A newer item arrives, the item the cursor points at is deleted, and a page-1 item becomes the newest.
    const changed = list
      .filter((item) => item.id !== last.id)
      .map((item) => (item.id === first.data[0]?.id ? { ...item, at: '2027-01-01T00:00:00.000Z' } : item));
    changed.push({ id: 'itm_new', at: '2027-02-01T00:00:00.000Z' });
    const second = paginate(changed, position, { limit: 100, cursor });
    expect(second.data.map((item) => item.id)).toEqual(
      list
        .slice(0, 6)
        .map((item) => item.id)
        .reverse(),
    );
  });

  it('rejects cursors it did not issue with a 400 at /query/cursor, never a 500', () => {
    const list = items(3);
    const forged = [
      'not*base64',
      'bm90IGpzb24',
      Buffer.from('{"v":2,"k":"a","i":"b"}').toString('base64url'),
      Buffer.from('{"v":1,"k":{"x":1},"i":"b"}').toString('base64url'),
      Buffer.from('{"v":1,"k":"a"}').toString('base64url'),
      Buffer.from('null').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
      '',
    ];
    for (const cursor of forged) {
      const problem = problemOf(() => paginate(list, position, { limit: 2, cursor }));
      expect(problem.init, cursor).toMatchObject({
        status: 400,
        code: 'invalid_request',
        errors: [expect.objectContaining({ pointer: '/query/cursor', code: 'invalid_request' })],
      });
    }
    // Numeric sort keys round-trip.
    expect(decodeCursor(encodeCursor({ key: 42, id: 'x' }))).toEqual({ key: 42, id: 'x' });
  });
});

describe('list limits over HTTP (tickets use the helper)', () => {
  it('follows paginationQuery: 1..100, default 20, >100 its own code, anything else invalid_request', async () => {
    const { call, parse, makeWorld } = mockHarness();
    const world = await makeWorld();
    const key = world.keys.full;
    const tickets = '/api/v2/support/tickets';
    expect((await parse(await call(tickets, { key }), ticketListPage)).data).toHaveLength(20);
    expect((await parse(await call(`${tickets}?limit=1`, { key }), ticketListPage)).data).toHaveLength(1);
    expect((await call(`${tickets}?limit=100`, { key })).status).toBe(200);
    for (const limit of ['101', '1000', '1e3']) {
      const problem = await expectProblem(
        await call(`${tickets}?limit=${limit}`, { key }),
        400,
        'invalid_pagination_limit',
      );
      expect(problem.errors, limit).toEqual([
        expect.objectContaining({ pointer: '/query/limit', code: 'invalid_pagination_limit' }),
      ]);
    }
    for (const limit of ['0', '-5', '2.5', 'abc', '']) {
      const problem = await expectProblem(await call(`${tickets}?limit=${limit}`, { key }), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer, limit).toBe('/query/limit');
    }
    for (const cursor of ['%00', 'x'.repeat(600), Buffer.from('{"v":1,"k":[],"i":1}').toString('base64url')]) {
      const problem = await expectProblem(await call(`${tickets}?cursor=${cursor}`, { key }), 400, 'invalid_request');
      expect(problem.errors?.[0]?.pointer).toBe('/query/cursor');
    }
  });
});
