import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { authEndpoints as api } from '@/api/endpoints/auth-io';
import { queryRoots } from '@/api/query-roots';
import type { AccountSecurity } from '@/api/schemas/auth';

/** `['account', 'security']`: the signed-in person's profile and sign-in methods. */
export const accountKeys = {
  all: () => queryRoots.account,
  security: () => [...queryRoots.account, 'security'] as const,
};

/** The account page's read (its writes are in `account-mutations.ts`). */
export const accountQueries = {
  /**
   * The person's profile and sign-in methods; null when the tab is signed in with an API key, which has none (the
   * server's 403 `person_session_required`): the page says so instead of failing.
   */
  security: () =>
    queryOptions({
      queryKey: accountKeys.security(),
      queryFn: async ({ signal }): Promise<AccountSecurity | null> => {
        try {
          return await call(api.security, { signal });
        } catch (error) {
          if (isApiError(error) && error.code === 'person_session_required') return null;
          throw error;
        }
      },
    }),
};
