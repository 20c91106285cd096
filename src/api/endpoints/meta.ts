import { routes } from './route';

/**
 * The API's description of itself: the OpenAPI 3.1 document `npm run openapi` writes from these tables
 * (`docs/openapi.json`; a readable reference beside it, `docs/api-reference.md`).
 */
export const metaRoutes = routes({
  /**
   * Public, like the catalog: no key, an `Authorization` header is ignored, rate-limited per address. The document
   * names every route the server answers (this one too), each operation's scopes, schemas and decisions; it is the
   * repository's `docs/openapi.json` as committed, so it matches the tables it was generated from.
   */
  openapi: {
    method: 'GET',
    path: '/api/v2/openapi.json',
    scopes: null,
    summary: 'Read the OpenAPI document of this API (public)',
  },
});
