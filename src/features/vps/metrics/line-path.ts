/**
 * The drawn lines of a metrics chart, built here rather than by Recharts' `<Line>`: at a year of samples that
 * component costs more than everything else on a timeframe change (per point it builds label, animation and
 * dot records a chart without labels, animation or dots never uses). The chart keeps Recharts' axes, grid and
 * tooltip; the lines are one SVG path per series from the same scales. Pure functions, no React.
 */

/** Maps a value to a pixel (Recharts' axis scales, or any function: the unit tests use plain ones). */
export type PixelScale = (value: number) => number | undefined;

/**
 * The `d` of one series: a segment per run of known values. A null value (a gap marker from the downsampler,
 * or a sample without that value) ends the segment, so missing data is a break, never a line through it and
 * never a drop to zero. Pixels to a tenth, which is finer than a screen draws.
 */
export function linePath<K extends string>(
  rows: readonly ({ t: number } & Record<K, number | null>)[],
  key: K,
  x: PixelScale,
  y: PixelScale,
): string {
  let d = '';
  let drawing = false;
  for (const row of rows) {
    const value = row[key];
    const px = value === null ? undefined : x(row.t);
    const py = value === null ? undefined : y(value);
    if (px === undefined || py === undefined || !Number.isFinite(px) || !Number.isFinite(py)) {
      drawing = false;
      continue;
    }
    d += `${drawing ? 'L' : 'M'}${Math.round(px * 10) / 10},${Math.round(py * 10) / 10}`;
    drawing = true;
  }
  return d;
}

/**
 * A y axis from 0 to a round number at or above `max`, with evenly spaced round ticks (1, 2, 2.5 or 5 × 10ⁿ),
 * about `count` of them: what Recharts' `domain={[0, 'auto']}` did from the lines' data, which the chart
 * no longer gives it. Nothing above zero (no data, or all zeros) is the axis 0–1.
 */
export function niceAxis(max: number | null, count = 5): { domain: [number, number]; ticks: number[] } {
  const top = max !== null && Number.isFinite(max) && max > 0 ? max : 1;
  const rough = top / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  // Multiplying (not adding) keeps ticks like 0.3 exact enough to print as 0.3.
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { domain: [0, ticks.at(-1) ?? top], ticks };
}
