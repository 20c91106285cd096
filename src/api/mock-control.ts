import { apiRequest } from './client';
import { createdWorld, mockScenarios } from './schemas/mock-answers';

/**
 * The mock server's control interface (`/__mock`), used by the sign-in page's demo.
 * A real API has none of it: the scenarios call simply fails there and the demo stays hidden.
 */
export function fetchMockScenarios(signal?: AbortSignal) {
  return apiRequest(mockScenarios, '/__mock/scenarios', { anonymous: true, signal });
}

export function createMockWorld(scenario: string) {
  return apiRequest(createdWorld, '/__mock/worlds', { method: 'POST', body: { scenario }, anonymous: true });
}

/** "Continue in a world": a world whose records are the view bundle's, the rest from its scenario (ledger "View bundles"). */
export function createMockWorldFromBundle(bundle: unknown) {
  return apiRequest(createdWorld, '/__mock/worlds', { method: 'POST', body: { bundle }, anonymous: true });
}
