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
