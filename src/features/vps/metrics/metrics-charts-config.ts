import { useMemo } from 'react';
import type { CoreMessages, PlainMessageKey, Translate } from '@/i18n';
import type vpsEn from '@/features/vps/messages/metrics/en';
import { peakOf, rateUnitFor, type MetricsRow, type SeriesKey } from './metrics-series';

/** The VPS catalog's words (the type only: the words themselves load with the catalog). */
export type VpsMessages = typeof vpsEn;
export type VpsTranslate = Translate<VpsMessages & CoreMessages>;

/** A series label takes the unit as `{unit}`. */
type SeriesLabelKey =
  | 'vpsMetrics.series.cpu'
  | 'vpsMetrics.series.memory'
  | 'vpsMetrics.series.diskRead'
  | 'vpsMetrics.series.diskWrite'
  | 'vpsMetrics.series.netIn'
  | 'vpsMetrics.series.netOut';

export type ChartId = 'cpuMemory' | 'disk' | 'network';

export interface ChartDefinition {
  id: ChartId;
  title: PlainMessageKey<VpsMessages>;
  series: readonly { key: SeriesKey; label: SeriesLabelKey }[];
}

/** The three charts, two series each (the second drawn dashed: series differ by more than colour). */
export const CHART_DEFINITIONS: readonly ChartDefinition[] = [
  {
    id: 'cpuMemory',
    title: 'vpsMetrics.chart.cpuMemory',
    series: [
      { key: 'cpu', label: 'vpsMetrics.series.cpu' },
      { key: 'memory', label: 'vpsMetrics.series.memory' },
    ],
  },
  {
    id: 'disk',
    title: 'vpsMetrics.chart.disk',
    series: [
      { key: 'diskRead', label: 'vpsMetrics.series.diskRead' },
      { key: 'diskWrite', label: 'vpsMetrics.series.diskWrite' },
    ],
  },
  {
    id: 'network',
    title: 'vpsMetrics.chart.network',
    series: [
      { key: 'netIn', label: 'vpsMetrics.series.netIn' },
      { key: 'netOut', label: 'vpsMetrics.series.netOut' },
    ],
  },
];

/** A chart's unit: its symbol, and what a row's value is divided by to be in it. */
export interface ChartUnit {
  label: string;
  divisor: number;
}

/** Percent for CPU and memory; for each rate chart the binary unit its largest value reaches (KiB/s, MiB/s…). */
export function chartUnits(rows: readonly MetricsRow[]): Record<ChartId, ChartUnit> {
  const rate = (keys: readonly SeriesKey[]) => {
    const peak = peakOf(keys.map((key) => peakOf(rows.map((row) => row[key]))));
    const { unit, bytes } = rateUnitFor(peak);
    return { label: `${unit}/s`, divisor: bytes };
  };
  return {
    cpuMemory: { label: '%', divisor: 1 },
    disk: rate(['diskRead', 'diskWrite']),
    network: rate(['netIn', 'netOut']),
  };
}

export function useChartUnits(rows: readonly MetricsRow[]): Record<ChartId, ChartUnit> {
  return useMemo(() => chartUnits(rows), [rows]);
}
