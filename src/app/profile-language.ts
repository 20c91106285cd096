import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/api/call';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import type { Locale } from '@/i18n';

/**
 * The person menu's language switch saves the choice to the person's profile too, so that it is the panel's language
 * at their next sign-in on any browser (ledger "People and session keys"). Only a person's session: an API key has
 * no profile, and its choice stays on this device. A failure changes nothing on screen (the panel is switched
 * already); the account page shows the profile as the server has it.
 */
export function useSaveProfileLanguage(isPerson: boolean): ((locale: Locale) => void) | undefined {
  const queryClient = useQueryClient();
  const save = useGuardedMutation({
    // The endpoint's schemas load with the first change, not with the header every screen draws.
    mutationFn: async (language: Locale) => {
      const { authEndpoints } = await import('@/api/endpoints/auth-io');
      return call(authEndpoints.updateProfile, { body: { language } });
    },
    touches: () => [queryRoots.account],
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.account }),
  });
  const { mutate } = save;
  const onChosen = useCallback((locale: Locale) => void mutate(locale), [mutate]);
  return isPerson ? onChosen : undefined;
}
