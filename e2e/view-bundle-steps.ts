import { openPersonMenu } from './steps';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The domain list's rows, and the names they link. */
export const bodyRows = (page: Page) => page.locator('.domain-list tbody [role="row"]');
export const rowNames = (page: Page) => bodyRows(page).getByRole('link').allTextContents();

/** Opens a view file on support's own entry ("Open a customer's view", /support/open-view). */
export async function openView(page: Page, path: string) {
  await page.goto('/support/open-view');
  await expect(page.getByRole('heading', { name: 'Open a customer’s view' })).toBeVisible();
  await page.getByLabel('View file').setInputFiles(path);
}

const SHARE_WORDS = {
  en: { share: 'Share view', download: 'Download the file' },
  sv: { share: 'Dela vy', download: 'Ladda ner filen' },
};

/**
 * "Share view" in the header, then "Download the file", in the page's language; saves the file at `file` and returns
 * its path. The dialog stays open.
 */
export async function shareView(page: Page, file: string, language: 'en' | 'sv'): Promise<string> {
  const words = SHARE_WORDS[language];
  await openPersonMenu(page);
  await page.getByRole('banner').getByRole('button', { name: words.share }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: words.download }).click();
  await (await downloading).saveAs(file);
  return file;
}
