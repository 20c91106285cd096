/**
 * The account log's values (ledger "Audit log"), apart from its schemas so that a route can validate its URL with
 * them without carrying the contract's parsing into the first screen (route files are in the entry).
 */

export const auditAreaValues = ['vps', 'hosting', 'domains', 'orders', 'billing', 'support', 'account'] as const;
export type AuditArea = (typeof auditAreaValues)[number];

/** One stable name per mutating route of every area (`<resource>.<verb>`). */
export const auditActionValues = [
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
  'hosting.mailbox_password',
  'hosting.forwarder_add',
  'hosting.forwarder_remove',
  'hosting.alias_add',
  'hosting.alias_remove',
  'hosting.cancel',
  'hosting.undo_cancel',
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
  'invoice.pay_with_card',
  'payment.create',
  'settings.auto_pay',
  'credit.add_funds',
  'card.setup',
  'card.make_default',
  'card.remove',
  'billing_profile.update',
  'ticket.create',
  'ticket.reply',
  'ticket.close',
  'ticket.reopen',
  'ticket.upload_attachment',
  'api_key.create',
  'api_key.revoke',
  'api_key.rotate',
] as const;
export type AuditAction = (typeof auditActionValues)[number];

export const auditOutcomeValues = ['succeeded', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof auditOutcomeValues)[number];
