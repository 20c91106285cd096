import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  forFilter,
  isEmpty,
  isSelected,
  loadedState,
  matchKey,
  selectMatching,
  selectedCount,
  toDomainSelection,
  toggleLoaded,
  toggleRow,
  withTotal,
} from './domain-list-selection';

const a = { id: 'dom_a', name: 'a.se' };
const b = { id: 'dom_b', name: 'b.se' };
const c = { id: 'dom_c', name: 'c.se' };

describe('selecting rows one by one', () => {
  it('ticks and unticks, counting the named domains', () => {
    let s = toggleRow(emptySelection, a, true);
    s = toggleRow(s, b, true);
    s = toggleRow(s, a, true); // twice is once
    expect(selectedCount(s)).toBe(2);
    expect(isSelected(s, a.id)).toBe(true);
    s = toggleRow(s, a, false);
    expect(isSelected(s, a.id)).toBe(false);
    expect(toDomainSelection(s)).toEqual({ kind: 'some', domains: [b] });
    expect(isEmpty(toggleRow(s, b, false))).toBe(true);
  });

  it('the header checkbox selects the loaded rows, then (all selected) unselects them, keeping others', () => {
    const picked = toggleRow(emptySelection, { id: 'dom_elsewhere', name: 'x.se' }, true);
    expect(loadedState(picked, [a, b])).toBe('none');
    const all = toggleLoaded(picked, [a, b]);
    expect(loadedState(all, [a, b])).toBe('all');
    expect(selectedCount(all)).toBe(3);
    expect(loadedState(toggleRow(all, a, false), [a, b])).toBe('some');
    // From "some", the header selects every loaded row.
    expect(loadedState(toggleLoaded(toggleRow(all, a, false), [a, b]), [a, b])).toBe('all');
    const none = toggleLoaded(all, [a, b]);
    expect(toDomainSelection(none)).toEqual({ kind: 'some', domains: [{ id: 'dom_elsewhere', name: 'x.se' }] });
  });
});

describe('selecting every domain matching the filter', () => {
  const filter = { q: 'nord', status: 'active' as const, tld: 'se', sort: '-name' as const };

  it('holds the filter and the count, not the domains; unticking a row excludes it', () => {
    let s = selectMatching(filter, 1648);
    expect(selectedCount(s)).toBe(1648);
    expect(isSelected(s, 'dom_never_loaded')).toBe(true);
    s = toggleRow(s, a, false);
    expect(selectedCount(s)).toBe(1647);
    expect(isSelected(s, a.id)).toBe(false);
    expect(toDomainSelection(s)).toEqual({ kind: 'matching', filter, except: new Set([a.id]), count: 1647 });
    s = toggleRow(s, a, true);
    expect(selectedCount(s)).toBe(1648);
  });

  it('the header checkbox unticks and reticks the loaded rows through `except`', () => {
    const s = toggleLoaded(selectMatching(filter, 10), [a, b, c]);
    expect(loadedState(s, [a, b, c])).toBe('none');
    expect(selectedCount(s)).toBe(7);
    expect(selectedCount(toggleLoaded(s, [a, b, c]))).toBe(10);
  });

  it('without a count from the server the count is unknown (null), never a guess; it is filled in once known', () => {
    const s = toggleRow(selectMatching(filter, null), a, false);
    expect(selectedCount(s)).toBeNull();
    expect(isEmpty(s)).toBe(false);
    expect(toDomainSelection(s)).toMatchObject({ kind: 'matching', count: null });
    expect(selectedCount(withTotal(s, filter, 20))).toBe(19);
    // A count for another filter is not this selection's.
    expect(selectedCount(withTotal(s, { ...filter, q: 'sol' }, 20))).toBeNull();
    expect(selectedCount(withTotal(selectMatching(filter, 5), filter, 20))).toBe(5);
  });

  it('all unticked is an empty selection', () => {
    const s = toggleLoaded(selectMatching(filter, 2), [a, b]);
    expect(isEmpty(s)).toBe(true);
  });
});

describe('a changed filter', () => {
  const filter = { q: 'nord', tld: 'se' };

  it('clears "all matching" when the text, status or TLD changes, keeps it for a new sort', () => {
    const s = selectMatching(filter, 40);
    expect(forFilter(s, { ...filter, sort: '-expiresAt' })).toBe(s);
    expect(forFilter(s, { ...filter, q: ' NORD ' })).toBe(s);
    expect(forFilter(s, { ...filter, q: 'nords' })).toBe(emptySelection);
    expect(forFilter(s, { ...filter, tld: 'nu' })).toBe(emptySelection);
    expect(forFilter(s, { ...filter, status: 'expired' })).toBe(emptySelection);
  });

  it('keeps rows picked one by one (named, so they stay what the user picked)', () => {
    const s = toggleRow(emptySelection, a, true);
    expect(forFilter(s, { q: 'other' })).toBe(s);
  });

  it('compares filters as the server does: blank text is none, case does not matter', () => {
    expect(matchKey({ q: '  ' })).toBe(matchKey({}));
    expect(matchKey({ q: 'Nord' })).toBe(matchKey({ q: 'nord' }));
    expect(matchKey({ sort: 'name' })).toBe(matchKey({ sort: '-expiresAt' }));
  });
});
