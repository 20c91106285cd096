import PDFDocument from 'pdfkit';
import type { Invoice, InvoiceDocumentLanguage, PostalAddress } from '@/api/schemas/billing';
import { lineItemText, type PlanNameOf } from '@/api/schemas/line-item';
import { lineItemWords } from '@/api/schemas/line-item-words';
import { formatMoney } from '@/api/schemas/money-format';

/**
 * The invoice or credit note as a PDF (`GET /billing/invoices/{id}/pdf`), laid out with pdfkit from the answer of
 * the invoice read (`toInvoice`), so the file and the screen show the same figures: amounts written by the panel's
 * own `formatMoney` in the document's language. A member the invoice lacks (null) reads "—", or its section is left
 * out; an invoice without VAT lines still lists its lines with their amounts.
 */

const words = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Invoice number',
    issued: 'Issue date',
    due: 'Due date',
    terms: 'Payment terms',
    termsDays: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    currency: 'Currency',
    seller: 'Seller',
    buyer: 'Billed to',
    organisationNumber: 'Organisation number',
    vatNumber: 'VAT number',
    fTax: 'Approved for F-tax',
    lines: 'Lines',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Net',
    vatRate: 'VAT rate',
    vat: 'VAT',
    gross: 'Amount',
    noLines: 'The invoice lists no lines.',
    totalNet: 'Total excl. VAT',
    vatAt: (rate: string) => `VAT ${rate}`,
    totalVat: 'Total VAT',
    total: 'Total incl. VAT',
    totalPlain: 'Total',
    paid: 'Paid',
    outstanding: 'Left to pay',
    reverseCharge: 'Reverse charge',
    reverseChargeNote: 'VAT is to be accounted for by the buyer (Article 196, Council Directive 2006/112/EC).',
    totalPrepayment: 'Total, no VAT (prepayment)',
    prepayment: 'Prepaid credit',
    prepaymentNote:
      'No VAT: this invoice buys prepaid credit, a prepayment. VAT is charged on the invoices the credit pays.',
    credits: (number: string) => `Credits invoice ${number}`,
    creditNotes: 'Credit notes',
  },
  sv: {
    invoice: 'Faktura',
    creditNote: 'Kreditfaktura',
    number: 'Fakturanummer',
    issued: 'Fakturadatum',
    due: 'Förfallodatum',
    terms: 'Betalningsvillkor',
    termsDays: (days: number) => `${days} dagar netto`,
    currency: 'Valuta',
    seller: 'Säljare',
    buyer: 'Faktureras till',
    organisationNumber: 'Organisationsnummer',
    vatNumber: 'Momsregistreringsnummer',
    fTax: 'Godkänd för F-skatt',
    lines: 'Rader',
    description: 'Beskrivning',
    quantity: 'Antal',
    unitPrice: 'À-pris',
    net: 'Netto',
    vatRate: 'Momssats',
    vat: 'Moms',
    gross: 'Belopp',
    noLines: 'Fakturan har inga rader.',
    totalNet: 'Summa exkl. moms',
    vatAt: (rate: string) => `Moms ${rate}`,
    totalVat: 'Summa moms',
    total: 'Att betala inkl. moms',
    totalPlain: 'Summa',
    paid: 'Betalt',
    outstanding: 'Kvar att betala',
    reverseCharge: 'Omvänd betalningsskyldighet',
    reverseChargeNote: 'Köparen redovisar momsen (artikel 196, rådets direktiv 2006/112/EG).',
    totalPrepayment: 'Att betala, utan moms (förskott)',
    prepayment: 'Förbetalt saldo',
    prepaymentNote:
      'Ingen moms: fakturan köper förbetalt saldo, ett förskott. Moms tas ut på de fakturor som saldot betalar.',
    credits: (number: string) => `Krediterar faktura ${number}`,
    creditNotes: 'Kreditfakturor',
  },
} as const satisfies Record<InvoiceDocumentLanguage, unknown>;

type Words = (typeof words)[InvoiceDocumentLanguage];

const NONE = '—';

