import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { cursorSearch } from '@/api/schemas/common';
import { ensureCatalog, problemMessages } from '@/i18n';
import { AuditLogPage } from '@/features/audit/components/audit-log-page';
import { auditMessages } from '@/features/audit/messages/catalog';
import {
  auditActionFilters,
  auditAreaFilters,
  auditOutcomeFilters,
  auditPeriods,
  loadAuditQueries,
} from '@/features/audit/audit-route-params';

/** Each filter falls back on its own: a bad area, change, outcome, time range or cursor is dropped, never an error. */
const searchSchema = z.extend(cursorSearch, {
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  area: z.catch(z.optional(z.enum(auditAreaFilters)), undefined),
  action: z.catch(z.optional(z.enum(auditActionFilters)), undefined),
  outcome: z.catch(z.optional(z.enum(auditOutcomeFilters)), undefined),
  period: z.catch(z.optional(z.enum(auditPeriods)), undefined),
});

export const Route = createFileRoute('/_app/activity')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({
    area: search.area,
    action: search.action,
    outcome: search.outcome,
    period: search.period,
    cursor: search.cursor,
  }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(auditMessages),
      // Why a request was refused is said by its code.
      ensureCatalog(problemMessages),
      loadAuditQueries().then(({ auditQueries }) => context.queryClient.ensureQueryData(auditQueries.list(deps))),
    ]),
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const search = Route.useSearch();
  const deps = Route.useLoaderDeps();
  return <AuditLogPage q={search.q?.trim() || undefined} {...deps} />;
}
