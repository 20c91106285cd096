import { defineMessages } from '@/i18n';

/**
 * The words of one domain's screen (overview, registry lock and unlock, contacts): loaded with that screen, never
 * with the list. Domain names, gate reasons, the registry's reasons and Problem Details come as sent.
 */
export default defineMessages({
  'domainsDetail.breadcrumb': 'Domains',
  'domainsDetail.tabs.label': 'Domain sections',
  'domainsDetail.tab': '{tab, select, overview {Overview} registry-lock {Registry lock} contacts {Contacts}}',
  'domainsDetail.actionRequired': '{known, select, yes {Action needed} other {Action may be needed}}',
  'domainsDetail.transferInProgress': 'Transfer in progress',
  'domainsDetail.onOff': '{state, select, on {On} off {Off} other {Unknown}}',
  'domainsDetail.lifecycle':
    '{type, select, standard {Registered} registration {New registration} transfer {Transfer to us} renewal {Renewal} other {{type}}}',

  // Facts.
  'domainsDetail.facts.label': 'Domain details',
  'domainsDetail.facts.status': 'Status',
  'domainsDetail.facts.lifecycle': 'Stage',
  'domainsDetail.facts.created': 'Created',
  'domainsDetail.facts.expires': 'Expires',
  'domainsDetail.facts.noExpiry': 'Set when the registration is complete',
  'domainsDetail.facts.nextDue': 'Next invoice due',
  'domainsDetail.facts.noDueDate': 'No invoice planned',
  'domainsDetail.facts.billing': 'Price',
  'domainsDetail.facts.initialAmount': 'First period (priced apart from renewals)',
  'domainsDetail.facts.order': 'Order',
  'domainsDetail.facts.tags': 'Tags',
  'domainsDetail.facts.pinned': 'Pinned',
  'domainsDetail.facts.notes': 'Notes',
  'domainsDetail.facts.id': 'Domain ID',
  'domainsDetail.billing.every': '{amount} {years, plural, one {every year} other {every # years}}',
  'domainsDetail.billing.ended': 'No recurring charge',

  // Switches.
  'domainsDetail.settings.heading': 'Renewal and lock',
  'domainsDetail.settings.autoRenew': 'Auto-renew',
  'domainsDetail.settings.autoRenew.about':
    'Renews the domain before it expires and sends you the invoice, so the domain never lapses.',
  'domainsDetail.settings.autoRenew.pendingOrderHint':
    'A renewal order is waiting for payment: turning auto-renew off means deciding whether to keep or cancel it.',
  'domainsDetail.settings.autoRenew.notActive': 'Auto-renew can be turned on once the domain is active.',
  'domainsDetail.settings.registrarLock': 'Registrar lock',
  'domainsDetail.settings.registrarLock.about':
    'Stops the domain from being transferred to another registrar without your approval. Turn it off only just before a transfer.',
  'domainsDetail.settings.registrarLock.registryHint':
    'The registry lock is also on: it must be lifted through an unlock request before the registrar lock can be turned off.',
  'domainsDetail.settings.unknownState':
    'The server did not say whether this is on or off. Reload the page to try again.',
  'domainsDetail.settings.lockFlowUnknown':
    'The server did not say whether the registry lock must be lifted first, so the lock cannot be turned off here. Reload the page to try again.',
  'domainsDetail.settings.saving': 'Saving…',
  'domainsDetail.settings.next.registryUnlock':
    'What to do: ask the registry to lift the registry lock first; when it is lifted, turn the registrar lock off.',
  'domainsDetail.settings.next.registryUnlockLink': 'Request an unlock',
  'domainsDetail.settings.next.autoRenewUnavailable':
    'What to do: auto-renew can be turned on once the domain is active. Complete the pending order first (pay its invoice); the domain becomes active when the registration is done.',
  'domainsDetail.settings.next.domainOrderLink': 'Open the pending order',
  'domainsDetail.settings.next.pendingRenewal':
    'What to do: a renewal order for this domain is waiting for payment. Decide what happens to it: keep it (if you pay its invoice, the domain is renewed this one time) or cancel it (its invoice is cancelled too). Either way auto-renew is then off.',
  'domainsDetail.settings.next.renewalOrderLink': 'Open the renewal order',

  'domainsDetail.autoRenewOff.title': 'Turn auto-renew off for {name}?',
  'domainsDetail.autoRenewOff.pending':
    'A renewal order for {name} is waiting for payment. Choose what happens to it when auto-renew goes off.',
  'domainsDetail.autoRenewOff.orderLink': 'Open the order',
  'domainsDetail.autoRenewOff.choose': 'Choose what happens to the order',
  'domainsDetail.autoRenewOff.leaveOn': 'Leave auto-renew on',
  'domainsDetail.autoRenewOff.keep': 'Keep the order and turn off',
  'domainsDetail.autoRenewOff.keep.about':
    'The renewal order and its invoice stay open: if you pay it, the domain is renewed this one time.',
  'domainsDetail.autoRenewOff.cancel': 'Cancel the order and turn off',
  'domainsDetail.autoRenewOff.cancel.about':
    'The renewal order and its invoice are cancelled. The domain then expires on its date unless you renew it.',
  'domainsDetail.autoRenewOff.operation':
    '{choice, select, keep {Auto-renew off for {name} (renewal order kept)} cancel {Auto-renew off for {name}, renewal order cancelled}}',

  // One banner when the domain's actions are blocked by its state; the blocked controls point at it.
  'domainsDetail.blocked.title':
    '{status, select, pending {{name} is waiting to be activated} expired {{name} has expired} suspended {{name} is suspended} cancelled {{name} is cancelled} terminated {{name} is no longer managed here} fraud {{name} is blocked} other {{name} is not active}}',
  'domainsDetail.blocked.order':
    'It becomes active when order {number} is paid ({amount}, due {date}). Until then the registry lock, the billing cycle and auto-renew cannot be changed.',
  'domainsDetail.blocked.orderNoFacts':
    'It becomes active when its order is completed. Until then the registry lock, the billing cycle and auto-renew cannot be changed.',
  'domainsDetail.blocked.body':
    '{status, select, pending {The registration is still being completed. Changes become possible once the domain is active.} expired {Changes are possible again once it is renewed. Support can renew it for you if it is still in the redemption period.} terminated {It was moved away or closed; nothing can be changed here.} other {Changes are not possible until it is active again. Support can tell you why.}}',
  'domainsDetail.blocked.openOrder': 'Pay order {number}',
  'domainsDetail.blocked.support': 'Contact support',
  // The first words of a ticket opened from this screen (the customer can change them).
  'domainsDetail.help.blocked': 'My domain {name} cannot be changed in the control panel. What do I need to do?',
  'domainsDetail.help.bankid.subject': 'BankID confirmation of the registry unlock of {name}',
  'domainsDetail.help.bankid':
    'Please send a BankID confirmation of the registry unlock of {name} to the domain holder, so they can sign it.',
  'domainsDetail.help.contacts': 'I would like to change the contacts of {name}:',
  'domainsDetail.blocked.seeAbove': 'Not possible now: see the note at the top of the page.',

  // Pending orders.
  'domainsDetail.order.heading': 'Pending domain order',
  'domainsDetail.order.intro': 'This domain is waiting for its order to be completed.',
  'domainsDetail.order.blockers': 'What the order is waiting for',
  'domainsDetail.order.blocker':
    '{blocker, select, outstanding_invoice {The invoice has not been paid yet.} other {Something else must be done first:}}',
  'domainsDetail.order.number': 'Order number',
  'domainsDetail.order.invoice': 'Invoice',
  'domainsDetail.order.invoiceValue':
    '{number} ({status, select, paid {paid} unpaid {unpaid} partially_paid {partly paid} draft {draft} cancelled {cancelled} refunded {refunded} other {{status}}})',
  'domainsDetail.order.amount': 'Amount',
  'domainsDetail.order.created': 'Ordered',
  'domainsDetail.order.due': 'Due',
  'domainsDetail.order.link': 'Order {number}',
  'domainsDetail.invoice.link': 'Show invoice {number}',
  'domainsDetail.renewal.heading': 'Pending renewal',
  'domainsDetail.renewal.intro':
    'A renewal order for this domain is waiting for payment. The domain is renewed when its invoice is paid.',

  // Hosting, nameservers, Whois.
  'domainsDetail.hosting.heading': 'Website',
  'domainsDetail.hosting.type':
    '{type, select, hosting {The domain is connected to a web hosting account.} wordpress {The domain is connected to a WordPress site.} standalone {The domain is not connected to any hosting here.} other {The connection is of a kind this panel does not know.}}',
  'domainsDetail.hosting.account': 'Hosting account:',
  // The API's SSL status values (free-form, ledger "Domain detail") said in words; an unknown one is not printed.
  'domainsDetail.hosting.ssl':
    'SSL certificate: {status, select, active {active} pending {being issued} issuing {being issued} expired {expired} failed {could not be issued} other {status unknown}}',
  'domainsDetail.hosting.unknown': 'The server did not say where the domain points.',
  'domainsDetail.nameservers.heading': 'Nameservers',
  'domainsDetail.nameservers.none': 'No nameservers are set.',
  'domainsDetail.dns.open': 'DNS records',
  'domainsDetail.whois.heading': 'Whois privacy',
  'domainsDetail.whois.intro': 'Hides the domain holder’s name and contact details in the public Whois lookup.',
  'domainsDetail.whois.state': 'Privacy',
  'domainsDetail.whois.auto': 'Automatic privacy',
  'domainsDetail.whois.autoStatus':
    '{status, select, auto_enable_allowed {Turned on automatically when possible} auto_enable_opted_out {You have opted out} other {Unknown}}',
  'domainsDetail.whois.reason': 'Reason',
  'domainsDetail.whois.updated': 'Changed',
  'domainsDetail.whois.unknown': 'The server did not say whether Whois privacy is on.',

  // Gates.
  'domainsDetail.gates.heading': 'What you can do',
  'domainsDetail.gates.name':
    '{name, select, canDelete {Delete the domain} canActivateRegistryLock {Activate the registry lock} canRequestRegistryUnlock {Request a registry unlock} canChangeBillingCycle {Change the billing period} canDisableAutoRenew {Turn off auto-renew} other {{name}}}',
  'domainsDetail.gates.state': '{allowed, select, yes {Possible} other {Not possible}}',
  'domainsDetail.gates.viaSupport': 'Contact support to do this.',
  'domainsDetail.gates.useSwitch': 'Use the auto-renew switch above.',
  'domainsDetail.gates.openUnlock': 'Request unlock',
  'domainsDetail.gates.support': 'Questions about your domain?',
  'domainsDetail.gates.supportLink': 'Contact support',
  'domainsDetail.contactVerification.notice': 'The contact details of this domain need to be checked and updated.',
  'domainsDetail.contactVerification.link': 'See the contacts',

  // Registry lock.
  'domainsDetail.registryLock.heading': 'Registry lock',
  'domainsDetail.registryLock.intro':
    'The registry lock is an extra protection for .se and .nu domains, held at the registry (Internetstiftelsen). While it is on, the domain cannot be transferred, deleted or have its nameservers changed, not even by us. Lifting it takes a request that the registry checks.',
  'domainsDetail.registryLock.state': 'Registry lock',
  'domainsDetail.registryLock.stateValue': '{state, select, on {On} off {Off} other {Unknown}}',
  'domainsDetail.registryLock.unknown': 'The server did not say.',
  'domainsDetail.registryLock.flow': 'How it is lifted',
  'domainsDetail.registryLock.flowValue':
    '{flow, select, manual {By an unlock request that the registry checks} direct {With the registrar lock switch} other {Unknown}}',
  'domainsDetail.registryLock.activate.heading': 'Activating the registry lock',
  'domainsDetail.registryLock.activate.allowed':
    'The registry lock can be activated for this domain. Contact support to activate it.',
  'domainsDetail.unlock.heading': 'Request an unlock',
  'domainsDetail.unlock.intro':
    'We check that you are the domain holder and send the request to the registry. Depending on who holds the domain, the request may also have to be confirmed with BankID.',
  'domainsDetail.unlock.request': 'Request unlock',
  'domainsDetail.unlock.sending': 'Sending the request…',
  'domainsDetail.unlock.noAction': 'The registry lock is not on, so there is nothing to unlock.',

  // Unlock results.
  'domainsDetail.unlockResult.title':
    '{status, select, already_unlocked {The registry lock is already off} already_requested {An unlock has already been requested} bankid_required {Confirm with BankID} verification_failed {The organisation numbers do not match} submitted {The unlock has been requested} other {The registry gave an answer we do not recognise}}',
  'domainsDetail.unlockResult.alreadyUnlocked':
    '{name} is not locked at the registry, so there is nothing to unlock. You can turn the registrar lock off and transfer the domain as usual.',
  'domainsDetail.unlockResult.alreadyRequested':
    'An unlock of {name} was requested {days, plural, =0 {today} one {# day ago} other {# days ago}} and is being handled.',
  'domainsDetail.unlockResult.alreadyRequested.noDays':
    'An unlock of {name} has already been requested and is being handled.',
  'domainsDetail.unlockResult.alreadyRequested.next':
    'You do not need to ask again. You will hear from us when the registry has lifted the lock. If nothing has happened within a few working days, contact support.',
  'domainsDetail.unlockResult.next': 'What to do now',
  'domainsDetail.unlockResult.bankid':
    '{name} is held by a private person. The registry lock can only be lifted when the domain holder confirms it with their own BankID.',
  'domainsDetail.unlockResult.bankid.step1':
    'Make sure the domain holder (the person in the Registrant contact) has BankID on their phone or computer.',
  'domainsDetail.unlockResult.bankid.step2':
    'Contact support and ask for a BankID confirmation of the unlock. The domain holder then signs it with BankID; nobody else can sign for them.',
  'domainsDetail.unlockResult.bankid.step3':
    'When the signature is in, we send the request to the registry and the lock is lifted. You do not need to request the unlock again.',
  'domainsDetail.unlockResult.failed':
    'We could not confirm that you are the holder of {name}: the organisation number registered for the domain is not the one we have for you.',
  'domainsDetail.unlockResult.domainOrgno': 'Domain holder’s organisation number',
  'domainsDetail.unlockResult.yourOrgno': 'Your organisation number ({company})',
  'domainsDetail.unlockResult.yourCompany': 'your company',
  'domainsDetail.unlockResult.failed.confirmable':
    'If you are still entitled to unlock the domain (for example after a change of company form or a merger), you can confirm it and send the request for manual review by our staff.',
  'domainsDetail.unlockResult.failed.notConfirmable':
    'Only the domain holder can have the lock lifted. Ask the organisation that holds the domain to request the unlock, or to transfer the domain to you first. Check that the domain holder in the contacts is correct.',
  'domainsDetail.unlockResult.failed.contactsLink': 'See the domain holder',
  'domainsDetail.unlockResult.confirm.open': 'Confirm and send for review',
  'domainsDetail.unlockResult.confirm.title': 'Send the unlock of {name} for review?',
  'domainsDetail.unlockResult.confirm.body':
    'You confirm that {company} is entitled to have the registry lock of {name} lifted, although the domain holder’s organisation number ({domainOrgno}) is not yours ({yourOrgno}).',
  'domainsDetail.unlockResult.confirm.review':
    'Our staff review the request before it goes to the registry, and may ask you for documents. The lock stays on until then.',
  'domainsDetail.unlockResult.confirm.button': 'Confirm and send',
  'domainsDetail.unlockResult.submitted':
    'The request to lift the registry lock of {name} has been sent to the registry.',
  'domainsDetail.unlockResult.submitted.review':
    'The request to lift the registry lock of {name} has been sent to our staff for review.',
  'domainsDetail.unlockResult.submitted.verified': 'Verified as {company}, organisation number {orgno}.',
  'domainsDetail.unlockResult.submitted.next':
    'You will hear from us when the lock has been lifted. Then turn the registrar lock off if you are transferring the domain.',
  'domainsDetail.unlockResult.unknown':
    'The request was answered, but not in a way this panel understands. Reload the page to see the registry lock’s state, or contact support.',

  // Contacts.
  'domainsDetail.contacts.heading': 'Contacts',
  'domainsDetail.contacts.loading': 'Loading the contacts…',
  'domainsDetail.contacts.unavailable':
    'The contacts of {name} cannot be shown in its current state, for example because the domain is no longer managed here.',
  'domainsDetail.contacts.role':
    '{role, select, registrant {Registrant (domain holder)} admin {Administrative contact} tech {Technical contact} billing {Billing contact}}',
  'domainsDetail.contacts.notSet': 'Not set',
  'domainsDetail.contacts.fieldNotSet': 'Not set',
  'domainsDetail.contacts.name': 'Name',
  'domainsDetail.contacts.company': 'Organisation',
  'domainsDetail.contacts.email': 'E-mail',
  'domainsDetail.contacts.phone': 'Phone',
  'domainsDetail.contacts.address': 'Address',
  'domainsDetail.contacts.identifier': 'ID number',
  'domainsDetail.contacts.identifierType':
    '{type, select, organisation_number {Organisation number} personal_number {Personal identity number} other {ID number ({type})}}',
  'domainsDetail.contacts.draft.label': 'Draft registration',
  'domainsDetail.contacts.draft.badge': 'Draft',
  'domainsDetail.contacts.draft.body':
    'The registration is not complete yet, so these details are a draft: the domain holder can still be changed until the registration is done.',
  'domainsDetail.contacts.identity.label': 'Identity verification',
  'domainsDetail.contacts.identity.heading': 'Changing the domain holder',
  'domainsDetail.contacts.identity.required':
    'To change the domain holder’s personal identity number or organisation number, the new holder must verify their identity with BankID. Other details (address, e-mail, phone) can be changed without it.',
  'domainsDetail.contacts.identity.assumed':
    'The server did not say whether verification is needed, so we assume it is.',
  'domainsDetail.contacts.identity.notRequired':
    'No e-identity verification is needed to change the contacts of this domain.',
  'domainsDetail.contacts.edit': 'Changing contacts:',
  'domainsDetail.contacts.edit.allowed': 'Contact support to change the contacts.',
  // Renewal and renewal period (issue 23).
  'domainsDetail.renew.heading': 'Renewal',
  'domainsDetail.renew.period': 'Renewal period',
  'domainsDetail.renew.years': '{years, plural, one {# year} other {# years}}',
  'domainsDetail.renew.about':
    'Renewing now orders more years at once and issues an invoice; the expiry date moves when the invoice is paid.',
  'domainsDetail.renew.open': 'Renew',
  'domainsDetail.renew.title': 'Renew {name}',
  'domainsDetail.renew.loading': 'Getting the prices…',
  'domainsDetail.renew.expires': '{name} expires on {date}.',
  'domainsDetail.renew.noExpiry': '{name} has no expiry date yet.',
  'domainsDetail.renew.window': 'Renewals are accepted from {date}.',
  'domainsDetail.renew.legend': 'Renew for',
  'domainsDetail.renew.optionHint': '{amount}, expires on {date} once paid',
  'domainsDetail.renew.optionHintNoDate': '{amount}',
  'domainsDetail.renew.registryMax':
    'The registry accepts at most {years} years of registration ahead, so longer periods cannot be chosen.',
  'domainsDetail.renew.pending':
    'A renewal of {name} is already waiting for payment. Pay its invoice, or cancel its order, before you order another.',
  'domainsDetail.renew.summary': 'Before you confirm',
  'domainsDetail.renew.summary.period': 'Period',
  'domainsDetail.renew.summary.price': 'Price',
  'domainsDetail.renew.summary.newExpiry': 'New expiry date, once the invoice is paid',
  'domainsDetail.renew.summary.invoice':
    'Confirming places a renewal order and issues its invoice. Nothing else changes until the invoice is paid.',
  'domainsDetail.renew.chooseFirst': 'Choose a period first.',
  'domainsDetail.renew.confirm': 'Renew for {years, plural, one {# year} other {# years}} · {amount}',
  'domainsDetail.renew.working': 'Ordering…',
  'domainsDetail.renew.done.heading': 'Renewal ordered',
  'domainsDetail.renew.done.body':
    'Order {order} renews {name} for {years, plural, one {# year} other {# years}}: {amount}. Once its invoice is paid, {name} expires on {date}.',
  'domainsDetail.renew.done.close': 'Close',
  'domainsDetail.period.open': 'Change renewal period',
  'domainsDetail.period.title': 'Change the renewal period of {name}',
  'domainsDetail.period.current':
    'Each renewal is now for {years, plural, one {# year} other {# years}}, at {amount}. Next renewal: {date}.',
  'domainsDetail.period.currentNoDate':
    'Each renewal is now for {years, plural, one {# year} other {# years}}, at {amount}.',
  'domainsDetail.period.legend': 'Renew each time for',
  'domainsDetail.period.isCurrent': 'current',
  'domainsDetail.period.chooseFirst': 'Choose another period first.',
  'domainsDetail.period.preview': 'Preview the change',
  'domainsDetail.period.previewing': 'Checking…',
  'domainsDetail.period.preview.heading': 'Preview',
  'domainsDetail.period.preview.summary':
    'From the next renewal ({date}), {name} is renewed for {years, plural, one {# year} other {# years}} at a time, at {amount}. Nothing is charged now.',
  'domainsDetail.period.preview.summaryNoDate':
    'From the next renewal, {name} is renewed for {years, plural, one {# year} other {# years}} at a time, at {amount}. Nothing is charged now.',
  'domainsDetail.period.preview.unchanged': 'This is already the renewal period: nothing would change.',
  'domainsDetail.period.commit': 'Change to {years, plural, one {# year} other {# years}}',
  'domainsDetail.period.done':
    'The renewal period is now {years, plural, one {# year} other {# years}}; the next renewal costs {amount}.',
  'domainsDetail.period.done.unchanged': 'Nothing changed: that was already the renewal period.',
});
