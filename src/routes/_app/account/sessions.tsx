import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { SessionsPage } from '@/features/team/components/sessions-page';
import { teamMessages } from '@/features/team/messages/catalog';
import { loadTeamQueries, sessionsSearch } from '@/features/team/team-route-params';

/** The signed-in person's sessions (issue 39): every browser and the API keys' use; sign out one or all others. */
export const Route = createFileRoute('/_app/account/sessions')({
  validateSearch: sessionsSearch,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(teamMessages),
      ensureCatalog(problemMessages),
      loadTeamQueries().then(({ teamQueries }) => context.queryClient.ensureQueryData(teamQueries.sessions())),
    ]),
  component: SessionsRoute,
});

function SessionsRoute() {
  const { q, sort } = Route.useSearch();
  return <SessionsPage q={q?.trim() || undefined} sort={sort ?? ''} />;
}
