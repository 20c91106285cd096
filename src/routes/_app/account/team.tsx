import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { TeamPage } from '@/features/team/components/team-page';
import { teamMessages } from '@/features/team/messages/catalog';
import { loadTeamQueries, teamSearch } from '@/features/team/team-route-params';

/** The account's team members (issue 39): list, invite, change a role, remove; the list is a kit list (issue 40). */
export const Route = createFileRoute('/_app/account/team')({
  validateSearch: teamSearch,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(teamMessages),
      // Refusals are said by their code; blocked buttons by their scope's words.
      ensureCatalog(problemMessages),
      loadTeamQueries().then(({ teamQueries }) => context.queryClient.ensureQueryData(teamQueries.members())),
    ]),
  component: TeamRoute,
});

function TeamRoute() {
  const { q, status, sort } = Route.useSearch();
  return <TeamPage q={q?.trim() || undefined} status={status} sort={sort ?? ''} />;
}
