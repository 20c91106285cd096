import { hostingReads } from '../api/first-reads/hosting';
import { orderReads } from '../api/first-reads/orders';
import { readPath } from '../api/first-reads/read';
import { ticketReads } from '../api/first-reads/tickets';
import { vpsReads } from '../api/first-reads/vps';

/**
 * A first screen's rows drawn from the boot script's early read, before the app's scripts have arrived and run
 * (src/boot/boot.ts). The screen's frame is drawn at build time (src/boot/prerender.tsx) with "Loading…" where its
 * rows will be and the words to draw them with; when the read answers, its table takes that place. React's first
 * render then puts the live screen where the frame was, the same rows in the same place (each renderer's test holds
 * it to React's markup). Measured on the servers list at 4× CPU (`npm run bench`): the rows painted at 1.25–1.59 s,
 * against 2.1–2.4 s when React draws them.
 *
 * Each screen's renderer is a script of its own (src/boot/rows/<screen>.ts, built beside the boot script by the
 * `boot-script` plugin, its address in the boot script's `data-first-rows`): asked for by the boot script at once,
 * it arrives while the read is on its way, and the boot script stays the few KB every first paint waits for.
 * Nothing is drawn when the frame is gone (the app was first), the renderer does not come, the answer is not one
 * the list shows as it is, or anything else is off: the frame then says "Loading…" until the app shows the screen.
 */

/**
 * A screen's renderer: its table's markup from its read's answer (`body`, the JSON), in `locale`, with `words`
 * (message sources by key, from the frame's template) and the stored session (its tax summary: its prices, as the
 * app's first render shows them; its scopes: the controls it may use), and what the toolbar's count says above it
 * (null: it keeps saying the list is updating); null when the list would not show the answer as rows.
 */
export type FirstRowsRenderer = (
  body: unknown,
  words: Readonly<Record<string, unknown>>,
  locale: string,
  session: FirstRowsSession,
) => { table: string; count: string | null } | null;

/** What a renderer knows of the stored session: its tax summary, and its key's scopes (null: not known). */
export interface FirstRowsSession {
  tax: unknown;
  scopes: readonly string[] | null;
}

declare global {
  interface Window {
    /** Set by the boot script; a renderer script calls it with its screen and renderer (src/boot/rows/register.ts). */
    __hostingPanelFirstRows?: (screen: string, render: FirstRowsRenderer) => void;
  }
}

/** Home's list is drawn from every read Home makes (src/api/home-reads.ts): `body` is their answers by name. */
export const ALL_FIRST_READS = 'all';
/** A server's screen is drawn from each of its reads (its detail, its tab's): `body` is their answers in order. */
export const EVERY_READ = 'every';

/**
 * The read each screen's rows are drawn from, by the frame's screen (`<html data-screen>`, src/boot/boot.ts
 * `frameOf`): the first page of the list without a filter, the same URL as the screen's first request
 * (src/boot/first-requests.ts).
 */
const ROWS_READ: Readonly<Record<string, string>> = {
  home: ALL_FIRST_READS,
  'vps-detail': EVERY_READ,
  vps: readPath(vpsReads.list()),
  hosting: readPath(hostingReads.list()),
  orders: readPath(orderReads.list()),
  'support-tickets': readPath(ticketReads.list()),
};

/**
 * The read a screen's rows are drawn from (`ALL_FIRST_READS`: all of its reads by name; `EVERY_READ`: all of them in
 * order), if the boot script draws them.
 */
export function firstRowsPath(screen: string): string | null {
  return ROWS_READ[screen] ?? null;
}

/**
 * Asks for `screen`'s renderer script (its address in `scripts`, the boot script's `data-first-rows` JSON): resolved
 * with the renderer once the script has run; null when the build has none for it (the dev server: the app draws).
 */
export function loadFirstRowsRenderer(screen: string, scripts: string | undefined): Promise<FirstRowsRenderer> | null {
  let table: unknown;
  try {
    table = JSON.parse(scripts ?? 'null');
  } catch {
    return null;
  }
  const src = typeof table === 'object' && table !== null ? (table as Record<string, unknown>)[screen] : undefined;
  if (typeof src !== 'string') return null;
  const renderer = new Promise<FirstRowsRenderer>((resolve) => {
    window.__hostingPanelFirstRows = (drawn, render) => {
      if (drawn === screen) resolve(render);
    };
  });
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // Asked for beside the entry's modules (high): an async script is otherwise low, and waits behind them.
  script.fetchPriority = 'high';
  document.head.appendChild(script);
  return renderer;
}

/**
 * The frame of `screen` as the page shows it, with its words and the place of its rows; null if it is not there.
 * The frame draws each screen in both languages (a copy of each, `<div lang>`): the copy in the page's language.
 */
function frameOf(screen: string) {
  const block = document.querySelector<HTMLElement>(`#root .static-shell__screen[data-screen="${screen}"]`);
  const copy = block?.querySelector<HTMLElement>(`:scope > [lang="${document.documentElement.lang}"]`) ?? block;
  const words = copy?.querySelector<HTMLTemplateElement>('template[data-first-rows-words]')?.dataset.firstRowsWords;
  // A list's "Loading…" in its place, Home's whole list (its status line says it is checking), or the place of a
  // screen drawn whole (a server's: the frame's page says "Loading…" until it is drawn).
  const loading = copy?.querySelector<HTMLElement>(
    '.kit-list > p[role="status"], .home-attention, [data-first-rows-place]',
  );
  const count = copy?.querySelector<HTMLElement>('.list-toolbar__count');
  return words && loading ? { words, loading, count } : null;
}

/**
 * Resolved once the page is parsed: the frame is all there, and the boot script has kept only the screen shown, in
 * the page's language (its `keepShownScreenOnly`, which listens first). Over a fast API the read and the renderer
 * could come before the page's end had: the rows were then drawn into no frame, or into the other language's copy
 * that was then taken away (the Swedish tickets list kept saying "Laddar…" once in a busy e2e run).
 */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((done) => document.addEventListener('readystatechange', () => done(), { once: true }));
}

/**
 * Draws `screen`'s rows from `body` (its read's JSON) with `renderer`, once `stylesheets` (the screen's, preloaded
 * by the boot script) are in the page, so no row paints unstyled.
 */
export function drawFirstRows(
  screen: string,
  body: unknown,
  renderer: Promise<FirstRowsRenderer>,
  locale: string,
  stylesheets: readonly string[],
  session: FirstRowsSession,
): Promise<void> {
  return Promise.all([renderer, parsed()])
    .then(([render]) => {
      const frame = frameOf(screen);
      if (!frame) return;
      const drawn = render(body, JSON.parse(frame.words) as Record<string, unknown>, locale, session);
      if (drawn === null) return;
      return Promise.all(stylesheets.map(applyStylesheet)).then(() => {
        // The app may have drawn the screen meanwhile: then the frame is gone and nothing is drawn.
        if (!frame.loading.isConnected) return;
        frame.loading.outerHTML = drawn.table;
        if (frame.count && drawn.count !== null) frame.count.textContent = drawn.count;
        // The frame's own page ("Loading…") gives way to a screen drawn whole (static-shell.css).
        document.documentElement.dataset.firstRows = 'drawn';
      });
    })
    .catch(() => undefined);
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
