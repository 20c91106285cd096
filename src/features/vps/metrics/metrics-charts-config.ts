import { useMemo } from 'react';
import type { CoreMessages, PlainMessageKey, Translate } from '@/i18n';
import type vpsEn from '@/features/vps/messages/detail/en';
import { peakOf, rateUnitFor, type MetricsRow, type SeriesKey } from './metrics-series';

/** The VPS catalog's words (the type only: the words themselves load with the catalog). */
export type VpsMessages = typeof vpsEn;
export type VpsTranslate = Translate<VpsMessages & CoreMessages>;

/** A series label takes the unit as `{unit}`. */
type SeriesLabelKey =
  | 'vpsDetail.metrics.series.cpu'
  | 'vpsDetail.metrics.series.memory'
  | 'vpsDetail.metrics.series.diskRead'
  | 'vpsDetail.metrics.series.diskWrite'
  | 'vpsDetail.metrics.series.netIn'
  | 'vpsDetail.metrics.series.netOut';

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
    title: 'vpsDetail.metrics.chart.cpuMemory',
    series: [
      { key: 'cpu', label: 'vpsDetail.metrics.series.cpu' },
      { key: 'memory', label: 'vpsDetail.metrics.series.memory' },
    ],
  },
  {
    id: 'disk',
    title: 'vpsDetail.metrics.chart.disk',
    series: [
      { key: 'diskRead', label: 'vpsDetail.metrics.series.diskRead' },
      { key: 'diskWrite', label: 'vpsDetail.metrics.series.diskWrite' },
    ],
  },
  {
    id: 'network',
    title: 'vpsDetail.metrics.chart.network',
    series: [
      { key: 'netIn', label: 'vpsDetail.metrics.series.netIn' },
      { key: 'netOut', label: 'vpsDetail.metrics.series.netOut' },
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
