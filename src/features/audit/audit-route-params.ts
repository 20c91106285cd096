import * as z from 'zod/mini';
import {
  auditActionValues,
  auditAreaValues,
  auditOutcomeValues,
  type AuditAction,
  type AuditArea,
  type AuditOutcome,
} from '@/api/schemas/audit-log-values';

/**
 * What the account log's route validates in the URL: the contract's values (`api/schemas/audit-log-values.ts`, no
 * parsing in it: route files are in the entry, `api/schemas/audit-log.ts` is not).
 */

// The filters take exactly the contract's values (ledger "List filters").
export const auditAreaFilters = auditAreaValues;
export type AuditAreaFilter = AuditArea;
export const auditOutcomeFilters = auditOutcomeValues;
export type AuditOutcomeFilter = AuditOutcome;
export const auditActionFilters = auditActionValues;
export type AuditActionFilter = AuditAction;

/** The time range: the last day, week or 30 days before now (absent: all time). */
export const auditPeriods = ['day', 'week', 'month'] as const;
export type AuditPeriod = (typeof auditPeriods)[number];

/**
 * The account log's address (`/account-log`, and the old `/activity` that redirects there). Each filter falls back on
 * its own: a bad area, change, outcome (the status select's "All" too) or time range is dropped, never an error; a
 * cursor is ignored (the kit list reads on with "Show more", a link opens the log at its start).
 */
export const accountLogSearch = z.lazy(() =>
  z.object({
    // An old link's cursor is read and dropped (the log's pages are not in the address).
    cursor: z.catch(z.optional(z.undefined()), undefined),
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    area: z.catch(z.optional(z.enum(auditAreaFilters)), undefined),
    action: z.catch(z.optional(z.enum(auditActionFilters)), undefined),
    outcome: z.catch(z.optional(z.enum(auditOutcomeFilters)), undefined),
    period: z.catch(z.optional(z.enum(auditPeriods)), undefined),
  }),
);

/** Which area an action belongs to, for the action select's groups. */
export function areaOfAction(action: AuditActionFilter): AuditAreaFilter {
  const [resource] = action.split('.');
  switch (resource) {
    case 'vps':
    case 'ssh_key':
      return 'vps';
    case 'hosting':
      return 'hosting';
    case 'domain':
      return 'domains';
    case 'order':
      return 'orders';
    case 'ticket':
      return 'support';
    default:
      return 'billing';
  }
}

/** The area's reads, loaded by the route's loader in parallel with the catalog (a chunk of their own). */
export const loadAuditQueries = () => import('./api/audit-queries');
