import { screen } from '@testing-library/react';

/**
 * For the tests that hold a list's boot-drawn first rows (src/boot/first-rows.ts) to the rows React draws: the
 * table React drew, and the boot's markup as the browser reads it into the page, both as markup.
 */

/** The list's table React drew (the kit's DataTable), as markup. */
export function drawnTable(): string {
  const table = screen.getByRole('table').closest('.data-table');
  if (!table) throw new Error('no data table');
  return table.outerHTML;
}

/** `markup` as the browser reads it into the page, written back out (the DOM it makes, compared as markup). */
export function parsedMarkup(markup: string | null): string | null {
  if (markup === null) return null;
  const box = document.createElement('div');
  box.innerHTML = markup;
  return box.innerHTML;
}
