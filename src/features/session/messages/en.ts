import { defineMessages } from '@/i18n';

/** The sign-in page's words: loaded with that page only, never with the signed-in screens. */
export default defineMessages({
  'session.pageTitle': 'Sign in',
  'session.heading': 'Sign in',
  'session.person.email': 'E-mail address',
  'session.person.password': 'Password',
  'session.person.passkey': 'Sign in with a passkey',
  'session.person.secondHeading': 'Confirm it is you',
  'session.person.codeLabel': 'Code from your authenticator app',
  'session.person.codeHint': 'Six digits. A new code appears every 30 seconds.',
  'session.person.recoveryLabel': 'Recovery code',
  'session.person.recoveryHint':
    '{left, plural, =0 {You have no recovery codes left.} one {You have 1 recovery code left. Each works once.} other {You have # recovery codes left. Each works once.}}',
  'session.person.verify': 'Continue',
  'session.person.usePasskey': 'Use a passkey instead',
  'session.person.useRecovery': 'Use a recovery code instead',
  'session.person.useApp': 'Use the authenticator app instead',
  'session.person.startOver': 'Start again',
  'session.person.lostEverything':
    'Lost your phone, your passkeys and your recovery codes? Contact support. To prove the account is yours they will ask for your customer number, the e-mail address you sign in with, and the last invoice’s number and amount.',
  'session.person.locked':
    'Too many failed tries. Wait {minutes, plural, one {1 minute} other {# minutes}}, then try again.',
  'session.person.problem':
    '{code, select, invalid_credentials {The e-mail address or the password is not right.} invalid_code {That code is not right. Check it and try again.} code_already_used {That code was used already. Wait for the next code in your authenticator app.} sign_in_expired {That took too long. Enter your e-mail and password again.} invalid_passkey {That passkey is not one of this account’s, or it could not be checked.} other {Signing in did not work.}}',
  'session.apiKey.heading': 'Sign in with an API key',
  'session.apiKey.intro':
    'For developers and support staff: an API key is a long code made for scripts and tools, with the permissions chosen when it was made. Customers sign in with their e-mail address above.',
  // Why the key stopped working, when the server said (ledger "API keys: a key that stops working").
  'session.ended': `{reason, select,
    key-revoked {This API key was revoked, so you were signed out. Whoever manages your account’s API keys can give you a new one; sign in with it to continue where you were.}
    key-expired {This API key has expired, so you were signed out. Sign in with a current key to continue where you were.}
    key-replaced {This API key was given a new secret and the old one no longer works, so you were signed out. Sign in with the new secret to continue where you were.}
    member-removed {You were removed from this account’s team, so you were signed out. Your API keys no longer work either. Ask an owner of the account if you think this is a mistake.}
    session-revoked {You were signed out from another of your sessions (on the Sessions page). Sign in again to continue where you were.}
    other {Your key stopped working, so you were signed out. Sign in again to continue where you were.}
  }`,
  'session.apiKey.label': 'API key',
  'session.apiKey.show': 'Show key',
  'session.apiKey.hide': 'Hide key',
  'session.apiKey.hint':
    'The key stays in this browser tab (unless you tick “Keep me signed in”) and is sent only in a request header, never in a link.',
  'session.apiKey.required': 'Enter your API key.',
  'session.apiKey.tooLong': 'That is longer than any API key we issue.',
  'session.apiKey.hasSpaces': 'An API key has no spaces. Check that you copied it whole.',
  'session.apiKey.rejected': 'This API key was not accepted. It may be mistyped, expired or revoked.',
  'session.persist': 'Keep me signed in on this device',
  'session.submit': 'Sign in',
  'session.submitting': 'Checking key…',
  'session.apiKey.submit': 'Sign in with the key',
  'session.order': 'Sign in to place your order. You come back to the plan and period you chose.',
  'session.catalogLink': 'See plans and prices',
});
