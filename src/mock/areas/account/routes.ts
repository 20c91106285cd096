import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import { authEndpoints as api } from '@/api/endpoints/auth-io';
import type { PasskeySummary, SessionGrant } from '@/api/schemas/auth';
import { estimateMailboxPassword } from '@/api/schemas/mailbox-password-strength';
import { clientAddress, json, type AuthContext, type MockContext, type MockEnv } from '@/mock/platform/http';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { serve, servePublic } from '@/mock/platform/serve';
import type { World, WorldRegistry } from '@/mock/platform/worlds';
import {
  checkTotp,
  findPerson,
  findPersonByEmail,
  hashPassword,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  scopesOf,
  secondFactorCount,
  subAccountOf,
  secondFactorsOf,
  totpOf,
  useRecoveryCode,
  verifyAgainstDecoy,
  verifyPassword,
} from './people';
import type { AccountState, Person, StoredPasskey } from './state';

/**
 * A person's sign-in and account security (src/api/endpoints/auth.ts has the rules, ledger "People and session
 * keys"). The sign-in calls carry no key, so nothing says which world they are for: the mock-only header
 * `X-Mock-World` names it (as for the catalog), else the server's default world answers.
 */
export const MOCK_WORLD_HEADER = 'X-Mock-World';

export const MAX_FAILED_TRIES = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;
const SIGN_IN_TOKEN_MS = 5 * 60 * 1000;
const CHALLENGE_MS = 5 * 60 * 1000;
const RP_NAME = 'Hosting control panel';
/** The mock's stand-in for a breach list (a real server asks a k-anonymity service such as Have I Been Pwned). */
export const BREACHED = new Set([
  'password1234',
  'qwertyuiop123',
  'correcthorsebatterystaple',
  'iloveyou2024',
  'letmein12345',
]);
export const MIN_PASSWORD_LENGTH = 10;

function worldOf(c: MockContext, registry: WorldRegistry): World {
  const named = c.req.header(MOCK_WORLD_HEADER);
  const world =
    (named ? registry.get(named) : undefined) ??
    (registry.defaultWorldId ? registry.get(registry.defaultWorldId) : undefined);
  if (!world) throw new ProblemError({ status: 503, code: 'service_unavailable', detail: 'No world to sign in to.' });
  return world;
}

