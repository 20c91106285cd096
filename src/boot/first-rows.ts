import { readPath } from '../api/first-reads/read';
import { vpsReads } from '../api/first-reads/vps';
import { vpsFirstTable, type FirstRowWords } from '../features/vps/vps-first-rows';
import { formatMessage } from '../i18n/message-format';
import { formatNumber } from '../ui/format/numbers';

/**
 * A first screen's rows drawn from the boot script's early read, before the app's scripts have arrived and run
 * (src/boot/boot.ts). The screen's frame is drawn at build time (src/boot/prerender.tsx) with "Loading…" where its
 * rows will be and the words to draw them with; when the read answers, its table takes that place. React's first
 * render then puts the live screen where the frame was, the same rows in the same place (each renderer's test holds
 * it to React's markup). Measured on the servers list at 4× CPU (`npm run bench`): the rows painted at 1.25–1.59 s,
 * against 2.1–2.4 s when React draws them.
 * Nothing is drawn when the frame is gone (the app was first), the answer is not one the list shows as it is, or
 * anything else is off: the frame then says "Loading…" until the app shows the screen.
 */

interface FirstRows {
  /** The read the rows come from (the same URL as the screen's first request: src/boot/first-requests.ts). */
  path: string;
  table: (body: unknown, t: FirstRowWords, number: (value: number) => string) => string | null;
}

/** By the frame's screen (`<html data-screen>`, src/boot/boot.ts `frameOf`). */
const FIRST_ROWS: Readonly<Record<string, FirstRows>> = {
  vps: { path: readPath(vpsReads.list()), table: vpsFirstTable },
};

/** The read a screen's rows are drawn from, if the boot script draws them. */
export function firstRowsPath(screen: string): string | null {
  return FIRST_ROWS[screen]?.path ?? null;
}

/** The frame of `screen` as the page shows it, with its words and the place of its rows; null if it is not there. */
function frameOf(screen: string) {
  const block = document.querySelector<HTMLElement>(`#root .static-shell__screen[data-screen="${screen}"]`);
  const words = block?.querySelector<HTMLTemplateElement>('template[data-first-rows-words]')?.dataset.firstRowsWords;
  const loading = block?.querySelector<HTMLElement>('.kit-list > p[role="status"]');
  return words && loading ? { words, loading } : null;
}

/**
 * Draws `screen`'s rows from `body` (its read's JSON) once `stylesheets` (the screen's, preloaded by the boot script)
 * are in the page, so no row paints unstyled.
 */
export function drawFirstRows(screen: string, body: unknown, locale: string, stylesheets: readonly string[]): void {
  const rows = FIRST_ROWS[screen];
  const frame = rows && frameOf(screen);
  if (!rows || !frame) return;
  let words: Record<string, unknown>;
  try {
    words = JSON.parse(frame.words) as Record<string, unknown>;
  } catch {
    return;
  }
  const t: FirstRowWords = (key, values = {}) => {
    const source = words[key];
    return typeof source === 'string' ? formatMessage(source, values, locale) : '';
  };
  const table = rows.table(body, t, (value) => formatNumber(value, locale));
  if (table === null) return;
  void Promise.all(stylesheets.map(applyStylesheet)).then(() => {
    // The app may have drawn the screen meanwhile: then the frame is gone and nothing is drawn.
    if (frame.loading.isConnected) frame.loading.outerHTML = table;
  });
}

/**
 * Puts a stylesheet the boot script preloaded in the page (the link Vite's loader later looks for, so it adds no
 * second one), resolved once it applies (or failed: the rows are drawn all the same, as the app would draw them).
 */
function applyStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const applied = new Promise<void>((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  });
  document.head.appendChild(link);
  return applied;
}
