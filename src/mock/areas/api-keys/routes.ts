import { Hono } from 'hono';
import { apiKeyEndpoints as api } from '@/api/endpoints/api-keys-io';
import { json, type MockEnv } from '@/mock/platform/http';
import { ProblemError } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import type { WorldRegistry } from '@/mock/platform/worlds';
import { apiKeyNotFound, apiKeyStatusOf, findApiKey, listApiKeys, toApiKeyBody } from './state';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The account's API keys (src/api/endpoints/api-keys.ts holds the decisions). */
export function apiKeysRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth: { world, customer, apiKey } }) =>
    json(c, {
      data: listApiKeys(world, customer.id).map((key) => toApiKeyBody(world, key, apiKey.id)),
      hasMore: false,
      nextCursor: null,
    }),
  );

  serve(routes, api.create, (c, { auth: { world, customer, apiKey }, body }) => {
    // A key cannot grant what it does not hold.
    const notHeld = body.scopes.filter((scope) => !apiKey.scopes.includes(scope));
    if (notHeld.length > 0) {
      throw new ProblemError({
        status: 403,
        code: 'scope_not_held',
        detail: `A new key cannot have scopes the calling key lacks: ${notHeld.join(', ')}.`,
        extensions: { scopes: notHeld },
      });
    }
    const { secret, apiKey: created } = registry.issueKey(world, {
      name: body.name,
      customerId: customer.id,
      scopes: [...new Set(body.scopes)],
      // A person's session makes a key as that person.
      createdBy: apiKey.personId
        ? { type: 'person', id: apiKey.personId, name: apiKey.name }
        : { type: 'api_key', id: apiKey.id, name: apiKey.name },
      lifetimeMs: body.expiresInDays === null ? null : body.expiresInDays * DAY_MS,
    });
    return json(c, { ...toApiKeyBody(world, created, apiKey.id), secret }, 201);
  });

  serve(routes, api.revoke, (c, { auth: { world, customer, apiKey }, params }) => {
    const key = findApiKey(world, customer.id, params.keyId);
    if (!key) throw apiKeyNotFound(params.keyId);
    registry.revokeKey(world, key);
    return json(c, toApiKeyBody(world, key, apiKey.id));
  });

  serve(routes, api.rotate, (c, { auth: { world, customer, apiKey }, params, body }) => {
    const key = findApiKey(world, customer.id, params.keyId);
    if (!key) throw apiKeyNotFound(params.keyId);
    const status = apiKeyStatusOf(key, world.now());
    if (status !== 'active') {
      throw new ProblemError({
        status: 409,
        code: 'api_key_not_active',
        detail: `This API key is ${status}: it cannot get a new secret. Create a new key instead.`,
        extensions: { status },
      });
    }
    const secret = registry.rotateKey(world, key, body.gracePeriodHours * HOUR_MS);
    return json(c, { ...toApiKeyBody(world, key, apiKey.id), secret });
  });

  return routes;
}
