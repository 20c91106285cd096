import { defineMessages } from '@/i18n';

/**
 * The billing area's words. Invoice lines and numbers are shown as the API sends them; gate reasons and problems
 * are said by their code through the problem words.
 */
export default defineMessages({
  // Any billing screen.
  // The heading of every section: the navigation's name of the area (the static frame shows it before the app runs).
  'billing.title': 'Billing',
  'billing.tabs.label': 'Billing sections',
  'billing.tab':
    '{tab, select, invoices {Invoices} credit {Credit} cards {Payment methods} history {Payment history} details {Billing details} other {Other}}',
  'billing.none': '—',
  'billing.overdue': 'Overdue',
  'billing.invoice.number': 'Invoice {number}',
  'billing.invoice.unnumbered': 'Invoice without a number',
  'billing.invoice.forOrder': 'Order {number}',
  'billing.invoice.forCredit': 'Account credit',

  // Invoice list.
  'billing.invoices.title': 'Invoices',
  'billing.invoices.search.label': 'Find invoices',
  'billing.invoices.search.q': 'Invoice or order number',
  'billing.invoices.filter.label': 'Filter invoices by status',
  'billing.invoices.filter':
    '{status, select, all {All} outstanding {To pay} paid {Paid} cancelled {Cancelled} refunded {Refunded} other {Other}}',
  'billing.invoices.caption':
    '{filtered, select, yes {Invoices matching your filters} other {All invoices}}{page, select, first {} other {, later page}}',
  'billing.invoices.column.number': 'Invoice',
  'billing.invoices.column.for': 'For',
  'billing.invoices.column.issued': 'Issued',
  'billing.invoices.column.due': 'Due',
  'billing.invoices.column.total': 'Total',
  'billing.invoices.column.outstanding': 'To pay',
  'billing.invoices.column.status': 'Status',
  'billing.invoices.updating': 'Updating invoices…',
  'billing.invoices.empty.heading': 'No invoices yet',
  'billing.invoices.empty.body': 'Invoices for your orders, renewals and added funds show here.',
  'billing.invoices.showAll': 'Show all invoices',

  // Invoice detail.
  'billing.invoice.breadcrumb': 'Invoices',
  'billing.invoice.side': 'Invoice details',
  'billing.invoice.facts.for': 'For',
  'billing.invoice.facts.issued': 'Issued',
  'billing.invoice.facts.due': 'Due',
  'billing.invoice.facts.paid': 'Paid on',
  'billing.invoice.facts.notPaid': 'Not paid',
  'billing.lines.prepayment':
    'No VAT: this invoice buys prepaid credit, a prepayment. VAT is charged on the invoices the credit pays.',
  'billing.lines.heading': 'What you pay for',
  'billing.lines.caption': 'Invoice lines',
  'billing.lines.description': 'Description',
  'billing.lines.amount': 'Amount',
  'billing.lines.none': 'The invoice lists no lines.',
  'billing.totals.total': 'Total',
  'billing.totals.paid': 'Paid',
  'billing.totals.outstanding': 'Left to pay',

  // Paying at the provider.
  'billing.pay.heading': 'Payment',
  'billing.pay.link': 'Pay {amount}',
  'billing.pay.linkNoAmount': 'Pay invoice',
  'billing.pay.hint':
    'The payment page opens in a new tab. Come back here afterwards: this page shows when the payment has arrived.',
  'billing.pay.watching': 'Waiting for your payment. This page checks every few seconds.',
  'billing.pay.paid': 'Payment received. The invoice is paid.',
  'billing.pay.stopped':
    'The payment has not arrived yet. If you have paid, it can take a few minutes: check again in a moment.',
  'billing.pay.checkAgain': 'Check again',

  // Paying with credit.
  'billing.apply.button': 'Apply credit',
  'billing.apply.title': 'Apply credit to invoice {number}',
  'billing.apply.loading': 'Loading your credit…',
  'billing.apply.balance': 'Your credit',
  'billing.apply.outstanding': 'Left to pay on this invoice',
  'billing.apply.amount': 'Amount to apply',
  'billing.apply.amount.hint': 'At most {max}.',
  'billing.apply.remaining': 'Left to pay after this',
  'billing.apply.creditLeft': 'Credit left after this',
  'billing.apply.confirm': 'Apply {amount}',
  'billing.apply.confirmNoAmount': 'Apply credit',
  'billing.apply.applying': 'Applying…',
  'billing.apply.keep': 'Do not apply',
  'billing.apply.done': 'Your credit paid {amount} of the invoice.',
  'billing.apply.doneNoAmount': 'Your credit was applied.',
  'billing.apply.doneRemaining': 'Left to pay: {remaining}.',
  'billing.apply.donePaid': 'The invoice is paid.',
  'billing.apply.refused': 'The credit could not be applied: {reason}',

  // Amounts typed in a form.
  'billing.amount.required': 'Enter an amount.',
  'billing.amount.invalid': 'Enter an amount in numbers, such as 150 or 150.50, with at most two decimals.',
  'billing.amount.notPositive': 'Enter an amount above zero.',
  'billing.amount.overBalance': 'That is more than your credit.',
  'billing.amount.overOutstanding': 'That is more than is left to pay on the invoice.',
  'billing.amount.belowMinimum': 'That is less than the smallest amount you can add.',
  'billing.amount.aboveMaximum': 'That is more than you can add at a time.',

  // Cancelling an invoice.
  'billing.cancel.button': 'Cancel invoice',
  'billing.cancel.title': 'Cancel invoice {number}?',
  'billing.cancel.withOrder': 'Order {order} is cancelled with it.',
  'billing.cancel.withOrderUnnumbered': 'The order it belongs to is cancelled with it.',
  'billing.cancel.funds': 'The funds it was for are not added to your credit.',
  'billing.cancel.irreversible': 'You will not be asked to pay it. This cannot be undone.',
  'billing.cancel.confirm': 'Cancel invoice',
  'billing.cancel.keep': 'Keep invoice',
  'billing.cancel.done': 'Invoice {number} was cancelled.',
  'billing.cancel.refused': 'The invoice could not be cancelled: {reason}',

  // Credit.
  'billing.credit.title': 'Account credit',
  'billing.credit.balance': 'Your credit',
  'billing.credit.balance.hint': 'Credit pays invoices: open an unpaid invoice and choose “Apply credit”.',
  'billing.addFunds.heading': 'Add funds',
  'billing.addFunds.intro': 'You get an invoice for the amount. Once it is paid, the amount is added to your credit.',
  'billing.addFunds.amount': 'Amount',
  'billing.addFunds.amount.hint': 'From {min} to {max} at a time.',
  'billing.addFunds.submit': 'Create invoice',
  'billing.addFunds.belowMinimum': 'The smallest amount you can add is {min}.',
  'billing.addFunds.aboveMaximum': 'The most you can add at a time is {max}.',
  'billing.addFunds.created': 'Invoice {number} for {amount} was created. Pay it to add the amount to your credit.',

  // Payment methods.
  'billing.cards.title': 'Payment methods',
  'billing.cards.caption': 'Your payment cards',
  'billing.cards.expiry': '{month}/{year}',
  'billing.cards.column.card': 'Card',
  'billing.cards.column.expires': 'Expires',
  'billing.cards.column.status': 'Status',
  'billing.cards.column.actions': 'Actions',
  'billing.cards.default': 'Default',
  'billing.cards.expired': 'Expired',
  'billing.cards.makeDefault': 'Make default',
  'billing.cards.madeDefault': '{card} is now your default card.',
  'billing.cards.remove': 'Remove',
  'billing.cards.remove.title': 'Remove {card}?',
  'billing.cards.remove.body': 'The card is removed from your account and is no longer charged.',
  'billing.cards.remove.confirm': 'Remove card',
  'billing.cards.remove.keep': 'Keep card',
  'billing.cards.removed': '{card} was removed.',
  'billing.cards.empty.heading': 'No cards yet',
  'billing.cards.empty.body': 'Add a card to pay your invoices with it.',
  'billing.cards.add.heading': 'Add a card',
  'billing.cards.add.hint':
    'You enter the card on our payment provider’s page, then come back here. The panel never sees the card number.',
  'billing.cards.add': 'Add a card',
  'billing.cards.add.unsafe':
    'The card page could not be opened safely, so it was not opened. Try again later, or contact support.',
  // "Contact support" on a billing screen opens a new ticket with these first words (the customer can change them).
  'billing.help.link': 'Contact support',
  'billing.help.unsafePayment':
    'The payment link of invoice {number} could not be opened safely from the control panel. Please send me a new payment link.',
  'billing.help.cardPage':
    'The page to add a payment card could not be opened from the control panel. Please help me add my card.',
  'billing.cards.setup.checking': 'Checking the card you entered…',
  'billing.cards.setup.added': 'Card added: {card}',
  'billing.cards.setup.addedNoCard': 'Your card was added.',
  'billing.cards.setup.declined': 'Your card was declined',
  'billing.cards.setup.declinedHint': 'Try another card, or contact your bank.',
  'billing.cards.setup.pending': 'The card is still being checked. It shows in the list once it is added.',
  'billing.cards.setup.unknown':
    'We could not find out whether your card was added. If it was, it shows in the list below.',

  // Payment history.
  'billing.history.title': 'Payment history',
  'billing.history.search.label': 'Find events',
  'billing.history.search.q': 'Invoice or order number',
  'billing.history.filter.label': 'Filter the history by kind',
  'billing.history.filter':
    '{kind, select, all {All} invoice_issued {Invoices issued} payment {Payments} credit_added {Credit added} credit_applied {Credit used} refund {Refunds} invoice_cancelled {Invoices cancelled} auto_payment {Automatic payments} auto_payment_failed {Failed automatic payments} credit_note_issued {Credit notes} other {Other}}',
  'billing.history.kind':
    '{kind, select, invoice_issued {Invoice issued} payment {Payment received} credit_added {Credit added} credit_applied {Credit used to pay an invoice} refund {Refund} invoice_cancelled {Invoice cancelled} auto_payment {Paid automatically with your card} auto_payment_failed {Automatic payment failed} credit_note_issued {Credit note issued} other {Other}}',
  'billing.history.caption':
    '{filtered, select, yes {Events matching your filters} other {All events}}{page, select, first {} other {, later page}}',
  'billing.history.column.date': 'Date',
  'billing.history.column.what': 'What happened',
  'billing.history.column.amount': 'Amount',
  'billing.history.column.invoice': 'Invoice',
  'billing.history.column.order': 'Order',
  'billing.history.orderUnnumbered': 'Order',
  'billing.history.updating': 'Updating the history…',
  'billing.history.empty.heading': 'Nothing here yet',
  'billing.history.empty.body': 'Invoices, payments and changes to your credit show here as they happen.',
  'billing.details.title': 'Account and billing details',
  'billing.details.intro': 'Who we bill. It decides the VAT on your prices and invoices.',
  'billing.details.customerType': 'You are',
  'billing.details.customerType.consumer': 'A private person',
  'billing.details.customerType.consumer.hint': 'Prices are shown including VAT.',
  'billing.details.customerType.business': 'A company',
  'billing.details.customerType.business.hint':
    'Prices are shown excluding VAT, with the VAT beside them where you pay.',
  'billing.details.name': 'Name, as invoices print it',
  'billing.details.street': 'Street address',
  'billing.details.postalCode': 'Postal code',
  'billing.details.city': 'City',
  'billing.details.country': 'Country',
  'billing.details.country.hint': 'We sell to the EU countries, Norway, Iceland, Switzerland and the United Kingdom.',
  'billing.details.vatNumber': 'VAT number',
  'billing.details.vatNumber.hint': 'With the country code first, for example SE556677889901.',
  'billing.details.required': 'Fill this in.',
  'billing.details.vat.format':
    'This is not how a VAT number from the chosen country is written. Check the country code and the number of digits.',
  'billing.details.vat.checksum':
    'A digit of this VAT number is wrong: its check digit does not match. Compare it with your registration papers.',
  'billing.details.vat.country': 'This VAT number is from another country than the one chosen.',
  'billing.details.vat.required': 'A company in the EU gives its VAT number. Without one, choose private person.',
  'billing.details.vat.notRegistered': "The EU's VAT register does not know this number. Check it with your accounts.",
  'billing.details.vat.notForConsumer': 'A private person has no VAT number.',
  'billing.details.country.notSold': 'We do not sell to this country.',
  'billing.details.status.valid': "Your VAT number is confirmed by the EU's VAT register.",
  'billing.details.status.pending':
    "Your VAT number could not be checked now: the EU's VAT register did not answer. It is kept as pending and checked again later; until it is confirmed, VAT is charged at your country's rate.",
  'billing.details.status.invalid':
    "The EU's VAT register does not know your VAT number, so VAT is charged at your country's rate. Check the number and save it again.",
  'billing.details.tax.rate': 'Your invoices carry {rate} VAT.',
  'billing.details.tax.none': 'Your invoices carry no VAT (outside the EU).',
  'billing.details.tax.reverseCharge': 'Reverse charge: your invoices carry no VAT; you account for it yourself.',
  'billing.details.changeNote':
    'A change applies to prices and invoices from now on. Invoices already issued keep the details they were issued with.',
  'billing.details.save': 'Save details',
  'billing.details.saved': 'Saved. Prices follow the new details from now on; invoices already issued do not change.',
  // Paying with a saved card (issue 36).
  'billing.payCard.button': 'Pay {amount} with {card}',
  'billing.payCard.choose': 'Pay with',
  'billing.payCard.noDefault': 'You have no default card, so no card is charged without your choice.',
  'billing.payCard.defaultExpired': 'Your default card, {card}, has expired and cannot be charged.',
  'billing.payCard.addCard': 'Add a card',
  'billing.payCard.checking': 'Checking how your payment went…',
  'billing.payCard.returnUnknown': 'We could not read how your payment went. The invoice below shows what we know now.',
  'billing.bulkPay.heading': 'Pay several invoices',
  'billing.bulkPay.selected': '{count, plural, one {# invoice selected.} other {# invoices selected.}}',
  'billing.bulkPay.total': 'Total {amount}.',
  'billing.bulkPay.withCard': 'Pay {amount} with {card}',
  'billing.bulkPay.atProvider': 'Pay {amount} at the payment provider',
  'billing.bulkPay.currencies':
    'The invoices are in more than one currency. Choose invoices in one currency at a time.',
  'billing.bulkPay.select': 'Pay',
  'billing.bulkPay.selectInvoice': 'Select invoice {number} to pay',
  'billing.bulkPay.selectOverdue':
    '{count, plural, one {Select the overdue invoice} other {Select all # overdue invoices}}',
  'billing.bulkPay.clear': 'Clear the selection',
  'billing.autoPay.heading': 'Automatic payment',
  'billing.autoPay.on': 'Automatic payment is on: your default card is charged on each invoice’s due date.',
  'billing.autoPay.off': 'Automatic payment is off: you pay each invoice yourself.',
  'billing.autoPay.hint':
    'Only invoices due after you turn it on are charged, for the amount they state. If a charge fails, the invoice stays open, Home says so and you pay it yourself. Every automatic payment is in the payment history.',
  'billing.autoPay.turnOn': 'Turn on automatic payment',
  'billing.autoPay.turnOff': 'Turn off automatic payment',
});
