/**
 * The VPS resource: ids, the server itself (list and detail), power bodies and metrics. What only a server's
 * screen needs (network, SSH keys, snapshots) lives in `vps-network.ts`, `vps-ssh-keys.ts` and
 * `vps-snapshots.ts`, so the server list (a first screen) loads none of it.
 */
import * as z from 'zod/mini';
import {
  listPage,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  timestamp,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
  missingGate,
} from './common';

// ---------------------------------------------------------------------------------------------
// Path parameters: opaque ids (a well-formed id we did not expect is the server's 404, never our 400)
// ---------------------------------------------------------------------------------------------

export const vpsIdParam = opaqueId('vps_');
export const sshKeyIdParam = opaqueId('ssh_');
/** A snapshot is addressed by its name (`{snapshotId}` in the spec); any non-empty string is passed on. */
export const snapshotIdParam = z.string().check(z.minLength(1), z.maxLength(200));

// ---------------------------------------------------------------------------------------------
// VPS detail and list (shape "not shown" by the spec; see src/api/assumptions.md)
// ---------------------------------------------------------------------------------------------

export const vpsStatusValues = [
  'running',
  'stopped',
  'starting',
  'stopping',
  'restarting',
  'provisioning',
  'suspended',
] as const;
export const vpsStatus = tolerantEnum(vpsStatusValues);
export type VpsStatus = z.infer<typeof vpsStatus>;

// Everything below `id` and the two gates is "not shown" by the spec: each member falls back on its own.
export const vpsPlan = z.object({
  name: nullableString,
  cpuCores: nullableInt,
  memoryGb: nullableNumber,
  diskGb: nullableNumber,
});
export type VpsPlan = z.infer<typeof vpsPlan>;

export const vpsRegion = z.object({
  code: nullableString,
  name: nullableString,
});
export type VpsRegion = z.infer<typeof vpsRegion>;

/**
 * The change a VPS is busy with (a power action, a network change, a snapshot, a migration): one at a time. Poll
 * `pollUrl` like any operation. Ours (not in the spec): `null` when missing, and the gates stay the authority on
 * what may be done meanwhile.
 */
export const vpsActiveOperation = z.object({
  jobId: z.string(),
  /** `vps.restart`, `vps.stop`, `vps.network.change_ip`, `vps.snapshot.create`, `vps.migrate`... */
  kind: nullableString,
  pollUrl: nullableString,
  startedAt: nullableTimestamp,
});
export type VpsActiveOperation = z.infer<typeof vpsActiveOperation>;

/** Fields of a VPS list item; the detail adds the action gates. */
export const vpsSummary = z.object({
  id: z.string(),
  /** Not named by the spec: `null` when a server leaves it out (show the id instead). */
  name: nullableString,
  hostname: nullableString,
  status: vpsStatus,
  plan: z.catch(z.nullable(vpsPlan), null),
  region: z.catch(z.nullable(vpsRegion), null),
  primaryIpv4: nullableString,
  primaryIpv6: nullableString,
  /** Operating system as shown to people, e.g. "Ubuntu 24.04 LTS". */
  os: nullableString,
  createdAt: nullableTimestamp,
  activeOperation: z.catch(z.nullable(vpsActiveOperation), null),
});
export type VpsSummary = z.infer<typeof vpsSummary>;

const vpsActionGateNames = ['canRestart', 'canStop', 'canStart', 'canShutdown', 'canReset'] as const;
type VpsActionGateName = (typeof vpsActionGateNames)[number];

/**
 * The spec names `canRestart` and `canStop`; `canStart`, `canShutdown` and `canReset` gate the named-only power
 * routes the same way. Each missing gate is blocked on its own.
 */
export const vpsActions = z.catch(
  z.object({
    canRestart: tolerantGate,
    canStop: tolerantGate,
    canStart: tolerantGate,
    canShutdown: tolerantGate,
    canReset: tolerantGate,
  } satisfies Record<VpsActionGateName, typeof tolerantGate>),
  Object.fromEntries(vpsActionGateNames.map((name) => [name, missingGate])) as Record<
    VpsActionGateName,
    z.infer<typeof tolerantGate>
  >,
);
export type VpsActions = z.infer<typeof vpsActions>;

export const vps = z.extend(vpsSummary, { actions: vpsActions });
export type Vps = z.infer<typeof vps>;

export const vpsListPage = listPage(vpsSummary, 'VPS list');
export type VpsListPage = z.infer<typeof vpsListPage>;

