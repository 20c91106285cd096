import type { ScenarioSeed } from '@/mock/platform/state';

export interface Scenario {
  name: string;
  description: string;
  /** Deterministic: every call returns fresh, identical data (fixed timestamps, no Math.random). */
  seed(): ScenarioSeed;
}
