import * as z from 'zod/mini';

/** What the route file needs of the area without its schemas (route files are in the entry). */
export const loadAccountQueries = () => import('./api/account-queries');

/**
 * `task`: what the page opens with (the palette's actions): the password form focused, or "Add a passkey" open.
 * Anything else is dropped.
 */
export const accountSearch = z.lazy(() =>
  z.object({
    task: z.catch(z.optional(z.enum(['password', 'passkey'])), undefined),
  }),
);
export type AccountTask = NonNullable<z.infer<typeof accountSearch>['task']>;
