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
  'domains.list.column.select': 'Select',
  'domains.list.column.domain': 'Domain',
  'domains.list.column.status': 'Status',
  'domains.list.column.expires': 'Expires',
  'domains.list.column.autoRenew': 'Auto-renew',
  'domains.list.column.registrarLock': 'Registrar lock',
  'domains.list.selectRow': 'Select {name}',
  'domains.list.selectLoaded': '{count, plural, one {Select the loaded domain} other {Select all # loaded domains}}',
  'domains.list.selectAllMatching': 'Select all matching domains',
  'domains.list.loadingMore': 'Loading more domains…',
  'domains.list.loadMore': 'Load more domains',
  'domains.list.allLoaded': '{filtered, select, yes {Every matching domain is shown.} other {All domains are shown.}}',
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
  'domains.filter.sort': 'Sort by',
  'domains.filter.sortValue':
    '{sort, select, name {Name, A to Z} minusName {Name, Z to A} expiresAt {Expiry, soonest first} minusExpiresAt {Expiry, latest first} other {Name, A to Z}}',

  // The selection bar.
  'domains.selection.label': 'Selection',
  'domains.selection.some': '{count, plural, one {# domain selected} other {# domains selected}}',
  'domains.selection.matching':
    '{count, plural, one {# domain matching the filter selected} other {# domains matching the filter selected}}',
  'domains.selection.matchingUnknown':
    '{except, plural, =0 {All matching domains selected} one {All matching domains selected except #} other {All matching domains selected except #}}',
  'domains.selection.clear': 'Clear selection',
  'domains.selection.loadingActions': 'Loading the actions…',

  // Issue 37: the list's way to new domains.
  'domains.list.register': 'Register a domain',
  'domains.list.transfer': 'Transfer a domain',
});
