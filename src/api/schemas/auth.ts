import * as z from 'zod/mini';
import { nullableString, timestamp, tolerantArray, tolerantEnum } from './common';

/**
 * A person's sign-in and their account security (issue 39; ledger "People and session keys"). The API stays bearer-key
 * based: a sign-in answers a short-lived session key with the person's scopes, sent as any key is.
 */

const email = z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/));

/** `POST /api/v2/auth/sessions`: e-mail and password. */
export const signInBody = z.strictObject({
  email,
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SignInBody = z.input<typeof signInBody>;

/** The second factors a person may have. */
export const secondFactorValues = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactor = (typeof secondFactorValues)[number];

/** The languages our mail to a person and the panel are written in (the panel's own languages). */
export const personLanguageValues = ['en', 'sv'] as const;
export type PersonLanguage = (typeof personLanguageValues)[number];

/** A signed-in person's session: the key to send, when it ends, who and what it may do. */
export const sessionGrant = z.object({
  key: z.string().check(z.minLength(1)),
  expiresAt: timestamp,
  person: z.object({
    id: z.string(),
    name: nullableString,
    email: nullableString,
    /** The language of the person's profile: the panel switches to it at sign-in (null: not chosen, the browser's). */
    language: z.catch(z.nullable(z.enum(personLanguageValues)), null),
  }),
  customer: z.object({ id: z.string(), name: nullableString }),
  scopes: z.catch(tolerantArray(z.string(), 'session scopes[]'), []),
});
export type SessionGrant = z.infer<typeof sessionGrant>;

/** A sign-in's answer: done, or a second factor asked for (one of `methods`, with the `token` of this attempt). */
export const signInAnswer = z.union([
  z.object({ status: z.literal('signed_in'), session: sessionGrant }),
  z.object({
    status: z.literal('second_factor_required'),
    token: z.string().check(z.minLength(1)),
    expiresAt: timestamp,
    methods: z.catch(tolerantArray(tolerantEnum(secondFactorValues), 'sign-in methods[]'), []),
    /** How many recovery codes are left (so the page can say it). */
    recoveryCodesLeft: z.catch(z.number(), 0),
  }),
]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** A WebAuthn response as the browser library hands it over (JSON): checked by the server's library, not here. */
const webAuthnResponse = z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(1024)), type: z.string() });

/** `POST /api/v2/auth/sessions/second-factor`. */
export const secondFactorBody = z.union([
  z.strictObject({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    method: z.enum(['totp', 'recovery_code']),
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  }),
  z.strictObject({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    method: z.literal('passkey'),
    challengeId: z.string().check(z.minLength(1), z.maxLength(200)),
    response: webAuthnResponse,
  }),
]);
export type SecondFactorBody = z.input<typeof secondFactorBody>;

/** `POST /api/v2/auth/passkey-challenges`: options to sign in with a passkey (`token`: as a second factor). */
export const passkeyChallengeBody = z.strictObject({
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
/** WebAuthn options as the browser library takes them (`optionsJSON`): passed through, not read by the panel. */
export const passkeyChallenge = z.object({
  challengeId: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyChallenge = z.infer<typeof passkeyChallenge>;

/** `POST /api/v2/auth/sessions/passkey`: a passkey sign-in, no password. */
export const passkeySignInBody = z.strictObject({
  challengeId: z.string().check(z.minLength(1), z.maxLength(200)),
  response: webAuthnResponse,
});

/** One of a person's passkeys. */
export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: z.catch(z.nullable(timestamp), null),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** The signed-in person as the account page shows them: an unknown language reads as not set. */
export const personProfile = z.object({
  id: z.string(),
  name: nullableString,
  email: nullableString,
  language: z.catch(z.nullable(z.enum(personLanguageValues)), null),
});
export type PersonProfile = z.infer<typeof personProfile>;

/** A change of e-mail address waiting for its verification mail's link. */
export const pendingEmail = z.object({ address: z.string(), sentAt: timestamp, expiresAt: timestamp });
export type PendingEmail = z.infer<typeof pendingEmail>;

/** `GET /api/v2/account/security`: the signed-in person's sign-in methods. */
export const accountSecurity = z.object({
  person: personProfile,
  /** A new address asked for and not yet verified (null: none). */
  pendingEmail: z.catch(z.nullable(pendingEmail), null),
  passwordChangedAt: z.catch(z.nullable(timestamp), null),
  totp: z.object({ enabled: z.catch(z.boolean(), false) }),
  recoveryCodesLeft: z.catch(z.number(), 0),
  passkeys: tolerantArray(passkeySummary, 'passkeys[]'),
});
export type AccountSecurity = z.infer<typeof accountSecurity>;

/** `PUT /api/v2/account/password`. */
export const passwordChangeBody = z.strictObject({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
  newPassword: z.string().check(z.maxLength(1024)),
});
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** `POST /api/v2/account/totp`: a new authenticator's secret, not in use until confirmed with a code. */
export const totpSetup = z.object({
  setupId: z.string(),
  secret: z.string(),
  otpauthUri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpConfirmBody = z.strictObject({
  setupId: z.string().check(z.minLength(1), z.maxLength(200)),
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
});

/** New recovery codes: shown once, the server keeps only their hashes. */
export const recoveryCodes = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

export const passkeyRegistrationOptions = passkeyChallenge;

export const passkeyAddBody = z.strictObject({
  challengeId: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  response: webAuthnResponse,
});
export type PasskeyAddBody = z.input<typeof passkeyAddBody>;

export const passkeyRenameBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});

export const passkeyIdParam = z.string().check(z.regex(/^pk_[A-Za-z0-9_-]{1,64}$/));

/** `PATCH /api/v2/account/profile`: the person's name and the language of our mail to them. */
export const profileUpdateBody = z
  .strictObject({
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    language: z.optional(z.enum(personLanguageValues)),
  })
  .check(
    z.refine((body) => body.name !== undefined || body.language !== undefined, {
      message: 'Send a name or a language.',
      path: [],
    }),
  );
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** `POST /api/v2/account/email-change`: the new address, to be verified by the link mailed to it. */
export const emailChangeBody = z.strictObject({ email });
export type EmailChangeBody = z.input<typeof emailChangeBody>;
export const emailChangeAnswer = z.object({ pendingEmail });

/** `POST /api/v2/account/email-verification`: the token of the verification mail's link. */
export const emailVerificationBody = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The person the tab that opened the link is signed in as (none: not signed in): a link of another is refused. */
  signedInAs: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type EmailVerificationBody = z.input<typeof emailVerificationBody>;

/** Its answer: whose address it is now (the panel refreshes that person's profile when it is the one signed in). */
export const emailVerified = z.object({ personId: z.string(), email: z.string() });
export type EmailVerified = z.infer<typeof emailVerified>;
