import { domainRoutes } from '@/api/endpoints/domains';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findDomain } from './state';

/** The domains area's changes as the account log names them (the table's `audit`); bulk changes name no domain. */
export const domainsAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(domainRoutes), {
  domain: (state, customerId, id) => findDomain(state.domains, customerId, id)?.name ?? null,
});
