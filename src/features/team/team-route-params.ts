import * as z from 'zod/mini';

/** What the route files need of the area without its schemas (route files are in the entry). */
export const loadTeamQueries = () => import('./api/team-queries');

/** The member list's status select (the kit list): everyone, or those of one status as the list shows it. */
export const teamStatusFilters = ['all', 'active', 'invited', 'expired'] as const;
export type TeamStatusFilter = (typeof teamStatusFilters)[number];

/** The member list's sortable columns (the whole list is on the client); absent: as the server sends them. */
const teamSorts = ['person', 'role', 'lastSignIn'] as const;
const teamSortValues = teamSorts.flatMap((key) => [key, `-${key}`] as const);

/** `/account/team`: the kit list's text search, status and sort; anything it cannot take is dropped. */
export const teamSearch = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z._default(z.enum(teamStatusFilters), 'all'), 'all'),
    sort: z.catch(z.optional(z.enum(teamSortValues)), undefined),
  }),
);

/** The session list's sortable columns (the whole list is on the client); absent: as the server sends them. */
const sessionSorts = ['device', 'firstSeen', 'lastSeen'] as const;
const sessionSortValues = sessionSorts.flatMap((key) => [key, `-${key}`] as const);

/** `/account/sessions`: the kit list's text search and sort (sessions have no status); the rest is dropped. */
export const sessionsSearch = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    sort: z.catch(z.optional(z.enum(sessionSortValues)), undefined),
  }),
);
