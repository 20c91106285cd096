import { Hono } from 'hono';
import { z } from 'zod';
import { json, operationResponse, parseBody, parsePathParam, type MockEnv } from '@/mock/http';
import { createJob } from '@/mock/jobs';
import { notFound } from '@/mock/problems';
import { scenarios } from '@/mock/scenarios';
import type { World, WorldRegistry } from '@/mock/worlds';

/** Bodies of the /__mock control interface (ledger table). Strict: unknown fields are a 400. */
export const createWorldBody = z.strictObject({
  scenario: z.string().min(1).max(64).optional(),
  jobDurationMs: z.number().int().min(0).max(3_600_000).optional(),
  rateLimit: z
    .strictObject({
      limit: z.number().int().min(1).max(1_000_000),
      windowSeconds: z.number().int().min(1).max(86_400),
    })
    .optional(),
  // Scope names are checked by the registry so the error can list the unknown one.
  keys: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(40),
        scopes: z.array(z.string().min(1).max(64)).max(64),
      }),
    )
    .max(20)
    .optional(),
});
export type CreateWorldBody = z.input<typeof createWorldBody>;

export const advanceClockBody = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600 * 1000),
});

export const createJobBody = z.strictObject({
  kind: z.string().min(1).max(64).optional(),
  outcome: z.enum(['completed', 'failed']).optional(),
  durationMs: z.number().int().min(0).max(3_600_000).optional(),
  customer: z.enum(['full', 'other']).optional(),
});
export type CreateJobBody = z.input<typeof createJobBody>;

const worldIdParam = z.string().regex(/^wld_[A-Za-z0-9]{1,64}$/, 'Expected a world id (wld_…).');

export function controlRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  const worldOf = (worldId: string): World => {
    const world = registry.get(worldId);
    if (!world) throw notFound('not_found', `No world ${worldId}; it may have been deleted or evicted.`);
    return world;
  };

  routes.get('/__mock/scenarios', (c) =>
    json(
      c,
      scenarios.map(({ name, description }) => ({ name, description })),
    ),
  );

  routes.post('/__mock/worlds', async (c) => {
    const body = await parseBody(c, createWorldBody, { optional: true });
    return json(c, registry.createWorld(body), 201);
  });

  routes.get('/__mock/worlds/:worldId', (c) => {
    const world = worldOf(parsePathParam(c, 'worldId', worldIdParam));
    return json(c, registry.info(world));
  });

  routes.post('/__mock/worlds/:worldId/clock', async (c) => {
    const world = worldOf(parsePathParam(c, 'worldId', worldIdParam));
    const body = await parseBody(c, advanceClockBody);
    registry.advanceClock(world, body.advanceMs);
    return json(c, registry.info(world));
  });

  routes.post('/__mock/worlds/:worldId/jobs', async (c) => {
    const world = worldOf(parsePathParam(c, 'worldId', worldIdParam));
    const body = await parseBody(c, createJobBody, { optional: true });
    const customer = body.customer === 'other' ? world.customers.other : world.customers.main;
    const job = createJob(world, {
      customerId: customer.id,
      kind: body.kind ?? 'noop',
      ...(body.outcome ? { outcome: body.outcome } : {}),
      ...(body.durationMs !== undefined ? { durationMs: body.durationMs } : {}),
    });
    return operationResponse(c, world, job);
  });

  // Idempotent: a world that is already gone (deleted or evicted) is also a 204.
  routes.delete('/__mock/worlds/:worldId', (c) => {
    registry.delete(parsePathParam(c, 'worldId', worldIdParam));
    return c.body(null, 204);
  });

  return routes;
}
