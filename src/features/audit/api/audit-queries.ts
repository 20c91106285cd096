import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { auditLogEndpoints as api } from '@/api/endpoints/audit-log-io';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type {
  AuditActionFilter,
  AuditAreaFilter,
  AuditOutcomeFilter,
  AuditPeriod,
} from '@/features/audit/audit-route-params';

const root = areaKeys(queryRoots.audit).all();

export interface AuditListParams {
  area?: AuditAreaFilter | undefined;
  action?: AuditActionFilter | undefined;
  outcome?: AuditOutcomeFilter | undefined;
  period?: AuditPeriod | undefined;
  cursor?: string | undefined;
}

const HOUR_MS = 60 * 60 * 1000;
const PERIOD_MS: Record<AuditPeriod, number> = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS, month: 30 * 24 * HOUR_MS };

/** The start of a period, counted back from the moment the page is read (the key holds the period, not the instant). */
export function periodStart(period: AuditPeriod | undefined, nowMs = Date.now()): string | undefined {
  return period ? new Date(nowMs - PERIOD_MS[period]).toISOString() : undefined;
}

/**
 * Keys under `queryRoots.audit`:
 *
 *   ['audit', 'list', { area, action, outcome, period, cursor }]      ['audit', 'list', { total: true }]
 *
 * Every write of every area adds an entry, so the log is read again whenever its screen opens (staleTime 0).
 */
export const auditKeys = {
  all: () => root,
  lists: () => [...root, 'list'] as const,
};

export const auditQueries = {
  list: (params: AuditListParams) =>
    queryOptions({
      queryKey: [...auditKeys.lists(), params] as const,
      queryFn: ({ signal }) =>
        call(api.list, {
          query: {
            area: params.area,
            action: params.action,
            outcome: params.outcome,
            from: periodStart(params.period),
            cursor: params.cursor,
            limit: 20,
          },
          signal,
        }),
      staleTime: 0,
    }),
  /** How many entries there are without a filter, when one page of 100 holds them all (else unknown). */
  total: () =>
    queryOptions({
      queryKey: [...auditKeys.lists(), { total: true }] as const,
      queryFn: ({ signal }) => call(api.list, { query: { limit: 100 }, signal }),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
      staleTime: 0,
    }),
};
