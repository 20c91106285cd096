/**
 * Servers: the contract's enum values, apart from its schemas (as `audit-log-values.ts`), so that a route's URL
 * validation, Home's rows and a filter's choices read the one list without carrying the contract's parsing into a
 * first screen. Each list is declared here once; the schemas build their enums from it.
 */

export const vpsStatusValues = [
  'running',
  'stopped',
  'starting',
  'stopping',
  'restarting',
  'provisioning',
  'suspended',
] as const;

export const guestNetworkStatusValues = ['in_sync', 'mismatch', 'unavailable'] as const;

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
export type MetricsTimeframeAlias = keyof typeof metricsTimeframeAliases;

/** Every value the metrics query accepts (and a server's URL may carry): the five timeframes and their aliases. */
export const metricsTimeframeInputs = [
  ...metricsTimeframeValues,
  ...(Object.keys(metricsTimeframeAliases) as MetricsTimeframeAlias[]),
] as const;

export const isTimeframeAlias = (value: string): value is MetricsTimeframeAlias =>
  Object.hasOwn(metricsTimeframeAliases, value);
export const normalizeTimeframe = (value: MetricsTimeframe | MetricsTimeframeAlias): MetricsTimeframe =>
  isTimeframeAlias(value) ? metricsTimeframeAliases[value] : value;
