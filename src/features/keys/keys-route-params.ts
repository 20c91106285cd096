/** What the route file needs of the area without its schemas (route files are in the entry). */
export const loadApiKeyQueries = () => import('./api/api-key-queries');
