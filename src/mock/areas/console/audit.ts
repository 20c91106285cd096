import { consoleRoutes } from '@/api/endpoints/console';
import type { AuditRoute } from '@/mock/platform/audit';
import { auditRoutesOf } from '@/mock/platform/serve';
import { findVps } from '@/mock/areas/vps/state';

/** "Console opened" (`vps.console_open`) in the account log, naming the server. */
export const consoleAuditRoutes: readonly AuditRoute[] = auditRoutesOf(Object.values(consoleRoutes), {
  vps: (state, customerId, id) => findVps(state.vps, customerId, id)?.name ?? null,
});