/** Characters the PDF's standard fonts (WinAnsi) lack, in their nearest printable form; anything else unknown → `?`. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return text
    .replace(/\u2212/g, '-')
    .replace(/[\u202f\u2009\u2007]/g, '\u00a0')
    .replace(/[^\n\u0020-\u007e\u00a0-\u00ff]/g, (char) => (WIN_ANSI_EXTRA.has(char) ? char : '?'));
}

function dateOf(value: string | null, language: InvoiceDocumentLanguage): string {
  if (!value) return NONE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NONE;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Europe/Stockholm' }).format(date);
}

function percentOf(rate: number | null, language: InvoiceDocumentLanguage): string {
  if (rate === null) return NONE;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
}

function quantityOf(value: number | null, language: InvoiceDocumentLanguage): string {
  return value === null ? NONE : new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** A country as a reader of `language` names it ("Sverige", "Sweden"); the code as sent when unknown. */
function countryName(code: string | null, language: InvoiceDocumentLanguage): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function addressLines(address: PostalAddress | null, language: InvoiceDocumentLanguage): string[] {
  if (!address) return [];
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.street, city, countryName(address.country, language)].filter((line): line is string => Boolean(line));
}

/** The party blocks' lines: name, address, numbers; an empty list when nothing is known. */
function sellerLines(invoice: Invoice, w: Words, language: InvoiceDocumentLanguage): string[] {
  const seller = invoice.seller;
  if (!seller) return [];
  return [
    seller.name ?? NONE,
    ...addressLines(seller.address, language),
    `${w.organisationNumber}: ${seller.organisationNumber ?? NONE}`,
    `${w.vatNumber}: ${seller.vatNumber ?? NONE}`,
    ...(seller.fTax === true ? [w.fTax] : []),
  ];
}

function buyerLines(invoice: Invoice, w: Words, language: InvoiceDocumentLanguage): string[] {
  const buyer = invoice.buyer;
  if (!buyer) return [];
  return [
    buyer.name ?? NONE,
    ...addressLines(buyer.address, language),
    ...(buyer.vatNumber || buyer.customerType === 'business' ? [`${w.vatNumber}: ${buyer.vatNumber ?? NONE}`] : []),
  ];
}

