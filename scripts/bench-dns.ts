/**
 * A DNS zone at a reseller's scale (scenario `reseller`: `RESELLER_DOMAINS.bigZone`, 5,000 records), part of `npm run
 * bench`, in Chromium (production build):
 * - first rows: from opening /domains/<id>/dns in a fresh browser context (empty cache, the whole panel starting) to
 *   the first rows of the record table painted; budget 1 s;
 * - one keystroke in "Filter records" to the rows of the new filter painted (the kit toolbar's count line says "N of
 *   5,000 records" in the same render); budget 100 ms.
 * Medians of several runs. Not a test: a loaded machine can miss them. `npm run bench -- --dns-only` runs only this.
 */
import type { Browser, Page } from '@playwright/test';
import { armText, median, signedInPage, timeFirstRows, timeKeystroke } from './bench-timing';
import { freshWorldKey } from './bench-world';
import { RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';

export const DNS_BUDGET_MS = { firstRows: 1000, keystroke: 100 } as const;
const RUNS = 5;
const FIRST_ROWS_RUNS = 3;
/** Characters typed into the empty filter, one per run: each matches a part of the records (names or values). */
const KEYS = ['7', 'k', '9', 's', '3'] as const;
const ROWS = '.dns-list tbody [role="row"]';
const COUNT_LINE = '.dns-list .list-toolbar__count';
const ZONE = RESELLER_DOMAINS.bigZone;

export interface DnsBench {
  records: number;
  firstRowsMs: number;
  keystrokeMs: number;
  firstRuns: number[];
  keystrokeRuns: number[];
}

/** One letter typed into the empty filter: ms from its keydown to the filtered rows painted (the count says "of"). */
async function timeFilterKeystroke(page: Page, letter: string): Promise<number> {
  const field = page.getByLabel('Filter records');
  await field.fill('');
  await page.locator(COUNT_LINE).filter({ hasNotText: ' of ' }).waitFor();
  return timeKeystroke(page, field, letter, () => armText(page, COUNT_LINE, ' of '));
}

export async function benchDns(browser: Browser, baseUrl: string): Promise<DnsBench> {
  const key = await freshWorldKey(baseUrl, 'reseller');
  const firstRuns: number[] = [];
  for (let run = 0; run < FIRST_ROWS_RUNS; run++)
    firstRuns.push(await timeFirstRows(browser, baseUrl, key, `/domains/${ZONE.id}/dns`, ROWS));
  const page = await signedInPage(browser, baseUrl, key);
  try {
    await page.goto(`/domains/${ZONE.id}/dns`);
    await page.locator(ROWS).first().waitFor();
    const keystrokeRuns: number[] = [];
    for (const letter of KEYS.slice(0, RUNS)) keystrokeRuns.push(await timeFilterKeystroke(page, letter));
    return {
      records: ZONE.records,
      firstRowsMs: median(firstRuns),
      keystrokeMs: median(keystrokeRuns),
      firstRuns,
      keystrokeRuns,
    };
  } finally {
    await page.context().close();
  }
}

/** Prints the numbers; returns what is over budget. */
export function reportDns(result: DnsBench): string[] {
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  const runs = (values: number[]) => `runs: ${values.map((v) => v.toFixed(0)).join(', ')}`;
  console.log(
    `\nDNS zone (scenario reseller, ${result.records.toLocaleString('en')} records, medians; budgets ` +
      `${DNS_BUDGET_MS.firstRows} / ${DNS_BUDGET_MS.keystroke} ms):`,
  );
  console.log(
    `  ${ms(result.firstRowsMs)}  first visit: open the zone → first rows painted (${runs(result.firstRuns)})`,
  );
  console.log(
    `  ${ms(result.keystrokeMs)}  one keystroke in the filter → filtered rows painted (${runs(result.keystrokeRuns)})`,
  );
  const over: string[] = [];
  if (!(result.firstRowsMs <= DNS_BUDGET_MS.firstRows)) over.push(`first rows in ${result.firstRowsMs.toFixed(0)} ms`);
  if (!(result.keystrokeMs <= DNS_BUDGET_MS.keystroke)) over.push(`keystroke in ${result.keystrokeMs.toFixed(0)} ms`);
  return over;
}
