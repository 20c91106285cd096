/**
 * The kit's sort rule, for `KitList`'s headers and `KitSortHeaders` (a list whose body the kit does not draw): its
 * own module, so that a screen with only the kit's toolbar (the public catalog) does not load the whole kit list.
 */

/** Where a click on a sort control goes: ascending first, then the other way. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}

/** What a sort control's `aria-sort` says of the URL's `sort`. */
export function sortDirection(current: string, key: string): 'ascending' | 'descending' | 'none' {
  return current === key ? 'ascending' : current === `-${key}` ? 'descending' : 'none';
}
