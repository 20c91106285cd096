import type { AuditAction, AuditArea, AuditOutcome } from '@/api/schemas/audit-log';

/**
 * What the activity log's route validates in the URL, apart from the contract module on purpose: route files are in
 * the entry, `api/schemas/audit-log.ts` is not. Only types come from it; the compiler keeps these lists in step.
 */

export const auditAreaFilters = [
  'vps',
  'hosting',
  'domains',
  'orders',
  'billing',
  'support',
] as const satisfies readonly AuditArea[];
export type AuditAreaFilter = (typeof auditAreaFilters)[number];

export const auditOutcomeFilters = ['succeeded', 'refused', 'failed'] as const satisfies readonly AuditOutcome[];
export type AuditOutcomeFilter = (typeof auditOutcomeFilters)[number];

export const auditActionFilters = [
  'vps.start',
  'vps.stop',
  'vps.restart',
  'vps.shutdown',
  'vps.reset',
  'vps.network_change',
  'vps.reset_ssh_keys',
  'vps.snapshot_create',
  'vps.snapshot_delete',
  'vps.change_config',
  'vps.upgrade',
  'vps.snapshot_restore',
  'ssh_key.create',
  'hosting.change_billing_cycle',
  'hosting.mailbox_create',
  'hosting.mailbox_delete',
  'hosting.mailbox_quota',
  'hosting.addon_domain_add',
  'hosting.addon_domain_remove',
  'hosting.renew',
  'hosting.upgrade',
  'hosting.cancel_upgrade',
  'domain.update',
  'domain.request_unlock',
  'domain.bulk_redirects',
  'domain.bulk_autorenew',
  'domain.bulk_renew',
  'domain.renew',
  'domain.change_billing_cycle',
  'order.create',
  'order.cancel',
  'invoice.cancel',
  'invoice.apply_credit',
  'credit.add_funds',
  'card.setup',
  'card.make_default',
  'card.remove',
  'ticket.create',
  'ticket.reply',
  'ticket.close',
  'ticket.reopen',
  'ticket.upload_attachment',
] as const satisfies readonly AuditAction[];
export type AuditActionFilter = (typeof auditActionFilters)[number];
// An action the contract gains and this list lacks is a type error here.
type MissingAction = Exclude<AuditAction, AuditActionFilter>;
export const auditActionFiltersAreComplete: [MissingAction] extends [never] ? true : never = true;

/** The time range: the last day, week or 30 days before now (absent: all time). */
export const auditPeriods = ['day', 'week', 'month'] as const;
export type AuditPeriod = (typeof auditPeriods)[number];

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
