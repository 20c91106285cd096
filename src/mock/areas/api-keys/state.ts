import type { ApiKey as ApiKeyBody } from '@/api/schemas/api-keys';
import type { ApiKey, World } from '@/mock/platform/worlds';
import { notFound, type ProblemError } from '@/mock/platform/problems';
import { secretState } from '@/mock/platform/api-key-secrets';

/**
 * The account's API keys as the API shows them (src/api/endpoints/api-keys.ts). The records are the world's own
 * (`World.keys`, the platform's: every request's key is looked up there); this area only reads and changes them.
 */

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function apiKeyNotFound(id: string): ProblemError {
  return notFound('api_key_not_found', `No API key ${id} was found for this account.`);
}

/** The caller's own key of that id (a person's session key is not an API key). */
export function findApiKey(world: World, customerId: string, id: string): ApiKey | undefined {
  const key = world.keys.get(id);
  return key && key.customerId === customerId && !key.personId ? key : undefined;
}

export function apiKeyStatusOf(key: ApiKey, nowMs: number): ApiKeyBody['status'] {
  const state = secretState(key, key.secretHash, nowMs);
  if (state.reason === 'api_key_revoked') return 'revoked';
  if (state.reason === 'api_key_expired') return 'expired';
  return 'active';
}

export function toApiKeyBody(world: World, key: ApiKey, callerKeyId: string): ApiKeyBody {
  const now = world.now();
  const status = apiKeyStatusOf(key, now);
  const previous = key.previousSecret;
  return {
    id: key.id,
    name: key.name,
    scopes: [...key.scopes],
    status,
    createdAt: iso(key.createdAtMs),
    createdBy: { ...key.createdBy },
    expiresAt: iso(key.expiresAtMs),
    lastUsedAt: iso(key.lastUsedAtMs),
    lastUsedFrom: key.lastUsedFrom,
    revokedAt: iso(key.revokedAtMs),
    previousSecretValidUntil:
      status === 'active' && previous && previous.validUntilMs > now ? iso(previous.validUntilMs) : null,
    isCurrent: key.id === callerKeyId,
  };
}

/** The caller's keys, newest first (then by id). */
export function listApiKeys(world: World, customerId: string): ApiKey[] {
  return [...world.keys.values()]
    .filter((key) => key.customerId === customerId && !key.personId)
    .sort((a, b) => b.createdAtMs - a.createdAtMs || (a.id < b.id ? 1 : -1));
}
