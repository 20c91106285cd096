import { demoScenario } from './demo';
import { emptyScenario } from './empty';
import { resellerScenario } from './reseller';
import type { Scenario } from './types';

export type { Scenario } from './types';

export const scenarios: readonly Scenario[] = [demoScenario, emptyScenario, resellerScenario];

export const DEFAULT_SCENARIO = 'demo';

export function findScenario(name: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.name === name);
}

export function scenarioNames(): string[] {
  return scenarios.map((scenario) => scenario.name);
}
