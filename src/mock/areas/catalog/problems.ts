/**
 * The shared-hosting product catalog (spec: "requires no authentication"). Its routes, state and seed come with the
 * catalog area; its public path is declared now so the platform already treats it as anonymous: an Authorization
 * header there, valid or not, is ignored and calls are rate limited per client address.
 */
export const catalogProblems = {
  titles: {},
  publicPaths: ['/api/v2/products/shared-hosting'],
};
