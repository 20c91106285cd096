import { memo, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import {
  CartesianGrid,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  useActiveTooltipLabel,
  useIsTooltipActive,
  useXAxisScale,
  useYAxisScale,
  type ScaleFunction,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import type { MetricsTimeframe } from '@/api/schemas/vps-metrics';
import { useMessages } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { vpsMetricsMessages } from '@/features/vps/messages/catalog';
import type { ChartUnit } from './metrics-charts-config';
import { roundTimeTicks } from './metrics-ticks';
import { downsampleForColumns, tooltipRows, type ChartRow } from './downsample';
import { linePath, niceAxis } from './line-path';
import { peakOf, type MetricsRow, type SeriesKey } from './metrics-series';

/**
 * One metrics chart (Recharts: this module is its own chunk, loaded when the metrics tab opens). It draws at
 * most a few points per pixel column (downsample.ts keeps peaks and gaps); a gap is a null row, which breaks the
 * line, and its tooltip says data is missing. The chart is hidden from assistive technology: the table under it
 * has the same samples.
 * Recharts lays out the axes, grid and tooltip; each series is one SVG path drawn from the same axis scales
 * (line-path.ts), not a Recharts `<Line>`, whose per-point work was most of a year view's time (npm run bench).
 * The y axis is therefore given its domain and ticks (Recharts would have read them from the lines' data).
 */

const HEIGHT = 240;
const Y_AXIS_WIDTH = 64;
const PIXELS_PER_COLUMN = 3;
const SERIES_STYLES = [
  { stroke: 'var(--chart-1)', dash: undefined },
  { stroke: 'var(--chart-2)', dash: '6 3' },
] as const;

const tickFormats: Record<MetricsTimeframe, Intl.DateTimeFormatOptions> = {
  hour: { hour: 'numeric', minute: '2-digit' },
  day: { hour: 'numeric', minute: '2-digit' },
  week: { weekday: 'short', day: 'numeric' },
  month: { day: 'numeric', month: 'short' },
  year: { month: 'short', year: '2-digit' },
};

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export default function MetricsChart({
  rows,
  keys,
  labels,
  unit,
  gapMs,
  domain,
  timeframe,
}: {
  rows: readonly MetricsRow[];
  keys: readonly SeriesKey[];
  labels: readonly string[];
  unit: ChartUnit;
  gapMs: number;
  domain: [number, number];
  timeframe: MetricsTimeframe;
}) {
  const t = useMessages(vpsMetricsMessages);
  const format = useFormat();
  const { ref, width } = useWidth();
  // Three pixels per column: every peak and dip still shows, with far fewer points to lay out and paint.
  const plotColumns = Math.max(1, Math.floor((width - Y_AXIS_WIDTH) / PIXELS_PER_COLUMN));

  const data = useMemo(() => {
    if (width === 0) return [];
    return downsampleForColumns(rows, keys, plotColumns, gapMs).map((row) => {
      const drawn: ChartRow<SeriesKey> = { ...row };
      for (const key of keys) {
        const value = row[key];
        drawn[key] = value === null ? null : value / unit.divisor;
      }
      return drawn;
    });
  }, [rows, keys, plotColumns, gapMs, unit.divisor, width]);
  // What Recharts itself gets: a row per column for the tooltip (the lines are drawn from `data`). Frozen up
  // front: Recharts' store (Immer) deep-freezes what it is given unless it already is, row by row.
  const hoverable = useMemo(() => Object.freeze(tooltipRows(data, keys, plotColumns)), [data, keys, plotColumns]);

  // Ticks chosen here (on round times, at most about one per 140 px) so Recharts need not measure candidates.
  const ticks = useMemo(() => {
    const count = Math.max(2, Math.min(8, Math.floor((width - Y_AXIS_WIDTH) / 140)));
    return roundTimeTicks(domain, count);
  }, [domain, width]);
  const tick = useMemo(
    () => new Intl.DateTimeFormat(format.locale, tickFormats[timeframe]),
    [format.locale, timeframe],
  );
  const number = useMemo(() => new Intl.NumberFormat(format.locale, { maximumFractionDigits: 1 }), [format.locale]);
  const gaps = data.filter((row) => row.gap).length;
  const yAxis = useMemo(
    () =>
      unit.label === '%' ? niceAxis(100) : niceAxis(peakOf(keys.map((key) => peakOf(data.map((row) => row[key]))))),
    [data, keys, unit.label],
  );
  // Dashes on thousands of segments cost more to paint than the chart itself: dense lines stay solid.
  const dense = data.length > plotColumns;

  // By the hovered time, not the payload: Recharts leaves null values (a gap) out of the payload.
  const byTime = useMemo(() => new Map(hoverable.map((row) => [row.t, row])), [hoverable]);
  const tooltip = ({ active, label }: TooltipContentProps<TooltipValueType, string | number>) => {
    const row = typeof label === 'number' ? byTime.get(label) : undefined;
    if (!active || !row) return null;
    if (row.gap) {
      return (
        <div className="vps-metrics-tooltip" data-gap="true">
          {t('vpsMetrics.tooltip.gap', {
            from: format.dateTime(new Date(row.gap.from).toISOString()),
            to: format.dateTime(new Date(row.gap.to).toISOString()),
          })}
        </div>
      );
    }
    const iso = new Date(row.t).toISOString();
    return (
      <div className="vps-metrics-tooltip">
        <p className="vps-metrics-tooltip__time">{format.dateTime(iso)}</p>
        <p className="vps-metrics-tooltip__utc">
          {t('vpsMetrics.utc')} {iso}
        </p>
        <ul>
          {keys.map((key, i) => {
            const value = row[key];
            return (
              <li key={key}>
                {labels[i]}:{' '}
                {value === null
                  ? t('vpsMetrics.tooltip.missing')
                  : `${number.format(value)}${unit.label === '%' ? '' : '\u00a0'}${unit.label}`}
              </li>
            );
          })}
        </ul>
      </div>
    );
  };

  return (
    <div
      className="vps-metrics-chart__plot"
      ref={ref}
      data-drawn-points={data.length}
      data-samples={rows.length}
      data-gaps={gaps}
    >
      {width > 0 && (
        <div aria-hidden="true">
          <LineChart
            width={width}
            height={HEIGHT}
            data={hoverable}
            accessibilityLayer={false}
            margin={{ top: 8, right: 12 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
            <XAxis
              dataKey="t"
              type="number"
              domain={domain}
              allowDataOverflow
              ticks={ticks}
              interval="preserveStartEnd"
              tickFormatter={(value: number) => tick.format(value)}
              stroke="var(--muted)"
            />
            <YAxis
              width={Y_AXIS_WIDTH}
              stroke="var(--muted)"
              domain={yAxis.domain}
              ticks={yAxis.ticks}
              allowDataOverflow
              tickFormatter={(value: number) => number.format(value)}
              label={{ value: unit.label, angle: -90, position: 'insideLeft', fill: 'var(--muted)' }}
            />
            <ChartTooltip content={tooltip} />
            <SeriesLines data={data} keys={keys} dense={dense} />
          </LineChart>
          <ul className="vps-metrics-chart__legend">
            {keys.map((key, i) => (
              <li key={key}>
                <svg width="24" height="8" viewBox="0 0 24 8">
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke={SERIES_STYLES[i]?.stroke}
                    strokeWidth={2}
                    strokeDasharray={SERIES_STYLES[i]?.dash}
                  />
                </svg>
                {labels[i]}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* Said only when the chart leaves samples out (issue 40: "drawn from 60 of 60 points" said nothing). */}
      {data.length - gaps < rows.length && (
        <p className="vps-metrics__muted vps-metrics-chart__note">
          {t('vpsMetrics.chart.note', {
            drawn: format.number(data.length - gaps),
            total: format.number(rows.length),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The series, one path each, placed by the chart's own axis scales (so they match the axes, grid and tooltip).
 * Memoized: a tooltip moving over the chart redraws the tooltip, not thousands of points.
 */
/** The linear map `a + b × value` a scale applies, read off two values; null when the scale cannot place them. */
function linearOf(scale: ScaleFunction | undefined, from: number, to: number) {
  const p = scale?.(from);
  const q = scale?.(to === from ? from + 1 : to);
  if (p === undefined || q === undefined || !Number.isFinite(p) || !Number.isFinite(q)) return null;
  const b = (q - p) / ((to === from ? from + 1 : to) - from);
  const a = p - b * from;
  return { a, b, map: (value: number) => a + b * value };
}

const SeriesLines = memo(function SeriesLines({
  data,
  keys,
  dense,
}: {
  data: readonly ChartRow<SeriesKey>[];
  keys: readonly SeriesKey[];
  dense: boolean;
}) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  // Both axes are linear: two points of each scale give the mapping, without a call into Recharts per point.
  const x = linearOf(xScale, data[0]?.t ?? 0, data.at(-1)?.t ?? 1);
  const y = linearOf(yScale, 0, 1);
  const paths = useMemo(
    () => (x && y ? keys.map((key) => linePath(data, key, x.map, y.map)) : null),
    // The mapping's numbers, not its identity: Recharts hands out a new scale function on every store update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, keys, x?.a, x?.b, y?.a, y?.b],
  );
  if (!paths) return null;
  return (
    <g className="vps-metrics-chart__lines">
      {keys.map((key, i) => (
        <path
          key={key}
          className="vps-metrics-chart__line"
          data-series={key}
          d={paths[i]}
          fill="none"
          stroke={SERIES_STYLES[i]?.stroke}
          strokeWidth={1.5}
          strokeDasharray={dense ? undefined : SERIES_STYLES[i]?.dash}
        />
      ))}
    </g>
  );
});

/**
 * Recharts' tooltip, shown whenever the pointer is over the chart. Recharts hides its box when no graphical item
 * of its own gives it a payload, and the lines here are not Recharts items, so the visibility is decided here;
 * Escape hides it until the pointer moves to another sample (WCAG 1.4.13), as Recharts' own box does.
 */
function ChartTooltip({ content }: { content: ComponentProps<typeof Tooltip>['content'] }) {
  const active = useIsTooltipActive();
  const label = useActiveTooltipLabel();
  const [dismissed, setDismissed] = useState<unknown>(undefined);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(label);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, label]);
  const visible = active && (dismissed === undefined || dismissed !== label);
  return (
    <Tooltip
      content={content}
      filterNull={false}
      isAnimationActive={false}
      wrapperStyle={{ visibility: visible ? 'visible' : 'hidden' }}
    />
  );
}
