import type { AreaProblems } from '@/mock/platform/problems';

/** The API keys' problem codes (src/api/endpoints/api-keys.ts) and the 401s of a key that stopped working. */
export const apiKeysProblems: AreaProblems = {
  titles: {
    api_key_revoked: 'API key revoked',
    api_key_expired: 'API key expired',
    api_key_replaced: 'API key replaced',
    api_key_not_found: 'API key not found',
    api_key_not_active: 'API key not active',
    scope_not_held: 'Scope not held by the calling key',
  },
  publicPaths: [],
};
