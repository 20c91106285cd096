import { describe, expect, it } from 'vitest';
import { metricsQuery, vpsMetrics } from './vps-metrics';
import { paths } from '@/test/schema-issues';

describe('metrics', () => {
  it('normalizes timeframe aliases and defaults to hour', () => {
    expect(metricsQuery.parse({}).timeframe).toBe('hour');
    expect(metricsQuery.parse({ timeframe: '1h' }).timeframe).toBe('hour');
    expect(metricsQuery.parse({ timeframe: '24h' }).timeframe).toBe('day');
    expect(metricsQuery.parse({ timeframe: '1d' }).timeframe).toBe('day');
    expect(metricsQuery.parse({ timeframe: '7d' }).timeframe).toBe('week');
    expect(metricsQuery.parse({ timeframe: '30d' }).timeframe).toBe('month');
    expect(metricsQuery.parse({ timeframe: '1y' }).timeframe).toBe('year');
    expect(metricsQuery.parse({ timeframe: 'week' }).timeframe).toBe('week');
    expect(paths(metricsQuery.safeParse({ timeframe: '2h' }))).toEqual(['timeframe']);
  });

  const metrics = {
    id: 'vps_1a2b',
    timeframe: 'day',
    samples: [
      {
        recordedAt: '2025-01-02T03:00:00.000Z',
        cpuUsagePercent: 12.5,
        memoryUsagePercent: 40,
        diskReadMbPerSecond: 0.2,
        diskWriteMbPerSecond: 0.4,
        networkInboundKbPerSecond: 120,
        networkOutboundKbPerSecond: 80,
      },
    ],
    summary: {
      avgDiskReadMbPerSecond: 0.2,
      avgDiskWriteMbPerSecond: 0.4,
      peakDiskReadMbPerSecond: 1.1,
      peakDiskWriteMbPerSecond: 2.2,
      totalDiskReadGb: 17.3,
      totalDiskWriteGb: 34.6,
      totalNetworkInboundGb: null,
      totalNetworkOutboundGb: null,
      avgNetworkInboundKbPerSecond: 120,
      avgNetworkOutboundKbPerSecond: 80,
      peakNetworkInboundKbPerSecond: 900,
      peakNetworkOutboundKbPerSecond: 400,
    },
    totals: {
      network: { inboundBytes: null, outboundBytes: null, source: null },
      disk: { readBytes: 17_300_000_000, writeBytes: 34_600_000_000, source: 'counters' },
    },
    diskDailyAverage: { basisDays: 7, readBytesPerDay: 2_000_000_000, writeBytesPerDay: null },
    window: {
      startAt: '2025-01-01T03:00:00.000Z',
      endAt: '2025-01-02T03:00:00.000Z',
      sampleCount: 1,
      aggregationWindowSeconds: 300,
    },
    telemetry: { available: true, reason: null },
  };

  it('parses a spec-shaped metrics body, keeping nulls as nulls', () => {
    const parsed = vpsMetrics.parse(metrics);
    expect(parsed.summary.totalNetworkInboundGb).toBeNull();
    expect(parsed.totals.disk.source).toBe('counters');
    expect(parsed.diskDailyAverage.writeBytesPerDay).toBeNull();
  });

  it('normalizes an alias echoed in a response and maps unknown timeframes to unknown', () => {
    expect(vpsMetrics.parse({ ...metrics, timeframe: '7d' }).timeframe).toBe('week');
    expect(vpsMetrics.parse({ ...metrics, timeframe: 'decade' }).timeframe).toBe('unknown');
  });

  it('reads missing telemetry as unavailable, never as zero usage', () => {
    const { telemetry: _telemetry, ...rest } = metrics;
    expect(vpsMetrics.parse({ ...rest, samples: [] }).telemetry.available).toBe(false);
  });

  it('keeps a sample whose number is missing or null as null (never 0), and drops one without a usable time', () => {
    const good = metrics.samples[0]!;
    const missing = { ...good, recordedAt: '2025-01-02T03:05:00.000Z', cpuUsagePercent: undefined };
    const nulled = { ...good, recordedAt: '2025-01-02T03:10:00.000Z', networkInboundKbPerSecond: null };
    const timeless = { ...good, recordedAt: 'yesterday' };
    const parsed = vpsMetrics.parse({ ...metrics, samples: [good, missing, nulled, timeless] });
    expect(parsed.samples.map((sample) => sample.recordedAt)).toEqual([
      good.recordedAt,
      missing.recordedAt,
      nulled.recordedAt,
    ]);
    expect(parsed.samples[1]?.cpuUsagePercent).toBeNull();
    expect(parsed.samples[1]?.memoryUsagePercent).toBe(40);
    expect(parsed.samples[2]?.networkInboundKbPerSecond).toBeNull();
  });

  it('reads an unknown totals source as unknown (null), never as exact counters', () => {
    const parsed = vpsMetrics.parse({
      ...metrics,
      totals: { ...metrics.totals, disk: { ...metrics.totals.disk, source: 'magic' } },
    });
    expect(parsed.totals.disk.source).toBeNull();
    expect(parsed.totals.disk.readBytes).toBe(17_300_000_000);
  });

  it('reads missing aggregates as null, never zero', () => {
    const { summary: _summary, totals: _totals, diskDailyAverage: _daily, ...rest } = metrics;
    const parsed = vpsMetrics.parse(rest);
    expect(Object.values(parsed.summary).every((value) => value === null)).toBe(true);
    expect(parsed.totals.network).toEqual({ inboundBytes: null, outboundBytes: null, source: null });
    expect(parsed.diskDailyAverage.readBytesPerDay).toBeNull();
    expect(parsed.samples).toHaveLength(1);
  });
});
