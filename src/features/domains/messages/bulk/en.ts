import { defineMessages } from '@/i18n';

/** The domains area's words for the bulk operations of the selection bar and their outcomes. */
export default defineMessages({
  'domainsBulk.actions.label': 'Bulk actions',
  'domainsBulk.action.redirectCreate': 'Create redirect',
  'domainsBulk.action.redirectDelete': 'Delete redirects',
  'domainsBulk.action.autoRenewOn': 'Turn auto-renew on',
  'domainsBulk.action.autoRenewOff': 'Turn auto-renew off',
  'domainsBulk.action.renew': 'Renew',

  'domainsBulk.dialog.title': `{action, select,
    redirectCreate {Create a redirect}
    redirectDelete {Delete redirects}
    autoRenewOn {Turn auto-renew on}
    autoRenewOff {Turn auto-renew off}
    nameservers {Change nameservers}
    contactsCopy {Copy contacts}
    other {Renew domains}}`,
  'domainsBulk.action.manage': '{action, select, nameservers {Change nameservers} other {Copy contacts}}',
  'domainsBulk.operation.manage':
    '{action, select, nameservers {{count, plural, one {Nameservers of # domain} other {Nameservers of # domains}}} other {{count, plural, one {Contacts copied to # domain} other {Contacts copied to # domains}}}}',
  'domainsBulk.summary.nameservers':
    '{count, plural, one {The nameservers of # domain will be replaced.} other {The nameservers of # domains will be replaced.}} A change takes effect within hours; domains that cannot change now are listed afterwards with the reason.',
  'domainsBulk.confirm.nameservers': 'Change nameservers',
  'domainsBulk.contacts.source': 'Copy from',
  'domainsBulk.contacts.source.hint': 'One of the selected domains; the others get its contacts.',
  'domainsBulk.contacts.roles': 'Which contacts',
  'domainsBulk.contacts.role':
    '{role, select, registrant {Registrant} admin {Admin contact} tech {Technical contact} other {Billing contact}}',
  'domainsBulk.contacts.noRole': 'Choose at least one contact.',
  'domainsBulk.contacts.needTwo': 'Select at least two domains: one to copy from and one to copy to.',
  'domainsBulk.summary.contactsCopy':
    '{count, plural, one {The chosen contacts of {source} will be copied to # domain.} other {The chosen contacts of {source} will be copied to # domains.}} A .se or .nu registrant’s personal or organisation number is not copied: it changes only after e-ID on that domain’s page.',
  'domainsBulk.confirm.contactsCopy': 'Copy contacts',
  'domainsBulk.outcome.manage.done':
    '{action, select, nameservers {Nameservers changed; in effect within hours.} other {Contacts copied.}}',
  'domainsBulk.outcome.manage.partial': `{reason, select,
    identity_verification_required {Copied, except the registrant’s number: it changes only after e-ID on the domain’s page.}
    other {Partly changed.}}`,
  'domainsBulk.outcome.manage.notUpdated': `{reason, select,
    domain_not_active {Not changed: the domain is not active.}
    registry_lock_enabled {Not changed: the registry lock holds the nameservers; ask the registry to lift it first.}
    transfer_in_progress {Not changed: a transfer of the domain is in progress.}
    contacts_not_editable {Not changed: this domain’s contacts cannot be changed now.}
    source_contact_missing {Not changed: the domain copied from has no such contact.}
    other {Not changed.}}`,
  'domainsBulk.dialog.close': 'Close',
  'domainsBulk.dialog.closeBlocked': 'Requests are still being sent; the dialog can be closed when they are.',

  'domainsBulk.resolve.progress':
    '{count, plural, one {Finding the selected domains: # found so far…} other {Finding the selected domains: # found so far…}}',
  'domainsBulk.resolve.failed': 'The selected domains could not be listed.',
  'domainsBulk.resolve.none': 'No domain matches the selection any more.',

  'domainsBulk.names.count': '{count, plural, one {# domain} other {# domains}}',
  'domainsBulk.names.show': '{count, plural, one {Show the domain} other {Show all # domains}}',
  'domainsBulk.names.label': 'Selected domains',
  'domainsBulk.chunks':
    '{chunks, plural, one {Sent as one request.} other {Sent as # requests of at most {limit} domains each, one after the other.}}',

  'domainsBulk.summary.redirectCreate':
    '{count, plural, one {A redirect rule will be created for # domain.} other {A redirect rule will be created for each of # domains.}}',
  'domainsBulk.summary.redirectDeleteAll':
    '{count, plural, one {Every redirect rule of # domain will be deleted.} other {Every redirect rule of # domains will be deleted.}}',
  'domainsBulk.summary.redirectDeleteChosen':
    '{rules, plural, one {# chosen rule} other {# chosen rules}} of {count, plural, one {# domain} other {# domains}} will be deleted.',
  'domainsBulk.summary.autoRenewOn':
    '{count, plural, one {Auto-renew will be turned on for # domain.} other {Auto-renew will be turned on for # domains.}} Only active domains can renew automatically.',
  'domainsBulk.summary.autoRenewOff':
    '{count, plural, one {Auto-renew will be turned off for # domain.} other {Auto-renew will be turned off for # domains.}} If renewal orders are already waiting for payment, nothing is changed until you say what should happen to them.',
  'domainsBulk.summary.renew':
    '{count, plural, one {A renewal order with an invoice will be created for # domain if it can be renewed now.} other {A renewal order with an invoice will be created for each of # domains that can be renewed now.}} Domains that cannot be renewed are skipped and the reason is shown.',
  'domainsBulk.confirm.redirectCreate': 'Create redirects',
  'domainsBulk.confirm.redirectDelete': 'Delete redirects',
  'domainsBulk.confirm.autoRenewOn': 'Turn auto-renew on',
  'domainsBulk.confirm.autoRenewOff': 'Turn auto-renew off',
  'domainsBulk.confirm.renew': 'Renew domains',

  'domainsBulk.redirect.source': 'Source URL or path',
  'domainsBulk.redirect.source.hint':
    'Write {domain} where each domain’s name goes, for example https://{domain}/old-page.',
  'domainsBulk.redirect.source.required': 'Enter the source URL or path.',
  'domainsBulk.redirect.tooLong': 'Use at most 2048 characters.',
  'domainsBulk.redirect.target': 'Destination URL',
  'domainsBulk.redirect.target.hint': 'A full address starting with https:// or http://; {domain} works here too.',
  'domainsBulk.redirect.target.required': 'Enter the destination URL.',
  'domainsBulk.redirect.target.pattern': 'Enter a full URL starting with http:// or https://.',
  'domainsBulk.redirect.statusCode': 'Status code',
  'domainsBulk.redirect.statusCode.option': `{code, plural,
    =301 {301 – moved permanently}
    =302 {302 – found (temporary)}
    =307 {307 – temporary, same method}
    other {308 – permanent, same method}}`,
  'domainsBulk.redirect.scope': 'Which addresses redirect',
  'domainsBulk.redirect.scope.option': `{scope, select,
    exact {Exactly the source address}
    root_www {The domain and its www address}
    subdomains {Every subdomain}
    other {The domain and every subdomain}}`,
  'domainsBulk.redirect.preserveQueryString': 'Keep the query string (?a=b) on the destination',
  'domainsBulk.redirect.preservePathSuffix': 'Keep the rest of the path after the source on the destination',
  'domainsBulk.redirect.description': 'Description (optional)',
  'domainsBulk.redirect.description.tooLong': 'Use at most 500 characters.',
  'domainsBulk.redirect.preview': 'Preview',
  'domainsBulk.redirect.preview.more': '{count, plural, one {…and # more domain} other {…and # more domains}}',
  'domainsBulk.redirect.preview.arrow': '{source} redirects to {target}',

  'domainsBulk.delete.mode': 'What to delete',
  'domainsBulk.delete.mode.all': 'Every redirect rule of the selected domains',
  'domainsBulk.delete.mode.chosen': 'Only the rules I choose',
  'domainsBulk.delete.rules.loading': 'Loading the redirect rules…',
  'domainsBulk.delete.rules.none': 'No redirect rules.',
  'domainsBulk.delete.rules.of': 'Redirect rules of {name}',
  'domainsBulk.delete.rules.pick': 'Delete {source} → {target}',
  'domainsBulk.delete.rules.tooMany':
    'Choosing single rules is possible for up to {limit} domains; with more, every rule of the selected domains is deleted.',
  'domainsBulk.delete.rules.noneChosen': 'Choose at least one rule.',

  'domainsBulk.outcome.heading': 'Result per domain',
  'domainsBulk.outcome.caption': 'What happened to each selected domain',
  'domainsBulk.outcome.domain': 'Domain',
  'domainsBulk.outcome.status': 'Result',
  'domainsBulk.outcome.details': 'Details',
  'domainsBulk.outcome.kind': `{kind, select,
    waiting {Waiting}
    sending {Sending}
    queued {Queued}
    done {Done}
    skipped {Skipped}
    rejected {Rejected}
    notSent {Not sent}
    failed {Failed}
    blocked {Nothing changed}
    other {Not confirmed}}`,
  'domainsBulk.outcome.counts': `{kind, select,
    waiting {Waiting}
    sending {Sending}
    queued {Queued}
    done {Done}
    skipped {Skipped}
    rejected {Rejected}
    notSent {Not sent}
    failed {Failed}
    blocked {Nothing changed}
    other {Not confirmed}}: {count}`,
  'domainsBulk.outcome.summaryLabel': 'Summary of the results',
  'domainsBulk.outcome.rejected': 'The server refused this domain: {detail}',
  'domainsBulk.outcome.notSent.batchRejected':
    'Not changed: the server refused the whole request because of other domains in it.',
  'domainsBulk.outcome.notSent.stopped': 'Not sent: an earlier request failed, so the rest were held back.',
  'domainsBulk.outcome.notSent.userStopped': 'Not sent: you stopped sending before its request went out.',
  'domainsBulk.outcome.failed': 'The request failed: {title}',
  'domainsBulk.outcome.autoRenewUnavailable': 'Auto-renew can be turned on only for active domains.',
  'domainsBulk.outcome.blocked':
    'A renewal order is waiting for payment in this request: choose below what should happen to it.',
  'domainsBulk.outcome.unconfirmed':
    'The job finished without saying whether anything changed. Check the domain before trying again.',
  'domainsBulk.outcome.notCancelable': 'The renewal order could no longer be cancelled, so auto-renew stayed on.',
  'domainsBulk.outcome.running': 'The job is running.',
  'domainsBulk.outcome.rules': `{action, select,
    create {{count, plural, one {# rule created} other {# rules created}}}
    other {{count, plural, =0 {No rule matched} one {# rule deleted} other {# rules deleted}}}}`,
  'domainsBulk.outcome.autoRenew': '{enabled, select, true {Auto-renew is on} other {Auto-renew is off}}',
  'domainsBulk.outcome.order': 'Renewal order {number}',
  'domainsBulk.outcome.noOrder': 'No renewal order was created: the domain could no longer be renewed.',
  'domainsBulk.outcome.skip': `{reason, select,
    invalid_id {Not a domain id.}
    not_found {Not a domain of this account.}
    duplicate {Selected twice; renewed once.}
    not_eligible {The domain is not active or expired, so it cannot be renewed.}
    renewal_pending {A renewal order is already waiting for payment.}
    outside_renewal_window {Expires more than a year from now: too early to renew.}
    other {Skipped by the server.}}`,
  'domainsBulk.outcome.skipOrder': 'Order {number}',
  'domainsBulk.outcome.showMore': '{count, plural, one {Show # more} other {Show # more}}',
  'domainsBulk.outcome.allSkipped': 'Nothing was renewed: every selected domain was skipped. The reasons are below.',
  'domainsBulk.stop': 'Stop sending the rest',
  'domainsBulk.retry': '{count, plural, one {Retry the failed one} other {Retry the # failed ones}}',

  'domainsBulk.pending.heading': 'Renewal orders waiting for payment',
  'domainsBulk.pending.intro':
    '{count, plural, one {Auto-renew was not turned off: # renewal order is already waiting for payment.} other {Auto-renew was not turned off: # renewal orders are already waiting for payment.}} Choose what should happen to them; auto-renew is then turned off for the domains of this request.',
  'domainsBulk.pending.caption': 'Pending renewal orders',
  'domainsBulk.pending.domain': 'Domain',
  'domainsBulk.pending.order': 'Order',
  'domainsBulk.pending.invoice': 'Invoice',
  'domainsBulk.pending.amount': 'Amount',
  'domainsBulk.pending.created': 'Created',
  'domainsBulk.pending.invoiceStatus': `Invoice {number}, {status, select,
    paid {paid}
    unpaid {not paid}
    partially_paid {partly paid}
    draft {draft}
    cancelled {cancelled}
    refunded {refunded}
    other {{status}}}`,
  'domainsBulk.pending.cancel': 'Cancel the orders and turn auto-renew off',
  'domainsBulk.pending.cancel.hint':
    'The orders and their invoices are cancelled; the domains then expire unless renewed by hand.',
  'domainsBulk.pending.keep': 'Keep the orders and turn auto-renew off',
  'domainsBulk.pending.keep.hint': 'The invoices stay open: paying them still renews the domains.',
  'domainsBulk.pending.none': 'The server did not list the orders; see Orders for renewal orders waiting for payment.',

  'domainsBulk.operation.redirectCreate':
    '{count, plural, one {Create a redirect for # domain} other {Create a redirect for # domains}}',
  'domainsBulk.operation.redirectDelete':
    '{count, plural, one {Delete redirects of # domain} other {Delete redirects of # domains}}',
  'domainsBulk.operation.autoRenewOn':
    '{count, plural, one {Turn auto-renew on for # domain} other {Turn auto-renew on for # domains}}',
  'domainsBulk.operation.autoRenewOff':
    '{count, plural, one {Turn auto-renew off for # domain} other {Turn auto-renew off for # domains}}',
  'domainsBulk.operation.renew': '{count, plural, one {Renew # domain} other {Renew # domains}}',

  // Left out before sending (bulk-ineligible.tsx): what the list already says the action cannot take.
  'domainsBulk.ineligible.heading':
    '{count, plural, one {# selected domain is left out} other {# selected domains are left out}}',
  'domainsBulk.ineligible.hint':
    '{count, plural, one {Nothing is sent for it; the other selected domains are sent as usual.} other {Nothing is sent for them; the other selected domains are sent as usual.}}',
  'domainsBulk.ineligible.label': 'Domains left out',
  'domainsBulk.ineligible.show': '{count, plural, one {Show the domain and why} other {Show all # domains and why}}',
  'domainsBulk.ineligible.renewStatus':
    '{status, select, pending {it is not registered yet} suspended {it is blocked} cancelled {it is cancelled} terminated {it is terminated} fraud {it is blocked} other {its state does not allow it}}; only active or expired domains can be renewed.',
  'domainsBulk.ineligible.autoRenewStatus':
    '{status, select, pending {it is not registered yet} expired {it has expired} suspended {it is blocked} cancelled {it is cancelled} terminated {it is terminated} fraud {it is blocked} other {its state does not allow it}}; auto-renew can be turned on only for active domains.',
  'domainsBulk.ineligible.alreadyOn': 'auto-renew is already on.',
  'domainsBulk.ineligible.alreadyOff': 'auto-renew is already off.',
  'domainsBulk.ineligible.noRedirects': 'it has no redirects to delete.',
  'domainsBulk.ineligible.none':
    'None of the selected domains can take this action, so there is nothing to send. Close the dialog and change the selection.',

  // What bulk renew costs, before it is sent (renew-flow.tsx).
  'domainsBulk.renew.prices.caption': 'Renewal prices',
  'domainsBulk.renew.column.domain': 'Domain',
  'domainsBulk.renew.column.period': 'Period',
  'domainsBulk.renew.column.price': 'Price',
  'domainsBulk.renew.period': '{years, plural, one {# year} other {# years}}',
  'domainsBulk.renew.periodUnknown': 'Not known',
  'domainsBulk.renew.priceUnknown': 'Not known',
  'domainsBulk.renew.total': 'Total',
  'domainsBulk.renew.unknownNote':
    '{count, plural, one {# domain has no price in the list; the total leaves it out and its invoice says what it costs.} other {# domains have no price in the list; the total leaves them out and their invoices say what they cost.}}',
  'domainsBulk.renew.payAll':
    '{count, plural, one {Pay the renewal invoice: {amount}} other {Pay all # renewal invoices: {amount}}}',
  'domainsBulk.renew.payAllWithCard':
    '{count, plural, one {Pay the renewal invoice: {amount} with {card}} other {Pay all # renewal invoices: {amount} with {card}}}',
  'domainsBulk.renew.payAllAtProvider':
    '{count, plural, one {Pay the renewal invoice at the payment provider: {amount}} other {Pay all # renewal invoices at the payment provider: {amount}}}',
  'domainsBulk.renew.invoiceNote':
    'Each renewal becomes an order with an unpaid invoice of this price. Domains the registry will not renew yet, or that already have a renewal order, are skipped when sent and listed with the reason.',
});
