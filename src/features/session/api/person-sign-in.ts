import { call } from '@/api/call';
import { authEndpoints } from '@/api/endpoints/auth-io';
import type { SessionGrant, SignInAnswer } from '@/api/schemas/auth';
import type { Session } from '@/features/session/session-store';

/**
 * A person's sign-in (ledger "People and session keys"): e-mail and password, then a second factor when asked, or a
 * passkey alone. The answer is a short-lived session key, kept as any key is (this tab's sessionStorage).
 */

/** The demo build names the mock's world to sign in to (set by the demo section); a real API never sees it. */
export const DEMO_WORLD_STORAGE_KEY = 'hosting-panel.demo-world';

function worldHeaders(): Record<string, string> | undefined {
  if (!__DEMO__) return undefined;
  try {
    const world = window.sessionStorage.getItem(DEMO_WORLD_STORAGE_KEY);
    return world ? { 'X-Mock-World': world } : undefined;
  } catch {
    return undefined;
  }
}

export function sessionOf(grant: SessionGrant): Session {
  return {
    key: grant.key,
    persist: false,
    customerName: grant.customer.name ?? grant.person.name,
    scopes: grant.scopes,
    demo: null,
    signedInAs: { kind: 'person', name: grant.person.name },
  };
}

export async function signInWithPassword(email: string, password: string): Promise<SignInAnswer> {
  const headers = worldHeaders();
  return call(authEndpoints.signIn, { body: { email, password }, ...(headers ? { headers } : {}) });
}

export async function finishWithCode(
  token: string,
  method: 'totp' | 'recovery_code',
  code: string,
): Promise<SessionGrant> {
  const headers = worldHeaders();
  const answer = await call(authEndpoints.secondFactor, {
    body: { token, method, code },
    ...(headers ? { headers } : {}),
  });
  return answer.session;
}

/** The browser's passkey prompt (@simplewebauthn/browser, loaded only here), for a sign-in or its second factor. */
export async function signInWithPasskey(token?: string): Promise<SessionGrant> {
  const headers = worldHeaders();
  const extra = headers ? { headers } : {};
  const [{ startAuthentication }, challenge] = await Promise.all([
    import('@simplewebauthn/browser'),
    call(authEndpoints.passkeyChallenge, { body: token ? { token } : {}, ...extra }),
  ]);
  // The server's options as its library wrote them, handed to the browser library as they came.
  const response = await startAuthentication({
    optionsJSON: challenge.options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  const body = { challengeId: challenge.challengeId, response: { ...response } };
  const answer = token
    ? await call(authEndpoints.secondFactor, { body: { token, method: 'passkey', ...body }, ...extra })
    : await call(authEndpoints.passkeySignIn, { body, ...extra });
  return answer.session;
}
