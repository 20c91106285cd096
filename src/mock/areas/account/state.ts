import type { Scope } from '@/api/schemas/me';
import type { TeamRole } from '@/api/schemas/team';

/**
 * The people of each customer and their sign-in methods (issue 39; ledger "People and session keys"). Secrets are
 * kept as a server keeps them: passwords as scrypt hashes, recovery codes as SHA-256 hashes; the TOTP secret and the
 * passkeys' public keys as they are (a server needs them to check a code or a signature).
 */
export interface StoredPasskey {
  id: string;
  name: string;
  /** WebAuthn credential id (base64url). */
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export interface Person {
  id: string;
  customerId: string;
  name: string;
  email: string;
  /** What a session key of this person may do: their role's scope set (`roleScopes`, src/api/schemas/team.ts). */
  scopes: Scope[];
  /** Their role in the team (src/api/endpoints/team.ts); anyone but an owner signs in as a contact sub-account. */
  role: TeamRole;
  /** The spec's order-placement permission of a contact sub-account (owners always may). */
  canPlaceOrders: boolean;
  /** The last sign-in, world clock (null: never). */
  lastSignInAtMs: number | null;
  passwordHash: string;
  passwordChangedAt: string | null;
  /** Base32 TOTP secret; null when the person has no authenticator app. */
  totpSecret: string | null;
  /** The last TOTP time step used, so a code is used once. */
  totpLastStep: number;
  recoveryCodeHashes: string[];
  passkeys: StoredPasskey[];
  /** WebAuthn user handle (base64url), stable per person. */
  webAuthnUserId: string;
  /** The language of our mail to the person; null: not chosen (English). */
  language: 'en' | 'sv' | null;
  /** A new address asked for, waiting for its verification link (its token is in `AccountState.emailChanges`). */
  pendingEmail: { address: string; sentAt: string; expiresAtMs: number } | null;
}

/** A verification mail's link: the SHA-256 of its token → whose address it confirms. */
export interface PendingEmailChange {
  personId: string;
  address: string;
  expiresAtMs: number;
  /** Kept after use or replacement, so that the link's page can say which of them happened. */
  usedAtMs: number | null;
  replaced: boolean;
}

/** Failed tries per e-mail (known or not: an unknown e-mail is locked the same way). */
export interface Attempts {
  failures: number;
  lockedUntilMs: number;
}

/** A sign-in that passed its password and waits for a second factor. */
export interface PendingSignIn {
  personId: string;
  expiresAtMs: number;
}

/** A WebAuthn challenge the server handed out: for a sign-in (`personId` only as a second factor) or a registration. */
export interface PendingChallenge {
  kind: 'authentication' | 'registration';
  challenge: string;
  /** The person who registers, or whose passkeys a second factor may use; null for a passwordless sign-in. */
  personId: string | null;
  origin: string;
  rpId: string;
  expiresAtMs: number;
}

/** An authenticator secret handed out and not yet confirmed. */
export interface PendingTotp {
  personId: string;
  secret: string;
  expiresAtMs: number;
}

export interface AccountState {
  people: Person[];
  attempts: Map<string, Attempts>;
  signIns: Map<string, PendingSignIn>;
  challenges: Map<string, PendingChallenge>;
  totpSetups: Map<string, PendingTotp>;
  /** Keyed by the SHA-256 (hex) of the link's token: the token itself is only in the mail. */
  emailChanges: Map<string, PendingEmailChange>;
  /**
   * The verification mails the mock "sent" (newest last, at most 50): the mock's stand-in for a mailbox, so a test or
   * a demonstration can follow the link. Never answered by the API.
   */
  sentVerificationMails: { to: string; token: string; sentAt: string }[];
}

export function emptyAccountState(): AccountState {
  return {
    people: [],
    attempts: new Map(),
    signIns: new Map(),
    challenges: new Map(),
    totpSetups: new Map(),
    emailChanges: new Map(),
    sentVerificationMails: [],
  };
}
