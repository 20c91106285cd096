import { vpsRoutes } from '@/api/endpoints/vps';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findVps } from './state';

/** The VPS area's changes as the account log names them (the table's `audit`): servers by name. */
export const vpsAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(vpsRoutes), {
  vps: (state, customerId, id) => findVps(state.vps, customerId, id)?.name ?? null,
});
