import { defineMessages } from '@/i18n';

/**
 * The hosting area's words for the account list and the frame of an account's screen (its sections are in
 * `detail/`, catalog `hostingDetail`). Account names, domains, addresses, gate reasons and Problem Details come
 * as sent.
 */
export default defineMessages({
  // Any account.
  'hosting.status':
    '{status, select, active {Active} pending {Being set up} suspended {Suspended} cancelled {Cancelled} terminated {Terminated} expired {Expired} fraud {Blocked for fraud} unknown {Unknown}}',
  'hosting.billing.amountPerCycle':
    '{amount} {cycle, select, monthly {per month} quarterly {per quarter} semiannually {per 6 months} annually {per year} biennially {per 2 years} triennially {per 3 years} free {(free)} none {(no billing cycle)} other {per billing period}}',
  'hosting.billing.ended': 'No recurring charge',
  'hosting.pinned': 'Pinned',
  'hosting.tags.label': 'Tags',
  'hosting.tags.none': 'No tags',
  'hosting.date.none': 'None',

  // Account list.
  'hosting.list.title': 'Web hosting',
  'hosting.list.search.label': 'Find hosting accounts',
  'hosting.list.search.q': 'Name, domain or tag',
  'hosting.list.filter.all': 'All',
  'hosting.list.caption':
    '{filtered, select, yes {Hosting accounts matching your filters} other {All hosting accounts, pinned first}}{page, select, first {} other {, later page}}',
  'hosting.list.column.account': 'Account',
  'hosting.list.column.status': 'Status',
  'hosting.list.column.billing': 'Price',
  'hosting.list.column.nextDue': 'Next payment',
  'hosting.list.column.tags': 'Tags',
  'hosting.list.csv.domain': 'Primary domain',
  'hosting.list.csv.cycle': 'Billing period',
  'hosting.list.csv.cycleValue':
    '{cycle, select, monthly {Monthly} quarterly {Quarterly} semiannually {Every 6 months} annually {Yearly} biennially {Every 2 years} triennially {Every 3 years} free {Free} none {None} other {Other}}',
  'hosting.list.empty.heading': 'No hosting accounts yet',
  'hosting.list.empty.body': 'Web hosting you order shows here, with its domains, mailboxes and billing.',

  // Account screen.
  'hosting.detail.breadcrumb': 'Web hosting',
  'hosting.tabs.label': 'Account sections',
  'hosting.tab':
    '{tab, select, overview {Overview} billing {Billing and plan} mailboxes {Mailboxes} domains {Domains}}',
  'hosting.panel.open': 'Open control panel',
  'hosting.panel.noUrl': 'The server did not give the control panel’s address.',
  'hosting.list.ends': 'Ends {date}',
});
