import * as z from 'zod/mini';
import { knownScopes } from './me';
import {
  listPage,
  nullableString,
  nullableTimestamp,
  opaqueId,
  tolerantArray,
  tolerantEnum,
  tolerantNullableEnum,
} from './common';

/**
 * The account's API keys (issue 39; ours, the spec says "key issuance, expiry and revocation: not shown"). Routes and
 * their decisions: `src/api/endpoints/api-keys.ts`.
 */

export const apiKeyIdParam = opaqueId('key_');

/** `active` works; `expired` passed its `expiresAt`; `revoked` was revoked. Unknown values show no action. */
export const apiKeyStatusValues = ['active', 'expired', 'revoked'] as const;
export const apiKeyStatus = tolerantEnum(apiKeyStatusValues);
export type ApiKeyStatus = z.infer<typeof apiKeyStatus>;

/** Who made a key: another key, a person (a session of the account page), or `account` (made with the account). */
export const apiKeyCreatorTypeValues = ['api_key', 'person', 'account'] as const;

/** The longest key name (a label for people, not an identifier). */
export const API_KEY_NAME_MAX = 60;
/** Expiry choices are days from now, on the server's clock (the panel never sends a time of its own clock). */
export const API_KEY_MAX_EXPIRY_DAYS = 365;
/** How long a rotated key's old secret may keep working: at most 7 days. */
export const API_KEY_MAX_GRACE_HOURS = 168;

export const apiKey = z.object({
  id: z.string(),
  name: nullableString,
  /** Unknown scope names are kept as sent (a newer server's); the panel says "other permissions" for them. */
  scopes: z.catch(tolerantArray(z.string(), 'api key scopes[]'), []),
  status: apiKeyStatus,
  createdAt: nullableTimestamp,
  createdBy: z.catch(
    z.nullable(
      z.object({
        type: tolerantNullableEnum(apiKeyCreatorTypeValues),
        id: nullableString,
        name: nullableString,
      }),
    ),
    null,
  ),
  /** null: the key does not expire. */
  expiresAt: nullableTimestamp,
  lastUsedAt: nullableTimestamp,
  /** The address of the last request made with the key (IPv4 or IPv6 as the server saw it). */
  lastUsedFrom: nullableString,
  revokedAt: nullableTimestamp,
  /** After a rotation: until when the previous secret still works (null when there is none or its time is over). */
  previousSecretValidUntil: nullableTimestamp,
  /** The key this request was made with (the panel warns before revoking or rotating it). */
  isCurrent: z.catch(z.boolean(), false),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyListPage = listPage(apiKey, 'api key list');

const scopeName = z.enum(knownScopes);

export const apiKeyCreateBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX)),
  scopes: z.array(scopeName).check(z.minLength(1), z.maxLength(knownScopes.length)),
  /** Days until the key stops working, from the server's now; null: no expiry. */
  expiresInDays: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(API_KEY_MAX_EXPIRY_DAYS))),
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBody>;

/** A key with its secret: the only answer that ever carries it (create and rotate). */
export const apiKeyWithSecret = z.extend(apiKey, { secret: z.string().check(z.minLength(1)) });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecret>;

export const apiKeyRotateBody = z.object({
  /** How long the old secret keeps working, in hours (0: it stops at once). */
  gracePeriodHours: z.number().check(z.int(), z.minimum(0), z.maximum(API_KEY_MAX_GRACE_HOURS)),
});
export type ApiKeyRotateBody = z.input<typeof apiKeyRotateBody>;

/** Revoke takes no body: none or `{}`; any member is a 400 (as the "no body" actions of the ledger). */
export const apiKeyRevokeBody = z.strictObject({});

/** The body of the 401 for a key that no longer works, as the mock writes it (its `code`). */
export const endedKeyCodes = ['api_key_revoked', 'api_key_expired', 'api_key_replaced'] as const;
export type EndedKeyCode = (typeof endedKeyCodes)[number];
