import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { sessionEndpoints } from '@/api/endpoints/sessions-io';
import { teamEndpoints } from '@/api/endpoints/team-io';
import { areaKeys, queryRoots } from '@/api/query-roots';

const team = areaKeys(queryRoots.team);
const sessions = areaKeys(queryRoots.sessions);

/** `['team', 'list']`: the members and invitations (one page). */
export const teamKeys = { all: team.all, list: () => team.lists() };
/** `['sessions', 'list']`: the person's sessions and the API keys' use. */
export const sessionKeys = { all: sessions.all, list: () => sessions.lists() };

/** The team and sessions screens' reads (their writes are in `team-mutations.ts`). */
export const teamQueries = {
  members: () =>
    queryOptions({
      queryKey: teamKeys.list(),
      queryFn: ({ signal }) => call(teamEndpoints.listMembers, { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: sessionKeys.list(),
      queryFn: ({ signal }) => call(sessionEndpoints.list, { signal }),
    }),
};
