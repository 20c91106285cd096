import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '@/app/public-shell';
import { ensureCatalog, problemMessages } from '@/i18n';
import { JoinPage } from '@/features/team/components/join-page';
import { teamMessages } from '@/features/team/messages/catalog';

/**
 * Accepting a team invitation (issue 39; src/api/endpoints/team.ts): the invitation mail's link, `/join#<token>`.
 * Public: the invited person has no sign-in yet.
 */
export const Route = createFileRoute('/join')({
  loader: () => Promise.all([ensureCatalog(teamMessages), ensureCatalog(problemMessages)]),
  component: JoinRoute,
});

function JoinRoute() {
  return (
    <PublicShell>
      <JoinPage />
    </PublicShell>
  );
}
