import { defineMessages } from '../define';

/**
 * Words every screen may need before any area loads: the shell, sign-in, shared ui parts, generic errors.
 * Keys are `section.meaning`; an area's own words live in its catalog (`src/features/<area>/messages`).
 */
export default defineMessages({
  // Words many screens share.
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.back': 'Back',
  'common.retry': 'Try again',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.unknown': 'Unknown',
  'common.loading': 'Loading…',
  'common.working': 'Working…',
  'common.breadcrumb': 'Breadcrumb',
  'common.details': 'Details',

  // The shell: header, navigation, tab title.
  'shell.documentTitle': '{title} · Control panel',
  'shell.skipToContent': 'Skip to content',
  'shell.brand': 'Control panel',
  'shell.nav.label': 'Main',
  'shell.nav.menu': 'Menu',
  'shell.nav.overview': 'Overview',
  'shell.nav.vps': 'Servers',
  'shell.nav.orders': 'Orders',
  'shell.nav.hosting': 'Web hosting',
  'shell.nav.domains': 'Domains',
  'shell.nav.billing': 'Billing',
  'shell.nav.catalog': 'Plans and prices',
  'shell.nav.support': 'Support tickets',
  'shell.nav.answered':
    '{count, plural, one {# ticket answered by support waits for you} other {# tickets answered by support wait for you}}',
  'shell.nav.answeredArrived':
    '{count, plural, one {Support answered one of your tickets.} other {Support answered # of your tickets.}}',
  // The person menu (issue 40): who is signed in, in words, and what belongs to the person rather than to a screen.
  'shell.account.signedIn': 'Signed in',
  'shell.account.keyButton': 'Key “{name}”',
  'shell.account.signedInAs': 'Signed in as {name}',
  'shell.account.signedInWithKey': 'Signed in with the key “{name}”',
  'shell.account.signedInWithAKey': 'Signed in with an API key',
  'shell.account.ofAccount': 'Account: {name}',
  'shell.account.readOnly': 'Read-only: you can look at everything, but not change anything.',
  'shell.account.demoWorld':
    '{scenario, select, empty {Empty demo} reseller {Reseller demo} other {Demo}}: made-up data, nothing here is real.',
  'shell.account.preferences': 'Preferences',
  'shell.account.yourAccount': 'Your account',
  'shell.account.account': 'Account',
  'shell.account.accountLog': 'Account log',
  'shell.account.apiKeys': 'API keys',
  'shell.account.team': 'Team',
  'shell.account.sessions': 'Sessions',
  'shell.account.operationsRunning': '{count, plural, one {# operation running} other {# operations running}}',
  'shell.palette.open': 'Search',
  'shell.shareView': 'Share this view with support',
  'shell.shareViewShort': 'Share view',
  'replay.notInView': 'This screen is not in the customer’s view, so it cannot be shown in the replay.',
  'replay.readOnly': 'This is a replay of a customer’s view: nothing can be changed in it.',
  'replay.banner': 'Replay of a customer’s view from {time}. Nothing can be changed in it.',
  'replay.notKept': 'This replay could not be kept for this tab (the browser’s storage is full): a reload will end it.',
  'replay.leave': 'Leave the replay',
  'shell.signOut': 'Sign out',

  // The landing page of a key that can read no area.
  'noArea.heading': 'Nothing to show for this key',
  'noArea.intro': 'This API key has none of the scopes the panel’s areas need. Each area needs the scope shown:',
  'noArea.item': '{area}: {scope}',
  'noArea.outro': 'Ask the account owner for a key that includes the areas you work with, then sign in with it.',

  // The language switch.
  'language.label': 'Language',
  'language.loadFailed': 'The language could not be loaded. Check your connection and try again.',

  // The theme switch: the colours light, dark, or as the device's system setting (the default).
  'theme.label': 'Theme',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',

  // Sign-in page.
  'public.signIn': 'Sign in',

  // Problem alert: the words around a Problem Details title and detail (those are shown as sent).
  'problem.clientError.title': 'Something went wrong in the panel',
  'problem.clientError.detail': 'An unexpected error occurred.',
  'problem.missingScopes':
    '{count, plural, one {Missing scope:} other {Missing scopes:}} {scopes}. Ask the account owner for an API key that includes {count, plural, one {it} other {them}}.',
  'problem.network.title': 'Cannot reach the server',
  'problem.network.detail': 'The request did not get an answer. Check your connection and try again.',
  'problem.invalidResponse.title': 'Unexpected response from the server',
  'problem.invalidResponse.detail': 'The answer did not match the API contract.',
  'problem.timeout.title': 'The server took too long to answer',
  'problem.timeout.detail': 'No answer came in time. Check your connection and try again.',
  'problem.outcomeUnknown.title': 'We could not confirm that this went through',
  'problem.outcomeUnknown.detail':
    'The request was sent, but no answer we could read came back, so the change may have been applied. The page now shows what the server has: check it before you try again.',
  'problem.code': 'Code',
  'problem.httpStatus': '(HTTP {status})',
  'problem.requestId': 'Request ID',
  'problem.copyRequestId': 'Copy request ID',
  'problem.noRequestId': 'none (the request did not reach the server)',
  'problem.generic':
    '{kind, select, invalid {What was sent was not accepted.} forbidden {Your API key is not allowed to do this.} notFound {We could not find this.} conflict {This cannot be done right now.} busy {Too many requests right now. Wait a moment and try again.} server {Something went wrong on our side. Try again in a moment.} other {Something went wrong.}}',
  'problem.support.summary': 'Details for support',
  'problem.support.status': 'HTTP status',
  'problem.support.server': 'Server message',
  'problem.support.scopes': 'Missing scopes',
  'problem.support.fields': 'Fields',
  'problem.support.operation': 'Operation ID',
  'problem.support.copy': 'Copy details for support',
  'problem.support.time': 'Time',
  'problem.support.url': 'Address',
  'problem.support.version': 'App version',
  'problem.field.required': 'This field is required.',
  'problem.field.invalid': 'This value was not accepted.',
  'problem.field.named': '{field}: {message}',
  'problem.retry': 'Try again',

  // Confirm dialog.
  'confirm.typeToConfirm': 'Type {name} to confirm',
  'confirm.keep': 'Make no change',
  'confirm.working': 'Working…',

  // Notice (src/ui/notice.tsx): the tone in words for assistive technology.
  'notice.tone': '{tone, select, success {Done:} warning {Warning:} danger {Problem:} other {Note:}}',
  // A control that must wait after a 429 (src/ui/guard.tsx).
  'guard.wait': '(wait {seconds} s)',
  // External links (payment pages, the control panel).
  'link.unsafePayment':
    'The payment link could not be shown safely. Pay from the invoice we e-mailed you, or contact support for a new link.',
  'link.newTab': '(opens in a new tab)',
  'link.inReplay': '(a link to {address} in the customer’s view, not opened in a replay)',

  // Copy button.
  'copy.button': 'Copy',
  'copy.copied': 'Copied',
  'copy.failed': 'Copy failed: select the text instead',

  // Gated button, when the server gave no reason.
  'gate.unavailable': 'Not available right now.',
  'gate.missing': 'The server did not say whether this action is allowed.',

  // Route states.
  'route.loading': 'Loading…',
  // The static frame when the app's scripts could not load or start (src/boot/boot-failure.ts): in index.html.
  'boot.failed': 'The control panel could not be loaded. Check your connection, then reload the page.',
  'boot.reload': 'Reload',
  'route.error.forbidden': 'You do not have access to this',
  'route.error.notFound': 'Not found',
  'route.error.failed': 'This page could not be loaded',
  'notFound.heading': 'Page not found',
  'notFound.body': 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  'notFound.home': 'Go to the start page',
  'notFound.signIn': 'Go to sign-in',
  'notFound.backTo': 'Back to {area}',

  // Rate-limit banner.
  'rateLimit.waiting':
    'Too many requests: the API asked us to slow down. Retrying in {seconds, plural, one {# second} other {# seconds}}…',

  // Cursor pager.
  'pager.label': 'Pages',
  'pager.first': 'First page',
  'pager.next': 'Next page',
  'pager.backToFirst': 'Back to the first page',
  'pager.laterPage': 'later page',

  // Service types (ticket links, job targets, invoice items), by the area they belong to.
  'serviceType.kind':
    '{kind, select, vps {VPS} domain {Domain} hosting {Web hosting} order {Order} invoice {Invoice} ticket {Support ticket}}',
  'serviceType.unknown': 'Service',

  // An invoice's status (InvoiceStatusBadge): the same words in billing, orders and wherever an invoice shows.
  'invoice.status':
    '{status, select, paid {Paid} unpaid {Unpaid} partially_paid {Partly paid} draft {Being prepared} cancelled {Cancelled} refunded {Refunded} other {Unknown}}',

  // A list that left out items the server sent malformed (DroppedItemsNotice).
  'list.dropped.title': '{count, plural, one {# item could not be shown.} other {# items could not be shown.}}',
  'list.dropped.hint':
    'The server sent {count, plural, one {it} other {them}} in a form the panel cannot read. Everything else here is complete. If this keeps happening, contact support.',

  // The list toolbar (src/ui/list-toolbar.tsx): what each list counts, and its two empty states.
  'list.count.all':
    '{noun, select, domains {{total, plural, =0 {No domains} one {# domain} other {# domains}}} servers {{total, plural, =0 {No servers} one {# server} other {# servers}}} hostingAccounts {{total, plural, =0 {No hosting accounts} one {# hosting account} other {# hosting accounts}}} orders {{total, plural, =0 {No orders} one {# order} other {# orders}}} tickets {{total, plural, =0 {No tickets} one {# ticket} other {# tickets}}} invoices {{total, plural, =0 {No invoices} one {# invoice} other {# invoices}}} billingEvents {{total, plural, =0 {No events} one {# event} other {# events}}} accountLogEntries {{total, plural, =0 {No changes} one {# change} other {# changes}}} apiKeys {{total, plural, =0 {No API keys} one {# API key} other {# API keys}}} teamMembers {{total, plural, =0 {No team members} one {# team member} other {# team members}}} sessions {{total, plural, =0 {No sessions} one {# session} other {# sessions}}} plans {{total, plural, =0 {No plans} one {# plan} other {# plans}}} dnsRecords {{total, plural, =0 {No records} one {# record} other {# records}}} mailboxes {{total, plural, =0 {No mailboxes} one {# mailbox} other {# mailboxes}}} addonDomains {{total, plural, =0 {No addon domains} one {# addon domain} other {# addon domains}}} snapshots {{total, plural, =0 {No snapshots} one {# snapshot} other {# snapshots}}} sshKeys {{total, plural, =0 {No SSH keys} one {# SSH key} other {# SSH keys}}}}',
  'list.count.matching':
    '{noun, select, domains {{matching} of {total, plural, one {# domain} other {# domains}}} servers {{matching} of {total, plural, one {# server} other {# servers}}} hostingAccounts {{matching} of {total, plural, one {# hosting account} other {# hosting accounts}}} orders {{matching} of {total, plural, one {# order} other {# orders}}} tickets {{matching} of {total, plural, one {# ticket} other {# tickets}}} invoices {{matching} of {total, plural, one {# invoice} other {# invoices}}} billingEvents {{matching} of {total, plural, one {# event} other {# events}}} accountLogEntries {{matching} of {total, plural, one {# change} other {# changes}}} apiKeys {{matching} of {total, plural, one {# API key} other {# API keys}}} teamMembers {{matching} of {total, plural, one {# team member} other {# team members}}} sessions {{matching} of {total, plural, one {# session} other {# sessions}}} plans {{matching} of {total, plural, one {# plan} other {# plans}}} dnsRecords {{matching} of {total, plural, one {# record} other {# records}}} mailboxes {{matching} of {total, plural, one {# mailbox} other {# mailboxes}}} addonDomains {{matching} of {total, plural, one {# addon domain} other {# addon domains}}} snapshots {{matching} of {total, plural, one {# snapshot} other {# snapshots}}} sshKeys {{matching} of {total, plural, one {# SSH key} other {# SSH keys}}}}',
  'list.count.shown': '{shown} shown',
  'list.count.updating': 'Updating the list…',
  'list.empty.noMatch':
    '{noun, select, domains {No domains match} servers {No servers match} hostingAccounts {No hosting accounts match} orders {No orders match} tickets {No tickets match} invoices {No invoices match} billingEvents {No events match} accountLogEntries {No changes match} apiKeys {No API keys match} teamMembers {No team members match} sessions {No sessions match} plans {No plans match} dnsRecords {No records match} mailboxes {No mailboxes match} addonDomains {No addon domains match} snapshots {No snapshots match} sshKeys {No SSH keys match}}',
  'list.empty.noMatchBody': 'Change the search text or the filters, or clear them to see everything again.',

  // The kit list (src/ui/kit-list.tsx): the status filter, sortable headers, "Show more", selection, CSV download.
  'kit.status.label': 'Status',
  'kit.sort.hint': 'Sort by this column',
  'kit.more.button': 'Show more',
  'kit.more.loading': 'Loading more…',
  // A read-only key's reason, once in a list's toolbar (src/ui/read-only-reason.tsx).
  'kit.readOnly': 'Your API key can only read, so it cannot change anything here.',
  'kit.more.allShown': 'Everything that matches is shown.',
  'kit.select.row': 'Select {name}',
  'kit.select.shown': '{count, plural, one {Select the # row shown} other {Select the # rows shown}}',
  'kit.select.column': 'Select',
  'kit.select.matching': 'Select all matching',
  'kit.selection.label': 'Selection',
  'kit.selection.count':
    '{kind, select, matching {{count, select, unknown {All matching selected} other {All {count} matching selected}}} other {{count} selected}}',
  'kit.selection.clear': 'Clear selection',
  'kit.outcomes.title': '{done} of {total} done',
  'kit.outcome': '{outcome, select, ok {Done} failed {Not done} other {Waiting}}',
  'kit.csv.download': 'Download CSV',
  'kit.csv.hint': 'Everything the filters show, all pages.',
  'kit.csv.progress': '{total, select, unknown {{done} rows read…} other {{done} of {total} rows read…}}',
  'kit.csv.cancel': 'Stop',
  'kit.csv.cancelled': 'Download stopped. Nothing was saved.',
  'kit.csv.done': 'Saved {file}: {count, plural, one {# row} other {# rows}}.',
  'kit.csv.dropped':
    '{count, plural, one {# item the server sent could not be read and is not in it.} other {# items the server sent could not be read and are not in it.}}',
  'kit.csv.failed':
    '{count, plural, =0 {The download stopped before any row was read.} one {The download stopped after # row.} other {The download stopped after # rows.}} Nothing was saved.',
  'kit.csv.retry': 'Try again',
  'kit.csv.column.id': 'ID',
  'kit.csv.column.currency': 'Currency',

  // Empty states and missing values.
  'empty.noResults': 'Nothing matches these filters.',
  'empty.clearFilters': 'Clear filters',
  'date.none': 'No date',
  'value.missing': 'Not available',

  // Prices (src/ui/format/price.tsx): every amount says whether VAT is in it, in the same words everywhere.
  // Payments (the kit's src/ui/payment: a card's name, how a payment went, an unknown outcome, an unsafe page).
  'payment.cardBrand': '{brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} other {Card}}',
  'payment.cardName': '{brand} ending {last4}',
  'payment.paid':
    'Paid {amount} with {card}. {count, plural, one {The invoice is paid.} other {The # invoices are paid.}}',
  'payment.paidNoCard': 'Paid {amount}. {count, plural, one {The invoice is paid.} other {The # invoices are paid.}}',
  'payment.declined': 'The payment was declined',
  'payment.declineReason':
    '{code, select, insufficient_funds {The card does not have enough money on it.} expired_card {The card has expired.} card_declined {The bank declined the card.} authentication_failed {The payment was not confirmed with your bank.} other {The bank declined the payment.}} Nothing was charged and {count, plural, one {the invoice is unchanged.} other {the invoices are unchanged.}}',
  'payment.declinedNext': 'Choose another card, or pay at the payment provider’s page.',
  'payment.waiting': 'The payment is waiting for your confirmation at the payment provider.',
  'payment.unsafe':
    '{step, select, confirm {Your bank asks you to confirm the payment, but its page address is not safe to open.} other {The payment provider’s page address is not safe to open, so it was not opened.}} Nothing was charged; contact support.',
  'payment.unknown.title': 'We do not know whether your card was charged',
  'payment.unknown.body':
    'The connection broke after the payment was sent. {count, plural, one {The invoice has been read again: if it now shows as paid, the payment went through. Check it before paying again.} other {The invoices have been read again: those now shown as paid were paid. Check them before paying again.}}',
  'price.withVat': '{amount} {basis, select, included {incl. VAT} none {no VAT (prepayment)} other {excl. VAT}}',
  'price.vatOnly': '{basis, select, included {incl. VAT} none {no VAT (prepayment)} other {excl. VAT}}',
  'price.total': 'Total',
  // Beside money a business is about to pay: the VAT and the total with it (after "SEK 460.00 excl. VAT · ").
  'price.vatBeside': 'VAT {rate} {vat} · {gross} incl. VAT',
  'price.vatBeside.reverseCharge': 'VAT {rate} (reverse charge)',

  // The operations drawer (running and recent operations) and operation status.
  'operations.button': 'Operations',
  'operations.runningBadge': '{count} running',
  'operations.title': 'Operations',
  'operations.close': 'Close',
  'operations.running.heading': 'Running ({count})',
  'operations.running.empty':
    'Nothing is running. Operations you start (restarts, snapshots, bulk changes) appear here.',
  'operations.recent.heading': 'Recent ({count})',
  'operations.recent.empty': 'No finished operations in this session.',
  'operations.clearFinished': 'Clear finished',
  'operations.accountLog': 'All changes in the account log',
  'operations.started': 'Started {time}',
  'operations.stopped.title': 'Stopped following this operation',
  'operations.stopped.detail':
    'It ran for more than 15 minutes. Its last known state is shown; refresh the resource to see where it is now.',
  'operation.error': '{title}: {detail}',
  'operation.failedInline.title': 'The operation failed',
  'operation.failedInline.detail': 'The server did not say why.',
  'operation.accepted': 'Accepted',
  'operation.untracked.refreshing':
    'Accepted. Its progress cannot be followed here, so the page will refresh a few times over the next minutes to show the result.',
  'operation.untracked.rested':
    'Accepted. Its progress could not be followed here. If the change does not show yet, refresh the page in a while.',
  'operation.lost.title': 'Could not follow this operation',
  'operation.lost.detail':
    'The server no longer answers about its progress. It may still finish; its last known state is shown and the page has been refreshed.',
  'operation.status':
    '{status, select, pending {Pending} queued {Queued} in_progress {In progress} completed {Completed} failed {Failed} unknown {Unknown}}',
  // Attachments of a message (src/ui/attachments-field.tsx): chosen, checked and uploaded one by one.
  'attachments.legend': 'Attachments',
  'attachments.choose': 'Add files',
  'attachments.input': 'Choose files to attach',
  'attachments.drop': 'or drop them here',
  'attachments.hint': 'Up to {count} files of at most {size} each: {types}.',
  'attachments.list': 'Chosen files',
  'attachments.uploading': 'Uploading {name}',
  'attachments.uploaded': 'Attached',
  'attachments.remove': 'Remove {name}',
  'attachments.removeShort': 'Remove',
  'attachments.refused.tooLarge': 'Not attached: this file is {size}, larger than the limit of {limit}.',
  'attachments.refused.type': 'Not attached: files of this type cannot be sent. Allowed types: {types}.',
  'attachments.refused.tooMany': 'Not attached: a message can have at most {count} files. Remove one to add this.',
  'attachments.refused.noAnswer': 'Not attached: the upload got no answer. Remove the file and add it again.',
  'attachments.refused.other': 'Not attached: {reason}',
  'attachments.announce.refused': '{name} was not attached.',
  'attachments.announce.uploaded': '{name} is attached.',

  // "Get help with this" (src/ui/get-help-link.tsx): a new support ticket about a service.
  'help.link': 'Get help with this',
});
