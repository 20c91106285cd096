import { describe, expect, it } from 'vitest';
import { firstPageItems } from './first-rows';

/** Items are numbers here; anything else is one the list would drop. */
const read = (item: unknown) => (typeof item === 'number' ? item : null);

describe('a first page the boot script draws rows from', () => {
  it('gives its items when the list would show them all as rows', () => {
    expect(firstPageItems({ data: [1, 2], hasMore: false, nextCursor: null }, read)).toEqual([1, 2]);
    expect(firstPageItems({ data: [3], hasMore: true, nextCursor: 'c2' }, read)).toEqual([3]);
  });

  it('gives nothing for a page the list would show as an error, empty or with a note', () => {
    // The list's schema reads a page with both members or fails it: the app shows an error, not rows.
    expect(firstPageItems({ data: [1], nextCursor: null }, read)).toBeNull();
    expect(firstPageItems({ data: [1], hasMore: 'no', nextCursor: null }, read)).toBeNull();
    expect(firstPageItems({ data: [1], hasMore: true }, read)).toBeNull();
    expect(firstPageItems({ data: [1], hasMore: true, nextCursor: 7 }, read)).toBeNull();
    expect(firstPageItems({ data: 'rows', hasMore: false, nextCursor: null }, read)).toBeNull();
    expect(firstPageItems([1], read)).toBeNull();
    expect(firstPageItems(null, read)).toBeNull();
    // No item: the list says there is none.
    expect(firstPageItems({ data: [], hasMore: false, nextCursor: null }, read)).toBeNull();
    // An item the list would drop, and say so under the rows.
    expect(firstPageItems({ data: [1, 'two'], hasMore: false, nextCursor: null }, read)).toBeNull();
  });
});
