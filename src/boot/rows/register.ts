import { formatDateTime, formatExact } from '../../ui/format/dates';
import { formatNumber } from '../../ui/format/numbers';
import { firstPageCount, rowWriting, type RowWriting } from '../../ui/first-rows';
import type { FirstRowsRenderer, FirstRowsSession } from '../first-rows';

/**
 * Hands `screen`'s renderer to the boot script (src/boot/first-rows.ts), which asked for this script: `table` writes
 * the rows' markup from the read's answer, or null when the list would not show it as rows; the toolbar's count above
 * them says how many `noun` there are, as the list does (`firstPageCount`; none without a noun: Home, a server).
 * The body of each
 * src/boot/rows/<screen>.ts, a script of its own (the `boot-script` plugin builds one per file there).
 *
 * The page's first number and date formats load the engine's locale data: 100–200 ms of main thread on the bench's
 * phone for a date (`npm run bench -- --vitals-only --profile`). This script arrives while the read is still on its
 * way, so they are made now, in the page's language, and the rows find them made (`dates`: the rows show dates).
 */
export function registerFirstRows(
  screen: string,
  table: (body: unknown, write: RowWriting, locale: string, session: FirstRowsSession) => string | null,
  { noun, dates = false }: { noun?: string; dates?: boolean },
): void {
  const render: FirstRowsRenderer = (body, words, locale, session) => {
    const write = rowWriting(words, locale, session.tax);
    const rows = table(body, write, locale, session);
    if (rows === null) return null;
    return { table: rows, count: noun === undefined ? null : firstPageCount(body, noun, write) };
  };
  window.__hostingPanelFirstRows?.(screen, render);
  const { lang } = document.documentElement;
  formatNumber(1, lang);
  if (dates) {
    const now = new Date().toISOString();
    formatDateTime(now, lang);
    formatExact(now, lang);
  }
}
