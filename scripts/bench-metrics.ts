/**
 * The metrics tab at a year of samples (8,760 hourly samples, six series), part of `npm run bench`:
 * - downsampling for drawing (Node, the same pure functions the tab uses): the three charts at 1,216 px;
 * - in Chromium, with the data already cached: from choosing the year timeframe to the three charts painted,
 *   and from a pointer move over a chart to its tooltip painted; the hour view measured the same way.
 * Medians of several runs. Budget: 150 ms each (issue 8). Not a test: a loaded machine can miss it.
 */
import type { Browser, Page } from '@playwright/test';
import { freshWorldKey, signInBeforeLoad } from './bench-world';
import { vpsMetrics } from '@/api/schemas/vps-metrics';
import { DEMO_VPS_METRICS } from '@/mock/scenarios/demo/ids';
import { downsampleForColumns } from '@/features/vps/metrics/downsample';
import { gapThresholdMs, toRows, type SeriesKey } from '@/features/vps/metrics/metrics-series';

export const METRICS_BUDGET_MS = 150;
const RUNS = 5;
/** The plot of a 1,280 px screen's chart (1,216 px less the y axis), in columns of 3 px as metrics-chart.tsx draws. */
const CHART_COLUMNS = Math.floor((1216 - 64) / 3);
const CHART_KEYS: readonly (readonly SeriesKey[])[] = [
  ['cpu', 'memory'],
  ['diskRead', 'diskWrite'],
  ['netIn', 'netOut'],
];

const median = (all: number[]) => {
  const values = all.filter((value) => !Number.isNaN(value));
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export interface MetricsBench {
  downsampleMs: number;
  samples: number;
  drawnPoints: number;
  yearPaintMs: number;
  yearTooltipMs: number;
  hourPaintMs: number;
  hourTooltipMs: number;
}

declare global {
  interface Window {
    __benchPainted?: Promise<number>;
  }
}

/** Arms an observer in the page: resolves with the time the condition first holds, after the next paint. */
async function armPaint(page: Page, selector: string, count: number): Promise<void> {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  await page.evaluate(
    ([sel, n]) => {
      window.__benchPainted = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(sel).length < n) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
    },
    [selector, count] as const,
  );
}

/** Clicks the timeframe link in the page itself and returns ms from the click to the charts painted. */
async function timeTimeframe(page: Page, label: string, samples: number): Promise<number> {
  await armPaint(page, `.vps-metrics-chart__plot[data-samples="${samples}"] path.vps-metrics-chart__line`, 6);
  return page.evaluate(async (name) => {
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === name);
    if (!link) throw new Error(`no link ${name}`);
    const start = performance.now();
    link.click();
    const painted = await window.__benchPainted;
    return (painted ?? NaN) - start;
  }, label);
}

