import type { AuditRoute, AuditTargetRule } from '@/mock/platform/audit';
import { findDomain } from './state';

/** The domains area's changes as the activity log names them (ledger "Audit log"); bulk changes name no domain. */
const domain: AuditTargetRule = {
  type: 'domain',
  param: 'id',
  name: (state, customerId, id) => findDomain(state.domains, customerId, id)?.name ?? null,
};

export const domainsAuditRoutes: readonly AuditRoute[] = [
  { method: 'PATCH', path: '/api/v2/domains/:id', area: 'domains', action: 'domain.update', target: domain },
  {
    method: 'POST',
    path: '/api/v2/domains/:id/actions/request-unlock',
    area: 'domains',
    action: 'domain.request_unlock',
    target: domain,
  },
  { method: 'POST', path: '/api/v2/domains/bulk/redirects', area: 'domains', action: 'domain.bulk_redirects' },
  { method: 'POST', path: '/api/v2/domains/bulk/autorenew', area: 'domains', action: 'domain.bulk_autorenew' },
  { method: 'POST', path: '/api/v2/domains/bulk/renew', area: 'domains', action: 'domain.bulk_renew' },
];
