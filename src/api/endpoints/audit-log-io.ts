import { auditLogPage, auditLogQuery } from '@/api/schemas/audit-log';
import { auditLogRoutes } from './audit-log';
import { bindIo } from './endpoint';

/** The activity log's endpoint with its contract (`audit-log.ts` holds the route and the decisions). */
export const auditLogEndpoints = bindIo(auditLogRoutes, {
  list: { query: auditLogQuery, response: auditLogPage },
});
