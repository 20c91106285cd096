/**
 * What a kit list has selected, as the domain list does it: rows picked one by one (`ids`), or every row matching
 * the filter (`matching`, without reading them), minus the ones unticked since. It belongs to one filter: a new
 * filter (`filterKey`) starts with nothing selected, so a bulk action never reaches rows the user no longer sees.
 */
export type KitSelection =
  | { kind: 'ids'; filterKey: string; ids: ReadonlySet<string> }
  | { kind: 'matching'; filterKey: string; except: ReadonlySet<string> };

export function emptyKitSelection(filterKey: string): KitSelection {
  return { kind: 'ids', filterKey, ids: new Set() };
}

/** The selection for `filterKey`: the same one, or an empty one when the filter changed. */
export function selectionFor(selection: KitSelection, filterKey: string): KitSelection {
  return selection.filterKey === filterKey ? selection : emptyKitSelection(filterKey);
}

export function isRowSelected(selection: KitSelection, id: string): boolean {
  return selection.kind === 'ids' ? selection.ids.has(id) : !selection.except.has(id);
}

export function toggleKitRow(selection: KitSelection, id: string, selected: boolean): KitSelection {
  if (selection.kind === 'ids') {
    const ids = new Set(selection.ids);
    if (selected) ids.add(id);
    else ids.delete(id);
    return { ...selection, ids };
  }
  const except = new Set(selection.except);
  if (selected) except.delete(id);
  else except.add(id);
  return { ...selection, except };
}

/** The header checkbox: every row shown selected, some, or none. */
export function shownState(selection: KitSelection, shownIds: readonly string[]): 'all' | 'some' | 'none' {
  const count = shownIds.filter((id) => isRowSelected(selection, id)).length;
  return count === 0 ? 'none' : count === shownIds.length ? 'all' : 'some';
}

/** Ticking the header checkbox selects every row shown; unticking it (all were selected) clears them. */
export function toggleShown(selection: KitSelection, shownIds: readonly string[]): KitSelection {
  const select = shownState(selection, shownIds) !== 'all';
  return shownIds.reduce((next, id) => toggleKitRow(next, id, select), selection);
}

export function selectAllMatching(filterKey: string): KitSelection {
  return { kind: 'matching', filterKey, except: new Set() };
}

/** How many are selected; null when "all matching" and the list does not know how many match. */
export function selectedCount(selection: KitSelection, matching: number | null): number | null {
  if (selection.kind === 'ids') return selection.ids.size;
  return matching === null ? null : Math.max(0, matching - selection.except.size);
}

export function isSelectionEmpty(selection: KitSelection): boolean {
  return selection.kind === 'ids' && selection.ids.size === 0;
}

/** The selected rows among `rows` (every row matching the filter, read for the action). */
export function selectedRows<Row>(selection: KitSelection, rows: readonly Row[], idOf: (row: Row) => string): Row[] {
  return rows.filter((row) => isRowSelected(selection, idOf(row)));
}
