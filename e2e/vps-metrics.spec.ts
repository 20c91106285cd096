import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_VPS_METRICS } from '@/mock/scenarios/demo/ids';
import { expect, expectAccessible, test } from './fixtures';
import { saveLook } from './steps';

const { full, gaps, unavailable, nullAggregates, estimated, brandNew, silent } = DEMO_VPS_METRICS;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const metricsUrl = (id: string, timeframe?: string) =>
  `/vps/${id}?tab=metrics${timeframe ? `&timeframe=${timeframe}` : ''}`;

interface ApiSample {
  recordedAt: string;
  cpuUsagePercent: number | null;
  memoryUsagePercent: number | null;
  diskReadMbPerSecond: number | null;
  networkInboundKbPerSecond: number | null;
}
interface ApiMetrics {
  samples: ApiSample[];
  window: { startAt: string; endAt: string; aggregationWindowSeconds: number };
}

/**
 * The metrics response the page itself is served next. The series ends at the world's current minute, so an answer
 * fetched separately can be a minute apart from the page's when a minute turns in between: compare with this.
 */
function servedMetrics(page: Page): Promise<ApiMetrics> {
  return page
    .waitForResponse((response) => /\/api\/v2\/vps\/[^/]+\/metrics/.test(response.url()) && response.ok())
    .then(async (response) => (await response.json()) as ApiMetrics);
}

/** Opens a server's metrics and waits for them (a year is ~2 MB of JSON: longer than the default wait). */
async function openMetrics(page: Page, id: string, timeframe?: string) {
  await page.goto(metricsUrl(id, timeframe));
  await expect(
    page.getByRole('region', { name: 'Usage' }).or(page.getByRole('region', { name: 'Användning' })),
  ).toBeVisible({
    timeout: 30_000,
  });
}

const chart = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The drawn line of one series: its path's `d`. Each `M` starts a segment, so a gap adds one. */
const linePaths = (region: Locator) => region.locator('path.vps-metrics-chart__line');
const segments = async (path: Locator) => ((await path.getAttribute('d')) ?? '').split('M').length - 1;

// A year of samples is 8,760 rows and ~2 MB of JSON: on a loaded machine these walks take longer than the default.
test.describe.configure({ timeout: 120_000 });