/** Moves the pointer over the first chart and returns ms from the move event to a new tooltip painted. */
async function timeTooltip(page: Page, fraction: number): Promise<number> {
  const grid = page.locator('.vps-metrics-chart').first().locator('.recharts-cartesian-grid');
  await grid.scrollIntoViewIfNeeded();
  const box = await grid.boundingBox();
  if (!box) throw new Error('no chart');
  // Waits for a tooltip whose text differs from the one shown now (if any): the tooltip of this move.
  await page.evaluate(() => {
    const state = window as Window & { __benchMove?: number };
    state.__benchMove = undefined;
    document.addEventListener(
      'mousemove',
      (event) => {
        state.__benchMove ??= event.timeStamp;
      },
      { capture: true, once: true },
    );
    const before = document.querySelector('.vps-metrics-tooltip')?.textContent ?? null;
    window.__benchPainted = new Promise<number>((resolve) => {
      setTimeout(() => resolve(Number.NaN), 5000);
      const observer = new MutationObserver(() => {
        const tooltip = document.querySelector('.vps-metrics-tooltip');
        const text = tooltip?.textContent ?? null;
        // Shown: its text is this move's, and it is visible (not a hidden box).
        if (!tooltip || text === before || !tooltip.checkVisibility({ visibilityProperty: true })) return;
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    });
  });
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
  return page.evaluate(async () => {
    const painted = await window.__benchPainted;
    const moved = (window as Window & { __benchMove?: number }).__benchMove;
    return (painted ?? NaN) - (moved ?? NaN);
  });
}

async function signedInPage(browser: Browser, baseUrl: string): Promise<{ page: Page; key: string }> {
  const key = await freshWorldKey(baseUrl);
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInBeforeLoad(page, key);
  return { page, key };
}

export async function benchMetrics(browser: Browser, baseUrl: string): Promise<MetricsBench> {
  const id = DEMO_VPS_METRICS.full.id;
  const { page, key } = await signedInPage(browser, baseUrl);
  try {
    // Downsampling, in Node, on the year response itself.
    const response = await fetch(`${baseUrl}/api/v2/vps/${id}/metrics?timeframe=year`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    const metrics = vpsMetrics.parse(await response.json());
    const gapMs = gapThresholdMs(metrics.window.aggregationWindowSeconds);
    let drawnPoints = 0;
    const downsampleRuns: number[] = [];
    for (let run = 0; run < RUNS * 4; run++) {
      const start = performance.now();
      const rows = toRows(metrics.samples);
      drawnPoints = CHART_KEYS.reduce(
        (sum, keys) => sum + downsampleForColumns(rows, keys, CHART_COLUMNS, gapMs).length,
        0,
      );
      downsampleRuns.push(performance.now() - start);
    }

    // The browser: load both timeframes once (cached afterwards), then switch back and forth.
    await page.goto(`/vps/${id}?tab=metrics&timeframe=year`);
    await page.locator('.vps-metrics-chart__plot[data-samples="8760"] path.vps-metrics-chart__line').first().waitFor();
    await page.getByRole('link', { name: 'Last hour' }).click();
    await page.locator('.vps-metrics-chart__plot[data-samples="60"] path.vps-metrics-chart__line').first().waitFor();
    const year: number[] = [];
    const hour: number[] = [];
    const yearTooltip: number[] = [];
    const hourTooltip: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // The pointer leaves the charts before each switch, and each hover is at a new place: a new tooltip.
      await page.mouse.move(0, 0);
      year.push(await timeTimeframe(page, 'Last year', 8760));
      yearTooltip.push(await timeTooltip(page, 0.2 + run * 0.1));
      await page.mouse.move(0, 0);
      hour.push(await timeTimeframe(page, 'Last hour', 60));
      hourTooltip.push(await timeTooltip(page, 0.25 + run * 0.1));
    }
    return {
      downsampleMs: median(downsampleRuns),
      samples: metrics.samples.length,
      drawnPoints,
      yearPaintMs: median(year),
      yearTooltipMs: median(yearTooltip),
      hourPaintMs: median(hour),
      hourTooltipMs: median(hourTooltip),
    };
  } finally {
    await page.context().close();
  }
}

/** Prints the numbers; returns what is over budget. */
export function reportMetrics(result: MetricsBench): string[] {
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(`\nMetrics tab (web-01, cached data, medians of ${RUNS} runs; budget ${METRICS_BUDGET_MS} ms):`);
  console.log(
    `  ${ms(result.downsampleMs)}  downsample a year for drawing (${result.samples} samples × 6 series → ` +
      `${result.drawnPoints} points in 3 charts of ${CHART_COLUMNS} columns), Node`,
  );
  console.log(`  ${ms(result.yearPaintMs)}  choose “Last year” → 3 charts painted (Chromium)`);
  console.log(`  ${ms(result.yearTooltipMs)}  year: pointer move → tooltip painted`);
  console.log(`  ${ms(result.hourPaintMs)}  choose “Last hour” → 3 charts painted (for comparison)`);
  console.log(`  ${ms(result.hourTooltipMs)}  hour: pointer move → tooltip painted`);
  const over: string[] = [];
  if (result.yearPaintMs > METRICS_BUDGET_MS) over.push(`year view painted in ${result.yearPaintMs.toFixed(0)} ms`);
  if (result.yearTooltipMs > METRICS_BUDGET_MS) over.push(`year tooltip in ${result.yearTooltipMs.toFixed(0)} ms`);
  return over;
}
