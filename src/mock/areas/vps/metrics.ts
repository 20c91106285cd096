import type {
  MetricsSample,
  MetricsSummary,
  MetricsTimeframe,
  TotalsSource,
  VpsMetrics,
} from '@/api/schemas/vps-metrics';

/**
 * VPS metrics (`vpsRoutes.metrics`): a deterministic synthetic history per VPS, sampled at the timeframe's
 * resolution, and the spec's aggregates over it.
 *
 * The "true" usage is a function of absolute time, constant within each UTC minute (daily and weekly rhythm,
 * a nightly backup at 02:00 UTC, seeded noise, the profile's busy periods). A sample is the rate of the minute
 * ending at its `recordedAt`. Exact counters sum every minute's bytes (so they count what moved during a
 * collection gap too, and do not depend on the chart's resolution); estimated totals integrate the samples.
 * Gaps, busy periods and a brand-new VPS's start are relative to the world's creation, so every world of the
 * scenario shows them at the same age.
 */

export const METRICS_TIMEFRAMES: Record<MetricsTimeframe, { stepSeconds: number; count: number }> = {
  hour: { stepSeconds: 60, count: 60 },
  day: { stepSeconds: 300, count: 288 },
  week: { stepSeconds: 1800, count: 336 },
  month: { stepSeconds: 3600, count: 720 },
  year: { stepSeconds: 3600, count: 8760 },
};

/** The trailing period of `diskDailyAverage` (spec: 7 days whatever the timeframe). */
export const DISK_DAILY_BASIS_DAYS = 7;

/** The API's MB/s and KB/s are binary (spec): bytes per unit. */
export const MIB = 1024 * 1024;
export const KIB = 1024;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A span relative to the world's creation (ms; negative = before it): `(fromRel, toRel]`. */
export interface RelSpan {
  fromRel: number;
  toRel: number;
}

export interface MetricsProfile {
  seed: number;
  /** Typical load, 0..1. */
  level: number;
  /** Collection gaps: no sample is recorded inside one (the counters keep counting). */
  gaps: RelSpan[];
  /** Periods of heavy use (more CPU, disk and traffic). */
  busy: RelSpan[];
  /** A reason when collection failed for this VPS: then no samples and no aggregates at all. */
  unavailableReason: string | null;
  networkTotals: TotalsSource;
  diskTotals: TotalsSource;
}

/** What a scenario writes (ages before the world's creation, in ms). */
export interface MetricsSpec {
  level?: number;
  gaps?: { startedAgoMs: number; endedAgoMs: number }[];
  busy?: { startedAgoMs: number; endedAgoMs: number }[];
  /** Collection stopped this long before the world's creation and never resumed (a stopped server). */
  silentForMs?: number;
  unavailableReason?: string;
  /** Default `counters`. */
  networkTotals?: TotalsSource;
  diskTotals?: TotalsSource;
}

