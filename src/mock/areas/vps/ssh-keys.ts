import { createHash, randomBytes } from 'node:crypto';
import type { FieldError } from '@/api/schemas/common';
import { formatSha256Fingerprint, parseSshPublicKey } from '@/api/schemas/ssh-public-key';
import type { ResetSshKeysResponse, SshKey, SshKeyCreateBody } from '@/api/schemas/vps-ssh-keys';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import type { StoredSshKey, StoredVps, VpsState } from './state';

/**
 * The account's SSH keys (`vpsRoutes.sshKeys`, `createSshKey`): one list per customer, each VPS records which of
 * them are installed. Keys are parsed with the same parser the app's form uses; the fingerprint is OpenSSH's SHA256
 * one.
 */

export function sha256Fingerprint(blob: Uint8Array): string {
  return formatSha256Fingerprint(new Uint8Array(createHash('sha256').update(blob).digest()));
}

export function toSshKey(key: StoredSshKey, installed: boolean): SshKey {
  return {
    id: key.id,
    name: key.name,
    fingerprint: key.fingerprint,
    type: key.type,
    bits: key.bits,
    publicKey: key.publicKey,
    createdAt: key.createdAt,
    installed,
  };
}

export function customerKeys(state: VpsState, customerId: string): StoredSshKey[] {
  return state.sshKeys
    .filter((key) => key.customerId === customerId)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}

export function sshKeysOfVps(state: VpsState, vps: StoredVps): { sshKeys: SshKey[] } {
  return {
    sshKeys: customerKeys(state, vps.customerId).map((key) => toSshKey(key, vps.installedKeyIds.includes(key.id))),
  };
}

/** Parses and stores a key; 409 `ssh_key_exists` when the customer already has the same key (ledger). */
export function addSshKey(state: VpsState, customerId: string, body: SshKeyCreateBody, nowIso: string): StoredSshKey {
  const parsed = parseSshPublicKey(body.publicKey);
  if (!parsed.ok) {
    // The request schema runs the same parser, so this only guards against the two drifting apart.
    throw invalidRequest([{ pointer: '/publicKey', detail: parsed.message, code: 'invalid_request' }]);
  }
  const fingerprint = sha256Fingerprint(parsed.key.blob);
  const existing = state.sshKeys.find((key) => key.customerId === customerId && key.fingerprint === fingerprint);
  if (existing) {
    throw new ProblemError({
      status: 409,
      code: 'ssh_key_exists',
      detail: `This key is already in your account as "${existing.name}" (${fingerprint}).`,
      extensions: { sshKeyId: existing.id, name: existing.name, fingerprint },
    });
  }
  const key: StoredSshKey = {
    id: `ssh_${randomBytes(6).toString('hex')}`,
    customerId,
    name: body.name,
    type: parsed.key.type,
    bits: parsed.key.bits,
    publicKey: parsed.key.canonical,
    fingerprint,
    createdAt: nowIso,
  };
  state.sshKeys.push(key);
  return key;
}

/** Replaces the VPS's keys; every id must be one of the customer's keys (400 at `/sshKeyIds/<n>` otherwise). */
export function resetSshKeys(state: VpsState, vps: StoredVps, ids: readonly string[]): ResetSshKeysResponse {
  const own = new Set(customerKeys(state, vps.customerId).map((key) => key.id));
  const errors: FieldError[] = ids.flatMap((id, index) =>
    own.has(id)
      ? []
      : [
          {
            pointer: `/sshKeyIds/${index}`,
            detail: `${id} is not one of your SSH keys; see GET /api/v2/vps/${vps.id}/ssh-keys.`,
            code: 'invalid_request',
          },
        ],
  );
  if (errors.length > 0) throw invalidRequest(errors);
  vps.installedKeyIds = [...ids];
  return { accepted: true, keyCount: ids.length };
}
