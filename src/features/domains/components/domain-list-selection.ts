import type { DomainRef, DomainSelection } from '@/features/domains/api/domain-selection';
import type { DomainListFilter } from '@/features/domains/domain-route-params';

/**
 * The list's selection, as the screen keeps it: rows picked one by one, or every domain matching a filter minus
 * the rows unticked since (`except`), with `total` the server's count of all matches (null: not known). Pure
 * functions, so the rules are tested without a screen; `toDomainSelection` hands the bulk actions what they take.
 */
export type ListSelection =
  | { kind: 'some'; domains: readonly DomainRef[] }
  | { kind: 'matching'; filter: DomainListFilter; except: ReadonlySet<string>; total: number | null };

export const emptySelection: ListSelection = { kind: 'some', domains: [] };

/**
 * What decides which domains match: the text, status and TLD (not the sort). Blank text is no filter, and text is
 * compared as the server does (case-insensitive).
 */
export function matchKey(filter: DomainListFilter): string {
  return JSON.stringify([filter.q?.trim().toLowerCase() || null, filter.status ?? null, filter.tld ?? null]);
}

export function isSelected(selection: ListSelection, id: string): boolean {
  return selection.kind === 'matching' ? !selection.except.has(id) : selection.domains.some((d) => d.id === id);
}

/** Ticks or unticks one row. In a `matching` selection, unticking adds the row to `except`. */
export function toggleRow(selection: ListSelection, ref: DomainRef, selected: boolean): ListSelection {
  if (selection.kind === 'matching') {
    const except = new Set(selection.except);
    if (selected) except.delete(ref.id);
    else except.add(ref.id);
    return { ...selection, except };
  }
  const without = selection.domains.filter((d) => d.id !== ref.id);
  return { kind: 'some', domains: selected ? [...without, ref] : without };
}

/** Whether every, some or none of the loaded rows are selected (the header checkbox). */
export function loadedState(selection: ListSelection, loaded: readonly DomainRef[]): 'all' | 'some' | 'none' {
  let picked = 0;
  for (const ref of loaded) if (isSelected(selection, ref.id)) picked += 1;
  if (picked === 0) return 'none';
  return picked === loaded.length ? 'all' : 'some';
}

/** The header checkbox: selects every loaded row, or (when all are selected) unselects them. */
export function toggleLoaded(selection: ListSelection, loaded: readonly DomainRef[]): ListSelection {
  const select = loadedState(selection, loaded) !== 'all';
  if (selection.kind === 'matching') {
    const except = new Set(selection.except);
    for (const ref of loaded) {
      if (select) except.delete(ref.id);
      else except.add(ref.id);
    }
    return { ...selection, except };
  }
  const ids = new Set(loaded.map((ref) => ref.id));
  const others = selection.domains.filter((d) => !ids.has(d.id));
  return { kind: 'some', domains: select ? [...others, ...loaded] : others };
}

/** Every domain matching `filter`, across pages, without loading them: only the filter and the count are held. */
export function selectMatching(filter: DomainListFilter, total: number | null): ListSelection {
  return { kind: 'matching', filter, except: new Set(), total };
}

/** How many domains are selected; null when the server did not say how many match. */
export function selectedCount(selection: ListSelection): number | null {
  if (selection.kind === 'some') return selection.domains.length;
  return selection.total === null ? null : Math.max(0, selection.total - selection.except.size);
}

export function isEmpty(selection: ListSelection): boolean {
  return selectedCount(selection) === 0;
}

/**
 * A changed filter (the one the rows are listed by now): a `matching` selection is cleared when the text, status or
 * TLD changed, because it would otherwise act on domains the screen no longer shows (a new sort keeps it: the same
 * domains match). Rows picked one by one are kept: they are named, and picking across searches is how a user
 * gathers a few domains from a long list.
 */
export function forFilter(selection: ListSelection, filter: DomainListFilter): ListSelection {
  if (selection.kind === 'matching' && matchKey(selection.filter) !== matchKey(filter)) return emptySelection;
  return selection;
}

/** The known count, once the server said it for the same filter (a selection made before the count arrived). */
export function withTotal(selection: ListSelection, filter: DomainListFilter, total: number | null): ListSelection {
  if (selection.kind !== 'matching' || selection.total !== null || total === null) return selection;
  return matchKey(selection.filter) === matchKey(filter) ? { ...selection, total } : selection;
}

/** What the bulk actions take (`count` is the number selected: the total less the unticked rows). */
export function toDomainSelection(selection: ListSelection): DomainSelection {
  if (selection.kind === 'some') return { kind: 'some', domains: selection.domains };
  return {
    kind: 'matching',
    filter: selection.filter,
    except: selection.except,
    count: selectedCount(selection),
  };
}
