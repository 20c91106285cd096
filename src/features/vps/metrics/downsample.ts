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
  const columnOf = (t: number) => Math.min(width - 1, Math.floor(((t - first.t) / span) * width));

  const out: ChartRow<K>[] = [];
  const kept = new Set<number>();
  const min = new Map<K, number>();
  const max = new Map<K, number>();
  let bucketColumn = -1;
  let bucketFirst = -1;
  let bucketLast = -1;

  const flush = () => {
    if (bucketFirst < 0) return;
    kept.add(bucketFirst).add(bucketLast);
    for (const index of min.values()) kept.add(index);
    for (const index of max.values()) kept.add(index);
    for (const index of [...kept].sort((a, b) => a - b)) {
      const row = rows[index];
      if (row) out.push(row as ChartRow<K>);
    }
    kept.clear();
    min.clear();
    max.clear();
    bucketFirst = -1;
  };

  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const isGap = previous !== undefined && row.t - previous.t > gapMs;
    const column = columnOf(row.t);
    if (isGap || column !== bucketColumn) {
      flush();
      if (isGap) out.push(gapRow(keys, previous.t, row.t));
      bucketColumn = column;
    }
    if (bucketFirst < 0) bucketFirst = index;
    bucketLast = index;
    for (const key of keys) {
      const value = row[key];
      if (value === null) {
        kept.add(index);
        continue;
      }
      const low = min.get(key);
      const high = max.get(key);
      if (low === undefined || value < ((rows[low]?.[key] as number | null) ?? Infinity)) min.set(key, index);
      if (high === undefined || value > ((rows[high]?.[key] as number | null) ?? -Infinity)) max.set(key, index);
    }
  });
  flush();
  return out;
}
