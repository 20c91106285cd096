import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** The signed-in key's scopes from the router's session (null: not known, the server decides). */
export function useKeyScopes(): readonly string[] | null {
  const store = useRouter().options.context.session;
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
