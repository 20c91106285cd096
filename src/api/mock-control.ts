import * as z from 'zod/mini';
import { apiRequest } from './client';

/**
 * The mock server's control interface (`/__mock`), used by the sign-in page's demo and by e2e fixtures.
 * A real API has none of it: the scenarios call simply fails there and the demo stays hidden.
 */
export const mockScenario = z.object({ name: z.string(), description: z.string() });
export const mockScenarios = z.array(mockScenario);
export type MockScenario = z.infer<typeof mockScenario>;

export const createdWorld = z.object({
  worldId: z.string(),
  keys: z.looseObject({ full: z.string(), readonly: z.string(), other: z.string() }),
});
export type CreatedWorld = z.infer<typeof createdWorld>;

export function fetchMockScenarios(signal?: AbortSignal) {
  return apiRequest(mockScenarios, '/__mock/scenarios', { anonymous: true, signal });
}

export function createMockWorld(scenario: string) {
  return apiRequest(createdWorld, '/__mock/worlds', { method: 'POST', body: { scenario }, anonymous: true });
}
