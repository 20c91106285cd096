import { defineMessages } from '@/i18n';

/** The domains area's words. Domain names, gate reasons and Problem Details come as sent. */
export default defineMessages({
  // Any domain.
  'domains.status':
    '{status, select, active {Active} pending {Pending} expired {Expired} suspended {Suspended} cancelled {Cancelled} terminated {Terminated} fraud {Blocked for fraud} unknown {Unknown}}',
  'domains.autoRenew': '{state, select, on {On} off {Off} other {Unknown}}',
  'domains.registrarLock': '{state, select, on {Locked} off {Unlocked} other {Unknown}}',
  'domains.expiry.none': 'No expiry date',

  // Domain list.
  'domains.list.title': 'Domains',
  'domains.list.caption': '{filtered, select, yes {Domains matching the filter} other {All domains}}',
  'domains.list.column.domain': 'Domain',
  'domains.list.column.status': 'Status',
  'domains.list.column.expires': 'Expires',
  'domains.list.column.autoRenew': 'Auto-renew',
  'domains.list.column.registrarLock': 'Registrar lock',
  'domains.list.empty.heading': 'No domains yet',
  'domains.list.empty.body': 'Domains you register or transfer to us are listed here.',

  // The list's filter.
  'domains.filter.label': 'Filter domains',
  'domains.filter.q': 'Name contains',
  'domains.filter.status': 'Status',
  'domains.filter.anyStatus': 'Any status',
  'domains.filter.tld': 'TLD',
  'domains.filter.tldHint': 'For example se or com, without the dot.',
  'domains.filter.tldInvalid': 'Not a TLD: use letters, digits and hyphens, such as se or com.',

  // The kit list's selection bar, while the bulk actions load.
  'domains.selection.loadingActions': 'Loading the actions…',

  // Issue 37: the list's way to new domains.
  'domains.list.register': 'Register a domain',
  'domains.list.transfer': 'Transfer a domain',
});
