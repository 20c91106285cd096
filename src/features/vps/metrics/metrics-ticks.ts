/**
 * The time axis's ticks on round times (issue 40): at :00, :15, :30 for an hour, on whole hours for a day, at
 * midnight for a week or a month, on the first of a month for a year, never at the odd minute an even split of the
 * window falls on. Round in the viewer's time zone (the labels are formatted in it). The step is the smallest of
 * the steps below that leaves at most `maxCount` ticks in the window.
 */

const MINUTE_MS = 60 * 1000;

type Step = { unit: 'minute' | 'hour' | 'day' | 'month'; size: number };

const STEPS: readonly Step[] = [
  { unit: 'minute', size: 1 },
  { unit: 'minute', size: 5 },
  { unit: 'minute', size: 10 },
  { unit: 'minute', size: 15 },
  { unit: 'minute', size: 30 },
  { unit: 'hour', size: 1 },
  { unit: 'hour', size: 2 },
  { unit: 'hour', size: 3 },
  { unit: 'hour', size: 6 },
  { unit: 'hour', size: 12 },
  { unit: 'day', size: 1 },
  { unit: 'day', size: 2 },
  { unit: 'day', size: 7 },
  { unit: 'day', size: 14 },
  { unit: 'month', size: 1 },
  { unit: 'month', size: 2 },
  { unit: 'month', size: 3 },
  { unit: 'month', size: 6 },
  { unit: 'month', size: 12 },
];

/** The first round time of `step` at or after `fromMs`. */
function firstTick(fromMs: number, step: Step): Date {
  const date = new Date(fromMs);
  date.setSeconds(0, 0);
  if (step.unit === 'minute') {
    const minutes = Math.ceil((date.getMinutes() + (date.getTime() < fromMs ? 1 : 0)) / step.size) * step.size;
    date.setMinutes(minutes);
    return date;
  }
  date.setMinutes(0);
  if (step.unit === 'hour') {
    if (date.getTime() < fromMs) date.setHours(date.getHours() + 1);
    date.setHours(Math.ceil(date.getHours() / step.size) * step.size);
    return date;
  }
  date.setHours(0);
  if (step.unit === 'day') {
    if (date.getTime() < fromMs) date.setDate(date.getDate() + 1);
    // Weeks and fortnights start on a Monday.
    if (step.size >= 7) date.setDate(date.getDate() + ((8 - date.getDay()) % 7));
    return date;
  }
  date.setDate(1);
  if (date.getTime() < fromMs) date.setMonth(date.getMonth() + 1);
  date.setMonth(Math.ceil(date.getMonth() / step.size) * step.size);
  return date;
}

function advance(date: Date, step: Step): Date {
  const next = new Date(date);
  if (step.unit === 'minute') next.setTime(next.getTime() + step.size * MINUTE_MS);
  else if (step.unit === 'hour') next.setHours(next.getHours() + step.size);
  else if (step.unit === 'day') next.setDate(next.getDate() + step.size);
  else next.setMonth(next.getMonth() + step.size);
  return next;
}

function ticksOf(fromMs: number, toMs: number, step: Step, limit: number): number[] {
  const ticks: number[] = [];
  for (let date = firstTick(fromMs, step); date.getTime() <= toMs; date = advance(date, step)) {
    ticks.push(date.getTime());
    if (ticks.length > limit) break;
  }
  return ticks;
}

/** Round-time ticks in `[fromMs, toMs]`, at most `maxCount` (at least 2 when the window holds two round times). */
export function roundTimeTicks([fromMs, toMs]: readonly [number, number], maxCount: number): number[] {
  const limit = Math.max(2, maxCount);
  if (!(toMs > fromMs)) return [fromMs];
  for (const step of STEPS) {
    const ticks = ticksOf(fromMs, toMs, step, limit);
    if (ticks.length <= limit) return ticks;
  }
  return ticksOf(
    fromMs,
    toMs,
    { unit: 'month', size: 12 * Math.ceil((toMs - fromMs) / (365 * 24 * 60 * MINUTE_MS * limit)) },
    limit,
  );
}
