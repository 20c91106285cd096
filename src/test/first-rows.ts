import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { setLocale } from '@/i18n';
import { renderRoute, type ResponseRewrite } from './render-route';
import { meWithTax } from './tax';
import type { PriceTax } from '@/ui/format/pricing';
import { firstPageCount, type RowWriting } from '@/ui/first-rows';

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

/** A list's first page as the API sends it, with `data` its items and no next page. */
export const firstPage = (data: unknown[]) => ({ data, hasMore: false, nextCursor: null });

/** `body` (a list page) with one more item per shape: its first item changed by the shape, its id `${prefix}${i}`. */
export function withShapes(body: unknown, shapes: readonly Record<string, unknown>[], prefix: string): unknown {
  const page = body as { data: Record<string, unknown>[] };
  const [first] = page.data;
  return { ...page, data: [...page.data, ...shapes.map((shape, i) => ({ ...first, ...shape, id: `${prefix}${i}` }))] };
}

/**
 * The list at `path` as React draws it, in `locale`, from its first page (`list`, e.g. `GET /api/v2/orders`, changed
 * by `vary`; every other answer by `rewrite`, for a session with `tax`), and the boot's table (`boot`) from that same
 * answer, both as markup; with the answer, and what React's toolbar says above the rows (`count`).
 */
export async function reactAndBootTables(options: {
  path: string;
  locale: 'en' | 'sv';
  list: string;
  boot: (answer: unknown) => string | null;
  vary?: ((body: unknown) => unknown) | undefined;
  rewrite?: ResponseRewrite;
  tax?: PriceTax & { country: string };
}): Promise<{ react: string; boot: string | null; answer: unknown; count: string | null }> {
  const { path, locale, list, boot, vary, rewrite, tax } = options;
  await setLocale(locale, null);
  let answer: unknown;
  const answers: ResponseRewrite = (sent, body) => {
    if (sent !== list) return rewrite?.(sent, body);
    // The first page is read first (the loader); a count of all items after it gets the same rows.
    const rewritten = vary ? vary(body) : body;
    answer ??= rewritten;
    return rewritten;
  };
  await renderRoute(path, tax ? { tax, rewrite: meWithTax(tax, answers) } : { rewrite: answers });
  await screen.findAllByRole('row');
  const count = document.querySelector('.list-toolbar__count')?.textContent ?? null;
  return { react: drawnTable(), boot: parsedMarkup(boot(answer)), answer, count };
}

/**
 * The frame's count beside the boot's rows (`firstPageCount`): what React's toolbar said (`count`) for a first page
 * that is all of the list; none when a next page follows (the list counts them with a read of its own, and the frame
 * keeps saying it is updating).
 */
export function expectFrameCount(answer: unknown, count: string | null, noun: string, write: RowWriting): void {
  expect(count).toMatch(/^\d+ /);
  expect(firstPageCount(answer, noun, write)).toBe(count);
  expect(firstPageCount({ ...(answer as object), hasMore: true, nextCursor: 'c2' }, noun, write)).toBeNull();
}
