/** What the route files need of the area without its schemas (route files are in the entry). */
export const loadTeamQueries = () => import('./api/team-queries');
