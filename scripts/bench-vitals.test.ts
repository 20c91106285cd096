import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from './bench-vitals';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
  sources: [],
});

describe('CLS as web-vitals defines it', () => {
  it('is the largest session window, not the sum of every shift', () => {
    // Two windows: 0.1 + 0.2 (0.5 s apart), then after a 1.5 s gap 0.25 alone.
    const { value, window } = cumulativeLayoutShift([shift(100, 0.1), shift(600, 0.2), shift(2100, 0.25)]);
    expect(value).toBeCloseTo(0.3);
    expect(window.map((s) => s.startTime)).toEqual([100, 600]);
  });

  it('closes a window after 5 s even when shifts keep coming less than 1 s apart', () => {
    const shifts = Array.from({ length: 8 }, (_, i) => shift(i * 900, 0.01));
    // 0, 900, …, 4500 fit in the first window (6 shifts); 5400 starts a new one.
    expect(cumulativeLayoutShift(shifts).value).toBeCloseTo(0.06);
  });

  it('leaves out shifts right after input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.5, true), shift(200, 0.01)]).value).toBeCloseTo(0.01);
  });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([]).value).toBe(0);
  });
});
