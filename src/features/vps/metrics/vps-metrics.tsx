import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo } from 'react';
import type { MetricsTimeframe, VpsMetrics } from '@/api/schemas/vps-metrics';
import { metricsTimeframeValues } from '@/api/schemas/vps-values';
import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { FilterTabs } from '@/ui/filter-tabs';
import { Button } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { vpsMetricsQueries } from '@/features/vps/api/vps-metrics-queries';
import { vpsMetricsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { loadMetricsCharts } from '@/features/vps/vps-route-params';
import { CHART_DEFINITIONS, useChartUnits, type ChartDefinition } from './metrics-charts-config';
import {
  everyText,
  gapThresholdMs,
  metricsCsv,
  sampleIntervalSeconds,
  toRows,
  type MetricsRow,
} from './metrics-series';
import { MetricsSummary } from './metrics-summary';
import { MetricsTable } from './metrics-table';
import './metrics.css';

/** Recharts lives in this chunk, fetched when the tab opens (the route's loader starts it with the data). */
const MetricsChart = lazy(loadMetricsCharts);

/**
 * The metrics tab: the timeframe (in the URL), the period covered, summary cards, and three charts (CPU and
 * memory, disk, network) each with a table of the same samples; a CSV of every sample. Collection that failed
 * is said so, with its reason, and nothing is drawn: never a flat zero line.
 */
export function VpsMetrics({ server, timeframe }: { server: Vps; timeframe: MetricsTimeframe }) {
  const t = useMessages(vpsMetricsMessages);
  const id = useId();
  const { data: metrics } = useSuspenseQuery(vpsMetricsQueries.metrics(server.id, timeframe));
  const name = vpsName(server);

  return (
    <section aria-labelledby={`${id}-heading`} className="vps-metrics">
      <div className="vps-metrics__head">
        <h2 id={`${id}-heading`}>{t('vpsMetrics.heading')}</h2>
        <FilterTabs
          label={t('vpsMetrics.timeframe.label')}
          param="timeframe"
          value={timeframe}
          options={metricsTimeframeValues.map((value) => ({
            value,
            label: t('vpsMetrics.timeframe', { timeframe: value }),
          }))}
        />
      </div>
      {metrics.telemetry.available ? (
        <MetricsBody metrics={metrics} name={name} timeframe={timeframe} />
      ) : (
        <div className="vps-metrics-failed" role="status">
          <h3>{t('vpsMetrics.failed.title')}</h3>
          <p>{t('vpsMetrics.failed.body')}</p>
          <p>
            {metrics.telemetry.reason
              ? t('vpsMetrics.failed.reason', { reason: metrics.telemetry.reason })
              : t('vpsMetrics.failed.noReason')}
          </p>
        </div>
      )}
    </section>
  );
}

function MetricsBody({ metrics, name, timeframe }: { metrics: VpsMetrics; name: string; timeframe: MetricsTimeframe }) {
  const t = useMessages(vpsMetricsMessages);
  const format = useFormat();
  const rows = useMemo(() => toRows(metrics.samples), [metrics.samples]);
  const interval = sampleIntervalSeconds(metrics.window.aggregationWindowSeconds, rows);
  const units = useChartUnits(rows);
  const start = metrics.window.startAt ?? new Date(rows[0]?.t ?? 0).toISOString();
  const end = metrics.window.endAt ?? new Date(rows.at(-1)?.t ?? 0).toISOString();
  // One array per response: the charts' x-axis domain (a new one on every render would redraw them).
  const domain = useMemo((): [number, number] => [Date.parse(start), Date.parse(end)], [start, end]);

  if (rows.length === 0) {
    return (
      <>
        <div className="vps-metrics-empty" role="status">
          <h3>{t('vpsMetrics.empty.title')}</h3>
          <p>{t('vpsMetrics.empty.body', { name })}</p>
        </div>
        <MetricsSummary metrics={metrics} rows={rows} interval={interval} />
      </>
    );
  }

  return (
    <>
      <p className="vps-metrics__window">
        {t('vpsMetrics.window', {
          count: rows.length,
          start: format.dateTime(start),
          end: format.dateTime(end),
          every: everyText(interval, t),
        })}{' '}
        <span className="vps-metrics__muted">{t('vpsMetrics.times')}</span>
      </p>
      <MetricsSummary metrics={metrics} rows={rows} interval={interval} />
      <CsvDownload metrics={metrics} name={name} timeframe={timeframe} />
      {CHART_DEFINITIONS.map((definition) => (
        <ChartSection
          key={definition.id}
          definition={definition}
          rows={rows}
          unit={units[definition.id]}
          gapMs={gapThresholdMs(interval)}
          domain={domain}
          timeframe={timeframe}
        />
      ))}
    </>
  );
}

function ChartSection({
  definition,
  rows,
  unit,
  gapMs,
  domain,
  timeframe,
}: {
  definition: ChartDefinition;
  rows: MetricsRow[];
  unit: { label: string; divisor: number };
  gapMs: number;
  domain: [number, number];
  timeframe: MetricsTimeframe;
}) {
  const t = useMessages(vpsMetricsMessages);
  const id = useId();
  const title = t(definition.title);
  const labels = definition.series.map((series) => t(series.label, { unit: unit.label }));
  return (
    <section className="vps-metrics-chart" aria-labelledby={`${id}-title`} data-chart={definition.id}>
      <h3 id={`${id}-title`}>{title}</h3>
      <Suspense fallback={<p className="vps-metrics-chart__loading">{t('vpsMetrics.chart.loading')}</p>}>
        <MetricsChart
          rows={rows}
          keys={definition.series.map((series) => series.key)}
          labels={labels}
          unit={unit}
          gapMs={gapMs}
          domain={domain}
          timeframe={timeframe}
        />
      </Suspense>
      <MetricsTable title={title} rows={rows} keys={definition.series.map((s) => s.key)} labels={labels} unit={unit} />
    </section>
  );
}

function CsvDownload({ metrics, name, timeframe }: { metrics: VpsMetrics; name: string; timeframe: MetricsTimeframe }) {
  const t = useMessages(vpsMetricsMessages);
  const download = () => {
    const blob = new Blob([metricsCsv(metrics.samples)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${name}-metrics-${timeframe}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <p className="vps-metrics__csv">
      <Button onClick={download}>{t('vpsMetrics.csv', { count: metrics.samples.length })}</Button>
    </p>
  );
}
