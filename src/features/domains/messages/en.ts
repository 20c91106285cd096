import { defineMessages } from '@/i18n';

/** The domains area's words. Domain names, gate reasons and Problem Details come as sent. */
export default defineMessages({
  // Any domain.
  'domains.status':
    '{status, select, active {Active} pending {Pending} expired {Expired} suspended {Suspended} cancelled {Cancelled} terminated {Terminated} fraud {Blocked for fraud} unknown {Unknown}}',
  // Domain list.
  'domains.list.title': 'Domains',
});
