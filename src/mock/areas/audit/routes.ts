import { Hono } from 'hono';
import { auditLogQuery } from '@/api/schemas/audit-log';
import { getAuth, json, parseQuery, type MockEnv } from '@/mock/platform/http';
import { invalidRequest, jsonPointer } from '@/mock/platform/problems';
import { requireScopes } from '@/mock/platform/scopes';
import { listAuditEntries } from './state';

/** `GET /api/v2/audit-log` (ledger "Audit log"): scope `read:audit`, the caller's own entries only, newest first. */
export function auditRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  routes.get('/api/v2/audit-log', requireScopes('read:audit'), (c) => {
    const { world, customer } = getAuth(c);
    const query = parseQuery(c, auditLogQuery);
    if (query.from !== undefined && query.to !== undefined && Date.parse(query.from) >= Date.parse(query.to)) {
      throw invalidRequest([
        { pointer: jsonPointer('query', ['to']), detail: 'to must be after from.', code: 'invalid_request' },
      ]);
    }
    return json(c, listAuditEntries(world.state.audit, customer.id, query));
  });

  return routes;
}