/** Values of the VPS list's `status` filter: the VPS statuses themselves. */
export const vpsStatusFilterValues = vpsStatusValues;
export const vpsListQuery = z.extend(paginationQuery, {
  status: z.optional(z.enum(vpsStatusFilterValues)),
  /** Case-insensitive "contains" over name, hostname and the primary IPs; blank means no filter. */
  q: z.optional(z.string().check(z.maxLength(100))),
});
export type VpsListQuery = z.input<typeof vpsListQuery>;

// ---------------------------------------------------------------------------------------------
// Power actions
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (the spec rejects none here). */
export const vpsRestartBody = z.object({ force: z.optional(z.boolean()) });
export type VpsRestartBody = z.infer<typeof vpsRestartBody>;

/** Spec: "No body". Absent or `{}`; a member is rejected (ledger: "No body" actions). */
export const vpsStopBody = z.strictObject({});

/** Reset, shutdown and start (named-only or ours): no body, like stop (ledger). */
export const vpsNoBody = vpsStopBody;

// ---------------------------------------------------------------------------------------------
// Metrics
// ---------------------------------------------------------------------------------------------

export const metricsTimeframeValues = ['hour', 'day', 'week', 'month', 'year'] as const;
export type MetricsTimeframe = (typeof metricsTimeframeValues)[number];

export const metricsTimeframeAliases = {
  '1h': 'hour',
  '24h': 'day',
  '1d': 'day',
  '7d': 'week',
  '30d': 'month',
  '1y': 'year',
} as const satisfies Record<string, MetricsTimeframe>;
type MetricsTimeframeAlias = keyof typeof metricsTimeframeAliases;

const isAlias = (value: string): value is MetricsTimeframeAlias => Object.hasOwn(metricsTimeframeAliases, value);
export const normalizeTimeframe = (value: MetricsTimeframe | MetricsTimeframeAlias): MetricsTimeframe =>
  isAlias(value) ? metricsTimeframeAliases[value] : value;

export const metricsQuery = z.object({
  timeframe: z.pipe(
    z._default(
      z.enum([...metricsTimeframeValues, ...(Object.keys(metricsTimeframeAliases) as MetricsTimeframeAlias[])]),
      'hour',
    ),
    z.transform(normalizeTimeframe),
  ),
});
export type MetricsQuery = z.output<typeof metricsQuery>;
export type MetricsQueryInput = z.input<typeof metricsQuery>;

/** The response should already be normalized; an alias a server echoes back is normalized anyway. */
const responseTimeframe = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && isAlias(value) ? metricsTimeframeAliases[value] : value,
  ),
  tolerantEnum(metricsTimeframeValues),
);

export const metricsSample = z.object({
  recordedAt: timestamp,
  cpuUsagePercent: z.number(),
  memoryUsagePercent: z.number(),
  diskReadMbPerSecond: z.number(),
  diskWriteMbPerSecond: z.number(),
  networkInboundKbPerSecond: z.number(),
  networkOutboundKbPerSecond: z.number(),
});
export type MetricsSample = z.infer<typeof metricsSample>;

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

const totalsSource = z.catch(z.nullable(z.enum(['counters', 'estimated'])), null);

export const metricsTotals = z.object({
  network: z.object({ inboundBytes: nullableInt, outboundBytes: nullableInt, source: totalsSource }),
  disk: z.object({ readBytes: nullableInt, writeBytes: nullableInt, source: totalsSource }),
});
export type MetricsTotals = z.infer<typeof metricsTotals>;

export const vpsMetrics = z.object({
  id: z.string(),
  timeframe: responseTimeframe,
  /** One malformed sample is dropped (the chart shows a gap there), never the whole series. */
  samples: tolerantArray(metricsSample, 'VPS metrics samples[]'),
  summary: metricsSummary,
  totals: metricsTotals,
  diskDailyAverage: z.object({
    basisDays: z.number().check(z.int()),
    readBytesPerDay: nullableInt,
    writeBytesPerDay: nullableInt,
  }),
  window: z.object({
    startAt: nullableTimestamp,
    endAt: nullableTimestamp,
    sampleCount: z.number().check(z.int()),
    aggregationWindowSeconds: nullableInt,
  }),
  // Missing telemetry state must never read as "zero usage": default to unavailable.
  telemetry: z.catch(z.object({ available: z.boolean(), reason: nullableString }), {
    available: false,
    reason: 'The server did not report telemetry availability.',
  }),
});
export type VpsMetrics = z.infer<typeof vpsMetrics>;
