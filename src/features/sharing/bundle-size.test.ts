import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RecordedRead } from '@/api/view-recorder';
import { DEMO_VPS_METRICS } from '@/mock/scenarios/demo/ids';
import { mockHarness } from '@/mock/test-utils';
import { buildBundle, bundleText, parseBundle } from './bundle';

/** The reads of the demo's heaviest screen, a server's metrics tab over a year, as the mock answers them. */
async function metricsYearScreen(): Promise<RecordedRead[]> {
  const harness = mockHarness();
  const world = await harness.makeWorld({});
  const id = DEMO_VPS_METRICS.full.id;
  const paths = [`/api/v2/vps/${id}`, `/api/v2/vps/${id}/metrics?timeframe=year`];
  const at = Date.now();
  return Promise.all(
    paths.map(async (path) => {
      const response = await harness.call(path, { key: world.keys.full });
      expect(response.status).toBe(200);
      return { path, body: (await response.json()) as unknown, at };
    }),
  );
}

const place = {
  url: `/vps/${DEMO_VPS_METRICS.full.id}/metrics?timeframe=year`,
  locale: 'en' as const,
  scheme: 'dark' as const,
  viewportWidth: 390,
  scenario: 'demo',
  customerName: 'Anna Svensson',
  operations: [],
};

describe('view bundle size', () => {
  it('keeps the heaviest screen (a server’s metrics over a year) small, and reads back the exact answers', async () => {
    const reads = await metricsYearScreen();
    const bundle = buildBundle({ ...place, queryClient: new QueryClient(), reads }, { mask: true });
    const samples = (reads[1]?.body as { samples: unknown[] }).samples;
    expect(samples.length).toBeGreaterThan(8000);
    // Version 1 wrote every sample's member names: about 1.9 MB.
    expect(new Blob([JSON.stringify(bundle)]).size).toBeGreaterThan(1_800_000);
    const text = bundleText(bundle);
    // Measured 384 kB: keys once, values by column, the times as distances.
    expect(new Blob([text]).size).toBeLessThan(400_000);
    expect(text).not.toContain('"cpuUsagePercent":');
    const parsed = parseBundle(JSON.parse(text));
    expect(parsed).toEqual({ ok: true, bundle });
    // The exact answers as sent, member order included.
    expect(parsed.ok && parsed.bundle.reads.map((read) => JSON.stringify(read.body))).toEqual(
      reads.map((read) => JSON.stringify(read.body)),
    );
  });
});
