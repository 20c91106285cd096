/**
 * Fewer points to draw, the same picture: a year of hourly samples (8,760) has far more points than a chart has
 * pixel columns. Per pixel column and series this keeps the first, last, lowest and highest sample (M4), so every
 * peak and dip is still drawn, and a gap between samples stays a gap: a row with every value null is put in its
 * middle, which breaks the line (Recharts draws no segment through null). The table and the CSV use every sample;
 * only the drawing is reduced.
 */

export type ChartRow<K extends string> = { t: number } & Record<K, number | null> & {
    /** Set on the null row that marks missing data: the samples on either side of it. */
    gap?: { from: number; to: number };
  };

function gapRow<K extends string>(keys: readonly K[], from: number, to: number): ChartRow<K> {
  const row = { t: from + (to - from) / 2, gap: { from, to } } as ChartRow<K>;
  for (const key of keys) (row as Record<K, number | null>)[key] = null;
  return row;
}

/** Every row, with a null row in each gap (for a series short enough to draw whole). */
export function withGapMarkers<K extends string>(
  rows: readonly ({ t: number } & Record<K, number | null>)[],
  keys: readonly K[],
  gapMs: number,
): ChartRow<K>[] {
  const out: ChartRow<K>[] = [];
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && row.t - previous.t > gapMs) out.push(gapRow(keys, previous.t, row.t));
    out.push(row as ChartRow<K>);
  });
  return out;
}

/**
 * Rows to draw in `columns` pixel columns: at most `2 + 2 × keys` rows per column (first, last, and each series'
 * minimum and maximum), plus any row holding a null value (a break the line must keep) and the gap markers.
 * Rows must be in time order.
 */
export function downsampleForColumns<K extends string>(
  rows: readonly ({ t: number } & Record<K, number | null>)[],
  keys: readonly K[],
  columns: number,
  gapMs: number,
): ChartRow<K>[] {
  const width = Math.max(1, Math.floor(columns));
  if (rows.length <= width * 2) return withGapMarkers(rows, keys, gapMs);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const span = Math.max(1, last.t - first.t);
  // Plain arrays and indices, no Map or Set per column: this runs over every sample of every chart whenever a
  // timeframe is chosen (a year: 8,760 rows × 3 charts), inside the click's frame.
  const n = keys.length;
  const minAt = new Array<number>(n).fill(-1);
  const maxAt = new Array<number>(n).fill(-1);
  const minValue = new Array<number>(n).fill(0);
  const maxValue = new Array<number>(n).fill(0);
  const withNull: number[] = [];
  const kept: number[] = [];
  const out: ChartRow<K>[] = [];
  let bucketColumn = -1;
  let bucketFirst = -1;
  let bucketLast = -1;

  const flush = () => {
    if (bucketFirst < 0) return;
    kept.length = 0;
    kept.push(bucketFirst, bucketLast, ...withNull);
    for (let k = 0; k < n; k++) {
      if (minAt[k]! >= 0) kept.push(minAt[k]!, maxAt[k]!);
      minAt[k] = -1;
      maxAt[k] = -1;
    }
    kept.sort((a, b) => a - b);
    let previousIndex = -1;
    for (const index of kept) {
      if (index === previousIndex) continue;
      previousIndex = index;
      out.push(rows[index] as ChartRow<K>);
    }
    withNull.length = 0;
    bucketFirst = -1;
  };

  const scale = width / span;
  let previousT = Number.NaN;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const isGap = row.t - previousT > gapMs;
    const column = Math.min(width - 1, Math.floor((row.t - first.t) * scale));
    if (isGap || column !== bucketColumn) {
      flush();
      if (isGap) out.push(gapRow(keys, previousT, row.t));
      bucketColumn = column;
    }
    previousT = row.t;
    if (bucketFirst < 0) bucketFirst = index;
    bucketLast = index;
    let hasNull = false;
    for (let k = 0; k < n; k++) {
      const value = row[keys[k]!];
      if (value === null) {
        hasNull = true;
        continue;
      }
      if (minAt[k]! < 0 || value < minValue[k]!) {
        minAt[k] = index;
        minValue[k] = value;
      }
      if (maxAt[k]! < 0 || value > maxValue[k]!) {
        maxAt[k] = index;
        maxValue[k] = value;
      }
    }
    if (hasNull) withNull.push(index);
  }
  flush();
  return out;
}

/**
 * The rows a tooltip needs: one per pixel column (the first sample in it), every gap marker and every row with
 * a missing value, in time order. A pointer cannot pick finer than a column, and Recharts' tooltip works over
 * every row it is given: handing it the few thousand drawn rows of a year cost more than drawing them.
 */
export function tooltipRows<K extends string>(
  rows: readonly ChartRow<K>[],
  keys: readonly K[],
  columns: number,
): ChartRow<K>[] {
  const width = Math.max(1, Math.floor(columns));
  if (rows.length <= width) return [...rows];
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return [];
  const span = Math.max(1, last.t - first.t);
  let column = -1;
  return rows.filter((row) => {
    if (row.gap || keys.some((key) => row[key] === null)) return true;
    const at = Math.min(width - 1, Math.floor(((row.t - first.t) / span) * width));
    if (at === column) return false;
    column = at;
    return true;
  });
}
