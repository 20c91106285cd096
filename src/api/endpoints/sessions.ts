import { routes } from './route';

/**
 * The signed-in person's sessions (issue 39; ours). Each session is a session key of the person (ledger "People and
 * session keys"); the mock takes the device from the sign-in's `User-Agent` and the place from the last request's
 * address (a small stand-in lookup; a real server asks a GeoIP database). API keys are listed too, with their last
 * use, when the session may read keys (`read:keys`): they are signed out by revoking them on the keys page. Only a
 * person's session may call these (403 `person_session_required`).
 */
export const sessionRoutes = routes({
  /**
   * The person's live sessions (newest use first), `isCurrent` on this one, then the account's active API keys that
   * were used. `address`, `city`, `country`: the last request's address and where it is, approximately.
   */
  list: {
    method: 'GET',
    path: '/api/v2/account/sessions',
    scopes: [[]],
    summary: "List the signed-in person's sessions and the API keys' use",
  },
  /**
   * 204: that session ends at once; its next request is a 401 `session_revoked`, so its tab signs out and says it
   * was signed out from another device. This session: 409 `current_session` (sign out instead); another person's or
   * an ended one: 404 `session_not_found`.
   */
  signOut: {
    method: 'DELETE',
    path: '/api/v2/account/sessions/{sessionId}',
    scopes: [[]],
    audit: { area: 'account', action: 'session.revoke', target: { type: 'session', param: 'sessionId' } },
    gate: 'sessionSignOut',
    summary: 'Sign out one of your other sessions',
  },
  /** Body `{}`: every other session of the person ends (as `signOut`); 200 `{ signedOut }`, how many. */
  signOutOthers: {
    method: 'POST',
    path: '/api/v2/account/sessions/actions/sign-out-others',
    scopes: [[]],
    audit: { area: 'account', action: 'session.revoke_others' },
    gate: 'sessionSignOut',
    summary: 'Sign out every other session',
  },
});
