import { defineMessages } from '@/i18n';

/** The command palette's words. Names, numbers and subjects of what it finds come from the API as sent. */
export default defineMessages({
  'palette.title': 'Find anything, do anything',
  'palette.input.label': 'Find or do',
  'palette.input.placeholder': 'Servers, domains, orders, invoices, tickets or an action',
  'palette.results.label': 'Results',
  'palette.group':
    '{group, select, actions {Actions} vps {Servers} hosting {Web hosting} domains {Domains} orders {Orders} invoices {Invoices} tickets {Support tickets} other {Results}}',
  'palette.group.searching': 'Searching…',
  'palette.group.failed': 'Could not search here. Choose to try again.',
  'palette.count':
    '{count, plural, =0 {Nothing found} one {# result} other {# results}}{searching, select, yes {, still searching} other {}}',
  'palette.hint': 'Arrow keys move, Enter opens, Escape closes.',
  'palette.action.goTo': 'Go to {area}',
  /** What else a customer may type to find a place, never shown: the account log was called "Activity log". */
  'palette.synonyms':
    '{place, select, accountLog {activity, activity log, audit log} account {profile, security, settings, e-mail, name, language, two-factor, 2fa} other {}}',
  'palette.action.home': 'Go to the start page',
  'palette.action.domains':
    '{task, select, nameservers {Change nameservers of domains} transferCode {Get a domain’s transfer code} other {Change or copy domain contacts}}',
  'palette.action.newTicket': 'New support ticket',
  'palette.action.newApiKey': 'Create an API key',
  'palette.action.account': 'Go to your account',
  'palette.action.changePassword': 'Change your password',
  'palette.action.addPasskey': 'Add a passkey',
  'palette.action.domain': '{kind, select, register {Register a domain} other {Transfer a domain}}',
  'palette.action.newServer': 'Create a server',
  'palette.action.addDnsRecord': 'Add a DNS record for {domain}',
  'palette.action.changeNameservers': 'Change nameservers of {domain}',
  'palette.action.language': 'Switch to {language}',
  'palette.action.shareView': 'Share this view with support',
  'palette.action.signOut': 'Sign out',
  'palette.action.theme':
    '{theme, select, dark {Switch to dark theme} light {Switch to light theme} other {Use the system theme}}',
  'palette.power':
    '{choice, select, restart {Restart {name}} shutdown {Shut down {name}} stop {Power off {name}} console {Open the console of {name}} rebuild {Rebuild {name}} rescue {Boot {name} into rescue} other {Start {name}}}',
  /** What a customer may type for a power action, comma-separated: the first words of "restart web-01". */
  'palette.power.verbs':
    '{choice, select, restart {restart,reboot} shutdown {shut down,shutdown} stop {power off,stop} console {open the console of,open the console,console} rebuild {rebuild,reinstall} rescue {boot … into rescue,boot into rescue,rescue} other {start,boot}}',
  /** Issue 38: a hosting account's cancellation and a mailbox's new password and forwarding, found by name. */
  'palette.hosting':
    '{choice, select, cancel {Cancel hosting {name}} password {Set a new password for {name}} other {Forwarders of {name}}}',
  /** What a customer may type for a hosting action, comma-separated, before the account or the mailbox. */
  'palette.hosting.verbs':
    '{choice, select, cancel {cancel hosting,cancel} password {set a new password for,new password for,new password,password} other {forwarders of,forwarders,forwarding of,forwarding,aliases of,aliases}}',
  'palette.hosting.next':
    '{choice, select, cancel {Asks you to confirm on the account’s page} password {Opens the password form on the account’s page} other {Opens on the account’s page}}',
  'palette.power.confirmNext': 'Asks you to confirm on the server’s page',
  'palette.power.checking': 'Checking whether this can be done now…',
  'palette.power.unknown': 'Could not check whether this can be done now.',
  'palette.vpsStatus':
    '{status, select, running {Running} stopped {Stopped} starting {Starting} stopping {Stopping} restarting {Restarting} provisioning {Being set up} suspended {Suspended} other {Status unknown}}',
  'palette.result.vps': '{status}{address, select, none {} other { · {address}}}',
  'palette.result.ticket': 'Ticket {number}',
  'palette.result.order': 'Order {number}',
  'palette.result.invoice': 'Invoice {number}',
  'palette.disabled': 'Not available: {reason}',
  // The keyboard shortcuts.
  'palette.shortcuts.title': 'Keyboard shortcuts',
  'palette.shortcuts.intro': 'Shortcuts do nothing while you type in a field or while a dialog is open.',
  'palette.shortcuts.keys': 'Keys',
  'palette.shortcuts.does': 'Does',
  'palette.shortcuts.open': 'Find anything, do anything',
  'palette.shortcuts.help': 'Show these shortcuts',
  'palette.shortcuts.goTo': 'Go to {area}',
  'palette.shortcuts.home': 'Go to the start page',
  'palette.shortcuts.then': '{first} then {second}',
  'palette.shortcuts.or': '{first} or {second}',
  'palette.shortcuts.close': 'Close',
});
