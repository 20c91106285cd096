import type { AuditRoute, AuditTargetRule } from '@/mock/platform/audit';
import { findDomain } from './state';

/** The domains area's changes as the audit log names them (ledger "Audit log"); bulk changes name no domain. */
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
  {
    method: 'POST',
    path: '/api/v2/domains/:id/actions/renew',
    area: 'domains',
    action: 'domain.renew',
    target: domain,
  },
  {
    method: 'POST',
    path: '/api/v2/domains/:id/billing-cycle',
    area: 'domains',
    action: 'domain.change_billing_cycle',
    target: domain,
    // A dry run only previews (its answer says `dryRun: true`): no entry.
    skipWhen: (body) => typeof body === 'object' && body !== null && Reflect.get(body, 'dryRun') === true,
  },
  { method: 'POST', path: '/api/v2/domains/bulk/redirects', area: 'domains', action: 'domain.bulk_redirects' },
  { method: 'POST', path: '/api/v2/domains/bulk/autorenew', area: 'domains', action: 'domain.bulk_autorenew' },
  { method: 'POST', path: '/api/v2/domains/bulk/renew', area: 'domains', action: 'domain.bulk_renew' },
];
