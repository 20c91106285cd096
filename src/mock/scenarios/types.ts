import type { ScenarioSeed } from '@/mock/platform/state';

export interface Scenario {
  name: string;
  description: string;
  /**
   * Deterministic for a clock: every call with the same `nowMs` (the world clock at creation) returns fresh,
   * identical data (no Math.random). Timestamps are authored for SCENARIO_AUTHORED_DAY and moved to the clock's
   * day by `shiftToClock` (./clock), so the data reads true on any day.
   */
  seed(nowMs: number): ScenarioSeed;
}
