import * as z from 'zod/mini';

/**
 * The mock control interface's answers the app reads (the sign-in page's demo): its scenarios and a new world.
 * Apart from './mock-control' (the request bodies the mock parses), so the sign-in page carries these alone.
 */
export const mockScenario = z.object({ name: z.string(), description: z.string() });
export const mockScenarios = z.array(mockScenario);
export type MockScenario = z.infer<typeof mockScenario>;

export const createdWorld = z.object({
  worldId: z.string(),
  keys: z.looseObject({ full: z.string(), readonly: z.string(), other: z.string() }),
});
export type CreatedWorld = z.infer<typeof createdWorld>;
