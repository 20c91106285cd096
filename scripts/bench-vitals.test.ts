import { describe, expect, it } from 'vitest';
import { calibrateSlowdown, cumulativeLayoutShift } from './bench-vitals';

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

describe('the phone’s CPU on any machine', () => {
  /** A machine whose index falls in proportion to the slowdown, as Chromium's pausing does, ± a bias per slowdown. */
  const machineOf = (unslowed: number, bias = (_slowdown: number) => 1) => {
    const asked: number[] = [];
    return {
      asked,
      measure: (slowdown: number) => {
        asked.push(slowdown);
        return Promise.resolve((unslowed / slowdown) * bias(slowdown));
      },
    };
  };

  it('slows a faster machine more than 4×, and a slower one less, to the same phone', async () => {
    const fast = await calibrateSlowdown(machineOf(2000).measure, 340);
    const slow = await calibrateSlowdown(machineOf(1100).measure, 340);
    expect(fast.slowdown).toBeCloseTo(5.88, 1);
    expect(slow.slowdown).toBeCloseTo(3.24, 1);
    expect(fast.phone).toBeCloseTo(340, -1);
    expect(slow.phone).toBeCloseTo(340, -1);
  });

  it('keeps 4× where it already makes the phone, measuring nothing more', async () => {
    const machine = machineOf(1360);
    expect(await calibrateSlowdown(machine.measure, 340)).toEqual({ machine: 1360, slowdown: 4, phone: 340 });
    expect(machine.asked).toEqual([1, 4]);
  });

  it('corrects again where the index does not fall in proportion', async () => {
    // Slowing more costs a little less than its share (the pauses have a floor).
    const { phone } = await calibrateSlowdown(machineOf(2400, (s) => 1 + s / 50).measure, 340);
    expect(Math.abs(phone / 340 - 1)).toBeLessThan(0.03);
  });

  it('never speeds a machine up that is slower than the phone: it says what it measured', async () => {
    expect(await calibrateSlowdown(machineOf(300).measure, 340)).toEqual({ machine: 300, slowdown: 1, phone: 300 });
  });
});
