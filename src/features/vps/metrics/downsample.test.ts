import { describe, expect, it } from 'vitest';
import { downsampleForColumns, tooltipRows, withGapMarkers } from './downsample';

type Row = { t: number; a: number | null; b: number | null };
const HOUR = 3_600_000;

/** A year of hourly rows with two series, a spike, a dip and gaps. */
function yearRows(): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 8760; i++) {
    if (i >= 4000 && i < 4010) continue; // a 10-hour gap
    if (i >= 7000 && i < 7003) continue; // a 3-hour gap
    const a = 50 + 20 * Math.sin(i / 24) + ((i * 7919) % 13);
    const b = 10 + ((i * 104729) % 29);
    rows.push({ t: i * HOUR, a: i === 1234 ? 99.9 : a, b: i === 5678 ? -5 : b });
  }
  return rows;
}

const keys = ['a', 'b'] as const;

describe('downsampleForColumns', () => {
  it('bounds the output by the width (at most 2 + 2 × series rows per column, plus gap markers)', () => {
    const rows = yearRows();
    for (const columns of [100, 390, 800, 1280]) {
      const out = downsampleForColumns(rows, keys, columns, 2 * HOUR);
      const markers = out.filter((row) => row.gap).length;
      expect(markers).toBe(2);
      expect(out.length - markers).toBeLessThanOrEqual(
        columns * (2 + 2 * keys.length) + markers * (2 + 2 * keys.length),
      );
      expect(out.length).toBeLessThan(rows.length);
    }
  });

  it('keeps every peak and dip of every series', () => {
    const rows = yearRows();
    const out = downsampleForColumns(rows, keys, 300, 2 * HOUR);
    const values = (key: 'a' | 'b', list: Row[]) => list.map((row) => row[key]).filter((v): v is number => v !== null);
    expect(Math.max(...values('a', out))).toBe(99.9);
    expect(Math.min(...values('b', out))).toBe(-5);
    expect(Math.max(...values('b', out))).toBe(Math.max(...values('b', rows)));
    expect(Math.min(...values('a', out))).toBe(Math.min(...values('a', rows)));
    // Each column's extremes survive, not only the global ones.
    const span = rows.at(-1)!.t - rows[0]!.t;
    const column = (t: number) => Math.min(299, Math.floor((t / span) * 300));
    for (const c of [0, 57, 150, 299]) {
      const inColumn = (list: Row[]) => list.filter((row) => !('gap' in row) && column(row.t) === c);
      expect(Math.max(...values('a', inColumn(out)))).toBe(Math.max(...values('a', inColumn(rows))));
      expect(Math.min(...values('b', inColumn(out)))).toBe(Math.min(...values('b', inColumn(rows))));
    }
  });

  it('keeps gaps where they are: a null row between the samples either side, never a line across', () => {
    const rows = yearRows();
    const out = downsampleForColumns(rows, keys, 500, 2 * HOUR);
    const markers = out.filter((row) => row.gap);
    expect(markers.map((row) => row.gap)).toEqual([
      { from: 3999 * HOUR, to: 4010 * HOUR },
      { from: 6999 * HOUR, to: 7003 * HOUR },
    ]);
    for (const marker of markers) {
      expect(marker.a).toBeNull();
      expect(marker.b).toBeNull();
      const i = out.indexOf(marker);
      expect(out[i - 1]?.t).toBe(marker.gap?.from);
      expect(out[i + 1]?.t).toBe(marker.gap?.to);
    }
    // Still in time order.
    expect(out.every((row, i) => i === 0 || row.t >= out[i - 1]!.t)).toBe(true);
  });

  it('keeps a sample whose value is missing, so that series breaks there too', () => {
    const rows = yearRows();
    rows[2000] = { ...rows[2000]!, a: null };
    const out = downsampleForColumns(rows, keys, 200, 2 * HOUR);
    expect(out.some((row) => row.t === rows[2000]!.t && row.a === null && !row.gap)).toBe(true);
  });

  it('draws a short series whole, with its gap markers', () => {
    const rows: Row[] = [0, 1, 2, 6, 7].map((i) => ({ t: i * 60_000, a: i, b: i }));
    const out = downsampleForColumns(rows, keys, 800, 120_000);
    expect(out).toEqual(withGapMarkers(rows, keys, 120_000));
    expect(out).toHaveLength(6);
    expect(out[3]).toMatchObject({ t: 4 * 60_000, a: null, b: null, gap: { from: 2 * 60_000, to: 6 * 60_000 } });
  });
});

describe('tooltipRows', () => {
  it('keeps one row per column, every gap marker and every missing value, in time order', () => {
    const rows = yearRows();
    rows[2000] = { ...rows[2000]!, a: null };
    const drawn = downsampleForColumns(rows, keys, 384, 2 * HOUR);
    const out = tooltipRows(drawn, keys, 384);
    const markers = out.filter((row) => row.gap);
    expect(markers).toHaveLength(2);
    expect(out.some((row) => row.t === rows[2000]!.t && row.a === null)).toBe(true);
    expect(out.length).toBeLessThanOrEqual(384 + 3);
    expect(out.length).toBeGreaterThan(384 * 0.9);
    expect(out.every((row, i) => i === 0 || row.t >= out[i - 1]!.t)).toBe(true);
    // Only rows that are drawn (a tooltip names a sample on the line).
    expect(out.every((row) => drawn.includes(row))).toBe(true);
  });

  it('keeps every row of a short series', () => {
    const rows: Row[] = [0, 1, 2, 6, 7].map((i) => ({ t: i * 60_000, a: i, b: i }));
    const drawn = withGapMarkers(rows, keys, 120_000);
    expect(tooltipRows(drawn, keys, 800)).toEqual(drawn);
  });
});
