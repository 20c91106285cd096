import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';
import { PublicShell } from '@/app/public-shell';
import { useSession } from '@/app/session';
import { ensureCatalog, problemMessages } from '@/i18n';
import { VerifyEmailPage } from '@/features/account/components/verify-email-page';
import { accountMessages } from '@/features/account/messages/catalog';

/**
 * The verification mail's link (issue 39; src/api/endpoints/auth.ts `verifyEmail`): `/account/verify-email#<token>`.
 * Public (the mail may be opened in any browser): inside the panel when signed in, in the public frame otherwise.
 */
export const Route = createFileRoute('/account/verify-email')({
  loader: () => Promise.all([ensureCatalog(accountMessages), ensureCatalog(problemMessages)]),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { session, signOut } = useSession();
  const person = session?.signedInAs?.kind === 'person' ? { name: session.signedInAs.name } : null;
  const page = <VerifyEmailPage person={person} signedIn={session !== null} onSignOut={() => void signOut()} />;
  return session ? <AppShell>{page}</AppShell> : <PublicShell>{page}</PublicShell>;
}
