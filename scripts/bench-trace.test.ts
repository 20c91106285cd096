import { describe, expect, it } from 'vitest';
import { traceShares, type TraceEvent } from './bench-trace';

const main = { pid: 1, tid: 10 };
const event = (name: string, ts: number, dur: number, thread = main): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...thread,
});

describe("the browser's trace of the main thread before the largest paint", () => {
  it('charges each event its own time, less the events inside it, until the last candidate', () => {
    const events: TraceEvent[] = [
      // A task that evaluated a script (which compiled for 2 ms), then laid the page out.
      event('RunTask', 0, 30_000),
      event('EvaluateScript', 1_000, 20_000),
      event('v8.compile', 2_000, 2_000),
      event('Layout', 22_000, 6_000),
      // Another thread's work is not the main thread's.
      event('Layout', 0, 50_000, { pid: 1, tid: 11 }),
      { name: 'largestContentfulPaint::Candidate', ph: 'I', ts: 40_000, ...main },
      // A task that started after the paint is not counted; one running across it only until then.
      event('RunTask', 35_000, 10_000),
      event('RunTask', 41_000, 5_000),
    ];
    const shares = traceShares(events);
    expect(Object.fromEntries(shares)).toEqual({
      RunTask: 4 + 5,
      EvaluateScript: 18,
      'v8.compile': 2,
      Layout: 6,
    });
  });

  it('says nothing when the page painted no largest-paint candidate', () => {
    expect(traceShares([event('RunTask', 0, 1_000)]).size).toBe(0);
  });
});
