import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { areaKeys, queryRoots } from '@/api/query-roots';
import { pathSegment } from '@/api/path-segment';
import { vpsMetrics, type MetricsTimeframe } from '@/api/schemas/vps-metrics';

const keys = areaKeys(queryRoots.vps);

/**
 * Metrics of a VPS, one query per timeframe, under the VPS's detail key (a finished job that refreshes the VPS
 * refreshes its metrics too). A sample is at least a minute apart, so a minute-old answer is still current.
 */
export const vpsMetricsQueries = {
  metrics: (id: string, timeframe: MetricsTimeframe) =>
    queryOptions({
      queryKey: [...keys.detail(id), 'metrics', { timeframe }] as const,
      queryFn: ({ signal }) =>
        apiRequest(vpsMetrics, `/api/v2/vps/${pathSegment(id)}/metrics`, { query: { timeframe }, signal }),
      staleTime: 60_000,
    }),
};
