import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';
import { overflow, saveLook } from './steps';

/**
 * What every list on the kit (src/ui/kit-list.tsx; issue 40, "One list") shows alike, checked the same way by the
 * specs of each group of lists: the toolbar, the looks, and the CSV it saves.
 */

/** A kit list's toolbar words in one language: its search's name, the status select's, another select's. */
export interface KitToolbarWords {
  search: string;
  status?: string;
  extra?: string;
}

/** A list to open and the toolbar words it has in English and Swedish. */
export interface KitListPage {
  path: string;
  en: KitToolbarWords;
  sv: KitToolbarWords;
}

export const CSV_BUTTON = { en: 'Download CSV', sv: 'Ladda ner CSV' } as const;

/**
 * The kit's toolbar: a search with its box, the status as one select where the list has a status (the one kind of
 * status control everywhere), "Download CSV", and "Show more" as the one paging style (no "Next page" left).
 */
export async function expectKitToolbar(page: Page, words: KitToolbarWords, locale: 'en' | 'sv'): Promise<void> {
  const search = page.getByRole('search', { name: words.search });
  await expect(search).toBeVisible();
  await expect(search.getByRole('searchbox')).toBeVisible();
  if (words.status) await expect(search.getByRole('combobox', { name: words.status, exact: true })).toBeVisible();
  if (words.extra) await expect(search.getByRole('combobox', { name: words.extra, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: CSV_BUTTON[locale] })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Next page|Nästa sida)$/ })).toHaveCount(0);
}

/**
 * Each list in one look: axe finds nothing, and at a phone's width nothing scrolls sideways (with `E2E_SCREENSHOTS=1`,
 * a screenshot of each in /tmp to look at).
 */
export async function expectKitListsLook(
  page: Page,
  lists: readonly KitListPage[],
  look: { width: number; colorScheme: 'light' | 'dark' },
): Promise<void> {
  await page.emulateMedia({ colorScheme: look.colorScheme });
  await page.setViewportSize({ width: look.width, height: 900 });
  for (const list of lists) {
    await page.goto(list.path);
    await expect(page.getByRole('button', { name: CSV_BUTTON.en })).toBeVisible();
    const where = `${list.path} at ${look.width} px, ${look.colorScheme}`;
    await expectAccessible(page, where);
    const slug = list.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await saveLook(page, `/tmp/kit-${slug}-${look.width}-${look.colorScheme}.png`);
    if (look.width <= 390) expect(await overflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

/**
 * A saved CSV as the customer's spreadsheet reads it: it starts with the UTF-8 BOM (checked here), and its records
 * are CRLF lines; only the empty record after the last CRLF is dropped.
 */
export async function csvRecordsOf(file: Download): Promise<string[]> {
  const bytes = new Uint8Array(await readFile(await file.path()));
  expect([...bytes.slice(0, 3)], 'the UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const records = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
  if (records.at(-1) === '') records.pop();
  return records;
}
