import { dnsRoutes } from '@/api/endpoints/dns';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findDomain } from '@/mock/areas/domains/state';

/** The DNS zones' changes as the account log names them (the table's `audit`): the domain by its name. */
export const dnsAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(dnsRoutes), {
  domain: (state, customerId, id) => findDomain(state.domains, customerId, id)?.name ?? null,
});
