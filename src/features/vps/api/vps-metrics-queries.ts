import { queryOptions } from '@tanstack/react-query';
import { callRead } from '@/api/call';
import { vpsRoutes } from '@/api/endpoints/vps';
import { vpsReads } from '@/api/first-reads/vps';
import { areaKeys, queryRoots } from '@/api/query-roots';
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
      // The route with its schema alone: the overview reads this too, and the area's table would bring every
      // section's contract into its chunk.
      queryFn: ({ signal }) => callRead(vpsRoutes.metrics, vpsReads.metrics(id, timeframe), signal, vpsMetrics),
      staleTime: 60_000,
    }),
};