function hashString(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function metricsProfile(vpsId: string, spec: MetricsSpec = {}): MetricsProfile {
  const gaps = (spec.gaps ?? []).map((gap) => ({ fromRel: -gap.startedAgoMs, toRel: -gap.endedAgoMs }));
  if (spec.silentForMs !== undefined) gaps.push({ fromRel: -spec.silentForMs, toRel: Number.POSITIVE_INFINITY });
  return {
    seed: hashString(vpsId),
    level: spec.level ?? 0.3,
    gaps,
    busy: (spec.busy ?? []).map((span) => ({ fromRel: -span.startedAgoMs, toRel: -span.endedAgoMs })),
    unavailableReason: spec.unavailableReason ?? null,
    networkTotals: spec.networkTotals === undefined ? 'counters' : spec.networkTotals,
    diskTotals: spec.diskTotals === undefined ? 'counters' : spec.diskTotals,
  };
}

// ---------------------------------------------------------------------------------------------
// The true usage
// ---------------------------------------------------------------------------------------------

/** A uniform number in [0, 1) from a seed and an integer (a 32-bit integer hash). */
function noise(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const inSpan = (spans: readonly RelSpan[], rel: number) => spans.some((s) => rel > s.fromRel && rel <= s.toRel);

/** Indexes into a usage tuple. */
const CPU = 0;
const MEMORY = 1;
const DISK_READ = 2;
const DISK_WRITE = 3;
const NET_IN = 4;
const NET_OUT = 5;

/**
 * The usage of the minute that ends at `absMs` (a multiple of a minute), written into `out`: CPU and memory
 * percent, disk MB/s (MiB/s), network KB/s (KiB/s).
 */
function usageAt(profile: MetricsProfile, absMs: number, rel: number, out: Float64Array): void {
  const minute = Math.floor(absMs / MINUTE_MS);
  const dayPhase = (absMs % DAY_MS) / DAY_MS;
  const weekday = (Math.floor(absMs / DAY_MS) + 4) % 7; // 1970-01-01 was a Thursday
  const daily = 0.5 + 0.5 * Math.sin(2 * Math.PI * (dayPhase - 0.33)); // highest mid-afternoon UTC
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  const busy = inSpan(profile.busy, rel) ? 2.6 : 1;
  const load = Math.min(1.4, profile.level * (0.35 + 0.9 * daily) * weekend * busy);
  const backup = dayPhase >= 2 / 24 && dayPhase < 2.5 / 24; // 02:00–02:30 UTC
  const seed = profile.seed;
  const n1 = noise(seed, minute);
  const n2 = noise(seed + 1, minute);
  const n3 = noise(seed + 2, minute);
  const n4 = noise(seed + 3, minute);
  const n5 = noise(seed + 4, minute);
  const n6 = noise(seed + 5, minute);
  const spike = n1 > 0.996 ? 35 : 0;
  out[CPU] = Math.min(100, Math.max(0, 4 + 62 * load + 14 * (n2 - 0.5) + spike + (backup ? 18 : 0)));
  out[MEMORY] = Math.min(100, Math.max(0, 30 + 28 * profile.level + 9 * daily + 4 * n3 + (busy > 1 ? 18 : 0)));
  out[DISK_READ] = (0.4 + 9 * load) * (0.5 + n4) + (backup ? 45 : 0);
  out[DISK_WRITE] = (0.25 + 6 * load) * (0.5 + n5) + (backup ? 6 : 0);
  out[NET_IN] = (30 + 950 * load) * (0.6 + 0.8 * n6);
  out[NET_OUT] = (60 + 2600 * load) * (0.6 + 0.8 * n3) + (backup ? 24_000 : 0);
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

// ---------------------------------------------------------------------------------------------
// Series and aggregates
// ---------------------------------------------------------------------------------------------

/** What metrics need of a world (state.ts's VpsHost satisfies it). */
export interface MetricsHost {
  createdAtMs: number;
  now(): number;
}

/** What metrics need of a VPS (state.ts's StoredVps satisfies it). */
export interface MetricsVps {
  id: string;
  createdAt: string;
  /** Set for a VPS created relative to the world (a brand-new one); else `createdAt` is absolute. */
  createdAtRel: number | null;
  metrics: MetricsProfile;
}

/** Where a VPS's metrics history begins (its creation), in absolute ms. */
export function historyStartMs(host: MetricsHost, vps: MetricsVps): number {
  return vps.createdAtRel !== null ? host.createdAtMs + vps.createdAtRel : Date.parse(vps.createdAt);
}

interface Series {
  samples: MetricsSample[];
  /** Sample times (absolute ms) and the interval each one covers (seconds; at most the step). */
  times: number[];
  weights: number[];
}

/** The samples of `count` steps ending at `endMs`, without gaps and before the history began. */
function sampleSeries(
  host: MetricsHost,
  profile: MetricsProfile,
  historyStart: number,
  endMs: number,
  stepSeconds: number,
  count: number,
): Series {
  const stepMs = stepSeconds * 1000;
  const usage = new Float64Array(6);
  const series: Series = { samples: [], times: [], weights: [] };
  let previous = Number.NEGATIVE_INFINITY;
  for (let k = count - 1; k >= 0; k--) {
    const t = endMs - k * stepMs;
    if (t <= historyStart) continue;
    const rel = t - host.createdAtMs;
    if (inSpan(profile.gaps, rel)) continue;
    usageAt(profile, t, rel, usage);
    const coveredFrom = Math.max(previous, historyStart, t - stepMs);
    previous = t;
    series.times.push(t);
    series.weights.push((t - coveredFrom) / 1000);
    series.samples.push({
      recordedAt: new Date(t).toISOString(),
      cpuUsagePercent: round(usage[CPU] ?? 0, 1),
      memoryUsagePercent: round(usage[MEMORY] ?? 0, 1),
      diskReadMbPerSecond: round(usage[DISK_READ] ?? 0, 3),
      diskWriteMbPerSecond: round(usage[DISK_WRITE] ?? 0, 3),
      networkInboundKbPerSecond: round(usage[NET_IN] ?? 0, 2),
      networkOutboundKbPerSecond: round(usage[NET_OUT] ?? 0, 2),
    });
  }
  return series;
}

type ByteKey = 'diskRead' | 'diskWrite' | 'netIn' | 'netOut';
type ByteTotals = Record<ByteKey, number>;

const counterCache = new Map<string, ByteTotals>();
const COUNTER_CACHE_SIZE = 64;

/**
 * Exact counter readings: every byte of every minute in `(fromMs, toMs]` after the history began (minute-aligned
 * bounds). Collection gaps do not matter: a counter is read again after one and still knows what moved.
 */
export function counterBytes(
  host: MetricsHost,
  profile: MetricsProfile,
  historyStart: number,
  fromMs: number,
  toMs: number,
): ByteTotals {
  const key = `${profile.seed}|${host.createdAtMs}|${historyStart}|${fromMs}|${toMs}`;
  const cached = counterCache.get(key);
  if (cached) return cached;
  const usage = new Float64Array(6);
  const totals: ByteTotals = { diskRead: 0, diskWrite: 0, netIn: 0, netOut: 0 };
  const first = Math.floor(fromMs / MINUTE_MS) + 1;
  const last = Math.floor(toMs / MINUTE_MS);
  for (let minute = first; minute <= last; minute++) {
    const end = minute * MINUTE_MS;
    if (end <= historyStart) continue;
    const seconds = Math.min(MINUTE_MS, end - historyStart) / 1000;
    usageAt(profile, end, end - host.createdAtMs, usage);
    totals.diskRead += (usage[DISK_READ] ?? 0) * MIB * seconds;
    totals.diskWrite += (usage[DISK_WRITE] ?? 0) * MIB * seconds;
    totals.netIn += (usage[NET_IN] ?? 0) * KIB * seconds;
    totals.netOut += (usage[NET_OUT] ?? 0) * KIB * seconds;
  }
  if (counterCache.size >= COUNTER_CACHE_SIZE) {
    const oldest = counterCache.keys().next().value;
    if (oldest !== undefined) counterCache.delete(oldest);
  }
  counterCache.set(key, totals);
  return totals;
}

/** Bytes integrated from the samples' rates over the intervals they cover (gaps add nothing). */
export function estimatedBytes(series: Series): ByteTotals {
  const totals: ByteTotals = { diskRead: 0, diskWrite: 0, netIn: 0, netOut: 0 };
  series.samples.forEach((sample, i) => {
    const seconds = series.weights[i] ?? 0;
    totals.diskRead += (sample.diskReadMbPerSecond ?? 0) * MIB * seconds;
    totals.diskWrite += (sample.diskWriteMbPerSecond ?? 0) * MIB * seconds;
    totals.netIn += (sample.networkInboundKbPerSecond ?? 0) * KIB * seconds;
    totals.netOut += (sample.networkOutboundKbPerSecond ?? 0) * KIB * seconds;
  });
  return totals;
}

type RateField =
  'diskReadMbPerSecond' | 'diskWriteMbPerSecond' | 'networkInboundKbPerSecond' | 'networkOutboundKbPerSecond';

/** Time-weighted over the intervals the samples cover: a gap weighs nothing (it is not a zero). */
function average(series: Series, field: RateField): number | null {
  let weighted = 0;
  let seconds = 0;
  series.samples.forEach((sample, i) => {
    const value = sample[field];
    const weight = series.weights[i] ?? 0;
    if (value === null) return;
    weighted += value * weight;
    seconds += weight;
  });
  return seconds > 0 ? weighted / seconds : null;
}

function peak(series: Series, field: RateField): number | null {
  let max: number | null = null;
  for (const sample of series.samples) {
    const value = sample[field];
    if (value !== null && (max === null || value > max)) max = value;
  }
  return max;
}

function totalsOf(
  source: TotalsSource,
  exact: () => ByteTotals,
  estimate: () => ByteTotals,
): { source: TotalsSource; bytes: ByteTotals | null } {
  if (source === 'counters') return { source, bytes: exact() };
  if (source === 'estimated') return { source, bytes: estimate() };
  return { source: null, bytes: null };
}

const NULL_SUMMARY: MetricsSummary = {
  avgDiskReadMbPerSecond: null,
  avgDiskWriteMbPerSecond: null,
  peakDiskReadMbPerSecond: null,
  peakDiskWriteMbPerSecond: null,
  totalDiskReadGb: null,
  totalDiskWriteGb: null,
  totalNetworkInboundGb: null,
  totalNetworkOutboundGb: null,
  avgNetworkInboundKbPerSecond: null,
  avgNetworkOutboundKbPerSecond: null,
  peakNetworkInboundKbPerSecond: null,
  peakNetworkOutboundKbPerSecond: null,
};

/** `bytes / 10^9` (spec: decimal GB derived from the byte totals). */
const gb = (bytes: number | null) => (bytes === null ? null : bytes / 1e9);

/** The trailing 7 days' disk bytes per day, from the same source as the totals; null before 7 days of history. */
function diskDailyAverage(
  host: MetricsHost,
  profile: MetricsProfile,
  historyStart: number,
): { readBytesPerDay: number | null; writeBytesPerDay: number | null } {
  const end = Math.floor(host.now() / MINUTE_MS) * MINUTE_MS;
  const start = end - DISK_DAILY_BASIS_DAYS * DAY_MS;
  if (historyStart > start || profile.diskTotals === null) return { readBytesPerDay: null, writeBytesPerDay: null };
  const { stepSeconds, count } = METRICS_TIMEFRAMES.week;
  const bytes =
    profile.diskTotals === 'counters'
      ? counterBytes(host, profile, historyStart, start, end)
      : estimatedBytes(sampleSeries(host, profile, historyStart, alignDown(end, stepSeconds), stepSeconds, count));
  return {
    readBytesPerDay: Math.round(bytes.diskRead / DISK_DAILY_BASIS_DAYS),
    writeBytesPerDay: Math.round(bytes.diskWrite / DISK_DAILY_BASIS_DAYS),
  };
}

const alignDown = (ms: number, stepSeconds: number) => Math.floor(ms / (stepSeconds * 1000)) * stepSeconds * 1000;

/** The response of `GET /api/v2/vps/{id}/metrics?timeframe=` for a VPS at the world's now. */
export function metricsView(host: MetricsHost, vps: MetricsVps, timeframe: MetricsTimeframe): VpsMetrics {
  const profile = vps.metrics;
  const { stepSeconds, count } = METRICS_TIMEFRAMES[timeframe];
  const nullTotals = {
    network: { inboundBytes: null, outboundBytes: null, source: null },
    disk: { readBytes: null, writeBytes: null, source: null },
  };
  const base = { id: vps.id, timeframe, diskDailyAverage: { basisDays: DISK_DAILY_BASIS_DAYS } };

  if (profile.unavailableReason !== null) {
    return {
      ...base,
      samples: [],
      summary: NULL_SUMMARY,
      totals: nullTotals,
      diskDailyAverage: { ...base.diskDailyAverage, readBytesPerDay: null, writeBytesPerDay: null },
      window: { startAt: null, endAt: null, sampleCount: 0, aggregationWindowSeconds: null },
      telemetry: { available: false, reason: profile.unavailableReason },
    };
  }

  const historyStart = historyStartMs(host, vps);
  const series = sampleSeries(host, profile, historyStart, alignDown(host.now(), stepSeconds), stepSeconds, count);
  const daily = { ...base.diskDailyAverage, ...diskDailyAverage(host, profile, historyStart) };
  const telemetry = { available: true, reason: null };
  const first = series.times[0];
  const last = series.times.at(-1);
  if (first === undefined || last === undefined) {
    return {
      ...base,
      samples: [],
      summary: NULL_SUMMARY,
      totals: nullTotals,
      diskDailyAverage: daily,
      window: { startAt: null, endAt: null, sampleCount: 0, aggregationWindowSeconds: stepSeconds },
      telemetry,
    };
  }

  // Totals cover what the samples cover: from the start of the first sample's interval to the last sample.
  const coveredFrom = first - (series.weights[0] ?? 0) * 1000;
  const exact = () => counterBytes(host, profile, historyStart, coveredFrom, last);
  const estimate = () => estimatedBytes(series);
  const network = totalsOf(profile.networkTotals, exact, estimate);
  const disk = totalsOf(profile.diskTotals, exact, estimate);
  const bytes = (totals: ByteTotals | null, key: ByteKey) => (totals ? Math.round(totals[key]) : null);
  const inboundBytes = bytes(network.bytes, 'netIn');
  const outboundBytes = bytes(network.bytes, 'netOut');
  const readBytes = bytes(disk.bytes, 'diskRead');
  const writeBytes = bytes(disk.bytes, 'diskWrite');

  return {
    ...base,
    samples: series.samples,
    summary: {
      avgDiskReadMbPerSecond: average(series, 'diskReadMbPerSecond'),
      avgDiskWriteMbPerSecond: average(series, 'diskWriteMbPerSecond'),
      peakDiskReadMbPerSecond: peak(series, 'diskReadMbPerSecond'),
      peakDiskWriteMbPerSecond: peak(series, 'diskWriteMbPerSecond'),
      totalDiskReadGb: gb(readBytes),
      totalDiskWriteGb: gb(writeBytes),
      totalNetworkInboundGb: gb(inboundBytes),
      totalNetworkOutboundGb: gb(outboundBytes),
      avgNetworkInboundKbPerSecond: average(series, 'networkInboundKbPerSecond'),
      avgNetworkOutboundKbPerSecond: average(series, 'networkOutboundKbPerSecond'),
      peakNetworkInboundKbPerSecond: peak(series, 'networkInboundKbPerSecond'),
      peakNetworkOutboundKbPerSecond: peak(series, 'networkOutboundKbPerSecond'),
    },
    totals: {
      network: { inboundBytes, outboundBytes, source: network.source },
      disk: { readBytes, writeBytes, source: disk.source },
    },
    diskDailyAverage: daily,
    window: {
      startAt: new Date(first).toISOString(),
      endAt: new Date(last).toISOString(),
      sampleCount: series.samples.length,
      aggregationWindowSeconds: stepSeconds,
    },
    telemetry,
  };
}
