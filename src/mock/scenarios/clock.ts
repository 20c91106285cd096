/**
 * The day the scenarios' data was written for. Every timestamp in a scenario is authored as if the world were
 * created on this day; `shiftToClock` moves them all by whole days to the world clock's day, so "next payment in
 * a week", "expires next month" and "opened yesterday" stay true whatever day a world is created on.
 */
export const SCENARIO_AUTHORED_DAY = '2026-11-22';

const DAY_MS = 24 * 60 * 60 * 1000;
const AUTHORED_DAY_MS = Date.parse(`${SCENARIO_AUTHORED_DAY}T00:00:00.000Z`);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Whole days (UTC) from the authored day to the day of `nowMs`. */
export function clockShiftDays(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) - Math.floor(AUTHORED_DAY_MS / DAY_MS);
}

/** One authored instant as it reads in a world created at `nowMs` (tests use it to expect a demo date). */
export function shiftedInstant(authoredIso: string, nowMs: number): string {
  return new Date(Date.parse(authoredIso) + clockShiftDays(nowMs) * DAY_MS).toISOString();
}

function shiftValue(value: unknown, shiftMs: number): unknown {
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value) ? new Date(Date.parse(value) + shiftMs).toISOString() : value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftValue(item, shiftMs));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftValue(item, shiftMs)]));
  }
  return value;
}

/**
 * A deep copy of a scenario's plain seed data (objects, arrays, strings) with every ISO instant moved to the
 * world clock's day. Text that names a date is not touched: authored text says "recently", never a date.
 */
export function shiftToClock<T>(specs: T, nowMs: number): T {
  // Sound: shiftValue keeps every value's shape and only replaces strings with strings.
  return shiftValue(specs, clockShiftDays(nowMs) * DAY_MS) as T;
}
