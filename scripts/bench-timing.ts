import { signInBeforeLoad } from './bench-world';
/**
 * The timing shared by the interaction benches (bench-domains.ts, bench-dns.ts, bench-palette.ts): a signed-in page,
 * the time from opening a page to its first rows painted, and from a keydown to what it changes painted ("painted":
 * two animation frames after the DOM shows it, as the browser draws then). Not a test: a loaded machine can miss a
 * budget. Page callbacks here are arrow functions only: tsx would wrap named ones in a helper the page lacks.
 */
import type { Browser, Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    /** When the first rows were painted (`timeFirstRows`). */
    __benchRowsAt?: number;
    /** When what a step waits for was painted (`armText`, or a bench's own condition), NaN after 10 s. */
    __benchDone?: Promise<number>;
    /** The keydown's time stamp (`timeKeystroke`). */
    __benchKey?: number;
  }
}

/** The median of the runs that measured something (NaN: a run that timed out). */
export function median(all: readonly number[]): number {
  const values = all.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? NaN;
}

/** A fresh context (empty cache, 1280×900, English) whose panel is signed in with `key`. */
export async function signedInPage(browser: Browser, baseUrl: string, key: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInBeforeLoad(page, key);
  return page;
}

/** Opens `path` in a fresh signed-in context: ms from the navigation's start to the first `rows` painted. */
export async function timeFirstRows(
  browser: Browser,
  baseUrl: string,
  key: string,
  path: string,
  rows: string,
): Promise<number> {
  const page = await signedInPage(browser, baseUrl, key);
  try {
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.__benchRowsAt = performance.now();
          }),
        );
      }).observe(document, { childList: true, subtree: true });
    }, rows);
    await page.goto(path);
    await page.waitForFunction(() => window.__benchRowsAt !== undefined);
    return page.evaluate(() => window.__benchRowsAt ?? NaN);
  } finally {
    await page.context().close();
  }
}

/** `__benchDone` resolves when the element at `selector` has `text` in it, painted. */
export async function armText(page: Page, selector: string, text: string): Promise<void> {
  await page.evaluate(
    ([sel, wanted]) => {
      window.__benchDone = new Promise<number>((resolve) => {
        setTimeout(() => resolve(Number.NaN), 10_000);
        const observer = new MutationObserver(() => {
          if (!document.querySelector(sel)?.textContent?.includes(wanted)) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    [selector, text] as const,
  );
}

/**
 * One key pressed in `field`: ms from its keydown to `__benchDone`, which `arm` sets up before the key (with
 * `armText` or a condition of its own).
 */
export async function timeKeystroke(
  page: Page,
  field: Locator,
  letter: string,
  arm: () => Promise<void>,
): Promise<number> {
  await page.evaluate(() => {
    window.__benchKey = undefined;
    document.addEventListener(
      'keydown',
      (event) => {
        window.__benchKey ??= event.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await arm();
  await field.press(letter);
  return page.evaluate(async () => ((await window.__benchDone) ?? NaN) - (window.__benchKey ?? NaN));
}
