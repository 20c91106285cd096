import { catalogRoutes } from '@/api/endpoints/catalog';
/**
 * The shared-hosting product catalog (spec: "requires no authentication"). Its public path makes the platform treat
 * it as anonymous: an Authorization header there, valid or not, is ignored and calls are rate limited per client
 * address. 502 `upstream_unavailable` is the ledger's code for the spec's "upstream catalog failure".
 */
export const catalogProblems = {
  titles: { upstream_unavailable: 'Catalog temporarily unavailable' },
  publicPaths: [catalogRoutes.sharedHosting.path, catalogRoutes.servers.path],
};