function token(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** The audit log's entry for a sign-in names the person (platform/audit.ts reads the auth context after the handler). */
export function actAs(c: MockContext, world: World, person: Person): void {
  const customer = world.customer(person.customerId);
  if (!customer) return;
  c.set('auth', {
    world,
    customer,
    apiKey: {
      id: person.id,
      name: person.name,
      customerId: person.customerId,
      scopes: [],
      subAccount: null,
      personId: person.id,
      // No key: the audit entry's actor only (never looked up, so no secret's hash).
      secretHash: '',
      previousSecret: null,
      retiredHashes: [],
      expiresAtMs: null,
      revokedAtMs: null,
      createdAtMs: world.now(),
      createdBy: { type: 'person', id: person.id, name: person.name },
      lastUsedAtMs: null,
      lastUsedFrom: null,
    },
  });
}

// ---- lockout ----

function attemptsKey(email: string): string {
  return email.trim().toLowerCase();
}

function assertNotLocked(state: AccountState, email: string, nowMs: number): void {
  const found = state.attempts.get(attemptsKey(email));
  if (!found || found.lockedUntilMs <= nowMs) return;
  const seconds = Math.ceil((found.lockedUntilMs - nowMs) / 1000);
  const minutes = Math.ceil(seconds / 60);
  throw new ProblemError({
    status: 429,
    code: 'too_many_attempts',
    detail: `Too many failed tries. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    headers: { 'Retry-After': String(seconds) },
    members: { retryAfterSeconds: seconds },
  });
}

function recordFailure(state: AccountState, email: string, nowMs: number): void {
  const key = attemptsKey(email);
  const found = state.attempts.get(key) ?? { failures: 0, lockedUntilMs: 0 };
  if (found.lockedUntilMs !== 0 && found.lockedUntilMs <= nowMs) found.failures = 0;
  found.failures += 1;
  found.lockedUntilMs = found.failures >= MAX_FAILED_TRIES ? nowMs + LOCKOUT_MS : 0;
  state.attempts.set(key, found);
}

function clearFailures(state: AccountState, email: string): void {
  state.attempts.delete(attemptsKey(email));
}

const invalidCredentials = () =>
  new ProblemError({
    status: 401,
    code: 'invalid_credentials',
    detail: 'The e-mail address or the password is not right.',
  });

const invalidCode = () =>
  new ProblemError({ status: 401, code: 'invalid_code', detail: 'That code is not right. Check it and try again.' });

// ---- sessions ----

function grant(
  c: MockContext,
  registry: WorldRegistry,
  world: World,
  person: Person,
): { status: 'signed_in'; session: SessionGrant } {
  const { secret, apiKey } = registry.issueSessionKey(world, { ...person, subAccount: subAccountOf(person) });
  // The sessions list's device and place (src/api/endpoints/sessions.ts); the team list's last sign-in.
  apiKey.userAgent = c.req.header('user-agent') ?? null;
  apiKey.lastUsedAtMs = world.now();
  apiKey.lastUsedFrom = clientAddress(c);
  person.lastSignInAtMs = world.now();
  const customer = world.customer(person.customerId);
  return {
    status: 'signed_in',
    session: {
      key: secret,
      expiresAt: new Date(apiKey.expiresAtMs ?? world.now()).toISOString(),
      person: { id: person.id, name: person.name, email: person.email, language: person.language },
      customer: { id: person.customerId, name: customer?.name ?? null },
      scopes: scopesOf(person),
    },
  };
}

// ---- WebAuthn ----

/** The relying party is the page's origin (the mock serves the app or sits behind its dev server's proxy). */
function relyingParty(c: MockContext): { origin: string; rpId: string } {
  const origin = c.req.header('origin');
  if (!origin) {
    throw new ProblemError({
      status: 400,
      code: 'origin_required',
      detail: 'Passkeys work from the panel in a browser: the request has no Origin.',
    });
  }
  return { origin, rpId: new URL(origin).hostname };
}

function takeChallenge(state: AccountState, id: string, kind: 'authentication' | 'registration', nowMs: number) {
  const found = state.challenges.get(id);
  state.challenges.delete(id);
  if (!found || found.kind !== kind || found.expiresAtMs <= nowMs) return null;
  return found;
}

function summary(passkey: StoredPasskey): PasskeySummary {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt };
}

/** Checks a passkey assertion; the person and passkey it names, or null when it does not verify. */
async function verifyAssertion(
  world: World,
  challengeId: string,
  response: AuthenticationResponseJSON,
  onlyPersonId: string | null,
): Promise<{ person: Person; passkey: StoredPasskey } | null> {
  const state = world.state.account;
  const challenge = takeChallenge(state, challengeId, 'authentication', world.now());
  if (!challenge) return null;
  if (onlyPersonId !== null && challenge.personId !== onlyPersonId) return null;
  for (const person of state.people) {
    if (onlyPersonId !== null && person.id !== onlyPersonId) continue;
    const passkey = person.passkeys.find((candidate) => candidate.credentialId === response.id);
    if (!passkey) continue;
    try {
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports.filter(isTransport),
        },
        requireUserVerification: false,
      });
      if (!verified.verified) return null;
      passkey.counter = verified.authenticationInfo.newCounter;
      passkey.lastUsedAt = world.nowIso();
      return { person, passkey };
    } catch {
      return null;
    }
  }
  return null;
}

const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];
function isTransport(value: string): value is AuthenticatorTransport {
  return TRANSPORTS.includes(value);
}

// ---- account ----

/**
 * The person signed in: the account calls (and the sessions', in team/routes.ts) are a person's, an API key has no
 * password, second factor nor sessions (403 `person_session_required`, `detail` saying what it lacks).
 */
export function personOf(
  auth: AuthContext,
  detail = 'Sign in as a person (e-mail and password) to change sign-in methods; an API key has none.',
): Person {
  const personId = auth.apiKey.personId;
  const person = personId ? findPerson(auth.world.state.account, personId) : undefined;
  if (!person) throw new ProblemError({ status: 403, code: 'person_session_required', detail });
  return person;
}

function assertNotLastFactor(person: Person): void {
  if (secondFactorCount(person) > 1) return;
  throw new ProblemError({
    status: 409,
    code: 'last_second_factor',
    detail: 'This is your only second factor. Add another (a passkey or an authenticator app) before removing it.',
  });
}

/** A refused new password, at its field (`pointer`: `/newPassword` of a change, `/password` of an invitation's). */
function passwordProblem(
  pointer: string,
  code: string,
  detail: string,
  members?: Record<string, unknown>,
): ProblemError {
  return new ProblemError({
    status: 400,
    code,
    detail,
    errors: [{ pointer, detail, code }],
    ...(members ? { members } : {}),
  });
}

/**
 * The rules of a new password (a password change's, an accepted invitation's: src/api/endpoints/auth.ts): at least
 * `MIN_PASSWORD_LENGTH` characters, not a breached one, and not too easy to guess from the person's e-mail address.
 */
export function assertGoodPassword(password: string, email: string, pointer: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw passwordProblem(pointer, 'password_too_short', `Use at least ${MIN_PASSWORD_LENGTH} characters.`, {
      minimumLength: MIN_PASSWORD_LENGTH,
    });
  }
  if (BREACHED.has(password.toLowerCase())) {
    throw passwordProblem(
      pointer,
      'password_breached',
      'This password appears in known data breaches. Choose another.',
    );
  }
  const [localPart = '', domain = ''] = email.split('@');
  const strength = estimateMailboxPassword(password, { localPart, domain });
  if (!strength.passes) {
    throw passwordProblem(pointer, 'password_too_weak', 'The password is too easy to guess.', {
      minimumScore: strength.minimumScore,
      score: strength.score,
      suggestions: strength.suggestions,
    });
  }
}

const EMAIL_LINK_MS = 24 * 60 * 60 * 1000;
/** How long a used, replaced or expired link is remembered after its day, to say which of them it was. */
const EMAIL_LINK_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The mails of an address change, in the person's language (their profile's; English when not chosen). */
const EMAIL_MAIL_WORDS = {
  en: {
    verifySubject: 'Confirm your new e-mail address',
    verifyLines: [
      'You asked to sign in to the hosting control panel with this address. Follow the link to confirm it.',
      'The link works once and for 24 hours. Until then your current address stays the one you sign in with.',
    ],
    verifyLink: 'Confirm this address',
    changedSubject: 'Your e-mail address was changed',
    changedLines: (from: string, to: string) => [
      `The address you sign in to the hosting control panel with was changed from ${from} to ${to}.`,
      'If you did not ask for this, contact support at once.',
    ],
  },
  sv: {
    verifySubject: 'Bekräfta din nya e-postadress',
    verifyLines: [
      'Du har bett om att logga in i kontrollpanelen med den här adressen. Följ länken för att bekräfta den.',
      'Länken fungerar en gång och i 24 timmar. Till dess loggar du in med din nuvarande adress.',
    ],
    verifyLink: 'Bekräfta adressen',
    changedSubject: 'Din e-postadress har ändrats',
    changedLines: (from: string, to: string) => [
      `Adressen du loggar in i kontrollpanelen med har ändrats från ${from} till ${to}.`,
      'Om du inte har bett om det, kontakta supporten genast.',
    ],
  },
} as const;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function profileOf(person: Person) {
  return { id: person.id, name: person.name, email: person.email, language: person.language };
}

/** The pending address change, while its link works. */
function pendingEmailOf(person: Person, nowMs: number) {
  const pending = person.pendingEmail;
  if (!pending || pending.expiresAtMs <= nowMs) return null;
  return { address: pending.address, sentAt: pending.sentAt, expiresAt: new Date(pending.expiresAtMs).toISOString() };
}

export function accountRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  /** A verification link's token hash → its world (as the team's invitations: the link is opened anywhere). */
  const emailTokenWorlds = new Map<string, string>();

  servePublic(routes, api.signIn, (c, { body }) => {
    const world = worldOf(c, registry);
    const state = world.state.account;
    const now = world.now();
    const person = findPersonByEmail(state, body.email);
    if (person) actAs(c, world, person);
    assertNotLocked(state, body.email, now);
    const right = person ? verifyPassword(body.password, person.passwordHash) : verifyAgainstDecoy(body.password);
    if (!person || !right) {
      recordFailure(state, body.email, now);
      throw invalidCredentials();
    }
    const methods = secondFactorsOf(person);
    if (methods.length === 0) {
      clearFailures(state, body.email);
      return json(c, grant(c, registry, world, person));
    }
    const signInToken = token('sit');
    state.signIns.set(signInToken, { personId: person.id, expiresAtMs: now + SIGN_IN_TOKEN_MS });
    // Not a sign-in yet: the second factor's answer is the entry.
    c.set('auditNote', { skip: true });
    return json(c, {
      status: 'second_factor_required',
      token: signInToken,
      expiresAt: new Date(now + SIGN_IN_TOKEN_MS).toISOString(),
      methods,
      recoveryCodesLeft: person.recoveryCodeHashes.length,
    });
  });

  servePublic(routes, api.secondFactor, async (c, { body }) => {
    const world = worldOf(c, registry);
    const state = world.state.account;
    const now = world.now();
    const pending = state.signIns.get(body.token);
    const person = pending && pending.expiresAtMs > now ? findPerson(state, pending.personId) : undefined;
    if (!person) {
      state.signIns.delete(body.token);
      throw new ProblemError({
        status: 401,
        code: 'sign_in_expired',
        detail: 'This sign-in has expired. Start again with your e-mail and password.',
      });
    }
    actAs(c, world, person);
    assertNotLocked(state, person.email, now);
    if (body.method === 'passkey') {
      // The browser library's JSON, checked by the server library.
      const found = await verifyAssertion(
        world,
        body.challengeId,
        body.response as unknown as AuthenticationResponseJSON,
        person.id,
      );
      if (!found) {
        recordFailure(state, person.email, now);
        throw new ProblemError({ status: 401, code: 'invalid_passkey', detail: 'That passkey could not be checked.' });
      }
    } else if (body.method === 'recovery_code') {
      if (!useRecoveryCode(person, body.code)) {
        recordFailure(state, person.email, now);
        throw invalidCode();
      }
    } else {
      const check = checkTotp(person, body.code, now);
      if (check === 'reused') {
        recordFailure(state, person.email, now);
        throw new ProblemError({
          status: 409,
          code: 'code_already_used',
          detail: 'That code was used already. Wait for the next code in your authenticator app.',
        });
      }
      if (check === 'wrong') {
        recordFailure(state, person.email, now);
        throw invalidCode();
      }
    }
    state.signIns.delete(body.token);
    clearFailures(state, person.email);
    return json(c, grant(c, registry, world, person));
  });

  servePublic(routes, api.passkeyChallenge, async (c, { body }) => {
    const world = worldOf(c, registry);
    const state = world.state.account;
    const { origin, rpId } = relyingParty(c);
    let personId: string | null = null;
    let allow: { id: string; transports: AuthenticatorTransport[] }[] = [];
    if (body?.token) {
      const pending = state.signIns.get(body.token);
      const person = pending && pending.expiresAtMs > world.now() ? findPerson(state, pending.personId) : undefined;
      if (!person) {
        throw new ProblemError({ status: 401, code: 'sign_in_expired', detail: 'This sign-in has expired.' });
      }
      personId = person.id;
      allow = person.passkeys.map((p) => ({ id: p.credentialId, transports: p.transports.filter(isTransport) }));
    }
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      userVerification: 'preferred',
      allowCredentials: allow,
    });
    const challengeId = token('chl');
    state.challenges.set(challengeId, {
      kind: 'authentication',
      challenge: options.challenge,
      personId,
      origin,
      rpId,
      expiresAtMs: world.now() + CHALLENGE_MS,
    });
    return json(c, { challengeId, options });
  });

  servePublic(routes, api.passkeySignIn, async (c, { body }) => {
    const world = worldOf(c, registry);
    const found = await verifyAssertion(
      world,
      body.challengeId,
      body.response as unknown as AuthenticationResponseJSON,
      null,
    );
    if (!found) {
      throw new ProblemError({
        status: 401,
        code: 'invalid_passkey',
        detail: 'That passkey is not one of this panel’s, or it could not be checked.',
      });
    }
    actAs(c, world, found.person);
    assertNotLocked(world.state.account, found.person.email, world.now());
    return json(c, grant(c, registry, world, found.person));
  });

  serve(routes, api.signOut, (c, { auth }) => {
    if (!auth.apiKey.personId) {
      throw new ProblemError({ status: 409, code: 'not_a_session', detail: 'This is an API key, not a sign-in.' });
    }
    registry.revokeKey(auth.world, auth.apiKey);
    return c.body(null, 204);
  });

  serve(routes, api.security, (c, { auth }) => {
    const person = personOf(auth);
    return json(c, {
      person: profileOf(person),
      pendingEmail: pendingEmailOf(person, auth.world.now()),
      passwordChangedAt: person.passwordChangedAt,
      totp: { enabled: person.totpSecret !== null },
      recoveryCodesLeft: person.recoveryCodeHashes.length,
      passkeys: person.passkeys.map(summary),
    });
  });

  serve(routes, api.updateProfile, (c, { auth, body }) => {
    const person = personOf(auth);
    if (body.name !== undefined) person.name = body.name;
    if (body.language !== undefined) person.language = body.language;
    return json(c, profileOf(person));
  });

  serve(routes, api.changeEmail, (c, { auth, body }) => {
    const person = personOf(auth);
    const world = auth.world;
    const state = world.state.account;
    const address = body.email.trim();
    if (address.toLowerCase() === person.email.toLowerCase()) {
      throw invalidRequest([
        { pointer: '/email', detail: 'This is the address you have now.', code: 'email_unchanged' },
      ]);
    }
    const now = world.now();
    // A new request replaces the pending one: its link stops working. Links long past their day are forgotten.
    for (const [hash, change] of state.emailChanges) {
      if (change.expiresAtMs + EMAIL_LINK_KEPT_MS <= now) {
        state.emailChanges.delete(hash);
        emailTokenWorlds.delete(hash);
      } else if (change.personId === person.id && change.usedAtMs === null) change.replaced = true;
    }
    const linkToken = token('emv');
    const hash = sha256(linkToken);
    const expiresAtMs = now + EMAIL_LINK_MS;
    state.emailChanges.set(hash, { personId: person.id, address, expiresAtMs, usedAtMs: null, replaced: false });
    emailTokenWorlds.set(hash, world.id);
    person.pendingEmail = { address, sentAt: world.nowIso(), expiresAtMs };
    state.sentVerificationMails.push({ to: address, token: linkToken, sentAt: world.nowIso() });
    if (state.sentVerificationMails.length > 50) state.sentVerificationMails.shift();
    const words = EMAIL_MAIL_WORDS[person.language ?? 'en'];
    // The panel's address: the page that asked (a browser's Origin), else the host the request was sent to.
    const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
    world.state.team.outbox.push({
      id: `mail_${randomBytes(4).toString('hex')}`,
      to: address,
      subject: words.verifySubject,
      lines: [...words.verifyLines],
      link: { label: words.verifyLink, href: `${origin}/account/verify-email#${linkToken}` },
      sentAtMs: now,
    });
    return json(c, { pendingEmail: pendingEmailOf(person, now) }, 202);
  });

  servePublic(routes, api.verifyEmail, (c, { body }) => {
    const hash = sha256(body.token);
    // The token names its world: the link may be opened in a browser that never signed in to the demo.
    const tokenWorld = emailTokenWorlds.get(hash);
    const world = tokenWorld ? registry.get(tokenWorld) : undefined;
    const state = world?.state.account;
    const change = state?.emailChanges.get(hash);
    const person = state && change ? findPerson(state, change.personId) : undefined;
    if (!world || !state || !change || !person) {
      throw notFound('email_change_not_found', 'This link is not one of ours. Open the link from the mail again.');
    }
    actAs(c, world, person);
    if (change.usedAtMs !== null) {
      throw new ProblemError({
        status: 409,
        code: 'email_link_used',
        detail: 'This link was used already: the address it confirmed is the one to sign in with.',
      });
    }
    if (change.replaced) {
      throw new ProblemError({
        status: 409,
        code: 'email_link_replaced',
        detail: 'A newer change of address was asked for after this one: use the link of the newest mail.',
      });
    }
    if (change.expiresAtMs <= world.now()) {
      throw new ProblemError({
        status: 409,
        code: 'email_link_expired',
        detail: 'This link has expired (it works for 24 hours). Ask for the change again on your account page.',
      });
    }
    if (body.signedInAs !== undefined && body.signedInAs !== person.id) {
      throw new ProblemError({
        status: 409,
        code: 'email_link_other_person',
        detail: 'This link changes the address of someone else than the person signed in here. Sign out first.',
      });
    }
    const taken = findPersonByEmail(state, change.address);
    if (taken && taken.id !== person.id) {
      throw new ProblemError({
        status: 409,
        code: 'email_in_use',
        detail: 'Someone else signs in with this address. Choose another one.',
      });
    }
    const oldAddress = person.email;
    change.usedAtMs = world.now();
    person.email = change.address;
    person.pendingEmail = null;
    const words = EMAIL_MAIL_WORDS[person.language ?? 'en'];
    world.state.team.outbox.push({
      id: `mail_${randomBytes(4).toString('hex')}`,
      to: oldAddress,
      subject: words.changedSubject,
      lines: words.changedLines(oldAddress, change.address),
      link: null,
      sentAtMs: world.now(),
    });
    return json(c, { personId: person.id, email: person.email });
  });

  serve(routes, api.changePassword, (c, { auth, body }) => {
    const person = personOf(auth);
    const state = auth.world.state.account;
    const now = auth.world.now();
    assertNotLocked(state, person.email, now);
    if (!verifyPassword(body.currentPassword, person.passwordHash)) {
      recordFailure(state, person.email, now);
      throw invalidRequest([
        { pointer: '/currentPassword', detail: 'The current password is not right.', code: 'wrong_password' },
      ]);
    }
    const next = body.newPassword;
    assertGoodPassword(next, person.email, '/newPassword');
    if (verifyPassword(next, person.passwordHash)) {
      throw passwordProblem('/newPassword', 'password_unchanged', 'The new password is the same as the current one.');
    }
    person.passwordHash = hashPassword(next);
    person.passwordChangedAt = auth.world.nowIso();
    clearFailures(state, person.email);
    registry.revokeSessionsOf(auth.world, person.id, auth.apiKey);
    return c.body(null, 204);
  });

  serve(routes, api.startTotp, (c, { auth }) => {
    const person = personOf(auth);
    if (person.totpSecret) {
      throw new ProblemError({
        status: 409,
        code: 'totp_already_enabled',
        detail: 'An authenticator app is already set up. Turn it off first to set up another.',
      });
    }
    const secret = newTotpSecret();
    const setupId = token('tot');
    auth.world.state.account.totpSetups.set(setupId, {
      personId: person.id,
      secret,
      expiresAtMs: auth.world.now() + 15 * 60 * 1000,
    });
    return json(c, { setupId, secret, otpauthUri: totpOf(secret, person.email).toString() }, 201);
  });

  serve(routes, api.confirmTotp, (c, { auth, body }) => {
    const person = personOf(auth);
    const state = auth.world.state.account;
    const setup = state.totpSetups.get(body.setupId);
    if (!setup || setup.personId !== person.id || setup.expiresAtMs <= auth.world.now()) {
      throw notFound('totp_setup_not_found', 'This setup has expired. Start again.');
    }
    const trial: Person = { ...person, totpSecret: setup.secret, totpLastStep: 0 };
    if (checkTotp(trial, body.code, auth.world.now()) !== 'ok') {
      throw invalidRequest([{ pointer: '/code', detail: 'That code is not right.', code: 'invalid_code' }]);
    }
    state.totpSetups.delete(body.setupId);
    person.totpSecret = setup.secret;
    person.totpLastStep = trial.totpLastStep;
    const codes = newRecoveryCodes();
    person.recoveryCodeHashes = codes.map(hashRecoveryCode);
    return json(c, { codes });
  });

  serve(routes, api.removeTotp, (c, { auth }) => {
    const person = personOf(auth);
    if (!person.totpSecret) throw notFound('totp_not_enabled', 'No authenticator app is set up.');
    assertNotLastFactor(person);
    person.totpSecret = null;
    person.totpLastStep = 0;
    return c.body(null, 204);
  });

  serve(routes, api.regenerateRecoveryCodes, (c, { auth }) => {
    const person = personOf(auth);
    if (secondFactorCount(person) === 0) {
      throw new ProblemError({
        status: 409,
        code: 'no_second_factor',
        detail: 'Recovery codes stand in for a second factor: add one first.',
      });
    }
    const codes = newRecoveryCodes();
    person.recoveryCodeHashes = codes.map(hashRecoveryCode);
    return json(c, { codes });
  });

  serve(routes, api.passkeyRegistration, async (c, { auth }) => {
    const person = personOf(auth);
    const { origin, rpId } = relyingParty(c);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rpId,
      userName: person.email,
      userDisplayName: person.name,
      userID: new Uint8Array(Buffer.from(person.webAuthnUserId, 'base64url')),
      attestationType: 'none',
      excludeCredentials: person.passkeys.map((p) => ({
        id: p.credentialId,
        transports: p.transports.filter(isTransport),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challengeId = token('chl');
    auth.world.state.account.challenges.set(challengeId, {
      kind: 'registration',
      challenge: options.challenge,
      personId: person.id,
      origin,
      rpId,
      expiresAtMs: auth.world.now() + CHALLENGE_MS,
    });
    return json(c, { challengeId, options });
  });

  serve(routes, api.addPasskey, async (c, { auth, body }) => {
    const person = personOf(auth);
    const world = auth.world;
    const challenge = takeChallenge(world.state.account, body.challengeId, 'registration', world.now());
    const refused = () =>
      invalidRequest([{ pointer: '/response', detail: 'The passkey could not be checked.', code: 'invalid_passkey' }]);
    if (!challenge || challenge.personId !== person.id) throw refused();
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: challenge.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw refused();
    }
    if (!verified.verified) throw refused();
    const { credential } = verified.registrationInfo;
    if (world.state.account.people.some((p) => p.passkeys.some((k) => k.credentialId === credential.id))) {
      throw new ProblemError({ status: 409, code: 'passkey_exists', detail: 'This passkey is already added.' });
    }
    const passkey: StoredPasskey = {
      id: `pk_${randomBytes(9).toString('base64url')}`,
      name: body.name,
      credentialId: credential.id,
      publicKey: new Uint8Array(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: world.nowIso(),
      lastUsedAt: null,
    };
    person.passkeys.push(passkey);
    return json(c, summary(passkey), 201);
  });

  serve(routes, api.renamePasskey, (c, { auth, params, body }) => {
    const person = personOf(auth);
    const passkey = person.passkeys.find((p) => p.id === params.id);
    if (!passkey) throw notFound('passkey_not_found', 'There is no such passkey.');
    passkey.name = body.name;
    return json(c, summary(passkey));
  });

  serve(routes, api.removePasskey, (c, { auth, params }) => {
    const person = personOf(auth);
    const index = person.passkeys.findIndex((p) => p.id === params.id);
    if (index < 0) throw notFound('passkey_not_found', 'There is no such passkey.');
    assertNotLastFactor(person);
    person.passkeys.splice(index, 1);
    return c.body(null, 204);
  });

  return routes;
}
