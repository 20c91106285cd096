import { metricsTimeframeValues, type MetricsTimeframe } from '@/api/schemas/vps-values';

/**
 * Which of a server's tabs the boot script draws from its early reads (vps-detail-first-rows.ts), by the address's
 * search: the overview or the metrics tab with nothing else asked. Import-light: the boot script reads it to know
 * whether the frame shows the place it draws in.
 */
export type DrawnTab = { tab: 'overview' } | { tab: 'metrics'; timeframe: MetricsTimeframe };

/** The tab an address shows, if the boot draws it: the overview or the metrics tab, with nothing else asked. */
export function drawnServerTab(search: string): DrawnTab | null {
  if (search === '' || search === '?' || search === '?tab=overview') return { tab: 'overview' };
  if (search === '?tab=metrics') return { tab: 'metrics', timeframe: 'hour' };
  const timeframe = /^\?tab=metrics&timeframe=([a-z]+)$/.exec(search)?.[1];
  return timeframe && (metricsTimeframeValues as readonly string[]).includes(timeframe)
    ? { tab: 'metrics', timeframe: timeframe as MetricsTimeframe }
    : null;
}
