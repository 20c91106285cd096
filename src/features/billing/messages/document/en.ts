import { defineMessages } from '@/i18n';

/**
 * The words of an invoice as a document (what a bookkeeper reads: VAT, seller, buyer, credit notes), its PDF and the
 * CSV exports of the invoice list and the payment history. A catalog of its own (`billingDocument.*`), loaded by the
 * invoice, invoice list and history routes.
 */
export default defineMessages({
  'billingDocument.none': '—',
  'billingDocument.creditNote': 'Credit note {number}',
  'billingDocument.facts.terms': 'Payment terms',
  'billingDocument.facts.termsDays': '{days, plural, one {# day} other {# days}}',
  'billingDocument.facts.currency': 'Currency',

  // Lines with their VAT.
  'billingDocument.lines.caption': 'Invoice lines with their VAT',
  'billingDocument.lines.description': 'Description',
  'billingDocument.lines.quantity': 'Quantity',
  'billingDocument.lines.unitPrice': 'Unit price excl. VAT',
  'billingDocument.lines.net': 'Net',
  'billingDocument.lines.vatRate': 'VAT rate',
  'billingDocument.lines.vat': 'VAT',
  'billingDocument.lines.gross': 'Amount incl. VAT',

  // Totals.
  'billingDocument.totals.label': 'Invoice totals',
  'billingDocument.totals.net': 'Total excl. VAT',
  'billingDocument.totals.vatAt': 'VAT {rate} on {net}',
  'billingDocument.totals.vat': 'Total VAT',
  'billingDocument.totals.gross': 'Total incl. VAT',

  'billingDocument.reverseCharge.heading': 'Reverse charge',
  'billingDocument.reverseCharge.body':
    'No VAT is charged on this invoice: you account for the VAT yourself (reverse charge).',

  // Seller and buyer.
  'billingDocument.parties.heading': 'Seller and buyer',
  'billingDocument.seller': 'Seller',
  'billingDocument.buyer': 'Billed to',
  'billingDocument.organisationNumber': 'Organisation number',
  'billingDocument.vatNumber': 'VAT number',
  'billingDocument.fTax': 'Approved for F-tax',

  // Credit notes.
  'billingDocument.credits': 'This credit note credits',
  'billingDocument.creditNotes': 'Credit notes for this invoice',
  'billingDocument.invoiceLink': 'Invoice {number}',
  'billingDocument.creditNoteLink': 'Credit note {number}',
  'billingDocument.unnumbered': 'Without a number',

  // PDF.
  'billingDocument.pdf.download': 'Download PDF',
  'billingDocument.pdf.downloadRow':
    'Download {kind, select, credit_note {credit note} other {invoice}} {number} as PDF',
  'billingDocument.pdf.downloading': 'Downloading…',

  // CSV.
  'billingDocument.csv.invoices': 'Export CSV',
  'billingDocument.csv.history': 'Export CSV',
  'billingDocument.csv.hint': 'Everything the filters show, on every page.',
  'billingDocument.csv.progress': '{count, plural, one {# row read so far…} other {# rows read so far…}}',
  'billingDocument.csv.cancel': 'Cancel export',
  'billingDocument.csv.cancelled': 'The export was cancelled. Nothing was saved.',
  'billingDocument.csv.failed':
    'The export stopped after {count, plural, one {# row} other {# rows}}: a page could not be read. Nothing was saved.',
  'billingDocument.csv.dropped':
    '{count, plural, one {# row could not be read and is not in the file.} other {# rows could not be read and are not in the file.}}',
  'billingDocument.pdf.column': 'PDF',
  'billingDocument.csv.retry': 'Try the export again',
  'billingDocument.csv.done':
    '{count, plural, =0 {The file is empty: nothing matches the filters.} one {Saved # row to {file}.} other {Saved # rows to {file}.}}',
  // Column names in the CSV file (a spreadsheet's header row).
  'billingDocument.csv.column.number': 'Invoice number',
  'billingDocument.csv.column.kind': 'Kind',
  'billingDocument.csv.column.issued': 'Issue date',
  'billingDocument.csv.column.due': 'Due date',
  'billingDocument.csv.column.paidAt': 'Paid on',
  'billingDocument.csv.column.status': 'Status',
  'billingDocument.csv.column.net': 'Net',
  'billingDocument.csv.column.vat': 'VAT',
  'billingDocument.csv.column.total': 'Total',
  'billingDocument.csv.column.paid': 'Paid',
  'billingDocument.csv.column.outstanding': 'Outstanding',
  'billingDocument.csv.column.currency': 'Currency',
  'billingDocument.csv.column.order': 'Order number',
  'billingDocument.csv.column.date': 'Date',
  'billingDocument.csv.column.amount': 'Amount',
  'billingDocument.csv.column.vatBasis': 'VAT in amount',
  'billingDocument.csv.column.gross': 'Amount incl. VAT',
  'billingDocument.csv.column.netOnly': 'Amount excl. VAT',
  'billingDocument.csv.column.noVat': 'Amount without VAT (prepayment)',
  'billingDocument.csv.column.document': 'Document',
  'billingDocument.csv.column.vatRate': 'VAT rate (%)',
  'billingDocument.csv.column.lines': 'Lines',
  'billingDocument.csv.vatBasis': '{basis, select, included {incl. VAT} none {no VAT (prepayment)} other {excl. VAT}}',
  'billingDocument.csv.invoiceKind':
    '{kind, select, order {Order} add_funds {Account credit} credit_note {Credit note} other {Other}}',
});
