import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { renderRoute, type ResponseOverride } from '@/test/render-route';

const { invoices } = DEMO_BILLING;
const INVOICES = '/api/v2/billing/invoices';

/** What `saveFile` handed to the browser: each file's name and text. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  // jsdom has no object URLs; the download's blob and name are what the customer would get.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLocale('en', null);
});

/**
 * The same invoice as a server without VAT on invoices sends it: lines of a description and an amount, no VAT members.
 */
function withoutVat(body: Record<string, unknown>): Record<string, unknown> {
  const lines = Array.isArray(body.lines) ? (body.lines as { description: string; amount: number }[]) : [];
  return {
    ...body,
    amountsIncludeVat: undefined,
    lines: lines.map(({ description, amount }) => ({ description, amount })),
    vat: null,
    seller: null,
    buyer: null,
    reverseCharge: null,
    paymentTermsDays: null,
    creditNotes: null,
  };
}

/** The VAT members a server with VAT on invoices sends (a business buyer, two rates, a credit note). */
function withVat(body: Record<string, unknown>): Record<string, unknown> {
  return {
    ...body,
    amountsIncludeVat: true,
    amount: 1975,
    totals: { total: 1975, amountPaid: 1000, outstanding: 975 },
    lines: [
      { description: 'Web hosting Pro', amount: 1250, quantity: 2, unitPrice: 500, net: 1000, vatRate: 25, vat: 250 },
      { description: 'Setup', amount: 725, quantity: 1, unitPrice: 580, net: 580, vatRate: 25, vat: 145 },
    ],
    vat: { net: 1580, vat: 395, gross: 1975, byRate: [{ rate: 25, net: 1580, vat: 395 }] },
    seller: {
      name: 'Hosting Example AB',
      address: { street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' },
      organisationNumber: '556677-8899',
      vatNumber: 'SE556677889901',
      fTax: true,
    },
    buyer: {
      customerType: 'business',
      name: 'Lindqvist Konsult AB',
      address: { street: 'Ängsvägen 4', postalCode: '411 01', city: 'Göteborg', country: 'SE' },
      vatNumber: 'SE559911223301',
    },
    reverseCharge: true,
    paymentTermsDays: 14,
    creditNotes: [{ invoiceId: 'inv_cn0001', invoiceNumber: '2026-0412' }],
  };
}

describe('an invoice as a bookkeeper reads it', () => {
  it('shows each line’s VAT, the totals per rate, seller, buyer, reverse charge and its credit notes', async () => {
    const invoice = invoices.partiallyPaid;
    await renderRoute(`/billing/invoices/${invoice.id}`, {
      rewrite: (request, body) =>
        request === `GET ${INVOICES}/${invoice.id}` ? withVat(body as Record<string, unknown>) : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.number}` });
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    const headers = within(lines)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Description',
      'Quantity',
      'Unit price excl. VAT',
      'Net',
      'VAT rate',
      'VAT',
      'Amount incl. VAT',
    ]);
    const first = within(lines).getAllByRole('row')[1];
    if (!first) throw new Error('no line');
    expect(first).toHaveTextContent(/Web hosting Pro2SEK\s500\.00SEK\s1,000\.0025%SEK\s250\.00SEK\s1,250\.00/);

    const totals = screen.getByLabelText('Invoice totals');
    expect(totals).toHaveTextContent(/Total excl\. VATSEK\s1,580\.00/);
    expect(totals).toHaveTextContent(/VAT 25% on SEK\s1,580\.00SEK\s395\.00/);
    expect(totals).toHaveTextContent(/Total incl\. VATSEK\s1,975\.00 incl\. VAT/);
    expect(totals).toHaveTextContent(/Left to paySEK\s975\.00 incl\. VAT/);
    expect(screen.getByText('Reverse charge')).toBeInTheDocument();

    const parties = screen.getByRole('region', { name: 'Seller and buyer' });
    expect(within(parties).getByRole('region', { name: 'Seller' })).toHaveTextContent(
      /Hosting Example AB.*Organisation number556677-8899.*VAT numberSE556677889901.*Approved for F-tax/,
    );
    expect(within(parties).getByRole('region', { name: 'Billed to' })).toHaveTextContent(
      /Lindqvist Konsult AB.*Ängsvägen 4.*VAT numberSE559911223301/,
    );
    expect(screen.getByRole('link', { name: 'Credit note 2026-0412' })).toHaveAttribute(
      'href',
      '/billing/invoices/inv_cn0001',
    );
    expect(screen.getByText('Payment terms').nextSibling).toHaveTextContent('14 days');
  });

  it('shows an invoice without VAT members as before: its lines and total, no seller or buyer, terms "—"', async () => {
    const invoice = invoices.partiallyPaid;
    await renderRoute(`/billing/invoices/${invoice.id}`, {
      rewrite: (request, body) =>
        request === `GET ${INVOICES}/${invoice.id}` ? withoutVat(body as Record<string, unknown>) : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.number}` });
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Description', 'Amount']);
    expect(screen.queryByRole('region', { name: 'Seller and buyer' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment terms').nextSibling).toHaveTextContent('—');
  });

  it('downloads the PDF in the panel’s language, the key never in the address, under the server’s file name', async () => {
    await setLocale('sv', null);
    const invoice = invoices.overdue;
    const { user, requests } = await renderRoute(`/billing/invoices/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Faktura ${invoice.number}` });
    await user.click(screen.getByRole('button', { name: 'Ladda ner PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toContain(`GET ${INVOICES}/${invoice.id}/pdf?lang=sv`);
    expect(requests.filter((sent) => sent.includes('/pdf')).every((sent) => !/key|token/i.test(sent))).toBe(true);
    expect(saved[0]?.name).toBe(`invoice-${invoice.number}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
  });
});

describe('PDFs from the lists', () => {
  it('each invoice row of the payment history downloads that invoice’s PDF in the panel’s language', async () => {
    const { user, requests } = await renderRoute('/billing/history');
    const table = await screen.findByRole('table', { name: 'All events' });
    const button = within(table)
      .getAllByRole('button', { name: /^Download invoice .+ as PDF$/ })
      .find((each) => each.getAttribute('aria-label') === `Download invoice ${invoices.paid.number} as PDF`);
    if (!button) throw new Error(`no PDF button for ${invoices.paid.number}`);
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toContain(`GET ${INVOICES}/${invoices.paid.id}/pdf?lang=en`);
    expect(saved[0]?.name).toBe(`invoice-${invoices.paid.number}.pdf`);
  });

  it('names a credit note as one in the invoice list', async () => {
    await renderRoute('/billing/invoices', {
      rewrite: (request, body) => {
        if (request !== `GET ${INVOICES}` || typeof body !== 'object' || body === null) return undefined;
        const page = body as { data: Record<string, unknown>[] };
        return {
          ...page,
          data: page.data.map((each) => (each.id === invoices.refunded.id ? { ...each, kind: 'credit_note' } : each)),
        };
      },
    });
    const table = await screen.findByRole('table', { name: 'All invoices' });
    expect(within(table).getByRole('link', { name: `Credit note ${invoices.refunded.number}` })).toHaveAttribute(
      'href',
      `/billing/invoices/${invoices.refunded.id}`,
    );
  });
});

/** A minimal invoice row as a server might send it. */
function row(n: number) {
  return {
    id: `inv_exp${n}`,
    number: `2026-9${String(n).padStart(3, '0')}`,
    kind: 'order',
    orderId: null,
    orderNumber: `4000${n}`,
    status: 'unpaid',
    amount: 100 + n,
    currencyCode: 'SEK',
    totals: { currencyCode: 'SEK', total: 100 + n, amountPaid: 0, outstanding: 100 + n },
    issuedAt: '2026-11-01T10:00:00Z',
    dueAt: '2026-11-15T10:00:00Z',
    paidAt: null,
    paymentUrl: null,
    lines: [
      {
        description: n === 2 ? 'Hosting, "Pro"' : 'Hosting',
        // The first invoice's line says what it is for: the CSV says it as the screen does.
        ...(n === 1 ? { item: { kind: 'domain_renewal', subject: 'exempel.se', years: 1 } } : {}),
        amount: 100 + n,
      },
    ],
    vat: n === 1 ? { net: 80.8, vat: 20.2, gross: 101, byRate: [] } : null,
  };
}

/**
 * Answers the export's reads (after `start(log)`) with three pages of one invoice each, by the cursor asked for (none,
 * `c2`, `c3`); `failOnce` makes the first read of `c2` a 503.
 */
function pagedInvoices(options: { failOnce?: boolean } = {}) {
  let log: readonly string[] | null = null;
  let failed = false;
  const answer: ResponseOverride = (request) => {
    if (!log || request !== `GET ${INVOICES}`) return undefined;
    // The request being answered is the log's last entry (logged before it is answered).
    const cursor = /[?&]cursor=([^&]+)/.exec(log[log.length - 1] ?? '')?.[1];
    const page = cursor === 'c2' ? 2 : cursor === 'c3' ? 3 : 1;
    if (page === 2 && options.failOnce && !failed) {
      failed = true;
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503 }), {
        status: 503,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    }
    const body = { data: [row(page)], hasMore: page < 3, nextCursor: page < 3 ? `c${page + 1}` : null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { answer, start: (requests: readonly string[]) => (log = requests) };
}

/** A saved file's bytes (jsdom's Blob has no `arrayBuffer`). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('Download CSV (the kit list)', () => {
  it('reads every page under the active filter and saves one file with a BOM and every row', async () => {
    const pages = pagedInvoices();
    const { user, requests } = await renderRoute('/billing/invoices?status=outstanding', { answer: pages.answer });
    await screen.findByRole('table', { name: 'Invoices matching your filters' });
    pages.start(requests);
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved invoices-\d{4}-\d{2}-\d{2}\.csv: 3 rows\./);
    const exportReads = requests.slice(before).filter((sent) => sent.startsWith(`GET ${INVOICES}?`));
    expect(exportReads).toEqual([
      `GET ${INVOICES}?status=outstanding&limit=100`,
      `GET ${INVOICES}?status=outstanding&cursor=c2&limit=100`,
      `GET ${INVOICES}?status=outstanding&cursor=c3&limit=100`,
    ]);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = saved[0];
    if (!file) throw new Error('nothing saved');
    const bytes = await bytesOf(file.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const records = text.split('\r\n');
    expect(records[0]).toBe(
      'Invoice number,Kind,Issue date,Due date,Paid on,Status,Net,VAT,Total,Paid,Outstanding,Currency,Order number,Lines,ID',
    );
    expect(records.slice(1, 4).map((record) => record.split(',')[0])).toEqual(['2026-9001', '2026-9002', '2026-9003']);
    expect(records[1]).toMatch(
      /^2026-9001,Order,2026-11-01,2026-11-15,,Unpaid,80\.80,20\.20,101\.00,0\.00,101\.00,SEK,40001,Renewal of exempel\.se \(1 year\),inv_\w+$/,
    );
  });

  it('shows the rows read so far with a cancel; a cancelled export saves nothing', async () => {
    let exporting = false;
    let answered = 0;
    // The export's second page never finishes arriving: the export is still running when the customer cancels.
    const answer: ResponseOverride = (request) => {
      if (!exporting || request !== `GET ${INVOICES}`) return undefined;
      if (answered++ === 0) {
        const body = { data: [row(1), row(2)], hasMore: true, nextCursor: 'c2' };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(new ReadableStream({ start: () => undefined }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const { user } = await renderRoute('/billing/invoices', { answer });
    await screen.findByRole('table', { name: 'All invoices' });
    exporting = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText('2 rows read…');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByText('Download stopped. Nothing was saved.');
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('says a failure mid-way, saves nothing, and a retry reads every page again', async () => {
    const pages = pagedInvoices({ failOnce: true });
    const { user, requests } = await renderRoute('/billing/invoices', { answer: pages.answer });
    await screen.findByRole('table', { name: 'All invoices' });
    pages.start(requests);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download stopped after 1 row. Nothing was saved.');
    expect(saved).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Saved invoices-.*: 3 rows\./);
    expect(saved).toHaveLength(1);
  });
});

/** The history row titled `title` that links the invoice `invoiceId` (its title cell, then its links). */
async function historyRow(title: string, invoiceId: string | null): Promise<HTMLElement> {
  const cells = await screen.findAllByText(title, { selector: '.data-table__title' });
  const rows = cells.map((cell) => cell.closest('tr')).filter((row): row is HTMLTableRowElement => row !== null);
  const row = rows.find((each) => {
    const hrefs = within(each)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href'));
    return invoiceId === null
      ? !hrefs.some((href) => href?.startsWith('/billing/invoices/'))
      : hrefs.includes(`/billing/invoices/${invoiceId}`);
  });
  if (!row) throw new Error(`no row ${title} for ${String(invoiceId)}`);
  return row;
}

describe('the payment history says what each amount is and names credit notes as such', () => {
  const note = DEMO_BILLING.creditNotes.refunded;

  it('English: a payment and a credit note incl. VAT, credit added without VAT, the credit note’s link and PDF', async () => {
    const { user, requests, router } = await renderRoute('/billing/history');
    const payment = await historyRow('Payment received', invoices.paid.id);
    expect(payment).toHaveTextContent(/SEK\s187\.50 incl\. VAT/);
    expect(payment).not.toHaveTextContent('excl. VAT');
    // The gross amount stays the figure; its net and VAT beside it (issue 36).
    expect(payment).toHaveTextContent(/Net SEK\s150\.00 \+ VAT SEK\s37\.50 \(25\s?%\)/);

    const creditNote = await historyRow('Credit note issued', note.id);
    expect(creditNote).toHaveTextContent(/SEK\s186\.25 incl\. VAT/);
    expect(creditNote).not.toHaveTextContent('excl. VAT');
    const link = within(creditNote).getByRole('link', { name: /^Credit note \d/ });
    const number = (link.textContent ?? '').replace('Credit note ', '');
    expect(within(creditNote).queryByRole('link', { name: /^Invoice / })).toBeNull();

    await user.click(within(creditNote).getByRole('button', { name: `Download credit note ${number} as PDF` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toContain(`GET ${INVOICES}/${note.id}/pdf?lang=en`);
    expect(saved[0]?.name).toBe(`credit-note-${number}.pdf`);

    // The opening credit is further down: the kind filter brings it up.
    await router.navigate({ to: '/billing/history', search: { kind: 'credit_added' } });
    const credit = await historyRow('Credit added', null);
    expect(credit).toHaveTextContent(/SEK\s300\.00 no VAT \(prepayment\)/);
    expect(credit).not.toHaveTextContent('Net');
  });

  it('Swedish: inkl. moms on the payment and the credit note, utan moms on credit added, “Kreditfaktura N”', async () => {
    await setLocale('sv', null);
    const { router } = await renderRoute('/billing/history');
    const payment = await historyRow('Betalning mottagen', invoices.paid.id);
    expect(payment).toHaveTextContent(/187,50\skr inkl\. moms/);
    expect(payment).toHaveTextContent(/Netto 150,00\skr \+ moms 37,50\skr \(25\s%\)/);
    const creditNote = await historyRow('Kreditfaktura utfärdad', note.id);
    expect(creditNote).toHaveTextContent(/186,25\skr inkl\. moms/);
    expect(creditNote).not.toHaveTextContent('exkl. moms');
    const link = within(creditNote).getByRole('link', { name: /^Kreditfaktura \d/ });
    const number = (link.textContent ?? '').replace('Kreditfaktura ', '');
    expect(within(creditNote).getByRole('button', { name: `Ladda ner kreditfaktura ${number} som PDF` })).toBeVisible();
    await router.navigate({ to: '/billing/history', search: { kind: 'credit_added' } });
    const credit = await historyRow('Tillgodohavande påfyllt', null);
    expect(credit).toHaveTextContent(/300,00\skr utan moms \(förskott\)/);
  });

  it('reads an entry without the members as before: excl. VAT, named an invoice', async () => {
    await renderRoute('/billing/history', {
      rewrite: (request, body) => {
        if (!request.startsWith('GET /api/v2/billing/activity') || typeof body !== 'object' || body === null) {
          return undefined;
        }
        const page = body as { data: Record<string, unknown>[] };
        return {
          ...page,
          data: page.data.map((each) => ({
            ...each,
            vatBasis: undefined,
            invoiceKind: undefined,
            net: undefined,
            vat: undefined,
            vatRate: undefined,
          })),
        };
      },
    });
    const payment = await historyRow('Payment received', invoices.paid.id);
    expect(payment).toHaveTextContent('excl. VAT');
    // No split sent: the amount alone.
    expect(payment).not.toHaveTextContent('Net');
    const creditNote = await historyRow('Credit note issued', note.id);
    expect(within(creditNote).getByRole('link', { name: /^Invoice \d/ })).toBeInTheDocument();
  });
});

describe('the payment history’s CSV says what each amount is (issue 36)', () => {
  async function historyCsv(): Promise<string[][]> {
    const { user } = await renderRoute('/billing/history');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^(Download CSV|Ladda ner CSV)$/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = saved[0];
    if (!file) throw new Error('nothing saved');
    const text = new TextDecoder().decode((await bytesOf(file.blob)).slice(3));
    return text
      .split('\r\n')
      .filter(Boolean)
      .map((record) => record.split(','));
  }

  it('English: the VAT in the amount in words, the amount under gross, net or no VAT, its net / VAT split, the document', async () => {
    const [header = [], ...rows] = await historyCsv();
    expect(header).toEqual([
      'Date',
      'Kind',
      'Amount',
      'VAT in amount',
      'Amount incl. VAT',
      'Amount excl. VAT',
      'Amount without VAT (prepayment)',
      'Net',
      'VAT',
      'VAT rate (%)',
      'Currency',
      'Document',
      'Invoice number',
      'Order number',
      'ID',
    ]);
    const payment = rows.find((row) => row[1] === 'Payment received' && row[12] === invoices.paid.number);
    // The gross amount, then its net and VAT at the invoice's one rate, as numbers a bookkeeper sums.
    expect(payment?.slice(2, 12)).toEqual([
      '187.50',
      'incl. VAT',
      '187.50',
      '',
      '',
      '150.00',
      '37.50',
      '25',
      'SEK',
      'Order',
    ]);
    const credit = rows.find((row) => row[1] === 'Credit added');
    // A prepayment: all net, no VAT, no rate.
    expect(credit?.slice(2, 12)).toEqual([
      '300.00',
      'no VAT (prepayment)',
      '',
      '',
      '300.00',
      '300.00',
      '0.00',
      '',
      'SEK',
      '',
    ]);
    const note = rows.find((row) => row[1] === 'Credit note issued');
    expect(note?.slice(3, 12)).toEqual(['incl. VAT', '186.25', '', '', '149.00', '37.25', '25', 'SEK', 'Credit note']);
  });

  it('Swedish: the headers and the VAT words in Swedish, the amounts as numbers', async () => {
    await setLocale('sv', null);
    const [header = [], ...rows] = await historyCsv();
    expect(header.slice(2, 12)).toEqual([
      'Belopp',
      'Moms i beloppet',
      'Belopp inkl. moms',
      'Belopp exkl. moms',
      'Belopp utan moms (förskott)',
      'Netto',
      'Moms',
      'Momssats (%)',
      'Valuta',
      'Dokument',
    ]);
    const credit = rows.find((row) => row[6] === '300.00');
    expect(credit?.slice(3, 7)).toEqual(['utan moms (förskott)', '', '', '300.00']);
  });
});
