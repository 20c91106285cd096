/** SSH keys: the account's keys, those on a VPS, adding one and replacing a VPS's set. */
import * as z from 'zod/mini';
import { countedArray, nullableInt, nullableString, nullableTimestamp, opaqueId } from './common';
import { MAX_SSH_PUBLIC_KEY_LENGTH, parseSshPublicKey } from './ssh-public-key';

// ---------------------------------------------------------------------------------------------
// SSH keys
// ---------------------------------------------------------------------------------------------

export const sshKey = z.object({
  id: z.string(),
  /** Not named by the spec: `null` when left out (show the fingerprint or id). */
  name: nullableString,
  /** OpenSSH's `SHA256:<base64>`. */
  fingerprint: nullableString,
  /** Key type as in the key line, e.g. `ssh-ed25519`. */
  type: nullableString,
  bits: nullableInt,
  /** The key line without its comment (`<type> <base64>`). */
  publicKey: nullableString,
  createdAt: nullableTimestamp,
  /** Whether the key is configured on this VPS now (lets the reset dialog preselect); false outside a VPS. */
  installed: z.catch(z.boolean(), false),
});
export type SshKey = z.infer<typeof sshKey>;

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * `POST /api/v2/ssh-keys` (named-only; ledger). The public key is checked with the same parser the server uses,
 * so the form shows the server's reason before sending. Unknown members are ignored.
 */
export const sshKeyCreateBody = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter a name for the key.'),
    z.maxLength(64, 'Use at most 64 characters.'),
    z.refine((value: string) => ![...value].some(isControlCharacter), 'Use no control characters.'),
  ),
  publicKey: z.string().check(
    z.maxLength(MAX_SSH_PUBLIC_KEY_LENGTH, {
      error: `A public key line is at most ${MAX_SSH_PUBLIC_KEY_LENGTH} characters.`,
      abort: true,
    }),
    z.superRefine((value: string, ctx) => {
      const result = parseSshPublicKey(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, params: { reason: result.problem } });
    }),
  ),
});
export type SshKeyCreateBody = z.infer<typeof sshKeyCreateBody>;
export type SshKeyCreateInput = z.input<typeof sshKeyCreateBody>;

/** 201: the stored key (`installed` is false: a new key is on no VPS until a reset installs it). */
export const sshKeyCreateResponse = sshKey;

/** The account's keys; `dropped` (ours, never sent) counts the malformed ones left out. */
export const sshKeyList = z.pipe(
  z.object({ sshKeys: countedArray(sshKey, 'SSH keys sshKeys[]') }),
  z.transform(({ sshKeys }) => ({ sshKeys: sshKeys.items, dropped: sshKeys.dropped })),
);
export type SshKeyList = z.infer<typeof sshKeyList>;

export const resetSshKeysBody = z.object({
  sshKeyIds: z.array(opaqueId('ssh_')).check(
    z.maxLength(100, 'Choose at most 100 keys.'),
    z.refine<string[]>((ids) => new Set(ids).size === ids.length, 'Each key may be chosen once.'),
  ),
});
export type ResetSshKeysBody = z.infer<typeof resetSshKeysBody>;

/**
 * The spec contradicts itself: `keyCount` has "minimum 1", yet an empty `sshKeyIds` "removes all keys". Neither
 * reading is relied on: any integer >= 0 parses, and screens must not branch on `keyCount` (ledger).
 */
export const resetSshKeysResponse = z.object({
  accepted: z.boolean(),
  keyCount: z.number().check(z.int(), z.minimum(0)),
});
export type ResetSshKeysResponse = z.infer<typeof resetSshKeysResponse>;
