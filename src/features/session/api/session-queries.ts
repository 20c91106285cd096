import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { ApiError } from '@/api/client';
import { meQueryKey } from '@/api/query-roots';
import { accountRoutes } from '@/api/endpoints/account';
import { me, type Me } from '@/api/schemas/me';

/**
 * Checks a key before keeping it. A 404 means the server has no introspection endpoint (ledger): the key
 * is accepted with unknown scopes, and a later 401 sends the user back here.
 */
export async function verifyKey(key: string): Promise<Me | null> {
  try {
    return await call(accountRoutes.me, { key }, me);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The React Query key of the calling key's `/me` (its scopes and the account's `tax`, how prices are shown). A
 * change to the billing profile invalidates it, so every price follows the new profile from then on. Declared in
 * `@/api/query-roots` so the billing area can name it too.
 */
export { meQueryKey };
/** `/me` as the signed-in session reads it (null: the server has no introspection endpoint, nothing known). */
export function meQuery() {
  return queryOptions({ queryKey: meQueryKey, queryFn: () => readMe() });
}

async function readMe(): Promise<Me | null> {
  try {
    return await call(accountRoutes.me, {}, me);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
