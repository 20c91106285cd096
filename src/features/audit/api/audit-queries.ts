import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { auditLogEndpoints as api } from '@/api/endpoints/audit-log-io';
import { areaKeys, queryRoots } from '@/api/query-roots';
import type {
  AuditActionFilter,
  AuditAreaFilter,
  AuditOutcomeFilter,
  AuditPeriod,
} from '@/features/audit/audit-route-params';
import { cursorPages } from '@/ui/kit-pages';

const root = areaKeys(queryRoots.audit).all();

export interface AuditListParams {
  area?: AuditAreaFilter | undefined;
  action?: AuditActionFilter | undefined;
  outcome?: AuditOutcomeFilter | undefined;
  period?: AuditPeriod | undefined;
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
 *   ['audit', 'list', { area, action, outcome, period, pages: true }]      ['audit', 'list', { total: true }]
 *
 * Every write of every area adds an entry, so the log is read again whenever its screen opens (staleTime 0).
 */
export const auditKeys = {
  all: () => root,
  lists: () => [...root, 'list'] as const,
};

/** The API's query for one page of the log under `params`, from `cursor`, `limit` entries. */
function listQuery(params: AuditListParams, cursor: string | undefined, limit: number) {
  return {
    area: params.area,
    action: params.action,
    outcome: params.outcome,
    from: periodStart(params.period),
    cursor,
    limit,
  };
}

export const auditQueries = {
  /** The log's pages under the server's filters, read one after the other by "Show more" (the kit list). */
  listPages: (params: AuditListParams) =>
    infiniteQueryOptions({
      ...cursorPages([...auditKeys.lists(), { ...params, pages: true }] as const, (cursor, signal) =>
        call(api.list, { query: listQuery(params, cursor, 20), signal }),
      ),
      staleTime: 0,
    }),
  /** One page of 100 under the log's server filters: the CSV download reads every page. */
  readExportPage: (params: AuditListParams) => (cursor: string | undefined, signal: AbortSignal) =>
    call(api.list, { query: listQuery(params, cursor, 100), signal }),
  /** How many entries there are without a filter, when one page of 100 holds them all (else unknown). */
  total: () =>
    queryOptions({
      queryKey: [...auditKeys.lists(), { total: true }] as const,
      queryFn: ({ signal }) => call(api.list, { query: { limit: 100 }, signal }),
      select: (page): number | null => (page.hasMore ? null : page.data.length + page.dropped),
      staleTime: 0,
    }),
};
