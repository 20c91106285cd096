import { defineMessages } from '@/i18n';

/** The words of one hosting account's sections (overview, billing cycle, mailboxes, addon domains): loaded with that screen, never with the list. */
export default defineMessages({
  'hostingDetail.cycle':
    '{cycle, select, monthly {Monthly} quarterly {Quarterly} semiannually {Every 6 months} annually {Yearly} biennially {Every 2 years} triennially {Every 3 years} free {Free} other {Unknown cycle}}',
  'hostingDetail.billing.amountPerCycle':
    '{amount} {cycle, select, monthly {per month} quarterly {per quarter} semiannually {per 6 months} annually {per year} biennially {per 2 years} triennially {per 3 years} free {(free)} none {(no billing cycle)} other {per billing period}}',
  'hostingDetail.date.none': 'None',
  'hostingDetail.invoice.order': 'View the order of invoice {number}',
  'hostingDetail.requestId': 'Request ID',
  'hostingDetail.working': 'Working…',
  'hostingDetail.cancel': 'Cancel',
  'hostingDetail.support.link': 'Contact support',
  // The first words of a ticket opened from this screen (the customer can change them).
  'hostingDetail.help.suspended':
    'My web hosting account {name} is suspended. Why, and what do I need to do to get it running again?',
  'hostingDetail.help.migrate': 'Please move my web hosting account {name} to the new control panel.',
  'hostingDetail.help.manage':
    'I would like to change my web hosting account {name} (upgrade the plan, add storage or cancel it):',
  'hostingDetail.invoice.pay': 'Pay invoice {number}',
  'hostingDetail.invoice.show': 'Show invoice {number}',
  'hostingDetail.facts.heading': 'Account',
  'hostingDetail.facts.status': 'Status',
  'hostingDetail.facts.primaryDomain': 'Primary domain',
  'hostingDetail.facts.billing': 'Price',
  'hostingDetail.facts.nextDue': 'Next payment',
  'hostingDetail.facts.expires': 'Expires',
  'hostingDetail.facts.created': 'Created',
  'hostingDetail.facts.tags': 'Tags',
  'hostingDetail.facts.id': 'Account ID',
  'hostingDetail.domains.heading': 'Domains',
  'hostingDetail.domains.primary': 'primary',
  'hostingDetail.domains.manage': 'Manage addon domains',
  'hostingDetail.resources.heading': 'Resources',
  'hostingDetail.resources.none': 'The server did not send this account’s resource limits.',
  'hostingDetail.resources.name':
    '{name, select, storageGb {Storage} bandwidthGb {Monthly traffic} emailAccounts {Mailboxes} databases {Databases} other {{name}}}',
  'hostingDetail.resources.gb': '{size} GB',
  'hostingDetail.resources.unlimited': 'Unlimited',
  'hostingDetail.panel.heading': 'Control panel',
  'hostingDetail.panel.type': 'Panel',
  'hostingDetail.panel.typeName': '{type, select, panel {Hosting control panel} other {Unknown panel}}',
  'hostingDetail.panel.admin': 'Admin panel access',
  'hostingDetail.panel.adminYes': 'Included',
  'hostingDetail.panel.adminNo': 'Not included',
  'hostingDetail.manage.heading': 'Manage this account',
  'hostingDetail.manage.billing': 'Change the billing cycle',
  'hostingDetail.manage.mailboxes': 'Mailboxes',
  'hostingDetail.manage.domains': 'Addon domains',
  'hostingDetail.manage.support':
    'Renewing and changing the plan are under Billing and plan; adding storage or cancelling the account is done by support.',
  'hostingDetail.billing.heading': 'Billing cycle',
  'hostingDetail.billing.current': 'You pay',
  'hostingDetail.billing.change.heading': 'Change the billing cycle',
  'hostingDetail.billing.change.none': 'This account has no billing cycles to choose from.',
  'hostingDetail.billing.change.legend': 'Billing cycles this account offers',
  'hostingDetail.billing.change.current': 'current',
  'hostingDetail.billing.change.firstPayment':
    'First payment {amount}, then {recurring} each time. {direction, select, lower {It is lower because the unused part of the period you have already paid for is credited.} other {It is higher because it also covers the rest of your current period.}}',
  'hostingDetail.billing.change.credit':
    'First payment {amount}, then {recurring} each time. {credit} is credited: the {unused, plural, one {# day} other {# days}} of your current period not yet begun, of the {days} days you paid {paid} for (until {until}).',
  'hostingDetail.billing.change.savings': 'Save {percent} compared with monthly',
  'hostingDetail.billing.change.chooseFirst': 'Choose a cycle other than the current one first.',
  'hostingDetail.billing.preview.button': 'Preview the change',
  'hostingDetail.billing.preview.working': 'Checking…',
  'hostingDetail.billing.preview.heading': 'Preview',
  'hostingDetail.billing.preview.unchanged': 'This is already the account’s billing cycle: nothing would change.',
  'hostingDetail.billing.preview.summary':
    'From {from, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {the current cycle}} to {to, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {the new cycle}}. You will be invoiced {amount}. Nothing has changed yet.',
  'hostingDetail.billing.preview.unknownBlock':
    'The server did not say whether an unpaid invoice would block this change, so it cannot be made from here. Preview again, or contact support.',
  'hostingDetail.billing.commit.button':
    'Change to {cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {this cycle}}',
  'hostingDetail.billing.blocked.heading':
    '{change, select, renew {An unpaid invoice blocks the renewal} plan {An unpaid invoice blocks the plan change} other {An unpaid invoice blocks this change}}',
  'hostingDetail.billing.blocked.invoice': 'Invoice {number} ({amount}, due {due}) is still unpaid.',
  'hostingDetail.billing.blocked.unnamed':
    '{change, select, renew {An unpaid invoice of this account blocks the renewal.} plan {An unpaid invoice of this account blocks the plan change.} other {An unpaid invoice of this account blocks the change.}}',
  'hostingDetail.billing.blocked.choices':
    '{change, select, renew {Pay it first, or cancel it and renew in one step: the renewal’s invoice replaces it.} plan {Pay it first, or cancel it and change the plan in one step: the plan change’s invoice replaces it.} other {Pay it first, or cancel it and change the cycle in one step: a new invoice for the new cycle replaces it.}}',
  'hostingDetail.billing.blocked.cancelAndChange': 'Cancel the invoice and change',
  'hostingDetail.billing.confirm.title':
    'Change the billing cycle to {cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {this cycle}}?',
  'hostingDetail.billing.confirm.body': 'A renewal invoice of {amount} will be issued for the new cycle.',
  'hostingDetail.billing.confirm.cancelInvoice': 'Invoice {number} will be cancelled first.',
  'hostingDetail.billing.done.changed':
    'The billing cycle is now {cycle, select, monthly {monthly} quarterly {quarterly} semiannually {every 6 months} annually {yearly} biennially {every 2 years} triennially {every 3 years} free {free} other {changed}}',
  'hostingDetail.billing.done.unchanged': 'Nothing changed: that was already the billing cycle',
  'hostingDetail.billing.done.cancelled': 'Cancelled invoice: {ids}.',
  'hostingDetail.billing.done.invoice':
    '{kind, select, planChange {Invoice} other {Renewal invoice}} {number}: {amount}, due {due}.',
  'hostingDetail.billing.done.invoiceId': 'Invoice ID',
  'hostingDetail.billing.done.lookupPending':
    'The renewal invoice is still being prepared. It will appear with your invoices shortly.',
  'hostingDetail.billing.done.noInvoice': 'No renewal invoice was issued.',
  'hostingDetail.mailboxes.heading': 'Mailboxes',
  'hostingDetail.mailboxes.caption': 'Mailboxes of {name}',
  'hostingDetail.mailboxes.column.address': 'Address',
  'hostingDetail.mailboxes.column.usage': 'Usage',
  'hostingDetail.mailboxes.column.actions': 'Actions',
  'hostingDetail.mailboxes.empty.heading': 'No mailboxes yet',
  'hostingDetail.mailboxes.empty.body': 'Create one below, on any domain of this account.',
  'hostingDetail.mailboxes.usage.state':
    '{state, select, exceeded {Over quota} near {Nearly full} ok {In use} unlimited {No limit} other {Usage unknown}}',
  'hostingDetail.mailboxes.usage.numbers': '{used} GB of {limit} GB ({percent})',
  'hostingDetail.mailboxes.usage.limitOnly': 'Quota {limit} GB',
  'hostingDetail.mailboxes.usage.usedOnly': '{used} GB used',
  'hostingDetail.mailboxes.created': 'Mailbox {email} was created.',
  'hostingDetail.mailboxes.password.heading': 'The password of {email}',
  'hostingDetail.mailboxes.password.label': 'Password',
  'hostingDetail.mailboxes.password.copy': 'Copy the password of {email}',
  'hostingDetail.mailboxes.password.once':
    "Save it now, in your password manager or mail app: it won't be shown again once you leave this page.",
  'hostingDetail.mailboxes.password.done': 'I have saved it',
  'hostingDetail.mailboxes.settings.heading': 'Mail client settings',
  'hostingDetail.mailboxes.settings.intro':
    'Set up a mail app (Outlook, Apple Mail, Thunderbird or your phone) with these servers. Use SSL/TLS where the app asks.',
  'hostingDetail.mailboxes.settings.protocol':
    '{protocol, select, imap {Incoming mail (IMAP)} pop3 {Incoming mail (POP3)} smtp {Outgoing mail (SMTP)} other {Mail server}}',
  'hostingDetail.mailboxes.settings.server': 'Server',
  'hostingDetail.mailboxes.settings.port': 'Port',
  'hostingDetail.mailboxes.settings.security': 'Security',
  'hostingDetail.mailboxes.settings.securityValue':
    '{security, select, ssl_tls {SSL/TLS} starttls {STARTTLS} other {Not known: try SSL/TLS}}',
  'hostingDetail.mailboxes.settings.copyServer': 'Copy the server of {name}',
  'hostingDetail.mailboxes.settings.login': 'Signing in',
  'hostingDetail.mailboxes.settings.username': 'Username',
  'hostingDetail.mailboxes.settings.usernameExample': 'The full mailbox address, such as {example}',
  'hostingDetail.mailboxes.settings.usernameValue': 'The full mailbox address',
  'hostingDetail.mailboxes.settings.password': 'Password',
  'hostingDetail.mailboxes.settings.passwordValue': "The mailbox's password, for both incoming and outgoing mail",
  'hostingDetail.mailboxes.settings.missing':
    'The mail client settings could not be shown: the server did not send them. The control panel lists them, or ask support.',
  'hostingDetail.mailboxes.deleted': 'Mailbox {email} was deleted.',
  'hostingDetail.mailboxes.delete.button': 'Delete',
  'hostingDetail.mailboxes.delete.title': 'Delete {email}?',
  'hostingDetail.mailboxes.delete.body':
    'The mailbox and every message in it are deleted for good. Mail sent to the address afterwards is refused.',
  'hostingDetail.mailboxes.delete.confirm': 'Delete mailbox',
  'hostingDetail.mailboxes.delete.keep': 'Keep mailbox',
  'hostingDetail.mailboxes.quota.button': 'Change quota',
  'hostingDetail.mailboxes.quota.title': 'Change the quota of {email}',
  'hostingDetail.mailboxes.quota.body': 'How much mail the mailbox may hold. Messages already in it are kept.',
  'hostingDetail.mailboxes.quota.confirm': 'Save quota',
  'hostingDetail.mailboxes.quota.done': 'The quota of {email} was changed.',
  'hostingDetail.mailboxes.create.heading': 'New mailbox',
  'hostingDetail.mailboxes.create.open': 'Create a mailbox',
  'hostingDetail.mailboxes.form.localPart': 'Name before @',
  'hostingDetail.mailboxes.form.localPart.required': 'Enter the part of the address before @.',
  'hostingDetail.mailboxes.form.localPart.tooLong': 'Use at most 64 characters.',
  'hostingDetail.mailboxes.form.localPart.at': 'Enter only the part before @; choose the domain beside it.',
  'hostingDetail.mailboxes.form.localPart.pattern':
    'Use letters, digits and symbols such as . _ - +, without spaces or a leading, trailing or double dot.',
  'hostingDetail.mailboxes.form.domain': 'Domain',
  'hostingDetail.mailboxes.form.domain.required': 'Choose a domain.',
  'hostingDetail.mailboxes.form.password': 'Password',
  'hostingDetail.mailboxes.form.password.show': 'Show password',
  'hostingDetail.mailboxes.form.password.generate': 'Generate a strong password',
  'hostingDetail.mailboxes.form.password.rules': 'The password does not meet every rule in the list below.',
  'hostingDetail.mailboxes.form.checklist': 'Password rules',
  'hostingDetail.mailboxes.form.rule':
    '{rule, select, length {8 to 128 characters} upper {An uppercase letter} lower {A lowercase letter} digit {A digit} guess {Hard to guess (not built from the address or common words)} other {Rule}}',
  'hostingDetail.mailboxes.form.rule.guessLoading': 'Hard to guess: loading the check…',
  'hostingDetail.mailboxes.form.rule.guessUnavailable':
    'Hard to guess: the check could not be loaded; the server still checks it',
  'hostingDetail.mailboxes.form.rule.state': '{state, select, met {Met} unmet {Not met} other {Not checked yet}}',
  'hostingDetail.mailboxes.form.strength':
    'Strength: {score, select, 0 {very weak} 1 {weak} 2 {fair} 3 {strong} 4 {very strong} other {unknown}}',
  'hostingDetail.mailboxes.form.strength.none': 'Strength: type a password',
  'hostingDetail.mailboxes.form.strength.checking': 'Strength: checking…',
  'hostingDetail.mailboxes.form.strength.unavailable': 'Strength: the meter is unavailable',
  'hostingDetail.mailboxes.form.weak.heading':
    '{by, select, check {This password is too easy to guess} other {The server refused this password: it is too easy to guess}}',
  'hostingDetail.mailboxes.form.weak.intro':
    '{by, select, check {Nothing was sent. Everything you typed is kept. Suggestions:} other {Everything you typed is kept. The server suggests:}}',
  'hostingDetail.mailboxes.form.quota': 'Quota in GB',
  'hostingDetail.mailboxes.form.quota.hint': '0 means no limit; up to 1024 GB.',
  'hostingDetail.mailboxes.form.quota.inMb': 'Saved as {mb} MB (1 GB is 1024 MB).',
  'hostingDetail.mailboxes.form.quota.invalid': 'Enter a number of GB from 0 to 1024, such as 5 or 2.5.',
  'hostingDetail.mailboxes.form.quota.unlimited': 'No limit',
  'hostingDetail.mailboxes.form.submit': 'Create mailbox',
  // One banner when the account's changes are blocked (suspended, being set up, closed, legacy panel).
  'hostingDetail.blocked.title':
    '{state, select, suspended {{name} is suspended} pending {{name} is being set up} closed {{name} is closed} legacy {{name} is on the legacy control panel} other {{name} cannot be changed now}}',
  'hostingDetail.blocked.invoice':
    'Invoice {number} of {amount} was due on {date}. Paying it reactivates the account; until then its settings cannot be changed.',
  'hostingDetail.blocked.suspended':
    'Its settings cannot be changed until the suspension is lifted. Most often an invoice is overdue: paying it lifts the suspension. Support can tell you why otherwise.',
  'hostingDetail.blocked.pending':
    'Its settings can be changed once it is active. This usually takes a few minutes after payment.',
  'hostingDetail.blocked.closed':
    'Nothing can be changed on a closed account. To host the site again, order a new plan.',
  'hostingDetail.blocked.legacy':
    'Mailboxes and addon domains of this account are managed in its control panel, not here. Upgrading the plan or adding storage needs a move to the new panel, which support does for you.',
  'hostingDetail.blocked.showInvoice': 'Show invoice',
  'hostingDetail.blocked.orders': 'See unpaid orders',
  'hostingDetail.blocked.catalog': 'See plans',
  'hostingDetail.blocked.covered': 'Not possible now: see the note at the top of the page.',
  'hostingDetail.legacy.heading': 'This account is on the legacy control panel',
  'hostingDetail.legacy.body':
    'Mailboxes and addon domains of this account cannot be changed from here. You can make the change in the control panel yourself, or ask support to move the account to the new panel.',
  'hostingDetail.legacy.panel': 'Open the control panel',
  'hostingDetail.legacy.panelNoLink': 'Open the control panel from the link in your welcome e-mail',
  'hostingDetail.legacy.support': 'Ask support to migrate the account',
  'hostingDetail.domains.addons.heading': 'Addon domains',
  'hostingDetail.domains.addons.intro':
    'Other domains served by this account, each from its own folder, beside {primary}.',
  'hostingDetail.domains.caption': 'Addon domains of {name}',
  'hostingDetail.domains.column.domain': 'Domain',
  'hostingDetail.domains.column.root': 'Document root',
  'hostingDetail.domains.column.actions': 'Actions',
  'hostingDetail.domains.empty.heading': 'No addon domains',
  'hostingDetail.domains.empty.body': 'Add one below to serve another website from this account.',
  'hostingDetail.domains.added': '{domain} was added, served from ~/{root}.',
  'hostingDetail.domains.deleted': '{domain} was removed.',
  'hostingDetail.domains.delete.button': 'Remove',
  'hostingDetail.domains.delete.title': 'Remove {domain}?',
  'hostingDetail.domains.delete.body':
    'The domain stops being served by this account, and its mailboxes are deleted. The files in ~/{root} are kept.',
  'hostingDetail.domains.delete.confirm': 'Remove domain',
  'hostingDetail.domains.delete.keep': 'Keep domain',
  'hostingDetail.domains.form.heading': 'Add an addon domain',
  'hostingDetail.domains.form.domain': 'Domain name',
  'hostingDetail.domains.form.domain.hint': 'The full name, such as example.se (no https:// and no path).',
  'hostingDetail.domains.form.domain.required': 'Enter a domain name.',
  'hostingDetail.domains.form.domain.invalid':
    'Enter a full domain name such as example.se, without https:// or a path.',
  'hostingDetail.domains.form.domainPlaceholder': 'domain',
  'hostingDetail.domains.form.dir': 'Folder (optional)',
  'hostingDetail.domains.form.dir.hint': 'Relative to your home folder. Leave empty for public_html/<domain>.',
  'hostingDetail.domains.form.dir.tooLong': 'Use at most 255 characters.',
  'hostingDetail.domains.form.dir.issue.leading_slash': 'Use a path relative to your home folder: no leading “/”.',
  'hostingDetail.domains.form.dir.issue.dot_dot': 'The folder cannot contain “..”.',
  'hostingDetail.domains.form.dir.issue.disguised_dot_dot':
    'The folder cannot contain “..” or “/” written another way (percent-encoded or look-alike characters).',
  'hostingDetail.domains.form.dir.issue.backslash': 'Use “/” between folders, not “\\”.',
  'hostingDetail.domains.form.dir.issue.control': 'The folder cannot contain control characters.',
  'hostingDetail.domains.form.dir.issue.characters':
    'Use letters, digits, “.”, “_” and “-” in folder names, separated by single “/”.',
  'hostingDetail.domains.form.rootPreview': 'Document root:',
  'hostingDetail.domains.form.rootInvalid': 'fix the folder first',
  'hostingDetail.domains.form.submit': 'Add domain',
  'hostingDetail.domains.notReady.heading': '{domain} is not ready yet',
  'hostingDetail.domains.notReady.body':
    '{seNu, select, yes {The domain was registered very recently, or its nameservers are not visible yet. For {tld} domains this usually sorts itself out within 1 to 2 hours.} other {The domain was registered very recently, or its nameservers are not visible yet. This usually sorts itself out within a few hours.}} Your input is kept: try again later.',
  'hostingDetail.domains.notReady.retry': 'Try again',
  'hostingDetail.domains.exists.heading': '{domain} is already on a hosting account',
  'hostingDetail.billing.blocked.cancelAnd':
    '{change, select, renew {Cancel the invoice and renew} plan {Cancel the invoice and change the plan} other {Cancel the invoice and change}}',
  // Renewal and plan change (issue 23).
  'hostingDetail.renew.heading': 'Renew',
  'hostingDetail.renew.intro': 'Pay for one more period of your current billing cycle now, before it falls due.',
  'hostingDetail.renew.preview': 'Preview the renewal',
  'hostingDetail.renew.summary':
    'One more period from {starts}: {amount}. Once the invoice is paid, the next payment falls due on {due}. Nothing has changed yet.',
  'hostingDetail.renew.commit': 'Renew for {amount}',
  'hostingDetail.renew.payFirst.heading': 'Nothing to renew now',
  'hostingDetail.renew.payFirst.body':
    '{purpose, select, cycle_change {Invoice {number} ({amount}, due {due}) is the first payment of your new billing cycle. Once it is paid, the account is paid until {until}, so there is nothing to renew before then.} plan_change {Invoice {number} ({amount}, due {due}) is for your plan change. Pay it first; you can renew after that.} renewal {Invoice {number} ({amount}, due {due}) already renews this account. Pay it: renewing again is not needed.} other {Invoice {number} ({amount}, due {due}) of this account is still open. Pay it first: a renewal is not needed while it is open.}}',
  'hostingDetail.renew.payFirst.unnamed':
    'An invoice of this account is still open. Pay it first: a renewal is not needed while it is open.',
  'hostingDetail.renew.payFirst.gate': 'Pay the open invoice of this account first: there is nothing to renew now.',
  'hostingDetail.renew.done': 'Renewal ordered: the next payment falls due on {due} once its invoice is paid.',
  'hostingDetail.plan.heading': 'Change the plan',
  'hostingDetail.plan.current': 'Your plan: {name}, {amount}.',
  'hostingDetail.plan.legend': 'Plans you can move to',
  'hostingDetail.plan.none': 'There is no other plan to move to.',
  'hostingDetail.plan.loading': 'Getting the plans…',
  'hostingDetail.plan.direction':
    '{direction, select, upgrade {Larger} downgrade {Smaller} different {Different} other {Other}}',
  'hostingDetail.plan.size':
    '{size, select, larger {Larger} smaller {Smaller} same {Same resources} other {Different}}',
  'hostingDetail.plan.sizeDifferent': 'Different: more {more}, less {less}',
  'hostingDetail.plan.resourceNoun': '{resource, select, storageGb {disk} emailAccounts {mailboxes} other {databases}}',
  'hostingDetail.plan.resource': '{resource, select, storageGb {Disk} emailAccounts {Mailboxes} other {Databases}}',
  'hostingDetail.plan.value': '{resource, select, storageGb {{value} GB} other {{value}}}',
  'hostingDetail.plan.from': 'now {value}',
  'hostingDetail.plan.more': 'more',
  'hostingDetail.plan.less': 'less',
  'hostingDetail.plan.same': 'same',
  'hostingDetail.plan.dueNow': '{amount} now for the rest of the period',
  'hostingDetail.plan.atPeriodEnd': 'From {date}, nothing to pay now',
  'hostingDetail.plan.atPeriodEndNoDate': 'At the end of the period, nothing to pay now',
  'hostingDetail.plan.chooseFirst': 'Choose a plan first.',
  'hostingDetail.plan.preview': 'Preview the plan change',
  'hostingDetail.plan.summaryNow':
    'You move to {name} now and pay {amount} for the rest of this period; then {recurring} each time. Nothing has changed yet.',
  'hostingDetail.plan.summaryLater':
    'You move to {name} on {date}; nothing is charged now, then {recurring} each time. Nothing has changed yet.',
  'hostingDetail.plan.commit': 'Change to {name}',
  'hostingDetail.plan.confirm.title': 'Cancel invoice {number} and change to {name}?',
  'hostingDetail.plan.confirm.body':
    'Invoice {number} is cancelled first; then the plan changes and its invoice of {amount} is issued.',
  'hostingDetail.plan.done.now': 'You are now on {name}.',
  'hostingDetail.plan.done.later': 'The change to {name} is scheduled for {date}.',
  'hostingDetail.plan.scheduled': 'A change to {name} is scheduled for {date}.',
  'hostingDetail.plan.cancelScheduled': 'Cancel the scheduled change',
  'hostingDetail.plan.cancelled': 'The scheduled plan change is cancelled.',
  'hostingDetail.mailboxes.form.password.weak': 'This password is too easy to guess. Make it longer, or generate one.',
  'hostingDetail.mailboxes.password.button': 'New password',
  'hostingDetail.mailboxes.newPassword.title': 'A new password for {email}',
  'hostingDetail.mailboxes.newPassword.body':
    'Mail apps signed in with the old password stop getting mail until you give them the new one.',
  'hostingDetail.mailboxes.newPassword.submit': 'Set the new password',
  'hostingDetail.mailboxes.newPassword.done': 'The password of {email} was changed.',
  'hostingDetail.mailboxes.routing.button': 'Forwarding and aliases',
  'hostingDetail.mailboxes.routing.title': 'Forwarding and aliases of {email}',
  'hostingDetail.mailboxes.routing.forwarders.heading': 'Forwarded to',
  'hostingDetail.mailboxes.routing.forwarders.intro':
    'Mail to {email} stays in it, and a copy goes to each of these addresses (at most {limit}).',
  'hostingDetail.mailboxes.routing.forwarders.none': 'Mail is not forwarded.',
  'hostingDetail.mailboxes.routing.forwarders.field': 'Forward to address',
  'hostingDetail.mailboxes.routing.forwarders.submit': 'Add forwarding',
  'hostingDetail.mailboxes.routing.forwarders.added': 'Mail to {email} is now also sent to {address}.',
  'hostingDetail.mailboxes.routing.aliases.heading': 'Aliases',
  'hostingDetail.mailboxes.routing.aliases.intro': 'Other addresses whose mail arrives in {email} (at most {limit}).',
  'hostingDetail.mailboxes.routing.aliases.none': 'No aliases.',
  'hostingDetail.mailboxes.routing.aliases.field': 'Alias before @',
  'hostingDetail.mailboxes.routing.aliases.submit': 'Add alias',
  'hostingDetail.mailboxes.routing.aliases.added': 'Mail to {address} now arrives in {email}.',
  'hostingDetail.mailboxes.routing.removed': '{address} was removed.',
  'hostingDetail.mailboxes.routing.remove': 'Remove',
  'hostingDetail.mailboxes.routing.close': 'Close',
  'hostingDetail.mailboxes.routing.address.invalid': 'Enter a full e-mail address such as name@example.com.',
  'hostingDetail.mailboxes.routing.localPart.invalid': 'Use letters, digits and . _ - +, without spaces or @.',
  'hostingDetail.mailboxes.settings.webmail': 'Open webmail',
  'hostingDetail.mailboxes.settings.webmailIntro':
    'Read and send mail in the browser: sign in with the full mailbox address and its password.',
  'hostingDetail.cancel.heading': 'Cancel the account',
  'hostingDetail.cancel.intro':
    'The account ends when the period you have paid for ends, on {date}. Until then everything works as now, and you can undo the cancellation.',
  'hostingDetail.cancel.sites': 'The websites of {domains} go offline on {date}.',
  'hostingDetail.cancel.mail':
    '{count, plural, =0 {No mailboxes are affected.} one {# mailbox stops getting mail on {date}.} other {# mailboxes stop getting mail on {date}.}}',
  'hostingDetail.cancel.data':
    'Files, databases and mail are deleted for good on {date}. Download what you want to keep before then.',
  'hostingDetail.cancel.unused':
    'The {days} days left of the period you paid for (worth {amount}) are yours to use until then. Nothing is refunded and nothing more is charged.',
  'hostingDetail.cancel.noUnused': 'Nothing is refunded and nothing more is charged.',
  'hostingDetail.cancel.blocked':
    'Invoice {number} of this account is unpaid: pay it or cancel it before you cancel the account.',
  'hostingDetail.cancel.button': 'Cancel at the end of the period',
  'hostingDetail.cancel.confirm.title': 'Cancel {name} on {date}?',
  'hostingDetail.cancel.confirm': 'Cancel the account',
  'hostingDetail.cancel.keep': 'Keep the account',
  'hostingDetail.cancel.scheduled':
    '{name} ends on {date}. Until then it works as now, and you can undo the cancellation.',
  'hostingDetail.cancel.undo': 'Undo the cancellation',
  'hostingDetail.cancel.undone': 'The cancellation is undone: {name} continues as before.',
});
