import { useId, useMemo, type ReactNode } from 'react';
import type { TotalsSource, VpsMetrics } from '@/api/schemas/vps-metrics';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { StatusBadge, type Tone } from '@/ui/status-badge';
import { vpsMetricsMessages } from '@/features/vps/messages/catalog';
import { coveredSeconds, KIB, MIB, peakOf, timeWeightedAverage, type MetricsRow } from './metrics-series';

const sourceTones: Record<'counters' | 'estimated' | 'unknown', Tone> = {
  counters: 'success',
  estimated: 'info',
  unknown: 'neutral',
};

const scaled = (value: number | null, factor: number) => (value === null ? null : value * factor);
/** A byte total: the bytes, else the summary's decimal GB (a server may send only one of them). */
const bytesOf = (bytes: number | null, gb: number | null) => bytes ?? (gb === null ? null : gb * 1e9);

/** "—" read out as "not available", and why it is missing (visible: never a bare dash, never a 0). */
function Missing({ reason }: { reason: string }) {
  const t = useMessages(vpsMetricsMessages);
  return (
    <span className="vps-metrics-null">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('vpsMetrics.null.label')}</span>
      <span className="vps-metrics-null__reason">{reason}</span>
    </span>
  );
}

interface Stat {
  label: string;
  value: string | null;
  reason: string;
  badge?: ReactNode;
}

function Card({ title, stats, note }: { title: string; stats: Stat[]; note?: string }) {
  const id = useId();
  return (
    <section className="vps-metrics-card" aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <dl>
        {stats.map((stat) => (
          <div key={stat.label} className="vps-metrics-card__stat">
            <dt>{stat.label}</dt>
            <dd>
              {stat.value === null ? (
                <Missing reason={stat.reason} />
              ) : (
                <span className="vps-metrics-card__value">{stat.value}</span>
              )}
              {stat.badge}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className="vps-metrics-card__note">{note}</p>}
    </section>
  );
}

/**
 * The period in figures. Disk and network come from the server's summary and totals (averages time-weighted,
 * peaks, byte totals with how they were measured); the spec has none for CPU and memory, so those are worked
 * out here from the samples by the same rule. A null is "—" with the reason.
 */
export function MetricsSummary({
  metrics,
  rows,
  interval,
}: {
  metrics: VpsMetrics;
  rows: readonly MetricsRow[];
  interval: number | null;
}) {
  const t = useMessages(vpsMetricsMessages);
  const format = useFormat();
  const id = useId();
  const { summary, totals, diskDailyAverage } = metrics;
  const noSamples = rows.length === 0;
  const notReported = noSamples ? t('vpsMetrics.null.noSamples') : t('vpsMetrics.null.notReported');

  const computed = useMemo(() => {
    const weights = interval === null ? rows.map(() => 1) : coveredSeconds(rows, interval);
    const series = (key: 'cpu' | 'memory') => rows.map((row) => row[key]);
    return {
      cpuAverage: timeWeightedAverage(series('cpu'), weights),
      cpuPeak: peakOf(series('cpu')),
      memoryAverage: timeWeightedAverage(series('memory'), weights),
      memoryPeak: peakOf(series('memory')),
    };
  }, [rows, interval]);

  const percent = (value: number | null) => (value === null ? null : format.percent(value, 1));
  const rate = (value: number | null) => (value === null ? null : format.rate(value));
  const total = (value: number | null) => (value === null ? null : format.bytes(value, { maximumFractionDigits: 2 }));

  const badge = (source: TotalsSource) => {
    const key = source ?? 'unknown';
    return (
      <span className="vps-metrics-card__badge">
        <span className="visually-hidden">{t('vpsMetrics.source.label')}: </span>
        <StatusBadge tone={sourceTones[key]}>{t('vpsMetrics.source', { source: key })}</StatusBadge>
      </span>
    );
  };
  const totalStat = (value: number | null, source: TotalsSource): Stat => ({
    label: t('vpsMetrics.stat.total'),
    value: total(value),
    reason: noSamples ? t('vpsMetrics.null.noSamples') : t('vpsMetrics.null.totalUnknown'),
    badge: noSamples && value === null ? undefined : badge(value === null ? null : source),
  });
  const averagePeak = (average: number | null, peak: number | null, show: (v: number | null) => string | null) => [
    { label: t('vpsMetrics.stat.average'), value: show(average), reason: notReported },
    { label: t('vpsMetrics.stat.peak'), value: show(peak), reason: notReported },
  ];
  const basisDays = diskDailyAverage.basisDays ?? 7;
  const dailyReason = t('vpsMetrics.null.dailyAverage', { days: basisDays });

  return (
    <section className="vps-metrics-summary" aria-labelledby={id}>
      <h3 id={id}>{t('vpsMetrics.summary.heading')}</h3>
      <div className="vps-metrics-summary__grid">
        <Card
          title={t('vpsMetrics.card.cpu')}
          stats={averagePeak(computed.cpuAverage, computed.cpuPeak, percent)}
          note={t('vpsMetrics.clientAverage')}
        />
        <Card
          title={t('vpsMetrics.card.memory')}
          stats={averagePeak(computed.memoryAverage, computed.memoryPeak, percent)}
        />
        <Card
          title={t('vpsMetrics.card.diskRead')}
          stats={[
            ...averagePeak(
              scaled(summary.avgDiskReadMbPerSecond, MIB),
              scaled(summary.peakDiskReadMbPerSecond, MIB),
              rate,
            ),
            totalStat(bytesOf(totals.disk.readBytes, summary.totalDiskReadGb), totals.disk.source),
          ]}
        />
        <Card
          title={t('vpsMetrics.card.diskWrite')}
          stats={[
            ...averagePeak(
              scaled(summary.avgDiskWriteMbPerSecond, MIB),
              scaled(summary.peakDiskWriteMbPerSecond, MIB),
              rate,
            ),
            totalStat(bytesOf(totals.disk.writeBytes, summary.totalDiskWriteGb), totals.disk.source),
          ]}
        />
        <Card
          title={t('vpsMetrics.card.netIn')}
          stats={[
            ...averagePeak(
              scaled(summary.avgNetworkInboundKbPerSecond, KIB),
              scaled(summary.peakNetworkInboundKbPerSecond, KIB),
              rate,
            ),
            totalStat(bytesOf(totals.network.inboundBytes, summary.totalNetworkInboundGb), totals.network.source),
          ]}
        />
        <Card
          title={t('vpsMetrics.card.netOut')}
          stats={[
            ...averagePeak(
              scaled(summary.avgNetworkOutboundKbPerSecond, KIB),
              scaled(summary.peakNetworkOutboundKbPerSecond, KIB),
              rate,
            ),
            totalStat(bytesOf(totals.network.outboundBytes, summary.totalNetworkOutboundGb), totals.network.source),
          ]}
        />
        <Card
          title={t('vpsMetrics.card.diskDaily')}
          stats={[
            {
              label: t('vpsMetrics.stat.readPerDay'),
              value: total(diskDailyAverage.readBytesPerDay),
              reason: dailyReason,
            },
            {
              label: t('vpsMetrics.stat.writePerDay'),
              value: total(diskDailyAverage.writeBytesPerDay),
              reason: dailyReason,
            },
          ]}
          note={t('vpsMetrics.diskDaily.basis', { days: basisDays })}
        />
      </div>
      <p className="vps-metrics__muted">{t('vpsMetrics.allowanceNote')}</p>
    </section>
  );
}
