import { defineMessages } from '@/i18n';

/**
 * Home's words. Names (servers, domains, accounts, invoice and order numbers, ticket subjects) are shown as sent;
 * the reason and the action of each item are said here, by its kind.
 */
export default defineMessages({
  // The page's heading is the core `shell.nav.overview` (the static frame shows it before the app runs).
  'home.attention.heading': 'Needs your attention',
  'home.attention.count': '{count, plural, one {# thing} other {# things}}',
  'home.attention.none': 'Nothing needs you right now.',
  'home.attention.noneDetail': 'Everything you can see here is running and paid. New things to do will show up here.',
  'home.attention.checked': 'Checked {time}.',
  'home.attention.loading': 'Checking your services…',
  'home.attention.partial': 'Some areas could not be checked; see below.',
  'home.urgency':
    '{urgency, select, down {Act now} soon {Soon} due {To pay} look {To check} running {In progress} other {To check}}',

  // What each item says: why, then the one action (a link to the screen where it is done).
  'home.item.invoiceOverdue': 'Invoice {name} is overdue: {amount}, due {date}.',
  'home.item.invoiceUnpaid': 'Invoice {name} is waiting for payment: {amount}, due {date}.',
  'home.item.invoiceNoDate': 'Invoice {name} is waiting for payment: {amount}.',
  'home.item.invoice.pay': 'Pay invoice {name}',
  'home.item.invoice.show': 'Show invoice {name}',
  'home.item.invoiceAutoPayFailed':
    'The automatic payment of invoice {name} failed on {date}: {amount} is still to pay. Pay it now, or change the card it is charged to.',
  'home.item.invoiceAutoPayFailed.pay': 'Pay invoice {name} now',
  'home.item.invoiceAutoPayFailed.cards': 'Change card',
  'home.item.orderUnpaid': 'Order {name} is waiting for payment: {amount}.',
  'home.item.order.pay': 'Pay order {name}',
  'home.item.domainOrder':
    '{kind, select, domain {The registration of {name} waits for order {order}} renewal {The renewal of {name} waits for order {order}} other {{name} waits for order {order}}}: {amount}, due {date}.',
  'home.item.domainOrderNoDate':
    '{kind, select, domain {The registration of {name} waits for order {order}} renewal {The renewal of {name} waits for order {order}} other {{name} waits for order {order}}}: {amount}.',
  'home.item.domainOrder.pay': 'Pay order {order}',
  'home.item.domainOrder.show': 'Show {name}',
  'home.item.domainAction':
    '{status, select, expired {{name} has expired and will be lost unless it is renewed.} pending {{name} is not registered yet: the registration needs you.} other {{name} needs you before it can be processed.}}',
  'home.item.domainAction.do': '{status, select, expired {Renew {name}} other {See what {name} needs}}',
  'home.item.domainsExpired':
    '{count, plural, one {# domain has expired} other {# domains have expired}}: renew the ones you keep.',
  'home.item.domainsExpired.do': '{count, plural, one {See the expired domain} other {See the # expired domains}}',
  'home.item.domainExpiring': '{name} expires on {date} and auto-renew is off.',
  'home.item.domainExpiring.do': 'Renew or turn on auto-renew for {name}',
  'home.item.domainUnlock': 'The registry unlock of {name}, requested on {date}, is being handled.',
  'home.item.domainUnlock.do': 'Follow the unlock of {name}',
  'home.item.domainDnsNotServed':
    'The DNS records of {name} were changed here, but {name} uses other nameservers, so they are not in use.',
  'home.item.domainDnsNotServed.do': 'Switch {name} to our nameservers',
  'home.item.domainProgress':
    '{kind, select, transfer {The transfer of {name} to us} other {The registration of {name}}} is on its way: {step, select, awaiting_approval {waiting for the current registrar} registering {with the registry} other {in progress}}, done by {date}.',
  'home.item.domainProgressNoDate':
    '{kind, select, transfer {The transfer of {name} to us} other {The registration of {name}}} is on its way: {step, select, awaiting_approval {waiting for the current registrar} registering {with the registry} other {in progress}}.',
  'home.item.domainProgress.do': 'Follow {name}',
  'home.item.vpsSuspended': 'Server {name} is suspended: it is not running until an overdue invoice is paid.',
  'home.item.vpsSuspended.do': 'See how to resume {name}',
  'home.item.vpsStopped': 'Server {name} stopped without you asking.',
  'home.item.vpsStopped.do': 'Start {name}',
  'home.item.vpsFailedJob':
    'A change to server {name} failed{when, select, none {} other { on {when}}}: {job, select, restart {a restart} stop {a stop} shutdown {a shutdown} reset {a reset} start {a start} network {a network change} snapshot {a snapshot} other {a change}}.',
  'home.item.vpsFailedJob.do': 'See what happened on {name}',
  'home.item.vpsProvisioning': 'Server {name} is being installed.',
  'home.item.vpsProvisioning.percent': 'Server {name} is being installed: {percent} done.',
  'home.item.vpsProvisioning.label': 'Installation of {name}',
  'home.item.vpsProvisioning.do': 'Show {name}',
  'home.item.vpsProvisionFailed':
    'Server {name} could not be installed{when, select, none {} other { ({when})}}. Install it again: it holds nothing yet, so nothing is lost. If that fails too, ask support.',
  'home.item.vpsProvisionFailed.do': 'Install {name} again',
  'home.item.vpsProvisionFailed.help': 'Ask support',
  'home.item.vpsProvisionFailed.about': 'The new server {name} could not be installed.',
  'home.item.vpsNetwork': 'The network settings inside server {name} differ from its assigned addresses.',
  'home.item.vpsNetwork.do': 'Repair the network of {name}',
  'home.item.hostingSuspended':
    'Web hosting {name} is suspended: its sites and mail are off until an overdue invoice is paid.',
  'home.item.hostingSuspended.do': 'See how to reactivate {name}',
  'home.item.hostingPending': 'Web hosting {name} is not set up yet: it waits for its order.',
  'home.item.hostingPending.do': 'See what {name} waits for',
  'home.item.hostingInvoice':
    'An unpaid invoice{number, select, none {} other { ({number})}} blocks plan and billing changes of web hosting {name}: {amount}.',
  'home.item.hostingInvoice.do': 'Pay or cancel it on the billing tab of {name}',
  'home.item.mailboxQuota':
    '{count, plural, one {# mailbox} other {# mailboxes}} of web hosting {name} {count, plural, one {is} other {are}} full: new mail is refused.',
  'home.item.mailboxQuota.do': 'Free space or raise the quota of {name}',
  'home.item.ticketAnswered': 'Support answered your ticket “{name}” (#{number}) and waits for you.',
  'home.item.ticketAnswered.do': 'Read and reply to #{number}',
  'home.item.operation': '{label} is running.',
  'home.item.operation.do': 'Show its progress',
  'home.item.noAmount': 'amount not given',

  // The summary under the list: each area's counts by status.
  'home.summary.heading': 'Your services',
  'home.summary.area.vps': 'Servers',
  'home.summary.area.hosting': 'Web hosting',
  'home.summary.area.domains': 'Domains',
  'home.summary.area.orders': 'Orders',
  'home.summary.area.billing': 'Invoices',
  'home.summary.area.support': 'Open support tickets',
  'home.summary.total': '{count, plural, =0 {None} one {# in all} other {# in all}}',
  'home.summary.totalAtLeast': '{count}+ in all',
  'home.summary.all': 'Show all',
  'home.summary.vpsStatus':
    '{status, select, running {Running} stopped {Stopped} starting {Starting} stopping {Stopping} restarting {Restarting} provisioning {Being set up} suspended {Suspended} other {Unknown}}',
  'home.summary.hostingStatus':
    '{status, select, active {Active} pending {Pending} suspended {Suspended} cancelled {Cancelled} terminated {Terminated} expired {Expired} fraud {Closed} other {Unknown}}',
  'home.summary.domainStatus':
    '{status, select, active {Active} pending {Pending} suspended {Suspended} cancelled {Cancelled} terminated {Terminated} expired {Expired} fraud {Closed} other {Unknown}}',
  'home.summary.orderStatus':
    '{status, select, pending {Waiting} active {Active} completed {Completed} cancelled {Cancelled} failed {Failed} other {Unknown}}',
  'home.summary.invoices': '{count, plural, =0 {Nothing to pay} one {# to pay} other {# to pay}}',
  'home.summary.invoicesOverdue': '{count, plural, one {# overdue} other {# overdue}}',
  'home.summary.tickets': '{count, plural, =0 {No open tickets} one {# open} other {# open}}',
  'home.summary.ticketsAnswered': '{count, plural, one {# answered by support} other {# answered by support}}',
  'home.summary.countLink': '{label}: {count}',
  'home.summary.error': 'This area could not be read.',

  // First run: an account with nothing yet.
  'home.firstRun.heading': 'Welcome! Nothing here yet',
  'home.firstRun.intro':
    'This is where you will see what needs you across your servers, web hosting, domains, orders and invoices. Here is where to start:',
  'home.firstRun.catalog.title': 'Order web hosting',
  'home.firstRun.catalog.text': 'Compare the plans and prices, then order one with your domain.',
  'home.firstRun.catalog.link': 'See plans and prices',
  'home.firstRun.domain.title': 'Register a domain',
  'home.firstRun.domain.text': 'Search for a name, see its price, and register it; or move one you hold elsewhere.',
  'home.firstRun.domain.link': 'Find a domain',
  'home.firstRun.server.title': 'Create a server',
  'home.firstRun.server.text': 'Choose a plan, a location and a Linux system; it is ready in a minute or two.',
  'home.firstRun.server.link': 'See the server plans',
  'home.firstRun.ssh.title': 'Add your SSH key to a server',
  'home.firstRun.ssh.text':
    'Once you have a server, add your public SSH key on its SSH keys tab to sign in without a password.',
  'home.firstRun.ssh.link': 'Go to your servers',
  'home.firstRun.support.title': 'Ask support',
  'home.firstRun.support.text': 'Not sure what you need? Our support answers in English and Swedish.',
  'home.firstRun.support.link': 'Write to support',
});
