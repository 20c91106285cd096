import type { MetricsSample } from '@/api/schemas/vps-metrics';
import type { ByteUnit } from '@/ui/format/sizes';

/**
 * The metrics response turned into what the tab shows: rows with times in ms and rates in bytes per second,
 * gaps, time-weighted averages, peaks, the unit a chart uses and the CSV. Pure functions, no React.
 */

/** The API's KB/s and MB/s are binary (spec): 1 KB/s = 1,024 B/s, 1 MB/s = 1,048,576 B/s. */
export const KIB = 1024;
export const MIB = 1024 * 1024;

export type SeriesKey = 'cpu' | 'memory' | 'diskRead' | 'diskWrite' | 'netIn' | 'netOut';
export const seriesKeys: readonly SeriesKey[] = ['cpu', 'memory', 'diskRead', 'diskWrite', 'netIn', 'netOut'];

/** One sample: `t` in ms since the epoch; percentages 0–100; rates in bytes per second; null = not reported. */
export type MetricsRow = { t: number } & Record<SeriesKey, number | null>;

const times = (value: number | null, factor: number) => (value === null ? null : value * factor);

/** Rows in time order (a server that sends them out of order is read in order). */
export function toRows(samples: readonly MetricsSample[]): MetricsRow[] {
  return samples
    .map((sample) => ({
      t: Date.parse(sample.recordedAt),
      cpu: sample.cpuUsagePercent,
      memory: sample.memoryUsagePercent,
      diskRead: times(sample.diskReadMbPerSecond, MIB),
      diskWrite: times(sample.diskWriteMbPerSecond, MIB),
      netIn: times(sample.networkInboundKbPerSecond, KIB),
      netOut: times(sample.networkOutboundKbPerSecond, KIB),
    }))
    .sort((a, b) => a.t - b.t);
}

/** The typical spacing of the samples (the median), for a response that does not name its aggregation window. */
function medianSpacingSeconds(rows: readonly { t: number }[]): number | null {
  const spacing = rows.slice(1).map((row, i) => row.t - (rows[i]?.t ?? row.t));
  if (spacing.length === 0) return null;
  spacing.sort((a, b) => a - b);
  return (spacing[Math.floor(spacing.length / 2)] ?? 0) / 1000;
}

/** The interval one sample stands for: the response's aggregation window, else the usual spacing of the samples. */
export function sampleIntervalSeconds(
  aggregationWindowSeconds: number | null,
  rows: readonly { t: number }[],
): number | null {
  return aggregationWindowSeconds && aggregationWindowSeconds > 0
    ? aggregationWindowSeconds
    : medianSpacingSeconds(rows);
}

/** How often the samples come, in words ("one a minute", "one every 5 minutes"); '' when not known. */
export function everyText(
  interval: number | null,
  t: (key: 'vpsMetrics.every.hours' | 'vpsMetrics.every.minutes', values: { count: number }) => string,
): string {
  if (interval === null) return '';
  if (interval >= 3600 && interval % 3600 === 0) return t('vpsMetrics.every.hours', { count: interval / 3600 });
  return t('vpsMetrics.every.minutes', { count: Math.max(1, Math.round(interval / 60)) });
}

/** Samples further apart than this are a gap (missing data), not a line (ledger: twice the aggregation window). */
export function gapThresholdMs(intervalSeconds: number | null): number {
  return intervalSeconds === null ? Number.POSITIVE_INFINITY : 2 * intervalSeconds * 1000;
}

export interface Gap {
  /** The last sample before and the first one after the missing data (ms). */
  from: number;
  to: number;
}

export function findGaps(rows: readonly { t: number }[], thresholdMs: number): Gap[] {
  const gaps: Gap[] = [];
  for (let i = 1; i < rows.length; i++) {
    const from = rows[i - 1]?.t ?? 0;
    const to = rows[i]?.t ?? 0;
    if (to - from > thresholdMs) gaps.push({ from, to });
  }
  return gaps;
}

/**
 * The seconds each sample covers: its interval, or less when the previous sample is closer. A sample after a
 * gap covers only its own interval: the gap weighs nothing, it is neither a zero nor the next value.
 */
export function coveredSeconds(rows: readonly { t: number }[], intervalSeconds: number): number[] {
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    return previous ? Math.min(intervalSeconds, (row.t - previous.t) / 1000) : intervalSeconds;
  });
}

/** Time-weighted mean; samples without a value (null) are left out, not read as 0. Null when nothing is known. */
export function timeWeightedAverage(values: readonly (number | null)[], weights: readonly number[]): number | null {
  let sum = 0;
  let seconds = 0;
  values.forEach((value, i) => {
    const weight = weights[i] ?? 0;
    if (value === null || weight <= 0) return;
    sum += value * weight;
    seconds += weight;
  });
  return seconds > 0 ? sum / seconds : null;
}

export function peakOf(values: readonly (number | null)[]): number | null {
  let max: number | null = null;
  for (const value of values) if (value !== null && (max === null || value > max)) max = value;
  return max;
}

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

export type RateUnit = Extract<ByteUnit, 'KiB' | 'MiB' | 'GiB'>;
const rateUnits: readonly { unit: RateUnit; bytes: number }[] = [
  { unit: 'KiB', bytes: KIB },
  { unit: 'MiB', bytes: MIB },
  { unit: 'GiB', bytes: MIB * 1024 },
];

/**
 * The binary unit a rate chart uses, scaled to its largest value (so the axis reads 0–40 MiB/s, not
 * 0–41,943,040 B/s): the largest unit the peak reaches at least 1 of, never below KiB/s.
 */
export function rateUnitFor(maxBytesPerSecond: number | null): { unit: RateUnit; bytes: number } {
  let chosen = rateUnits[0] ?? { unit: 'KiB', bytes: KIB };
  for (const candidate of rateUnits) if ((maxBytesPerSecond ?? 0) >= candidate.bytes) chosen = candidate;
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------

const csvColumns = [
  'recordedAt',
  'cpuUsagePercent',
  'memoryUsagePercent',
  'diskReadMbPerSecond',
  'diskWriteMbPerSecond',
  'networkInboundKbPerSecond',
  'networkOutboundKbPerSecond',
] as const satisfies readonly (keyof MetricsSample)[];

/**
 * Every sample as sent (not the drawn, downsampled points): the API's field names and units, times in UTC,
 * numbers with a dot whatever the language, and an empty cell where a value is missing (never 0).
 */
export function metricsCsv(samples: readonly MetricsSample[]): string {
  const lines = [csvColumns.join(',')];
  for (const sample of samples) {
    lines.push(
      csvColumns
        .map((column) => {
          const value = sample[column];
          if (value === null) return '';
          if (typeof value === 'number') return String(value);
          return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
