import { defineMessages } from '@/i18n';

/** The VPS area's words. Server names, hostnames, addresses, gate reasons and Problem Details come as sent. */
export default defineMessages({
  // Any server.
  'vps.status':
    '{status, select, running {Running} stopped {Stopped} starting {Starting} stopping {Stopping} restarting {Restarting} provisioning {Being set up} suspended {Suspended} unknown {Unknown}}',
  'vps.plan.cpu': '{count, plural, one {# vCPU} other {# vCPUs}}',
  'vps.plan.memory': '{size} GB RAM',
  'vps.plan.disk': '{size} GB disk',
  'vps.ip.copy': 'Copy {address}',
  'vps.ip.none': 'No public address',
  // Server list.
  'vps.list.title': 'Servers',
  'vps.list.order': 'Order a server',
  'vps.list.search.label': 'Find servers',
  'vps.list.search.q': 'Name or IP address',
  'vps.list.search.status': 'Status',
  'vps.list.search.anyStatus': 'Any status',
  'vps.list.caption':
    '{filtered, select, yes {Servers matching your filters} other {All servers}}{page, select, first {} other {, later page}}',
  'vps.list.column.server': 'Server',
  'vps.list.column.status': 'Status',
  'vps.list.column.addresses': 'IP addresses',
  'vps.list.column.plan': 'Plan',
  'vps.list.column.location': 'Location',
  'vps.list.csv.hostname': 'Hostname',
  'vps.list.csv.ipv4': 'IPv4 address',
  'vps.list.csv.ipv6': 'IPv6 address',
  'vps.list.empty.heading': 'No servers yet',
  'vps.list.empty.body': 'Servers you order show here, with their status and addresses.',
  // Server screen.
  'vps.detail.breadcrumb': 'Servers',
  'vps.detail.openConsole': 'Open the console',
  'vps.tabs.label': 'Server sections',
  'vps.tab':
    '{tab, select, overview {Overview} network {Network} ssh-keys {SSH keys} snapshots {Snapshots} metrics {Metrics}}',
  // One banner when the server's actions are blocked (suspended, busy with a job); its controls point at it.
  'vps.blocked.suspended.title': '{name} is suspended',
  'vps.blocked.suspended.body':
    'Starting, restarting, network changes and snapshots are blocked until the suspension is lifted. Most often an invoice is overdue: paying it lifts the suspension. Support can tell you why otherwise.',
  'vps.blocked.suspended.invoice':
    'Invoice {number} of {amount} was due on {date}. Paying it lifts the suspension; until then starting, restarting, network changes and snapshots are blocked.',
  'vps.blocked.suspended.pay': 'Pay invoice {number}',
  'vps.blocked.suspended.showInvoice': 'Show invoice',
  'vps.blocked.suspended.orders': 'See unpaid orders',
  'vps.blocked.support': 'Contact support',
  // The first words of a ticket opened from the banner (the customer can change them).
  'vps.help.suspended': 'My server {name} is suspended. Why, and what do I need to do to get it running again?',
  'vps.blocked.busy.title':
    '{kind, select, restart {A restart} reset {A hard reset} stop {A power-off} shutdown {A shutdown} start {A start} snapshot {A snapshot} config {A configuration change} migrate {A migration} network {A network change} other {A change}} is in progress',
  'vps.blocked.busy.body': 'Other changes to {name} wait until it ends; this page updates by itself when it does.',
  'vps.blocked.busy.follow': 'Show its progress',
  'vps.blocked.busy.operation':
    '{kind, select, restart {Restart} reset {Hard reset} stop {Power-off} shutdown {Shutdown} start {Start} snapshot {Snapshot} config {Configuration change} migrate {Migration} network {Network change} other {Change}} of {name}',
});
