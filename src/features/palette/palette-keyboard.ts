/**
 * The listbox's keyboard model (WAI-ARIA combobox with a listbox popup): focus stays in the text field and the
 * highlighted option moves. Down and Up wrap around; Home and End go to the first and last option. Disabled options
 * are highlighted too, so a screen reader reads why they are disabled; Enter on one does nothing.
 */
export type PaletteKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export const isPaletteKey = (key: string): key is PaletteKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';

/** The option highlighted after `key`, from `current` (-1: none) among `count` options; -1 when there are none. */
export function nextHighlight(key: PaletteKey, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
  }
}

/**
 * Keeps the highlight on the same option when the results change under it (a later area's results stream in
 * above or below), else on the first one that is a result (not an area's "Searching…" line), else the first;
 * -1 when there are none.
 */
export function keepHighlight(
  previousId: string | null,
  ids: readonly string[],
  isResult: (id: string) => boolean = () => true,
): number {
  if (ids.length === 0) return -1;
  const index = previousId === null ? -1 : ids.indexOf(previousId);
  if (index >= 0) return index;
  return Math.max(0, ids.findIndex(isResult));
}
