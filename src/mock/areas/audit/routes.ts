import { Hono } from 'hono';
import { auditLogEndpoints as api } from '@/api/endpoints/audit-log-io';
import { json, type MockEnv } from '@/mock/platform/http';
import { invalidRequest, jsonPointer } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import { listAuditEntries } from './state';

/** `GET /api/v2/audit-log` (`src/api/endpoints/audit-log.ts`): the caller's own entries only, newest first. */
export function auditRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.list, (c, { auth: { world, customer }, query }) => {
    if (query.from !== undefined && query.to !== undefined && Date.parse(query.from) >= Date.parse(query.to)) {
      throw invalidRequest([
        { pointer: jsonPointer('query', ['to']), detail: 'to must be after from.', code: 'invalid_request' },
      ]);
    }
    return json(c, listAuditEntries(world.state.audit, customer.id, query));
  });

  return routes;
}
