import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { TeamPage } from '@/features/team/components/team-page';
import { teamMessages } from '@/features/team/messages/catalog';
import { loadTeamQueries } from '@/features/team/team-route-params';

/** The account's team members (issue 39): list, invite, change a role, remove. */
export const Route = createFileRoute('/_app/account/team')({
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(teamMessages),
      // Refusals are said by their code; blocked buttons by their scope's words.
      ensureCatalog(problemMessages),
      loadTeamQueries().then(({ teamQueries }) => context.queryClient.ensureQueryData(teamQueries.members())),
    ]),
  component: TeamPage,
});
