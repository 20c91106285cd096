import { routes } from './route';

/**
 * A person's sign-in and their own account security (issue 39; ledger "People and session keys"). The API stays
 * bearer-key based: signing in answers a short-lived session key (`hps_…`, 8 hours on the server's clock) with the
 * person's scopes, sent as `Authorization: Bearer` like any API key. The sign-in calls are public (no key); the
 * account calls take only a person's session key (an API key: 403 `person_session_required`): a key made for a
 * script has no person, no password and no second factor.
 */
export const authRoutes = routes({
  /**
   * Ours. Body `{ email, password }` (strict). Right, and the person has no second factor: `{ status: "signed_in",
   * session }`, whose `person.language` (the profile's; null: not chosen) is the language the panel switches to at
   * sign-in, whatever the browser's. Right, with one: `{ status: "second_factor_required", token, expiresAt,
   * methods, recoveryCodesLeft }` (the token lasts 5 minutes and names this attempt only). Wrong password and unknown
   * e-mail are the same 401
   * `invalid_credentials` (same words, same work: the password is hashed either way). Five failed tries for one
   * e-mail (password or code) lock it for 5 minutes: 429 `too_many_attempts` with `Retry-After` and
   * `retryAfterSeconds`, even with the right password. A right sign-in starts the count again.
   */
  signIn: {
    method: 'POST',
    path: '/api/v2/auth/sessions',
    scopes: null,
    audit: { area: 'account', action: 'session.sign_in', target: { type: 'person' } },
    summary: 'Sign in with e-mail and password',
  },
  /**
   * Ours. Body `{ token, method: "totp" | "recovery_code", code }` or `{ token, method: "passkey", challengeId,
   * response }`. TOTP: RFC 6238, SHA-1, 6 digits, 30 s, one step either side; a code already used (its step or an
   * earlier one) is 409 `code_already_used`; wrong: 401 `invalid_code`. A recovery code works once (then 401
   * `invalid_code`). Failures count towards the lockout of `signIn`; an expired or unknown token is 401
   * `sign_in_expired` (start again with the password).
   */
  secondFactor: {
    method: 'POST',
    path: '/api/v2/auth/sessions/second-factor',
    scopes: null,
    audit: { area: 'account', action: 'session.sign_in', target: { type: 'person' } },
    summary: 'Finish a sign-in with a second factor',
  },
  /**
   * Ours. WebAuthn options to sign in with a passkey (discoverable credentials, user verification preferred), the
   * challenge kept 5 minutes. With `{ token }` (a sign-in waiting for its second factor): only that person's passkeys.
   * The relying party is the panel's origin (the mock takes the request's `Origin`; a real server its own name).
   */
  passkeyChallenge: {
    method: 'POST',
    path: '/api/v2/auth/passkey-challenges',
    scopes: null,
    readOnly: true,
    summary: 'Start a passkey sign-in',
  },
  /**
   * Ours. Body `{ challengeId, response }`: a passkey sign-in without a password (the passkey is both factors). A
   * passkey nobody here has, or a response that does not verify, is 401 `invalid_passkey`.
   */
  passkeySignIn: {
    method: 'POST',
    path: '/api/v2/auth/sessions/passkey',
    scopes: null,
    audit: { area: 'account', action: 'session.sign_in', target: { type: 'person' } },
    summary: 'Sign in with a passkey',
  },
  /**
   * Ours. Ends the calling session key at once (every tab that holds it gets 401 from then on). An API key is not
   * a session: 409 `not_a_session` (revoke a key where keys are managed).
   */
  signOut: {
    method: 'DELETE',
    path: '/api/v2/auth/session',
    scopes: [[]],
    audit: { area: 'account', action: 'session.sign_out', target: { type: 'person' } },
    summary: 'Sign out (end this session key)',
  },
  /** Ours. The signed-in person's sign-in methods: password changed when, authenticator on, recovery codes left, passkeys. */
  security: {
    method: 'GET',
    path: '/api/v2/account/security',
    scopes: [[]],
    summary: "Read the signed-in person's sign-in methods",
  },
  /**
   * Ours. Body `{ name?, language? }` (strict; at least one): the name the panel and our mail greet the person by, and
   * the language of the mail we send them and of the panel from their next sign-in on (`en` or `sv`; a sign-in's
   * `session.person.language`); the account page and the person menu's language switch set it. 200 the person as
   * `security` reads it. Only the person's own profile: the billing profile (the
   * invoices' name and address) is the billing area's.
   */
  updateProfile: {
    method: 'PATCH',
    path: '/api/v2/account/profile',
    scopes: [[]],
    audit: { area: 'account', action: 'profile.update', target: { type: 'person' } },
    summary: 'Change the name and language of the signed-in person',
  },
  /**
   * Ours. Body `{ email }`: a verification mail goes to the new address, with a link (a single-use token, valid 24
   * hours, the panel's `/account/verify-email#<token>`) that `verifyEmail` takes; until then the current address stays the one to sign in with and the one we
   * write to. 202 `{ pendingEmail: { address, sentAt, expiresAt } }`; a new request replaces the pending one (its
   * link stops working). The same address as now: 400 `email_unchanged` at `/email`. Whether another person signs in
   * with the address is not said here (no way to probe for accounts): the verification refuses it instead.
   */
  changeEmail: {
    method: 'POST',
    path: '/api/v2/account/email-change',
    scopes: [[]],
    audit: { area: 'account', action: 'email.change_request', target: { type: 'person' } },
    summary: 'Ask to change the e-mail address (a verification mail goes to the new one)',
  },
  /**
   * Ours. Public (the link in the mail, `/account/verify-email#<token>`, may be opened in any browser; the token
   * rides in the fragment, so no server log holds it, and names its world, so the mock needs no `X-Mock-World`).
   * Body `{ token, signedInAs? }`: the new address becomes the person's e-mail, to sign in with and to write to;
   * 200 `{ personId, email }`, and the old address gets a notice of the change (the mock's outbox). Each refusal
   * says what happened, the link kept for a later try where it still works: a token never issued 404
   * `email_change_not_found`; used already 409 `email_link_used`; replaced by a newer request 409
   * `email_link_replaced`; past its 24 hours 409 `email_link_expired` (as an invitation's); `signedInAs` (the person the opening tab is
   * signed in as) not the link's person 409 `email_link_other_person` (the link still works: sign out or open it
   * elsewhere); an address another person has taken meanwhile 409 `email_in_use`.
   */
  verifyEmail: {
    method: 'POST',
    path: '/api/v2/account/email-verification',
    scopes: null,
    audit: { area: 'account', action: 'email.change', target: { type: 'person' } },
    summary: 'Confirm a new e-mail address with the link of its verification mail',
  },
  /**
   * Ours. Body `{ currentPassword, newPassword }`. Wrong current password: 400 at `/currentPassword`
   * (`wrong_password`, counts towards the lockout). The new one is refused at `/newPassword` when shorter than 10
   * characters (`password_too_short`), found in the breach list the mock stands in with (`password_breached`), or
   * too easy to guess (`password_too_weak`: the same estimator as mailboxes, score below 3), the same as the old
   * (`password_unchanged`). Other sessions of the person end; this one stays.
   */
  changePassword: {
    method: 'PUT',
    path: '/api/v2/account/password',
    scopes: [[]],
    audit: { area: 'account', action: 'password.change', target: { type: 'person' } },
    summary: 'Change the password',
  },
  /**
   * Ours. A new authenticator secret (20 random bytes, base32) and its `otpauth://` address; nothing changes until
   * it is confirmed with a code. A person who has one already: 409 `totp_already_enabled`.
   */
  startTotp: {
    method: 'POST',
    path: '/api/v2/account/totp',
    scopes: [[]],
    readOnly: true,
    summary: 'Start adding an authenticator app',
  },
  /**
   * Ours. Body `{ setupId, code }`: the authenticator is on, and 10 new recovery codes are answered (once: only
   * their hashes are kept; earlier codes stop working). Wrong code: 400 `invalid_code` at `/code`.
   */
  confirmTotp: {
    method: 'POST',
    path: '/api/v2/account/totp/confirmation',
    scopes: [[]],
    audit: { area: 'account', action: 'totp.enable', target: { type: 'person' } },
    summary: 'Turn the authenticator app on',
  },
  /**
   * Ours. Turns the authenticator off. The last second factor cannot be removed (409 `last_second_factor`): add a
   * passkey first (ledger "People and session keys").
   */
  removeTotp: {
    method: 'DELETE',
    path: '/api/v2/account/totp',
    scopes: [[]],
    audit: { area: 'account', action: 'totp.disable', target: { type: 'person' } },
    summary: 'Turn the authenticator app off',
  },
  /** Ours. 10 new recovery codes, shown once; the earlier ones stop working. Needs a second factor (409 `no_second_factor`). */
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/v2/account/recovery-codes',
    scopes: [[]],
    audit: { area: 'account', action: 'recovery_codes.regenerate', target: { type: 'person' } },
    summary: 'Make new recovery codes',
  },
  /** Ours. WebAuthn registration options (resident key required, the person's passkeys excluded), kept 5 minutes. */
  passkeyRegistration: {
    method: 'POST',
    path: '/api/v2/account/passkeys/registration',
    scopes: [[]],
    readOnly: true,
    summary: 'Start adding a passkey',
  },
  /** Ours. Body `{ challengeId, name, response }`: 201 the passkey. A response that does not verify: 400 `invalid_passkey`. */
  addPasskey: {
    method: 'POST',
    path: '/api/v2/account/passkeys',
    scopes: [[]],
    audit: { area: 'account', action: 'passkey.add', target: { type: 'passkey', created: { name: 'name' } } },
    summary: 'Add a passkey',
  },
  /** Ours. Body `{ name }`. Another person's passkey: 404. */
  renamePasskey: {
    method: 'PATCH',
    path: '/api/v2/account/passkeys/{id}',
    scopes: [[]],
    audit: { area: 'account', action: 'passkey.rename', target: { type: 'passkey', param: 'id' } },
    summary: 'Rename a passkey',
  },
  /** Ours. 204. The last second factor cannot be removed: 409 `last_second_factor`. */
  removePasskey: {
    method: 'DELETE',
    path: '/api/v2/account/passkeys/{id}',
    scopes: [[]],
    audit: { area: 'account', action: 'passkey.remove', target: { type: 'passkey', param: 'id' } },
    summary: 'Remove a passkey',
  },
});
