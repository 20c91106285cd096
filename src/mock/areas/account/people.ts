import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { knownScopes, type Scope } from '@/api/schemas/me';
import type { WorldCustomers } from '@/mock/platform/customers';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import type { AccountState, Person } from './state';

/**
 * The people of a customer (issue 39; ledger "People and session keys"): who they are, what they may do, their
 * password and second factors. The API other modules use:
 * - `peopleOf(state, customerId)`: the people of a customer;
 * - `scopesOf(person)`: what a session key of the person may do;
 * - `issueSessionKey` (platform/worlds.ts `WorldRegistry.issueSessionKey`): a short-lived bearer key for a person.
 * Team members, roles and invitations build on this module.
 */

export function peopleOf(state: AccountState, customerId: string): Person[] {
  return state.people.filter((person) => person.customerId === customerId);
}

export function findPerson(state: AccountState, personId: string): Person | undefined {
  return state.people.find((person) => person.id === personId);
}

export function findPersonByEmail(state: AccountState, email: string): Person | undefined {
  const wanted = email.trim().toLowerCase();
  return state.people.find((person) => person.email.toLowerCase() === wanted);
}

export function scopesOf(person: Person): Scope[] {
  return [...person.scopes];
}

/** How a person's session acts: an owner as the account holder, anyone else as a contact sub-account. */
export function subAccountOf(person: Person): { canPlaceOrders: boolean } | null {
  return person.role === 'owner' ? null : { canPlaceOrders: person.canPlaceOrders };
}

// Passwords: scrypt (N=2^14, r=8, p=1) with a 16-byte salt, `scrypt$<salt>$<hash>` in hex.
const SCRYPT_KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFKC'), salt, SCRYPT_KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, saltHex, hashHex] = stored.split('$');
  if (kind !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Hashed for an unknown e-mail, so that it takes the same work as a wrong password. */
const DECOY_HASH = hashPassword(randomBytes(12).toString('hex'));
export function verifyAgainstDecoy(password: string): false {
  verifyPassword(password, DECOY_HASH);
  return false;
}

// Recovery codes: 10 of `XXXX-XXXX` (no 0/O/1/I), kept as SHA-256 of the code without its dash, upper-cased.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(8);
    const chars = Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length] ?? 'A').join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/** Uses a recovery code: true (and it is gone) when it was one of the person's. */
export function useRecoveryCode(person: Person, code: string): boolean {
  const hash = hashRecoveryCode(code);
  const index = person.recoveryCodeHashes.indexOf(hash);
  if (index < 0) return false;
  person.recoveryCodeHashes.splice(index, 1);
  return true;
}

// TOTP (RFC 6238): SHA-1, 6 digits, 30 s steps, one step of drift either side.
export const TOTP_PERIOD_SECONDS = 30;

export function totpOf(secret: string, label = 'Control panel'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Hosting control panel',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export type TotpCheck = 'ok' | 'wrong' | 'reused';

/** Checks a code at the world's time `nowMs`; a right code marks its step used (a code works once). */
export function checkTotp(person: Person, code: string, nowMs: number): TotpCheck {
  if (!person.totpSecret) return 'wrong';
  const cleaned = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(cleaned)) return 'wrong';
  const delta = totpOf(person.totpSecret).validate({ token: cleaned, timestamp: nowMs, window: 1 });
  if (delta === null) return 'wrong';
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
  if (step <= person.totpLastStep) return 'reused';
  person.totpLastStep = step;
  return 'ok';
}

export function currentTotpCode(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The demo's passwords hashed once per process (scrypt is slow on purpose; worlds are made often). */
const demoHashes = new Map<string, string>();
function demoHash(password: string): string {
  let found = demoHashes.get(password);
  if (!found) {
    found = hashPassword(password);
    demoHashes.set(password, found);
  }
  return found;
}

const OWNER_SCOPES: Scope[] = [...knownScopes];

/** The standard people of the standard customers (DEMO_PEOPLE), in every scenario. */
export function seedStandardPeople(state: AccountState, customers: WorldCustomers): void {
  for (const spec of Object.values(DEMO_PEOPLE)) {
    const customer = spec.customer === 'main' ? customers.main : customers.other;
    state.people.push({
      id: spec.id,
      customerId: customer.id,
      name: spec.name,
      email: spec.email,
      scopes: [...OWNER_SCOPES],
      role: 'owner',
      canPlaceOrders: true,
      lastSignInAtMs: null,
      passwordHash: demoHash(spec.password),
      passwordChangedAt: null,
      totpSecret: spec.totpSecret,
      totpLastStep: 0,
      recoveryCodeHashes: spec.recoveryCodes.map(hashRecoveryCode),
      passkeys: [],
      webAuthnUserId: Buffer.from(spec.id).toString('base64url'),
      language: null,
      pendingEmail: null,
    });
  }
}

/** A person's second factors: what a sign-in asks for after the password. */
export function secondFactorsOf(person: Person): ('totp' | 'recovery_code' | 'passkey')[] {
  const methods: ('totp' | 'recovery_code' | 'passkey')[] = [];
  if (person.totpSecret) methods.push('totp');
  if (person.passkeys.length > 0) methods.push('passkey');
  if (methods.length > 0 && person.recoveryCodeHashes.length > 0) methods.push('recovery_code');
  return methods;
}

export function secondFactorCount(person: Person): number {
  return (person.totpSecret ? 1 : 0) + person.passkeys.length;
}
