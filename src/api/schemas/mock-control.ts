import * as z from 'zod/mini';

/** Bodies of the mock server's control interface (`/__mock`, not part of the API; see the ledger). */
export const mockScenario = z.object({ name: z.string(), description: z.string() });
export const mockScenarios = z.array(mockScenario);
export type MockScenario = z.infer<typeof mockScenario>;

export const createdWorld = z.object({
  worldId: z.string(),
  keys: z.looseObject({ full: z.string(), readonly: z.string(), other: z.string() }),
});
export type CreatedWorld = z.infer<typeof createdWorld>;
