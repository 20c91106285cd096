import { routes } from './route';

/**
 * The account's API keys (issue 39; ours: the spec leaves "key issuance, expiry and revocation" not shown). Reading
 * them needs `read:keys`, every change `write:keys`: only full keys hold them (neither is in the read-only set), so a
 * read-only or narrower key can neither see the account's keys nor make one. A secret is shown once, in the answer
 * that makes it (create, rotate); the server keeps only its SHA-256 hash (secrets are 128 random bits, so a fast hash
 * is enough), so no read can return it again. A key that stops working is refused with a 401 that says why (ledger
 * "API keys: a key that stops working").
 */
export const apiKeyRoutes = routes({
  /**
   * Every key of the caller's account, newest first, one page (an account has few keys: `hasMore` false,
   * `nextCursor` null). Revoked and expired keys stay listed with their `status` (an inventory of what was given
   * out), revoked ones with `revokedAt`. `lastUsedAt`/`lastUsedFrom`: the last request any of the key's secrets made
   * (the address as the server saw it). `createdBy`: the key (or person) that made it; `{ type: 'account' }` for the
   * keys the account came with. `isCurrent` marks the key of this request. A person's sign-in session keys are not
   * API keys and are not listed.
   */
  list: {
    method: 'GET',
    path: '/api/v2/api-keys',
    scopes: [['read:keys']],
    summary: "List the account's API keys",
  },
  /**
   * A new key: `{ name, scopes, expiresInDays }` → 201 the key with `secret` (`hpk_…`), shown once. `name` 1–60
   * characters after trimming; `scopes` known scope names, at least one; `expiresInDays` 1–365 counted on the
   * server's clock, or null for no expiry. **A key cannot grant what it does not hold**: every requested scope must
   * be one of the caller's, else 403 `scope_not_held` with `extensions.scopes` (the ones it lacks); the panel offers
   * only the caller's scopes, grouped by area with the presets "read-only" (every read scope the caller has, without
   * the key scopes) and "full" (all of the caller's). Unknown scope names are a 400 at `/scopes/<i>`.
   */
  create: {
    method: 'POST',
    path: '/api/v2/api-keys',
    scopes: [['write:keys']],
    audit: { area: 'account', action: 'api_key.create', target: { type: 'api_key', created: { name: 'name' } } },
    gate: 'apiKeyCreate',
    summary: 'Create an API key',
  },
  /**
   * Revokes at once: the key's very next request (from any tab, script or server) is a 401 `api_key_revoked`, and
   * so is its previous secret during a rotation's grace period. No body (none or `{}`). Revoking a revoked key is
   * a no-op 200 (as closing a closed ticket); a key of another account is 404 `api_key_not_found`. The calling key
   * may revoke itself (the panel says that this signs this tab out, before the click).
   */
  revoke: {
    method: 'POST',
    path: '/api/v2/api-keys/{keyId}/actions/revoke',
    scopes: [['write:keys']],
    audit: { area: 'account', action: 'api_key.revoke', target: { type: 'api_key', param: 'keyId' } },
    gate: 'apiKeyRevoke',
    summary: 'Revoke an API key',
  },
  /**
   * A new secret for the same key (same id, name, scopes, expiry): `{ gracePeriodHours }` (0–168) → 200 the key
   * with the new `secret`, shown once, and `previousSecretValidUntil`. The old secret keeps working until then (on
   * the server's clock), after which it is a 401 `api_key_replaced`; 0 ends it at once. Rotating again during a grace
   * period ends the older secret at once (only one previous secret works). A revoked or expired key is a 409
   * `api_key_not_active`; another account's 404 `api_key_not_found`.
   */
  rotate: {
    method: 'POST',
    path: '/api/v2/api-keys/{keyId}/actions/rotate',
    scopes: [['write:keys']],
    audit: { area: 'account', action: 'api_key.rotate', target: { type: 'api_key', param: 'keyId' } },
    gate: 'apiKeyRotate',
    summary: 'Give an API key a new secret, the old one working for a grace period',
  },
});
