import type { AuditRoute, AuditTargetRule } from '@/mock/platform/audit';
import { findAccount } from './state';

/** Web hosting's changes as the audit log names them (ledger "Audit log"); mailboxes and domains by account. */
const account: AuditTargetRule = {
  type: 'hosting_account',
  param: 'accountId',
  name: (state, customerId, id) => {
    const found = findAccount(state.hosting, customerId, id);
    return found ? (found.customName ?? found.primaryDomain) : null;
  },
};

const BASE = '/api/v2/shared-hosting/:accountId';

export const hostingAuditRoutes: readonly AuditRoute[] = [
  {
    method: 'POST',
    path: `${BASE}/actions/billing-cycle`,
    area: 'hosting',
    action: 'hosting.change_billing_cycle',
    target: account,
    // A dry run only previews (its answer says `dryRun: true`): no entry.
    skipWhen: (body) => typeof body === 'object' && body !== null && Reflect.get(body, 'dryRun') === true,
  },
  {
    method: 'POST',
    path: `${BASE}/actions/renew`,
    area: 'hosting',
    action: 'hosting.renew',
    target: account,
    skipWhen: (body) => typeof body === 'object' && body !== null && Reflect.get(body, 'dryRun') === true,
  },
  {
    method: 'POST',
    path: `${BASE}/actions/upgrade`,
    area: 'hosting',
    action: 'hosting.upgrade',
    target: account,
    skipWhen: (body) => typeof body === 'object' && body !== null && Reflect.get(body, 'dryRun') === true,
  },
  {
    method: 'DELETE',
    path: `${BASE}/actions/upgrade`,
    area: 'hosting',
    action: 'hosting.cancel_upgrade',
    target: account,
  },
  {
    method: 'POST',
    path: `${BASE}/email-accounts`,
    area: 'hosting',
    action: 'hosting.mailbox_create',
    target: account,
  },
  {
    method: 'DELETE',
    path: `${BASE}/email-accounts/:address`,
    area: 'hosting',
    action: 'hosting.mailbox_delete',
    target: account,
  },
  {
    method: 'PUT',
    path: `${BASE}/email-accounts/:address/quota`,
    area: 'hosting',
    action: 'hosting.mailbox_quota',
    target: account,
  },
  { method: 'POST', path: `${BASE}/domains`, area: 'hosting', action: 'hosting.addon_domain_add', target: account },
  {
    method: 'DELETE',
    path: `${BASE}/domains`,
    area: 'hosting',
    action: 'hosting.addon_domain_remove',
    target: account,
  },
];
