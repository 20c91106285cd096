import { createHash, randomBytes } from 'node:crypto';

/**
 * How the mock keeps API key secrets (issue 39; `src/api/endpoints/api-keys.ts`): never readable, only their SHA-256
 * hash. A secret is `hpk_` and 32 random hex digits (128 bits), so a fast hash cannot be searched back to it; the
 * secret itself exists only in the answer that made it (world creation's keys, create, rotate).
 */

export function generateApiKey(): string {
  return `hpk_${randomBytes(16).toString('hex')}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Why a known secret no longer works: the 401's `code` (the panel says it in words and signs the tab out). */
export type EndedKeyReason =
  'api_key_revoked' | 'api_key_expired' | 'api_key_replaced' | 'session_revoked' | 'member_removed';

/** What a secret the world knows of stands for now. */
export interface SecretState {
  /** The key's current secret, or its previous one during a rotation's grace period. */
  works: boolean;
  reason: EndedKeyReason | null;
}

/** The parts of a key record that decide whether `hash` still works at `nowMs`. */
export interface KeyLifecycle {
  secretHash: string;
  previousSecret: { hash: string; validUntilMs: number } | null;
  /** Hashes of secrets rotated away for good: refused as replaced. */
  retiredHashes: string[];
  expiresAtMs: number | null;
  revokedAtMs: number | null;
}

export function secretState(key: KeyLifecycle, hash: string, nowMs: number): SecretState {
  if (key.revokedAtMs !== null) return { works: false, reason: 'api_key_revoked' };
  if (key.expiresAtMs !== null && nowMs >= key.expiresAtMs) return { works: false, reason: 'api_key_expired' };
  if (hash === key.secretHash) return { works: true, reason: null };
  if (key.previousSecret?.hash === hash && nowMs < key.previousSecret.validUntilMs)
    return { works: true, reason: null };
  return { works: false, reason: 'api_key_replaced' };
}
