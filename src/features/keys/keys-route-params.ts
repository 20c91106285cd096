import * as z from 'zod/mini';

/** What the route file needs of the area without its schemas (route files are in the entry). */
export const loadApiKeyQueries = () => import('./api/api-key-queries');

/** The key list's status select (the kit list): every key, or those of one status. */
export const apiKeyStatusFilters = ['all', 'active', 'expired', 'revoked'] as const;
export type ApiKeyStatusFilter = (typeof apiKeyStatusFilters)[number];

/** The columns the list sorts by (the whole list is on the client); absent: as the server sends them. */
export const apiKeySorts = ['name', 'created', 'expires', 'lastUsed'] as const;
const sortValues = apiKeySorts.flatMap((key) => [key, `-${key}`] as const);

/**
 * `/account/keys`: `create` opens "Create an API key" at once (the palette's action); the text search, the status
 * and the sort of the kit list. Anything it cannot take is dropped, never an error.
 */
export const apiKeysSearch = z.lazy(() =>
  z.object({
    create: z.catch(z.optional(z.literal(true)), undefined),
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z._default(z.enum(apiKeyStatusFilters), 'all'), 'all'),
    sort: z.catch(z.optional(z.enum(sortValues)), undefined),
  }),
);
