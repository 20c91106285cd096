import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findApiKey } from './state';

/** The API keys' changes as the account log names them (the table's `audit`): keys by name, never a secret. */
export const apiKeysAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(apiKeyRoutes), {
  api_key: (_state, customerId, id, world) => findApiKey(world, customerId, id)?.name ?? null,
});
