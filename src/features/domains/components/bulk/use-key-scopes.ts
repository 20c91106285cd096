import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

type SessionSource = Pick<RegisteredRouter['options']['context']['session'], 'subscribe' | 'get'>;

/** Without a router (a component rendered on its own) nothing is known of the key. */
const noSession: SessionSource = { subscribe: () => () => {}, get: () => null };

/** The signed-in key's scopes from the router's session (null: not known, the server decides). */
export function useKeyScopes(): readonly string[] | null {
  // The router's type says it is always there; a component rendered alone has none (useRouter gives null).
  const router = useRouter({ warn: false }) as RegisteredRouter | null;
  const store: SessionSource = router?.options.context.session ?? noSession;
  const session = useSyncExternalStore(store.subscribe, store.get);
  return session?.scopes ?? null;
}

/** The scopes of `needed` a key is known to lack (none while its scopes are unknown). */
export function missingScopes(scopes: readonly string[] | null, needed: readonly string[]): string[] {
  return scopes === null ? [] : needed.filter((scope) => !scopes.includes(scope));
}

/** What each bulk action needs (spec "Authentication"; cancelling pending renewal orders adds write:billing). */
export const bulkScopes = {
  redirects: ['write:domains'],
  autoRenew: ['write:domains'],
  cancelPendingOrders: ['write:domains', 'write:billing'],
  renew: ['write:domains', 'write:billing'],
} as const;