/**
 * The PDF of `invoice` in `language`, as bytes. Each line is said from its `item` with the panel's own words
 * (`lineItemText`, the line-item catalog's messages in `language`), a catalog plan by its name in that language
 * (`planName`), so the file and the screen say a line alike; a line without a known item keeps its description.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  language: InvoiceDocumentLanguage,
  planName?: PlanNameOf,
): Promise<Uint8Array> {
  const w = words[language];
  const lineWords = lineItemWords(language);
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const money = (amount: number | null | undefined) => formatMoney(amount, currency, language);
  const isCreditNote = invoice.kind === 'credit_note';
  const title = `${isCreditNote ? w.creditNote : w.invoice} ${invoice.number ?? ''}`.trim();

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: printable(title), Author: printable(invoice.seller?.name ?? ''), Subject: printable(title) },
    lang: language === 'sv' ? 'sv-SE' : 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  /** Writes `value` at `x` (else where the last text left off), wrapped to `width`. */
  const text = (value: string, { x, ...options }: PDFKit.Mixins.TextOptions & { x?: number } = {}) => {
    if (x !== undefined) doc.x = x;
    return doc.text(printable(value), options);
  };
  const heading = (value: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(11);
    text(value, { x: left, width });
    doc.font('Helvetica').fontSize(9.5);
    doc.moveDown(0.2);
  };

  // Title and the invoice's facts.
  doc.font('Helvetica-Bold').fontSize(20);
  text(title);
  doc.font('Helvetica').fontSize(9.5).moveDown(0.5);
  const facts: [string, string][] = [
    [w.number, invoice.number ?? NONE],
    [w.issued, dateOf(invoice.issuedAt, language)],
    [w.due, dateOf(invoice.dueAt, language)],
    [w.terms, invoice.paymentTermsDays === null ? NONE : w.termsDays(invoice.paymentTermsDays)],
    [w.currency, currency ?? NONE],
  ];
  for (const [term, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold');
    text(term, { width: 150 });
    doc.font('Helvetica');
    doc.y = y;
    text(value, { x: left + 160, width: width - 160 });
    doc.x = left;
  }

  // Seller and buyer side by side.
  const seller = sellerLines(invoice, w, language);
  const buyer = buyerLines(invoice, w, language);
  if (seller.length > 0 || buyer.length > 0) {
    doc.moveDown(1);
    const top = doc.y;
    const column = (x: string, lines: string[], at: number) => {
      doc.y = top;
      doc.font('Helvetica-Bold').fontSize(11);
      text(x, { x: at, width: width / 2 - 10 });
      doc.font('Helvetica').fontSize(9.5);
      for (const line of lines.length > 0 ? lines : [NONE]) {
        text(line, { x: at, width: width / 2 - 10 });
      }
      return doc.y;
    };
    const bottom = Math.max(column(w.seller, seller, left), column(w.buyer, buyer, left + width / 2));
    doc.x = left;
    doc.y = bottom;
  }

  // Lines: description, quantity, unit price, net, VAT rate, VAT, gross.
  heading(w.lines);
  if (invoice.lines.length === 0) {
    text(w.noLines, { x: left, width });
  } else {
    const columns = [
      { label: w.description, width: 0.3, align: 'left' as const },
      { label: w.quantity, width: 0.07, align: 'right' as const },
      { label: w.unitPrice, width: 0.13, align: 'right' as const },
      { label: w.net, width: 0.13, align: 'right' as const },
      { label: w.vatRate, width: 0.1, align: 'right' as const },
      { label: w.vat, width: 0.13, align: 'right' as const },
      { label: w.gross, width: 0.14, align: 'right' as const },
    ];
    const row = (cells: string[], bold: boolean) => {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      const top = doc.y;
      let x = left;
      let bottom = top;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      cells.forEach((cell, index) => {
        const spec = columns[index];
        if (!spec) return;
        const cellWidth = spec.width * width - 4;
        doc.y = top;
        text(cell, { x, width: cellWidth, align: spec.align });
        bottom = Math.max(bottom, doc.y);
        x += spec.width * width;
      });
      doc.y = bottom + 3;
      doc.x = left;
    };
    row(
      columns.map((column) => column.label),
      true,
    );
    doc
      .moveTo(left, doc.y - 1)
      .lineTo(left + width, doc.y - 1)
      .lineWidth(0.5)
      .stroke();
    doc.y += 2;
    for (const line of invoice.lines) {
      row(
        [
          lineItemText(line, lineWords, planName),
          quantityOf(line.quantity, language),
          money(line.unitPrice),
          money(line.net),
          percentOf(line.vatRate, language),
          money(line.vat),
          money(line.amount),
        ],
        false,
      );
    }
  }

  // Totals: net, VAT per rate, gross; then paid and outstanding.
  doc.moveDown(0.6);
  const totals: [string, string, boolean][] = [];
  const vat = invoice.vat;
  if (vat) {
    totals.push([w.totalNet, money(vat.net), false]);
    for (const rate of vat.byRate) {
      totals.push([`${w.vatAt(percentOf(rate.rate, language))} (${w.net} ${money(rate.net)})`, money(rate.vat), false]);
    }
    totals.push([w.totalVat, money(vat.vat), false]);
    // Prepaid credit carries no VAT: its total is not said to include any (ledger "Money: VAT → Add funds").
    const prepayment = invoice.kind === 'add_funds';
    totals.push([
      prepayment ? w.totalPrepayment : w.total,
      money(vat.gross ?? invoice.totals?.total ?? invoice.amount),
      true,
    ]);
  } else {
    totals.push([w.totalPlain, money(invoice.totals?.total ?? invoice.amount), true]);
  }
  totals.push([w.paid, money(invoice.totals?.amountPaid), false]);
  totals.push([w.outstanding, money(invoice.totals?.outstanding), true]);
  for (const [term, value, bold] of totals) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    text(term, { x: left + width * 0.3, width: width * 0.48, align: 'right' });
    const after = doc.y;
    doc.y = y;
    text(value, { x: left + width * 0.8, width: width * 0.2, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  }

  if (invoice.kind === 'add_funds') {
    heading(w.prepayment);
    text(w.prepaymentNote, { x: left, width });
  }
  if (invoice.reverseCharge === true) {
    heading(w.reverseCharge);
    text(w.reverseChargeNote, { x: left, width });
  }
  if (invoice.credits?.invoiceNumber) {
    doc.moveDown(0.8);
    text(w.credits(invoice.credits.invoiceNumber), { x: left, width });
  }
  const creditNotes = invoice.creditNotes
    .map((note) => note.invoiceNumber)
    .filter((number): number is string => Boolean(number));
  if (creditNotes.length > 0) {
    doc.moveDown(0.8);
    text(`${w.creditNotes}: ${creditNotes.join(', ')}`, { x: left, width });
  }

  doc.end();
  return finished;
}
