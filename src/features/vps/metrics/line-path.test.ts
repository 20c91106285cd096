import { describe, expect, it } from 'vitest';
import { linePath, niceAxis } from './line-path';

type Row = { t: number; a: number | null; b: number | null };
const x = (t: number) => t * 2;
const y = (v: number) => 100 - v;

describe('linePath', () => {
  it('draws every known value, in order, as one segment', () => {
    const rows: Row[] = [
      { t: 0, a: 10, b: 1 },
      { t: 1, a: 20.04, b: 2 },
      { t: 2, a: 0, b: 3 },
    ];
    expect(linePath(rows, 'a', x, y)).toBe('M0,90L2,80L4,100');
  });

  it('breaks the line at a null (a gap), never drawing it as zero or through it', () => {
    const rows: Row[] = [
      { t: 0, a: 10, b: 1 },
      { t: 1, a: 20, b: 2 },
      { t: 2, a: null, b: null },
      { t: 3, a: 30, b: 3 },
      { t: 4, a: 40, b: null },
    ];
    const d = linePath(rows, 'a', x, y);
    expect(d).toBe('M0,90L2,80M6,70L8,60');
    expect(d.split('M')).toHaveLength(3);
    // A series missing a value has its own break; the other series is not affected by it.
    expect(linePath(rows, 'b', x, y)).toBe('M0,99L2,98M6,97');
  });

  it('leaves out what the scale cannot place', () => {
    const rows: Row[] = [
      { t: 0, a: 1, b: 1 },
      { t: 1, a: 2, b: 2 },
    ];
    expect(linePath(rows, 'a', () => undefined, y)).toBe('');
    expect(linePath([], 'a', x, y)).toBe('');
  });
});

describe('niceAxis', () => {
  it('goes from 0 to a round number at or above the largest value, in round steps', () => {
    expect(niceAxis(37.2)).toEqual({ domain: [0, 40], ticks: [0, 10, 20, 30, 40] });
    expect(niceAxis(100)).toEqual({ domain: [0, 100], ticks: [0, 25, 50, 75, 100] });
    expect(niceAxis(0.27)).toEqual({ domain: [0, 0.3], ticks: [0, 0.1, 0.2, 0.3] });
    expect(niceAxis(1023)).toEqual({ domain: [0, 1500], ticks: [0, 500, 1000, 1500] });
  });

  it('is 0–1 when there is nothing above zero', () => {
    expect(niceAxis(null).domain).toEqual([0, 1]);
    expect(niceAxis(0).domain).toEqual([0, 1]);
  });
});
