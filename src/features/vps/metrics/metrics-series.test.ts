import { describe, expect, it } from 'vitest';
import type { MetricsSample } from '@/api/schemas/vps-metrics';
import { formatBytes } from '@/ui/format/sizes';
import {
  KIB,
  MIB,
  coveredSeconds,
  findGaps,
  gapThresholdMs,
  metricsCsv,
  peakOf,
  rateUnitFor,
  sampleIntervalSeconds,
  timeWeightedAverage,
  toRows,
} from './metrics-series';

const sample = (recordedAt: string, overrides: Partial<MetricsSample> = {}): MetricsSample => ({
  recordedAt,
  cpuUsagePercent: 10,
  memoryUsagePercent: 50,
  diskReadMbPerSecond: 1.5,
  diskWriteMbPerSecond: 0.25,
  networkInboundKbPerSecond: 512,
  networkOutboundKbPerSecond: 2048,
  ...overrides,
});

describe('units', () => {
  it('reads the API rates as binary: KB/s × 1,024 and MB/s × 1,048,576 bytes per second', () => {
    const [row] = toRows([sample('2026-01-01T00:00:00Z')]);
    expect(row?.netIn).toBe(512 * 1024);
    expect(row?.netOut).toBe(2 * 1024 * 1024);
    expect(row?.diskRead).toBe(1.5 * 1024 * 1024);
    expect(row?.cpu).toBe(10);
  });

  it('scales a rate chart to its peak: KiB/s below 1 MiB/s, MiB/s from there, GiB/s from 1 GiB/s', () => {
    expect(rateUnitFor(null).unit).toBe('KiB');
    expect(rateUnitFor(0).unit).toBe('KiB');
    expect(rateUnitFor(300).unit).toBe('KiB');
    expect(rateUnitFor(1023 * KIB).unit).toBe('KiB');
    expect(rateUnitFor(MIB)).toEqual({ unit: 'MiB', bytes: MIB });
    expect(rateUnitFor(40 * MIB).unit).toBe('MiB');
    expect(rateUnitFor(1024 * MIB).unit).toBe('GiB');
  });

  it('formats rates binary and totals decimal, in the locale', () => {
    expect(formatBytes(512 * KIB, 'en', { system: 'binary', perSecond: true })).toBe('512\u00a0KiB/s');
    expect(formatBytes(1.5 * MIB, 'sv', { system: 'binary', perSecond: true })).toBe('1,5\u00a0MiB/s');
    expect(formatBytes(2.5 * MIB, 'en', { unit: 'KiB', perSecond: true })).toBe('2,560\u00a0KiB/s');
    expect(formatBytes(17_300_000_000, 'en', { unit: 'GB', maximumFractionDigits: 2 })).toBe('17.3\u00a0GB');
    expect(formatBytes(17_300_000_000, 'sv', { unit: 'GB', maximumFractionDigits: 2 })).toBe('17,3\u00a0GB');
  });
});

describe('gaps', () => {
  const rows = ['00:00', '00:01', '00:02', '00:05', '00:06', '00:09'].map((hm) => ({
    t: Date.parse(`2026-01-01T${hm}:00Z`),
  }));

  it('a spacing over twice the aggregation window is a gap; up to twice is not', () => {
    expect(gapThresholdMs(60)).toBe(120_000);
    expect(findGaps(rows, gapThresholdMs(60))).toEqual([
      { from: Date.parse('2026-01-01T00:02:00Z'), to: Date.parse('2026-01-01T00:05:00Z') },
      { from: Date.parse('2026-01-01T00:06:00Z'), to: Date.parse('2026-01-01T00:09:00Z') },
    ]);
    expect(findGaps(rows, gapThresholdMs(90))).toEqual([]);
  });

  it('uses the usual spacing when the response names no aggregation window', () => {
    expect(sampleIntervalSeconds(300, rows)).toBe(300);
    expect(sampleIntervalSeconds(null, rows)).toBe(60);
    expect(sampleIntervalSeconds(null, [])).toBeNull();
    expect(gapThresholdMs(null)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('time-weighted averages and peaks', () => {
  it('weights each sample by the interval it covers; a gap weighs nothing', () => {
    const t = (m: number) => ({ t: m * 60_000 });
    const rows = [t(0), t(1), t(2), t(10), t(11)];
    expect(coveredSeconds(rows, 60)).toEqual([60, 60, 60, 60, 60]);
    expect(coveredSeconds([t(0), t(0.5), t(1.5)], 60)).toEqual([60, 30, 60]);
    // The 7 missing minutes count for nothing: reading them as zero would spread 110 × 60 over 12 minutes (9.2).
    expect(timeWeightedAverage([10, 10, 10, 40, 40], coveredSeconds(rows, 60))).toBe(22);
    // Uneven intervals: the 30-second sample counts half.
    expect(timeWeightedAverage([0, 90, 30], [60, 30, 60])).toBe((0 * 60 + 90 * 30 + 30 * 60) / 150);
  });

  it('leaves missing values out instead of reading them as 0, and is null when nothing is known', () => {
    expect(timeWeightedAverage([10, null, 30], [60, 60, 60])).toBe(20);
    expect(timeWeightedAverage([null, null], [60, 60])).toBeNull();
    expect(timeWeightedAverage([], [])).toBeNull();
    expect(peakOf([3, null, 7, 5])).toBe(7);
    expect(peakOf([null])).toBeNull();
  });
});

describe('CSV', () => {
  it('has every sample with the API field names, UTC times, dot decimals and empty cells for missing values', () => {
    const csv = metricsCsv([
      sample('2026-01-01T00:00:00.000Z'),
      sample('2026-01-01T00:01:00.000Z', { cpuUsagePercent: null, networkOutboundKbPerSecond: null }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'recordedAt,cpuUsagePercent,memoryUsagePercent,diskReadMbPerSecond,diskWriteMbPerSecond,networkInboundKbPerSecond,networkOutboundKbPerSecond',
      '2026-01-01T00:00:00.000Z,10,50,1.5,0.25,512,2048',
      '2026-01-01T00:01:00.000Z,,50,1.5,0.25,512,',
      '',
    ]);
  });

  it('reads samples in time order', () => {
    const rows = toRows([sample('2026-01-01T00:01:00Z'), sample('2026-01-01T00:00:00Z')]);
    expect(rows.map((row) => new Date(row.t).toISOString())).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:01:00.000Z',
    ]);
  });
});
