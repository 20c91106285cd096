import * as z from 'zod/mini';
import { nullableInt, nullableNumber, nullableString, nullableTimestamp, tolerantArray, tolerantEnum } from './common';
import {
  isTimeframeAlias,
  metricsTimeframeAliases,
  metricsTimeframeInputs,
  metricsTimeframeValues,
  normalizeTimeframe,
} from './vps-values';

/**
 * `GET /api/v2/vps/{id}/metrics` (spec "VPS metrics"). Its own module so the metrics tab and its route load no
 * more of the VPS contract than this. Reading rule throughout: a missing or malformed number is `null`, never 0.
 */

export type { MetricsTimeframe, MetricsTimeframeAlias } from './vps-values';

export const metricsQuery = z.object({
  timeframe: z.pipe(z._default(z.enum(metricsTimeframeInputs), 'hour'), z.transform(normalizeTimeframe)),
});
export type MetricsQuery = z.output<typeof metricsQuery>;
export type MetricsQueryInput = z.input<typeof metricsQuery>;

/** The response should already be normalized; an alias a server echoes back is normalized anyway. */
const responseTimeframe = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && isTimeframeAlias(value) ? metricsTimeframeAliases[value] : value,
  ),
  tolerantEnum(metricsTimeframeValues),
);

/** A timestamp a `Date` can read: a sample without a usable time cannot be placed, so it is dropped. */
const sampleTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

/**
 * One sample. The spec requires every number; a server that sends one as null or leaves it out keeps the sample
 * with that value `null` (that series breaks there, the CSV cell is empty, the others stay).
 */
export const metricsSample = z.object({
  recordedAt: sampleTime,
  cpuUsagePercent: nullableNumber,
  memoryUsagePercent: nullableNumber,
  diskReadMbPerSecond: nullableNumber,
  diskWriteMbPerSecond: nullableNumber,
  networkInboundKbPerSecond: nullableNumber,
  networkOutboundKbPerSecond: nullableNumber,
});
export type MetricsSample = z.infer<typeof metricsSample>;
export type MetricsSampleField = Exclude<keyof MetricsSample, 'recordedAt'>;
export const metricsSampleFields = [
  'cpuUsagePercent',
  'memoryUsagePercent',
  'diskReadMbPerSecond',
  'diskWriteMbPerSecond',
  'networkInboundKbPerSecond',
  'networkOutboundKbPerSecond',
] as const satisfies readonly MetricsSampleField[];

// A missing aggregate is null, never zero: null is the only fallback.
export const metricsSummary = z.object({
  avgDiskReadMbPerSecond: nullableNumber,
  avgDiskWriteMbPerSecond: nullableNumber,
  peakDiskReadMbPerSecond: nullableNumber,
  peakDiskWriteMbPerSecond: nullableNumber,
  totalDiskReadGb: nullableNumber,
  totalDiskWriteGb: nullableNumber,
  totalNetworkInboundGb: nullableNumber,
  totalNetworkOutboundGb: nullableNumber,
  avgNetworkInboundKbPerSecond: nullableNumber,
  avgNetworkOutboundKbPerSecond: nullableNumber,
  peakNetworkInboundKbPerSecond: nullableNumber,
  peakNetworkOutboundKbPerSecond: nullableNumber,
});
export type MetricsSummary = z.infer<typeof metricsSummary>;

const allNull = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;
const summaryKeys = Object.keys(metricsSummary.shape) as (keyof MetricsSummary)[];

export const totalsSourceValues = ['counters', 'estimated'] as const;
/** `null`: the server does not know; an unknown value reads as `null` too (never as exact). */
const totalsSource = z.catch(z.nullable(z.enum(totalsSourceValues)), null);
export type TotalsSource = z.infer<typeof totalsSource>;

export const metricsTotals = z.object({
  network: z.catch(z.object({ inboundBytes: nullableInt, outboundBytes: nullableInt, source: totalsSource }), {
    inboundBytes: null,
    outboundBytes: null,
    source: null,
  }),
  disk: z.catch(z.object({ readBytes: nullableInt, writeBytes: nullableInt, source: totalsSource }), {
    readBytes: null,
    writeBytes: null,
    source: null,
  }),
});
export type MetricsTotals = z.infer<typeof metricsTotals>;

export const vpsMetrics = z.object({
  id: z.string(),
  timeframe: responseTimeframe,
  /** One malformed sample (no usable time) is dropped, never the whole series. */
  samples: z.catch(tolerantArray(metricsSample, 'VPS metrics samples[]'), []),
  summary: z.catch(metricsSummary, allNull(summaryKeys)),
  totals: z.catch(metricsTotals, {
    network: { inboundBytes: null, outboundBytes: null, source: null },
    disk: { readBytes: null, writeBytes: null, source: null },
  }),
  diskDailyAverage: z.catch(
    z.object({
      basisDays: nullableInt,
      readBytesPerDay: nullableInt,
      writeBytesPerDay: nullableInt,
    }),
    { basisDays: null, readBytesPerDay: null, writeBytesPerDay: null },
  ),
  window: z.catch(
    z.object({
      startAt: nullableTimestamp,
      endAt: nullableTimestamp,
      sampleCount: nullableInt,
      aggregationWindowSeconds: nullableInt,
    }),
    { startAt: null, endAt: null, sampleCount: null, aggregationWindowSeconds: null },
  ),
  // Missing telemetry state must never read as "zero usage": default to unavailable.
  telemetry: z.catch(z.object({ available: z.boolean(), reason: nullableString }), {
    available: false,
    reason: null,
  }),
});
export type VpsMetrics = z.infer<typeof vpsMetrics>;
