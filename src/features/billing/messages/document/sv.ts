import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'billingDocument.none': '—',
  'billingDocument.creditNote': 'Kreditfaktura {number}',
  'billingDocument.facts.terms': 'Betalningsvillkor',
  'billingDocument.facts.termsDays': '{days, plural, one {# dag} other {# dagar}}',
  'billingDocument.facts.currency': 'Valuta',

  'billingDocument.lines.caption': 'Fakturarader med moms',
  'billingDocument.lines.description': 'Beskrivning',
  'billingDocument.lines.quantity': 'Antal',
  'billingDocument.lines.unitPrice': 'À-pris exkl. moms',
  'billingDocument.lines.net': 'Netto',
  'billingDocument.lines.vatRate': 'Momssats',
  'billingDocument.lines.vat': 'Moms',
  'billingDocument.lines.gross': 'Belopp inkl. moms',

  'billingDocument.totals.label': 'Fakturans summor',
  'billingDocument.totals.net': 'Summa exkl. moms',
  'billingDocument.totals.vatAt': 'Moms {rate} på {net}',
  'billingDocument.totals.vat': 'Summa moms',
  'billingDocument.totals.gross': 'Summa inkl. moms',

  'billingDocument.reverseCharge.heading': 'Omvänd betalningsskyldighet',
  'billingDocument.reverseCharge.body':
    'Ingen moms tas ut på fakturan: du redovisar momsen själv (omvänd betalningsskyldighet).',

  'billingDocument.parties.heading': 'Säljare och köpare',
  'billingDocument.seller': 'Säljare',
  'billingDocument.buyer': 'Faktureras till',
  'billingDocument.organisationNumber': 'Organisationsnummer',
  'billingDocument.vatNumber': 'Momsregistreringsnummer',
  'billingDocument.fTax': 'Godkänd för F-skatt',

  'billingDocument.credits': 'Kreditfakturan krediterar',
  'billingDocument.creditNotes': 'Kreditfakturor för fakturan',
  'billingDocument.invoiceLink': 'Faktura {number}',
  'billingDocument.creditNoteLink': 'Kreditfaktura {number}',
  'billingDocument.unnumbered': 'Utan nummer',

  'billingDocument.pdf.download': 'Ladda ner PDF',
  'billingDocument.pdf.downloadRow':
    'Ladda ner {kind, select, credit_note {kreditfaktura} other {faktura}} {number} som PDF',
  'billingDocument.pdf.downloading': 'Laddar ner…',

  'billingDocument.csv.invoices': 'Exportera CSV',
  'billingDocument.csv.history': 'Exportera CSV',
  'billingDocument.csv.hint': 'Allt som filtren visar, på alla sidor.',
  'billingDocument.csv.progress': '{count, plural, one {# rad läst hittills…} other {# rader lästa hittills…}}',
  'billingDocument.csv.cancel': 'Avbryt exporten',
  'billingDocument.csv.cancelled': 'Exporten avbröts. Ingenting sparades.',
  'billingDocument.csv.failed':
    'Exporten stannade efter {count, plural, one {# rad} other {# rader}}: en sida kunde inte läsas. Ingenting sparades.',
  'billingDocument.csv.dropped':
    '{count, plural, one {# rad kunde inte läsas och finns inte i filen.} other {# rader kunde inte läsas och finns inte i filen.}}',
  'billingDocument.pdf.column': 'PDF',
  'billingDocument.csv.retry': 'Försök exportera igen',
  'billingDocument.csv.done':
    '{count, plural, =0 {Filen är tom: ingenting matchar filtren.} one {Sparade # rad i {file}.} other {Sparade # rader i {file}.}}',
  'billingDocument.csv.column.number': 'Fakturanummer',
  'billingDocument.csv.column.kind': 'Typ',
  'billingDocument.csv.column.issued': 'Fakturadatum',
  'billingDocument.csv.column.due': 'Förfallodatum',
  'billingDocument.csv.column.paidAt': 'Betald den',
  'billingDocument.csv.column.status': 'Status',
  'billingDocument.csv.column.net': 'Netto',
  'billingDocument.csv.column.vat': 'Moms',
  'billingDocument.csv.column.total': 'Totalt',
  'billingDocument.csv.column.paid': 'Betalt',
  'billingDocument.csv.column.outstanding': 'Kvar att betala',
  'billingDocument.csv.column.currency': 'Valuta',
  'billingDocument.csv.column.order': 'Beställningsnummer',
  'billingDocument.csv.column.date': 'Datum',
  'billingDocument.csv.column.amount': 'Belopp',
  'billingDocument.csv.column.vatBasis': 'Moms i beloppet',
  'billingDocument.csv.column.gross': 'Belopp inkl. moms',
  'billingDocument.csv.column.netOnly': 'Belopp exkl. moms',
  'billingDocument.csv.column.noVat': 'Belopp utan moms (förskott)',
  'billingDocument.csv.column.document': 'Dokument',
  'billingDocument.csv.column.vatRate': 'Momssats (%)',
  'billingDocument.csv.column.lines': 'Rader',
  'billingDocument.csv.vatBasis':
    '{basis, select, included {inkl. moms} none {utan moms (förskott)} other {exkl. moms}}',
  'billingDocument.csv.invoiceKind':
    '{kind, select, order {Beställning} add_funds {Tillgodohavande} credit_note {Kreditfaktura} other {Övrigt}}',
});
