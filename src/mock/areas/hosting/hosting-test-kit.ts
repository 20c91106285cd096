import type { CreateWorldBody } from '@/api/schemas/mock-control';
import { mockHarness, namedKey } from '@/mock/test-utils';

/** Shared setup of the hosting contract tests: a fresh demo world with a few narrow keys. */

export const HOSTING_PATH = '/api/v2/shared-hosting';

export async function hostingSetup(options: CreateWorldBody = {}) {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    keys: [
      { name: 'hosting-write', scopes: ['read:hosting', 'write:hosting'] },
      { name: 'console-only', scopes: ['read:hosting', 'console:services'] },
      { name: 'no-billing', scopes: ['read:hosting', 'write:hosting', 'console:services'] },
    ],
    ...options,
  });
  const key = world.keys.full;
  const post = (path: string, body: unknown, k = key) =>
    harness.call(`${HOSTING_PATH}/${path}`, { method: 'POST', key: k, body });
  const get = (path: string, k = key) =>
    harness.call(`${HOSTING_PATH}${path === '' || path.startsWith('?') ? '' : '/'}${path}`, { key: k });
  const advance = (ms: number) => harness.advanceClock(world.worldId, ms);
  return { ...harness, world, key, post, get, advance, named: (name: string) => namedKey(world, name) };
}
