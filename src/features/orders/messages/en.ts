import { defineMessages } from '@/i18n';

/** The orders area's words. Gate reasons, payment reasons, item names and Problem Details come from the API as sent. */
export default defineMessages({
  // Any order.
  'orders.number': 'Order #{number}',
  'orders.status':
    '{status, select, pending {Pending} active {Active} completed {Completed} cancelled {Cancelled} failed {Failed} other {Unknown}}',
  'orders.type': '{type, select, new {New} renew {Renewal} upgrade {Upgrade} transfer {Transfer} other {Unknown}}',
  'orders.paymentStatus':
    '{status, select, paid {Paid} unpaid {Not paid} credit_note {Credited} pending {Pending} other {Unknown}}',
  'orders.cycle':
    '{cycle, select, monthly {Monthly} quarterly {Every 3 months} semiannually {Every 6 months} annually {Yearly} biennially {Every 2 years} triennially {Every 3 years} free {Free} none {No billing period} other {Unknown}}',

  // List.
  'orders.list.title': 'Orders',
  'orders.list.search.label': 'Find orders',
  'orders.list.search.q': 'Order number, domain or plan',
  'orders.list.filter.status': 'Filter orders by status',
  'orders.list.filter.type': 'Filter orders by type',
  'orders.list.filter.statusOption':
    '{status, select, all {All statuses} pending {Pending} active {Active} completed {Completed} cancelled {Cancelled} failed {Failed} other {Unknown}}',
  'orders.list.filter.typeOption':
    '{type, select, all {All types} new {New} renew {Renewals} upgrade {Upgrades} transfer {Transfers} other {Unknown}}',
  'orders.list.caption':
    '{filtered, select, yes {Orders matching your filters} other {All orders}}{page, select, first {} other {, later page}}',
  'orders.list.column.order': 'Order',
  'orders.list.column.items': 'For',
  'orders.list.items.more': '{count, plural, one {and # more} other {and # more}}',
  'orders.list.column.status': 'Status',
  'orders.list.column.type': 'Type',
  'orders.list.column.amount': 'Amount',
  'orders.list.column.invoice': 'Invoice',
  'orders.list.column.created': 'Placed',
  'orders.list.noInvoice': 'No invoice',
  'orders.list.updating': 'Updating orders…',
  'orders.list.empty.heading': 'No orders yet',
  'orders.list.empty.body': 'Orders you place, and renewals the panel creates for you, show here with their invoices.',
  'orders.list.order': 'Order a plan',

  // Detail.
  'orders.detail.breadcrumb': 'Orders',
  'orders.detail.side': 'Order details',
  'orders.detail.facts.type': 'Type',
  'orders.detail.facts.placed': 'Placed',
  'orders.detail.facts.contract': 'Terms accepted',
  'orders.detail.facts.client': 'Ordered by',
  'orders.detail.facts.reference': 'Your reference',
  'orders.detail.facts.notes': 'Notes',
  'orders.detail.facts.retry': 'Retry',
  'orders.detail.facts.retryAllowed': 'This order can be retried; contact support to retry it.',
  // "Contact support" on this screen opens a new ticket with these first words (the customer can change them).
  'orders.help.link': 'Contact support',
  'orders.help.retry': 'Please retry my order #{number}.',
  'orders.help.failed': 'My order #{number} failed and cannot be retried here. What can I do?',
  'orders.help.unsafePayment':
    'The payment link of my order #{number} could not be shown in the control panel. Please send me a new link.',
  'orders.detail.none': '—',

  // Billing.
  'orders.billing.heading': 'Billing',
  'orders.billing.amount': 'Amount',
  'orders.billing.cycle': 'Billing period',
  'orders.billing.periodYears': 'Term',
  'orders.billing.years': '{count, plural, one {# year} other {# years}}',
  'orders.billing.mode': 'Billing model',
  'orders.billing.payg': 'Pay as you go',
  'orders.billing.paygExplained':
    'Pay as you go: this cloud server is billed monthly in arrears for what it used, so the amount is an estimate.',
  'orders.billing.fixed': 'Fixed period, paid in advance',
  'orders.billing.unknownMode': 'Not stated',

  // Invoice and payment.
  'orders.invoice.heading': 'Invoice',
  'orders.invoice.number': 'Invoice {number}',
  'orders.invoice.status': 'Status',
  'orders.invoice.total': 'Total',
  'orders.invoice.paid': 'Amount paid',
  'orders.invoice.outstanding': 'Outstanding',
  'orders.invoice.due': 'Due',
  'orders.invoice.none': 'This order has no invoice.',
  'orders.invoice.lookupPending':
    'The invoice for this order is still being looked up. It shows here as soon as it is found; refresh in a minute.',
  'orders.invoice.refresh': 'Refresh',
  'orders.invoice.show': 'Show invoice {number}',
  'orders.payment.heading': 'Payment',
  'orders.payment.status': 'Payment status',
  'orders.payment.pay': 'Pay {amount}',
  'orders.payment.payNoAmount': 'Pay invoice',
  'orders.payment.creditNote': 'The invoice was cancelled and a credit note was issued for it.',

  // Items.
  'orders.items.heading': 'What was ordered',
  'orders.items.domains': 'Domains',
  'orders.items.hosting': 'Hosting and servers',
  'orders.items.addons': 'Add-ons',
  'orders.items.upgrades': 'Upgrades',
  'orders.items.none': 'The order lists no items.',
  'orders.items.unnamed': 'Item',
  'orders.items.upgradeFromTo': '{from} → {to}',
  'orders.items.quantity': '× {count}',

  // Restore intents.
  'orders.restore.heading': 'Backup restore',
  'orders.restore.summary':
    '{requested, plural, one {# backup restore requested} other {# backup restores requested}}: {created} created, {queued} queued, {skipped} skipped.',
  'orders.restore.deferred':
    'The restore is stored and will run automatically once the new server’s account exists; nothing is lost if it has not started yet.',
  'orders.restore.dispatched': 'The restore was handed over when the server was provisioned.',

  // Cancel.
  'orders.cancel.button': 'Cancel order',
  'orders.cancel.title': 'Cancel order #{number}?',
  'orders.cancel.withInvoice':
    'The order is cancelled and invoice {invoice} is cancelled with it: you will not be asked to pay it, and any amount already paid is credited to your account.',
  'orders.cancel.withoutInvoice': 'The order is cancelled. It has no invoice to cancel.',
  'orders.cancel.irreversible': 'This cannot be undone; to get the same services, place a new order.',
  'orders.cancel.confirm': 'Cancel order',
  'orders.cancel.keep': 'Keep order',
  'orders.cancel.done': 'Order #{number} was cancelled.',
  'orders.cancel.refused': 'The order could not be cancelled: {reason}',

  // New order.
  'orders.new.title': 'Order {name}',
  'orders.new.titleNoPlan': 'Order a plan',
  'orders.new.breadcrumb': 'Plans and prices',
  'orders.new.planMissing': 'The plan “{slug}” is not in the catalog.',
  'orders.new.planUnavailable': '{name} cannot be ordered right now.',
  'orders.new.backToCatalog': 'Back to plans and prices',
  'orders.new.cycle.legend': 'Billing period',
  'orders.new.cycle.option': '{cycle, select, monthly {Monthly} annually {Yearly} other {Other}}: {price}',
  'orders.new.cycle.setup': 'plus {amount} setup fee',
  'orders.new.domain.label': 'Primary domain',
  'orders.new.domain.hint':
    'The domain the hosting account is created for, such as example.se. You can add more later.',
  'orders.new.domain.required': 'Enter the domain the hosting is for.',
  'orders.new.domain.tooLong': 'A domain name has at most 253 characters.',
  'orders.new.domain.invalid': 'Enter a full domain name such as example.se, without https:// or a path.',
  'orders.new.preview': 'Show the price',
  'orders.new.previewing': 'Calculating…',
  'orders.new.summary.heading': 'Price',
  'orders.new.summary.recurring': '{cycle, select, monthly {Every month} annually {Every year} other {Every period}}',
  'orders.new.summary.setup': 'One-off setup fee',
  'orders.new.summary.dueNow': 'To pay now',
  'orders.new.summary.item':
    '{name} for {domain}, {cycle, select, monthly {every month} annually {every year} other {every period}}',
  'orders.new.summary.itemSetup': 'Setup fee, once',
  'orders.new.summary.vatExcluded': 'Prices exclude VAT. VAT is added on the invoice at the rate that applies to you.',
  'orders.new.summary.vatIncluded': 'Prices include VAT.',
  'orders.new.summary.firstPayment':
    'The first payment is higher than the later ones because it includes the one-off setup fee.',
  'orders.new.terms.legend': 'Terms',
  'orders.new.terms.accept': 'I accept the {terms} for this order',
  'orders.new.terms.link': 'terms of service',
  'orders.new.terms.newTab': '(opens in a new tab)',
  'orders.new.terms.required': 'Tick the box to accept the terms of service. The order is placed only after that.',
  'orders.new.summary.stale': 'You changed the order after the price was shown. Show the price again before ordering.',
  'orders.new.confirm': 'Place order for {amount}',
  'orders.new.checkOrders': 'See your orders: if this order is there, it was placed',
  'orders.new.placing': 'Placing order…',
  'orders.new.created': 'Order #{number} was placed. Pay its invoice to start the service.',
  // The terms of service page (/terms), linked from the order form's acceptance box.
  'orders.terms.title': 'Terms of service',
  'orders.terms.version': 'Version 2026-01, in force from 1 January 2026',
  'orders.terms.intro':
    'These terms apply to every order you place in this panel. Placing an order means that you have read and accepted them.',
  'orders.terms.service.heading': 'The service',
  'orders.terms.service.body':
    'We provide the plan you order for the billing period you choose. The service starts when the first invoice is paid.',
  'orders.terms.payment.heading': 'Prices and payment',
  'orders.terms.payment.body':
    'Prices are shown excluding VAT; VAT is added on the invoice at the rate that applies to you. Invoices are due 14 days after they are issued. A one-off setup fee, where a plan has one, is paid with the first invoice.',
  'orders.terms.cancel.heading': 'Cancelling',
  'orders.terms.cancel.body':
    'You can cancel an order until its processing starts. A service renews at the end of each billing period until you cancel it.',
  'orders.terms.data.heading': 'Your data',
  'orders.terms.data.body':
    'We process the data you store in the service only to provide it, and delete it when the service ends.',
});
