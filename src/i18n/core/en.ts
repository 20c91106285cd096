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
  'shell.nav.hosting': 'Hosting',
  'shell.nav.domains': 'Domains',
  'shell.nav.catalog': 'Plans and prices',
  'shell.nav.support': 'Support',
  'shell.account.signedIn': 'Signed in',
  'shell.account.readOnlyKey': 'read-only key',
  'shell.account.scopeCount': '{count, plural, one {# scope} other {# scopes}}',
  'shell.account.apiKey': 'API key',
  'shell.account.demo': 'Demo {scenario} · {key}',
  'shell.signOut': 'Sign out',

  // The landing page of a key that can read no area.
  'noArea.heading': 'Nothing to show for this key',
  'noArea.intro': 'This API key has none of the scopes the panel’s areas need. Each area needs the scope shown:',
  'noArea.item': '{area}: {scope}',
  'noArea.outro': 'Ask the account owner for a key that includes the areas you work with, then sign in with it.',

  // The language switch.
  'language.label': 'Language',
  'language.loadFailed': 'The language could not be loaded. Check your connection and try again.',

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
  'problem.field.required': 'This field is required.',
  'problem.field.invalid': 'This value was not accepted.',
  'problem.field.named': '{field}: {message}',
  'problem.retry': 'Try again',

  // Confirm dialog.
  'confirm.typeToConfirm': 'Type {name} to confirm',
  'confirm.cancel': 'Cancel',
  'confirm.working': 'Working…',

  // Notice (src/ui/notice.tsx): the tone in words for assistive technology.
  'notice.tone': '{tone, select, success {Done:} warning {Warning:} danger {Problem:} other {Note:}}',
  // A control that must wait after a 429 (src/ui/guard.tsx).
  'guard.wait': '(wait {seconds} s)',
  // External links (payment pages, the control panel).
  'link.unsafePayment':
    'The payment link could not be shown safely. Pay from the invoice we e-mailed you, or contact support for a new link.',
  'link.newTab': '(opens in a new tab)',

  // Copy button.
  'copy.button': 'Copy',
  'copy.copied': 'Copied',
  'copy.failed': 'Copy failed: select the text instead',

  // Gated button, when the server gave no reason.
  'gate.unavailable': 'Not available right now.',
  'gate.missing': 'The server did not say whether this action is allowed.',

  // Route states.
  'route.loading': 'Loading…',
  'route.error.forbidden': 'You do not have access to this',
  'route.error.notFound': 'Not found',
  'route.error.failed': 'This page could not be loaded',
  'notFound.heading': 'Page not found',
  'notFound.body': 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  'notFound.home': 'Go to the overview',

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

  // A list that left out items the server sent malformed (DroppedItemsNotice).
  'list.dropped.title': '{count, plural, one {# item could not be shown.} other {# items could not be shown.}}',
  'list.dropped.hint':
    'The server sent {count, plural, one {it} other {them}} in a form the panel cannot read. Everything else here is complete. If this keeps happening, contact support.',

  // Empty states and missing values.
  'empty.noResults': 'Nothing matches these filters.',
  'empty.clearFilters': 'Clear filters',
  'date.none': 'No date',
  'value.missing': 'Not available',

  // Activity drawer and operation status.
  'activity.button': 'Activity',
  'activity.runningBadge': '{count} running',
  'activity.title': 'Activity',
  'activity.close': 'Close',
  'activity.running.heading': 'Running ({count})',
  'activity.running.empty': 'Nothing is running. Operations you start (restarts, snapshots, bulk changes) appear here.',
  'activity.recent.heading': 'Recent ({count})',
  'activity.recent.empty': 'No finished operations in this session.',
  'activity.clearFinished': 'Clear finished',
  'activity.started': 'Started {time}',
  'activity.stopped.title': 'Stopped following this operation',
  'activity.stopped.detail':
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
});