test.describe('server metrics', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every timeframe and alias: sample counts, units, exact totals; the URL holds the timeframe', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await page.goto(`/vps/${full.id}`);
    await page.getByRole('link', { name: 'Metrics' }).click();
    await expect(page).toHaveURL(/tab=metrics/);
    const timeframes = page.getByRole('navigation', { name: 'Timeframe' });
    await expect(timeframes.getByRole('link', { name: 'Last hour' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^60 samples from/)).toBeVisible();
    const cpu = chart(page, 'CPU and memory');
    await expect(linePaths(cpu)).toHaveCount(2);
    for (const path of await linePaths(cpu).all()) expect(await segments(path)).toBe(1);
    await expect(cpu.getByText('CPU (%)')).toBeVisible();
    // Every sample drawn: nothing to say about points left out (issue 40).
    await expect(page.getByText(/The chart is drawn from/)).toHaveCount(0);
    await expect(chart(page, 'Network in and out').getByText(/^In \((KiB|MiB)\/s\)$/)).toBeVisible();
    await expect(chart(page, 'Disk read and write').getByText(/^Read \((KiB|MiB)\/s\)$/)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary of the period' });
    await expect(summary.getByText('Exact (counters)')).toHaveCount(4);
    await expect(summary.getByRole('region', { name: 'Network in' })).toContainText(/\d\s(KiB|MiB)\/s/);
    await expect(summary.getByRole('region', { name: 'Network in' })).toContainText(/\d\s(kB|MB|GB)/);
    await expect(summary).toContainText('not the usage of your monthly bandwidth allowance');
    await expectAccessible(page, 'metrics, hour');

    const expected = [
      ['Last 24 hours', 'day', '288 samples'],
      ['Last 7 days', 'week', '336 samples'],
      ['Last 30 days', 'month', '720 samples'],
      ['Last year', 'year', '8,760 samples'],
    ] as const;
    for (const [label, timeframe, count] of expected) {
      await timeframes.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`timeframe=${timeframe}`));
      await expect(page.getByText(new RegExp(`^${count} from`))).toBeVisible({ timeout: 30_000 });
      await expect(timeframes.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    // The year is drawn from far fewer points than samples, yet every sample is in the table and CSV.
    const plot = cpu.locator('.vps-metrics-chart__plot');
    await expect(plot).toHaveAttribute('data-samples', '8760');
    const drawn = Number(await plot.getAttribute('data-drawn-points'));
    expect(drawn).toBeGreaterThan(100);
    expect(drawn).toBeLessThan(8760);
    await expect(page.getByRole('button', { name: 'Download CSV (8,760 samples)' })).toBeVisible();
    await expect(cpu.getByText(/^The chart is drawn from [\d,]+ of 8,760 points/)).toBeVisible();

    // An alias in the URL is accepted and shown normalized.
    for (const [alias, name, label] of [
      ['7d', 'week', 'Last 7 days'],
      ['24h', 'day', 'Last 24 hours'],
      ['1y', 'year', 'Last year'],
      ['1h', 'hour', 'Last hour'],
    ] as const) {
      await openMetrics(page, full.id, alias);
      await expect(page).toHaveURL(new RegExp(`timeframe=${name}(&|$)`));
      await expect(timeframes.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    // Anything else falls back to the last hour, without an error page.
    await openMetrics(page, full.id, 'decade');
    await expect(page.getByText(/^60 samples from/)).toBeVisible();
  });

  test('the tab does not wait for the charts: period, summary and tables come with the data', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    // The charts' code (Recharts) held back until the test lets it go, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/metrics-chart-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openMetrics(page, full.id);
    await expect(page.getByText(/^60 samples from/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary of the period' })).toBeVisible();
    const cpu = chart(page, 'CPU and memory');
    await expect(cpu.getByText('Loading the chart…')).toBeVisible();
    // The same samples as a table, readable while the chart is on its way.
    await cpu.getByText('Table of the data: CPU and memory').click();
    await expect(cpu.getByRole('table', { name: /CPU and memory: samples 1–60 of 60/ })).toBeVisible();
    await expect(cpu.locator('path.vps-metrics-chart__line')).toHaveCount(0);

    release();
    await expect(cpu.getByText('Loading the chart…')).toBeHidden();
    await expect(linePaths(cpu).first()).toBeAttached();
  });

  test('a gap in the samples breaks the line and says data is missing', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const served = servedMetrics(page);
    await openMetrics(page, gaps.id);
    const api = await served;
    await expect(page.getByText(/^50 samples from/)).toBeVisible();
    const cpu = chart(page, 'CPU and memory');
    await expect(cpu.locator('.vps-metrics-chart__plot')).toHaveAttribute('data-gaps', '1');
    for (const path of await linePaths(cpu).all()) expect(await segments(path)).toBe(2);
    for (const name of ['Disk read and write', 'Network in and out']) {
      expect(await segments(linePaths(chart(page, name)).first())).toBe(2);
    }

    // Hovering the gap: a tooltip that says nothing was collected (not a zero).
    const times = api.samples.map((s) => Date.parse(s.recordedAt));
    const i = times.findIndex((t, k) => k > 0 && t - (times[k - 1] ?? t) > 120_000);
    const middle = ((times[i - 1] ?? 0) + (times[i] ?? 0)) / 2;
    const fraction = (middle - (times[0] ?? 0)) / ((times.at(-1) ?? 0) - (times[0] ?? 0));
    await cpu.locator('.recharts-cartesian-grid').scrollIntoViewIfNeeded();
    const grid = await cpu.locator('.recharts-cartesian-grid').boundingBox();
    if (!grid) throw new Error('no chart grid');
    await page.mouse.move(grid.x + grid.width * fraction, grid.y + grid.height / 2);
    await expect(cpu.locator('.vps-metrics-tooltip[data-gap="true"]')).toContainText('No data: nothing was collected');
    await expect(cpu.locator('.vps-metrics-tooltip')).toBeVisible();
    // Escape hides it (content shown on hover can be dismissed), until the pointer moves to another sample.
    await page.keyboard.press('Escape');
    await expect(cpu.locator('.vps-metrics-tooltip')).toBeHidden();
    await page.mouse.move(grid.x + grid.width * 0.1, grid.y + grid.height / 2);
    await expect(cpu.locator('.vps-metrics-tooltip')).toBeVisible();

    // The day view: the gap in the middle of the busy period and the recent one.
    await page.getByRole('link', { name: 'Last 24 hours' }).click();
    await expect(cpu.locator('.vps-metrics-chart__plot')).toHaveAttribute('data-gaps', '2', { timeout: 30_000 });
    expect(await segments(linePaths(cpu).first())).toBe(3);
  });

  test('collection failed: the reason, and no chart, no zero', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openMetrics(page, unavailable.id);
    const failed = page.getByRole('status').filter({ hasText: 'Metrics collection failed' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(`Reason given: ${unavailable.reason}`);
    await expect(failed).toContainText('not an idle server');
    await expect(page.locator('.recharts-surface')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'CPU and memory' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Download CSV/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Usage' })).not.toContainText(/\b0(\.0)?\s?(%|KiB|MiB|GB)/);
    await page.getByRole('link', { name: 'Last year' }).click();
    await expect(page).toHaveURL(/timeframe=year/);
    await expect(failed).toBeVisible();
    await expectAccessible(page, 'metrics, collection failed');
  });

  test('null aggregates show "—" with the reason; totals say how they were measured', async ({
    page,
    world,
    signInAs,
  }) => {
    await signInAs(world.keys.full);
    await openMetrics(page, nullAggregates.id, 'day');
    const summary = page.getByRole('region', { name: 'Summary of the period' });
    const diskRead = summary.getByRole('region', { name: 'Disk read' });
    await expect(diskRead).toContainText('—');
    await expect(diskRead).toContainText('The server has no byte total for this period.');
    await expect(diskRead.getByText('Unknown')).toBeVisible();
    await expect(diskRead).not.toContainText(/\b0\s(B|kB|MB|GB)\b/);
    const daily = summary.getByRole('region', { name: 'Disk, daily average' });
    await expect(daily).toContainText('No figure for the last 7 days.');
    await expect(daily).toContainText('Over the last 7 days, whatever the timeframe.');
    await expect(summary.getByRole('region', { name: 'Network in' }).getByText('Exact (counters)')).toBeVisible();
    await expectAccessible(page, 'metrics, null aggregates');

    await openMetrics(page, estimated.id);
    await expect(
      page.getByRole('region', { name: 'Summary of the period' }).getByText('Estimated from rates'),
    ).toHaveCount(4);
  });

  test('a brand-new server and one that stopped reporting', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openMetrics(page, brandNew.id);
    await expect(page.getByText(/^(39|40|41) samples from/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Disk, daily average' }).getByText('No figure for the last 7 days.'),
    ).toHaveCount(2);

    await openMetrics(page, silent.id);
    await expect(page.getByRole('status').filter({ hasText: 'No samples in this timeframe' })).toBeVisible();
    await expect(page.locator('.recharts-surface')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'CPU', exact: true })).toContainText('No samples in this period.');
    await page.getByRole('link', { name: 'Last 24 hours' }).click();
    await expect(chart(page, 'CPU and memory').locator('path.vps-metrics-chart__line').first()).toBeVisible({
      timeout: 30_000,
    });
  });

  test('the data table is reachable by keyboard and matches the samples', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    const served = servedMetrics(page);
    await openMetrics(page, full.id);
    const api = await served;
    const cpu = chart(page, 'CPU and memory');
    await expect(cpu.locator('path.vps-metrics-chart__line').first()).toBeVisible();
    const disclosure = cpu.getByText('Table of the data: CPU and memory');
    // Walk to it with Tab from the CSV button, open it with the keyboard.
    await page.getByRole('button', { name: /Download CSV/ }).focus();
    await page.keyboard.press('Tab');
    await expect(disclosure).toBeFocused();
    await page.keyboard.press('Enter');
    const table = cpu.getByRole('table', { name: /CPU and memory: samples 1–60 of 60/ });
    await expect(table).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(cpu.getByRole('region', { name: /samples 1–60 of 60/ })).toBeFocused();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(60);
    for (const index of [0, 59]) {
      const sample = api.samples[index];
      if (!sample) throw new Error('no sample');
      const row = rows.nth(index);
      await expect(row.locator('time')).toHaveAttribute('datetime', new Date(sample.recordedAt).toISOString());
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(new Intl.NumberFormat('en').format(sample.cpuUsagePercent ?? NaN));
      await expect(cells.nth(1)).toHaveText(new Intl.NumberFormat('en').format(sample.memoryUsagePercent ?? NaN));
    }
    await expectAccessible(page, 'metrics, table open');

    // A year is 8,760 rows: paged, latest first, every page reachable.
    await page.getByRole('link', { name: 'Last year' }).click();
    await expect(page.getByText(/^8,760 samples from/)).toBeVisible({ timeout: 30_000 });
    const network = chart(page, 'Network in and out');
    await network.getByText('Table of the data: Network in and out').click();
    await expect(network.getByRole('table', { name: /samples 8,701–8,760 of 8,760/ })).toBeVisible();
    await network.getByRole('button', { name: 'Earlier samples' }).click();
    await expect(network.getByRole('table', { name: /samples 8,601–8,700 of 8,760/ })).toBeVisible();
  });

  test('the CSV has every sample, with empty cells where a value is missing', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    // A server that sends one value as null (the spec requires numbers; the client must not read it as 0).
    await page.route('**/api/v2/vps/*/metrics*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ApiMetrics;
      const third = body.samples[2];
      if (third) third.cpuUsagePercent = null;
      await route.fulfill({ response, json: body });
    });
    const served = servedMetrics(page);
    await openMetrics(page, full.id);
    const api = await served;
    const button = page.getByRole('button', { name: 'Download CSV (60 samples)' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${full.name}-metrics-hour.csv`);
    const lines = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'recordedAt,cpuUsagePercent,memoryUsagePercent,diskReadMbPerSecond,diskWriteMbPerSecond,networkInboundKbPerSecond,networkOutboundKbPerSecond',
    );
    expect(lines).toHaveLength(61);
    const cells = (line: string | undefined) => (line ?? '').split(',');
    expect(cells(lines[1])[0]).toBe(api.samples[0]?.recordedAt);
    expect(cells(lines[1])[1]).toBe(String(api.samples[0]?.cpuUsagePercent));
    expect(cells(lines[3])[1]).toBe('');
    expect(cells(lines[3])[2]).toBe(String(api.samples[2]?.memoryUsagePercent));
    expect(cells(lines[60])[0]).toBe(api.samples[59]?.recordedAt);

    // The missing value breaks the CPU line only, and the table shows it as missing.
    const cpu = chart(page, 'CPU and memory');
    // The charts are their own chunk: wait for both lines to be drawn before reading them.
    await expect(linePaths(cpu)).toHaveCount(2);
    const [cpuLine, memoryLine] = await linePaths(cpu).all();
    if (!cpuLine || !memoryLine) throw new Error('no lines');
    expect(await segments(cpuLine)).toBe(2);
    expect(await segments(memoryLine)).toBe(1);
    await cpu.getByText('Table of the data: CPU and memory').click();
    await expect(cpu.locator('tbody tr').nth(2).getByRole('cell').first()).toHaveText('—not available');
  });
});

test.describe('server metrics in Swedish', () => {
  test.use({ locale: 'sv-SE', viewport: { width: 1280, height: 900 } });

  test('words, units and times in Swedish', async ({ page, world, signInAs }) => {
    await signInAs(world.keys.full);
    await openMetrics(page, full.id, '30d');
    await expect(page).toHaveURL(/timeframe=month/);
    await expect(page.getByRole('link', { name: 'Senaste 30 dagarna' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^720 mätpunkter från/)).toBeVisible();
    await expect(page.getByText(/en per timme\./)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Sammanfattning av perioden' });
    await expect(summary.getByText('Exakt (räknare)')).toHaveCount(4);
    await expect(summary.getByRole('region', { name: 'Nätverk in' })).toContainText(/\d,\d\s(KiB|MiB)\/s/);
    await expect(summary.getByRole('region', { name: 'CPU', exact: true })).toContainText(/\d,\d\s?%/);
    await expect(chart(page, 'Nätverk in och ut').getByText(/^In \((KiB|MiB)\/s\)$/)).toBeVisible();
    const network = chart(page, 'Nätverk in och ut');
    await network.getByText('Tabell med data: Nätverk in och ut').click();
    const time = network.locator('tbody time').first();
    const iso = (await time.getAttribute('datetime')) ?? '';
    await expect(time).toHaveText(
      new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
    await expect(time).toHaveAttribute('title', new RegExp(iso.replaceAll('.', '\\.')));
    await expectAccessible(page, 'metrics in Swedish');
  });
});

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`server metrics at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`fits, reads and passes axe (${colorScheme})`, async ({ page, world, signInAs }) => {
        await page.emulateMedia({ colorScheme });
        await signInAs(world.keys.full);
        for (const [name, id, timeframe] of [
          ['gaps', gaps.id, 'day'],
          ['year', full.id, 'year'],
          ['failed', unavailable.id, 'hour'],
          ['null', nullAggregates.id, 'hour'],
        ] as const) {
          await openMetrics(page, id, timeframe);
          await expect(page.getByRole('region', { name: 'Usage' })).toBeVisible();
          if (name !== 'failed')
            await expect(chart(page, 'CPU and memory').locator('path.vps-metrics-chart__line').first()).toBeVisible();
          expect(await overflow(page), name).toBe(0);
          await expectAccessible(page, `metrics ${name} at ${width} px, ${colorScheme}`);
          await saveLook(page, `/tmp/metrics-${name}-${width}-${colorScheme}.png`);
        }
      });
    }
  });
}
