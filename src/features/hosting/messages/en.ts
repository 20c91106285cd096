import { defineMessages } from '@/i18n';

/**
 * The hosting area's words. Account names, domains, addresses, gate reasons, the server's password suggestions
 * and Problem Details come as sent.
 */
export default defineMessages({
  // Any account.
  'hosting.status':
    '{status, select, active {Active} pending {Being set up} suspended {Suspended} cancelled {Cancelled} terminated {Terminated} expired {Expired} fraud {Blocked for fraud} unknown {Unknown}}',
  'hosting.cycle':
    '{cycle, select, monthly {Monthly} quarterly {Quarterly} semiannually {Every 6 months} annually {Yearly} biennially {Every 2 years} triennially {Every 3 years} free {Free} other {Unknown cycle}}',
  'hosting.billing.amountPerCycle':
    '{amount} {cycle, select, monthly {per month} quarterly {per quarter} semiannually {per 6 months} annually {per year} biennially {per 2 years} triennially {per 3 years} free {(free)} none {(no billing cycle)} other {per billing period}}',
  'hosting.pinned': 'Pinned',
  'hosting.tags.label': 'Tags',
  'hosting.tags.none': 'No tags',
  'hosting.date.none': 'None',
  'hosting.invoice.order': 'View the order of invoice {number}',
  'hosting.requestId': 'Request ID',
  'hosting.working': 'Working…',
  'hosting.cancel': 'Cancel',
  'hosting.support.link': 'Contact support',
  'hosting.invoice.pay': 'Pay invoice {number}',

  // Account list.
  'hosting.list.title': 'Web hosting',
  'hosting.list.filter.label': 'Filter accounts by status',
  'hosting.list.filter.all': 'All',
  'hosting.list.filter.clear': 'Show all accounts',
  'hosting.list.caption':
    '{filtered, select, yes {Hosting accounts with this status} other {All hosting accounts, pinned first}}{page, select, first {} other {, later page}}',
  'hosting.list.column.account': 'Account',
  'hosting.list.column.status': 'Status',
  'hosting.list.column.billing': 'Price',
  'hosting.list.column.nextDue': 'Next payment',
  'hosting.list.column.tags': 'Tags',
  'hosting.list.empty.heading':
    '{filtered, select, yes {No accounts with this status} other {No hosting accounts yet}}',
  'hosting.list.empty.body':
    '{filtered, select, yes {Choose another status, or show all accounts.} other {Web hosting you order shows here, with its domains, mailboxes and billing.}}',

  // Account screen.
  'hosting.detail.breadcrumb': 'Web hosting',
  'hosting.tabs.label': 'Account sections',
  'hosting.tab': '{tab, select, overview {Overview} billing {Billing cycle} mailboxes {Mailboxes} domains {Domains}}',
  'hosting.facts.heading': 'Account',
  'hosting.facts.status': 'Status',
  'hosting.facts.primaryDomain': 'Primary domain',
  'hosting.facts.billing': 'Price',
  'hosting.facts.nextDue': 'Next payment',
  'hosting.facts.expires': 'Expires',
  'hosting.facts.created': 'Created',
  'hosting.facts.tags': 'Tags',
  'hosting.facts.id': 'Account ID',
  'hosting.domains.heading': 'Domains',
  'hosting.domains.primary': 'primary',
  'hosting.domains.manage': 'Manage addon domains',
  'hosting.resources.heading': 'Resources',
  'hosting.resources.none': 'The server did not send this account’s resource limits.',
  'hosting.resources.name':
    '{name, select, storageGb {Storage} bandwidthGb {Monthly traffic} emailAccounts {Mailboxes} databases {Databases} other {{name}}}',
  'hosting.resources.gb': '{size} GB',
  'hosting.resources.unlimited': 'Unlimited',
  'hosting.panel.heading': 'Control panel',
  'hosting.panel.type': 'Panel',
  'hosting.panel.typeName': '{type, select, panel {Hosting control panel} other {Unknown panel}}',
  'hosting.panel.admin': 'Admin panel access',
  'hosting.panel.adminYes': 'Included',
  'hosting.panel.adminNo': 'Not included',
  'hosting.panel.open': 'Open control panel',
  'hosting.panel.noUrl': 'The server did not give the control panel’s address.',
  'hosting.gates.heading': 'What you can do with this account',
  'hosting.gates.intro':
    'These changes are made with support or in the control panel; this shows which are possible now.',
  'hosting.gates.name':
    '{name, select, canRenew {Renew} canUpgrade {Upgrade the plan} canAddStorage {Add storage} canPause {Pause} canCancel {Cancel the account} other {Action}}',
  'hosting.gates.allowed': 'Possible',
  'hosting.gates.blocked': 'Not possible',
  'hosting.gates.missing': 'the server did not say whether this is allowed',
  'hosting.gates.noReason': 'no reason given',
  'hosting.gates.support': 'To make one of these changes, ask support.',

  // Billing cycle.
  'hosting.billing.heading': 'Billing cycle',
  'hosting.billing.current': 'You pay',
  'hosting.billing.change.heading': 'Change the billing cycle',
  'hosting.billing.change.none': 'This account has no billing cycles to choose from.',
  'hosting.billing.change.legend': 'Billing cycles this account offers',
  'hosting.billing.change.current': 'current',
  'hosting.billing.change.firstPayment': 'First payment {amount}',
  'hosting.billing.change.savings': 'Save {percent} compared with monthly',
  'hosting.billing.change.chooseFirst': 'Choose a cycle other than the current one first.',
  'hosting.billing.preview.button': 'Preview the change',
  'hosting.billing.preview.working': 'Checking…',
  'hosting.billing.preview.heading': 'Preview',
  'hosting.billing.preview.unchanged': 'This is already the account’s billing cycle: nothing would change.',
  'hosting.billing.preview.summary':
    'From {from, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {the current cycle}} to {to, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {the new cycle}}. You will be invoiced {amount}. Nothing has changed yet.',
  'hosting.billing.preview.unknownBlock':
    'The server did not say whether an unpaid invoice would block this change, so it cannot be made from here. Preview again, or contact support.',
  'hosting.billing.commit.button':
    'Change to {cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {this cycle}}',
  'hosting.billing.blocked.heading': 'An unpaid invoice blocks this change',
  'hosting.billing.blocked.invoice': 'Invoice {number} ({amount}, due {due}) is still unpaid.',
  'hosting.billing.blocked.unnamed': 'An unpaid invoice of this account blocks the change.',
  'hosting.billing.blocked.choices':
    'Pay it first, or cancel it and change the cycle in one step: a new invoice for the new cycle replaces it.',
  'hosting.billing.blocked.cancelAndChange': 'Cancel the invoice and change',
  'hosting.billing.confirm.title':
    'Change the billing cycle to {cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {this cycle}}?',
  'hosting.billing.confirm.body': 'A renewal invoice of {amount} will be issued for the new cycle.',
  'hosting.billing.confirm.cancelInvoice': 'Invoice {number} will be cancelled first.',
  'hosting.billing.done.changed':
    'The billing cycle is now {cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {changed}}',
  'hosting.billing.done.unchanged': 'Nothing changed: that was already the billing cycle',
  'hosting.billing.done.cancelled': 'Cancelled invoice: {ids}.',
  'hosting.billing.done.invoice': 'Renewal invoice {number}: {amount}, due {due}.',
  'hosting.billing.done.invoiceId': 'Invoice ID',
  'hosting.billing.done.lookupPending':
    'The renewal invoice is still being prepared. It will appear with your invoices shortly.',
  'hosting.billing.done.noInvoice': 'No renewal invoice was issued.',

  // Mailboxes.
  'hosting.mailboxes.heading': 'Mailboxes',
  'hosting.mailboxes.caption': 'Mailboxes of {name}',
  'hosting.mailboxes.column.address': 'Address',
  'hosting.mailboxes.column.usage': 'Usage',
  'hosting.mailboxes.column.actions': 'Actions',
  'hosting.mailboxes.empty.heading': 'No mailboxes yet',
  'hosting.mailboxes.empty.body': 'Create one below, on any domain of this account.',
  'hosting.mailboxes.usage.state':
    '{state, select, exceeded {Over quota} near {Nearly full} ok {In use} unlimited {No limit} other {Usage unknown}}',
  'hosting.mailboxes.usage.numbers': '{used} GB of {limit} GB ({percent})',
  'hosting.mailboxes.usage.limitOnly': 'Quota {limit} GB',
  'hosting.mailboxes.usage.usedOnly': '{used} GB used',
  'hosting.mailboxes.created': 'Mailbox {email} was created.',
  'hosting.mailboxes.deleted': 'Mailbox {email} was deleted.',
  'hosting.mailboxes.delete.button': 'Delete',
  'hosting.mailboxes.delete.title': 'Delete {email}?',
  'hosting.mailboxes.delete.body':
    'The mailbox and every message in it are deleted for good. Mail sent to the address afterwards is refused.',
  'hosting.mailboxes.delete.confirm': 'Delete mailbox',
  'hosting.mailboxes.quota.button': 'Change quota',
  'hosting.mailboxes.quota.title': 'Change the quota of {email}',
  'hosting.mailboxes.quota.body': 'How much mail the mailbox may hold. Messages already in it are kept.',
  'hosting.mailboxes.quota.confirm': 'Save quota',
  'hosting.mailboxes.quota.done': 'The quota of {email} was changed.',
  'hosting.mailboxes.create.heading': 'New mailbox',
  'hosting.mailboxes.create.open': 'Create a mailbox',
  'hosting.mailboxes.form.localPart': 'Name before @',
  'hosting.mailboxes.form.localPart.required': 'Enter the part of the address before @.',
  'hosting.mailboxes.form.localPart.tooLong': 'Use at most 64 characters.',
  'hosting.mailboxes.form.localPart.at': 'Enter only the part before @; choose the domain beside it.',
  'hosting.mailboxes.form.localPart.pattern':
    'Use letters, digits and symbols such as . _ - +, without spaces or a leading, trailing or double dot.',
  'hosting.mailboxes.form.domain': 'Domain',
  'hosting.mailboxes.form.domain.required': 'Choose a domain.',
  'hosting.mailboxes.form.password': 'Password',
  'hosting.mailboxes.form.password.show': 'Show password',
  'hosting.mailboxes.form.password.generate': 'Generate a strong password',
  'hosting.mailboxes.form.password.rules': 'The password does not meet every rule in the list below.',
  'hosting.mailboxes.form.checklist': 'Password rules',
  'hosting.mailboxes.form.rule':
    '{rule, select, length {8 to 128 characters} upper {An uppercase letter} lower {A lowercase letter} digit {A digit} guess {Hard to guess (not built from the address or common words)} other {Rule}}',
  'hosting.mailboxes.form.rule.guessLoading': 'Hard to guess: loading the check…',
  'hosting.mailboxes.form.rule.guessUnavailable':
    'Hard to guess: the check could not be loaded; the server still checks it',
  'hosting.mailboxes.form.rule.state': '{state, select, met {Met} unmet {Not met} other {Not checked yet}}',
  'hosting.mailboxes.form.strength':
    'Strength: {score, select, 0 {very weak} 1 {weak} 2 {fair} 3 {strong} 4 {very strong} other {unknown}}',
  'hosting.mailboxes.form.strength.none': 'Strength: type a password',
  'hosting.mailboxes.form.weak.heading': 'The server refused this password: it is too easy to guess',
  'hosting.mailboxes.form.weak.intro': 'Everything you typed is kept. The server suggests:',
  'hosting.mailboxes.form.quota': 'Quota in MB',
  'hosting.mailboxes.form.quota.hint': '0 means no limit; up to 1048576 MB.',
  'hosting.mailboxes.form.quota.invalid': 'Enter a whole number from 0 to 1048576.',
  'hosting.mailboxes.form.quota.gb': '= {size} GB',
  'hosting.mailboxes.form.quota.mb': '= {size} MB',
  'hosting.mailboxes.form.quota.unlimited': 'No limit',
  'hosting.mailboxes.form.submit': 'Create mailbox',

  // Legacy control panel.
  'hosting.legacy.heading': 'This account is on the legacy control panel',
  'hosting.legacy.body':
    'Mailboxes and addon domains of this account cannot be changed from here. You can make the change in the control panel yourself, or ask support to move the account to the new panel.',
  'hosting.legacy.panel': 'Open the control panel',
  'hosting.legacy.panelNoLink': 'Open the control panel from the link in your welcome e-mail',
  'hosting.legacy.support': 'Ask support to migrate the account',

  // Addon domains.
  'hosting.domains.addons.heading': 'Addon domains',
  'hosting.domains.addons.intro': 'Other domains served by this account, each from its own folder, beside {primary}.',
  'hosting.domains.caption': 'Addon domains of {name}',
  'hosting.domains.column.domain': 'Domain',
  'hosting.domains.column.root': 'Document root',
  'hosting.domains.column.actions': 'Actions',
  'hosting.domains.empty.heading': 'No addon domains',
  'hosting.domains.empty.body': 'Add one below to serve another website from this account.',
  'hosting.domains.added': '{domain} was added, served from ~/{root}.',
  'hosting.domains.deleted': '{domain} was removed.',
  'hosting.domains.delete.button': 'Remove',
  'hosting.domains.delete.title': 'Remove {domain}?',
  'hosting.domains.delete.body':
    'The domain stops being served by this account, and its mailboxes are deleted. The files in ~/{root} are kept.',
  'hosting.domains.delete.confirm': 'Remove domain',
  'hosting.domains.form.heading': 'Add an addon domain',
  'hosting.domains.form.domain': 'Domain name',
  'hosting.domains.form.domain.hint': 'The full name, such as example.se (no https:// and no path).',
  'hosting.domains.form.domain.required': 'Enter a domain name.',
  'hosting.domains.form.domain.invalid': 'Enter a full domain name such as example.se, without https:// or a path.',
  'hosting.domains.form.domainPlaceholder': 'domain',
  'hosting.domains.form.dir': 'Folder (optional)',
  'hosting.domains.form.dir.hint': 'Relative to your home folder. Leave empty for public_html/<domain>.',
  'hosting.domains.form.dir.tooLong': 'Use at most 255 characters.',
  'hosting.domains.form.dir.issue.leading_slash': 'Use a path relative to your home folder: no leading “/”.',
  'hosting.domains.form.dir.issue.dot_dot': 'The folder cannot contain “..”.',
  'hosting.domains.form.dir.issue.disguised_dot_dot':
    'The folder cannot contain “..” or “/” written another way (percent-encoded or look-alike characters).',
  'hosting.domains.form.dir.issue.backslash': 'Use “/” between folders, not “\\”.',
  'hosting.domains.form.dir.issue.control': 'The folder cannot contain control characters.',
  'hosting.domains.form.dir.issue.characters':
    'Use letters, digits, “.”, “_” and “-” in folder names, separated by single “/”.',
  'hosting.domains.form.rootPreview': 'Document root:',
  'hosting.domains.form.rootInvalid': 'fix the folder first',
  'hosting.domains.form.submit': 'Add domain',
  'hosting.domains.notReady.heading': '{domain} is not ready yet',
  'hosting.domains.notReady.body':
    '{seNu, select, yes {The domain was registered very recently, or its nameservers are not visible yet. For {tld} domains this usually sorts itself out within 1 to 2 hours.} other {The domain was registered very recently, or its nameservers are not visible yet. This usually sorts itself out within a few hours.}} Your input is kept: try again later.',
  'hosting.domains.notReady.retry': 'Try again',
  'hosting.domains.exists.heading': '{domain} is already on a hosting account',
});
