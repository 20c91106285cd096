import { describe, expect, it } from 'vitest';
import { roundTimeTicks } from './metrics-ticks';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// A window that starts at an odd time: 13:07:23.456 local.
const odd = new Date(2026, 10, 22, 13, 7, 23, 456).getTime();

function parts(ms: number) {
  const date = new Date(ms);
  return {
    minutes: date.getMinutes(),
    hours: date.getHours(),
    seconds: date.getSeconds() + date.getMilliseconds(),
    date: date.getDate(),
  };
}

describe('the metrics charts’ time ticks', () => {
  it('fall on the quarter hours of an hour, never on the odd minute the window starts at', () => {
    const ticks = roundTimeTicks([odd, odd + HOUR], 5);
    expect(ticks.map((tick) => new Date(tick).toTimeString().slice(0, 5))).toEqual([
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
  });

  it('fall on whole hours for a day, on midnights for a week and a month, on the 1st for a year', () => {
    const day = roundTimeTicks([odd - DAY, odd], 8);
    expect(day.length).toBeGreaterThanOrEqual(2);
    expect(day.length).toBeLessThanOrEqual(8);
    for (const tick of day) expect(parts(tick)).toMatchObject({ minutes: 0, seconds: 0 });
    expect(new Set(day.map((tick) => parts(tick).hours % 3))).toEqual(new Set([0]));

    for (const window of [7 * DAY, 30 * DAY]) {
      const ticks = roundTimeTicks([odd - window, odd], 6);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(6);
      for (const tick of ticks) expect(parts(tick)).toMatchObject({ hours: 0, minutes: 0, seconds: 0 });
    }

    const year = roundTimeTicks([odd - 365 * DAY, odd], 8);
    expect(year.length).toBeGreaterThanOrEqual(2);
    expect(year.length).toBeLessThanOrEqual(8);
    for (const tick of year) expect(parts(tick)).toMatchObject({ date: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('stay inside the window, in order', () => {
    for (const window of [HOUR, DAY, 7 * DAY, 30 * DAY, 365 * DAY]) {
      for (const max of [2, 4, 8]) {
        const ticks = roundTimeTicks([odd - window, odd], max);
        expect(ticks.length).toBeLessThanOrEqual(max);
        expect(ticks.every((tick) => tick >= odd - window && tick <= odd)).toBe(true);
        expect([...ticks].sort((a, b) => a - b)).toEqual(ticks);
      }
    }
  });
});
