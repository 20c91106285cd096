import { hostingRoutes } from '@/api/endpoints/hosting';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findAccount } from './state';

/** Web hosting's changes as the account log names them (the table's `audit`); mailboxes and domains by account. */
export const hostingAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(hostingRoutes), {
  hosting_account: (state, customerId, id) => {
    const found = findAccount(state.hosting, customerId, id);
    return found ? (found.customName ?? found.primaryDomain) : null;
  },
});
