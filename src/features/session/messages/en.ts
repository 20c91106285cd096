import { defineMessages } from '@/i18n';

/** The sign-in page's words: loaded with that page only, never with the signed-in screens. */
export default defineMessages({
  'session.pageTitle': 'Sign in',
  'session.heading': 'Sign in with an API key',
  // Why the key stopped working, when the server said (ledger "API keys: a key that stops working").
  'session.ended': `{reason, select,
    key-revoked {This API key was revoked, so you were signed out. Whoever manages your account’s API keys can give you a new one; sign in with it to continue where you were.}
    key-expired {This API key has expired, so you were signed out. Sign in with a current key to continue where you were.}
    key-replaced {This API key was given a new secret and the old one no longer works, so you were signed out. Sign in with the new secret to continue where you were.}
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
  'session.order': 'Sign in to place your order. You come back to the plan and period you chose.',
  'session.catalogLink': 'See plans and prices',
});
