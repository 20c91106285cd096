import {
  apiKey,
  apiKeyCreateBody,
  apiKeyIdParam,
  apiKeyListPage,
  apiKeyRevokeBody,
  apiKeyRotateBody,
  apiKeyWithSecret,
} from '@/api/schemas/api-keys';
import { apiKeyRoutes } from './api-keys';
import { bindIo, param } from './endpoint';

const keyId = param(apiKeyIdParam, 'Expected an API key id (key_…).');

/** The account's API keys with their contract (`api-keys.ts` holds the routes and the decisions). */
export const apiKeyEndpoints = bindIo(apiKeyRoutes, {
  list: { response: apiKeyListPage },
  create: { body: apiKeyCreateBody, response: apiKeyWithSecret, status: 201 },
  revoke: { params: { keyId }, body: apiKeyRevokeBody, bodyOptional: true, response: apiKey },
  rotate: { params: { keyId }, body: apiKeyRotateBody, response: apiKeyWithSecret },
});
