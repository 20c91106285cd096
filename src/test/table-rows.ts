import { screen, within } from '@testing-library/react';

/** The row of `table` whose text contains `text` (the first, should there be several). */
export function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
}

/** The row whose title cell (the kit's data table: `.data-table__title`) says `text`, once it is on screen. */
export async function findRowByTitle(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: '.data-table__title' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`${text} is in no table row`);
  return row;
}

/**
 * The title of each body row of `table`, in its order: the text of the row's first `selector` (the kit data
 * table's title cell by default; `strong` where a list marks its title so).
 */
export function rowTitles(table: HTMLElement, selector = '.data-table__title'): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector(selector)?.textContent ?? '');
}
