import type { QueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { authEndpoints } from '@/api/endpoints/auth-io';
import { queryRoots } from '@/api/query-roots';
import type { Locale } from '@/i18n';

/**
 * The person menu's language switch saves the choice to the person's profile too, so that it is the panel's language
 * at their next sign-in on any browser (ledger "People and session keys"). Only a person's session: an API key has
 * no profile, and its choice stays on this device. Loaded with the first change (a module of its own: the header is
 * in every screen's first chunk). A failure changes nothing on screen: the panel is switched already, and the
 * account page shows the profile as the server has it.
 */
export async function saveProfileLanguage(language: Locale, queryClient: QueryClient): Promise<void> {
  await call(authEndpoints.updateProfile, { body: { language } });
  await queryClient.invalidateQueries({ queryKey: queryRoots.account });
}
