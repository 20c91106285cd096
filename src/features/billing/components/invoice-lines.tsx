import { outstandingOf, type Invoice, type InvoiceLine } from '@/api/schemas/billing';
import { invoiceVatBasis } from '@/api/schemas/vat';
import { lineItemText } from '@/api/schemas/line-item';
import { lineItemMessages, useMessages } from '@/i18n';
import { usePlanName } from '@/ui/format/plan-name';
import { DataTable, type Column } from '@/ui/data-table';
import { Price } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';

/** Whether the server sent the VAT of the lines (a server before VAT sends only `description` and `amount`). */
function hasVatColumns(lines: readonly InvoiceLine[]): boolean {
  return lines.some(
    (line) =>
      line.quantity !== null ||
      line.unitPrice !== null ||
      line.net !== null ||
      line.vatRate !== null ||
      line.vat !== null,
  );
}

/**
 * The invoice's lines and totals as a bookkeeper reads them: each line's quantity, unit price, net, VAT rate, VAT and
 * amount with VAT; the totals net, VAT per rate and with VAT; paid and left to pay; the reverse-charge text when it
 * applies. A server without VAT lines still shows its lines (description and amount) and total. On a phone the
 * lines are cards (`DataTable`), each figure labelled, so nothing scrolls sideways.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const words = useMessages(lineItemMessages);
  const planName = usePlanName();
  const format = useFormat();
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const basis = invoiceVatBasis(invoice);
  const withVat = hasVatColumns(invoice.lines);
  const money = (amount: number | null) => format.money(amount, currency);
  const rate = (value: number | null) => (value === null ? d('billingDocument.none') : format.percent(value, 2));

  const columns = ((): Column<InvoiceLine>[] => {
    const description: Column<InvoiceLine> = {
      id: 'description',
      header: d('billingDocument.lines.description'),
      primary: true,
      // Said from the line's item in the reader's language; the server's description when it sent none.
      cell: (line) => <span className="data-table__title">{lineItemText(line, words, planName)}</span>,
    };
    if (!withVat) {
      return [
        description,
        {
          id: 'amount',
          header: t('billing.lines.amount'),
          align: 'end',
          cell: (line) => <Price exact amount={line.amount} currencyCode={currency} basis={basis} />,
        },
      ];
    }
    const figure = (id: string, header: string, value: (line: InvoiceLine) => string): Column<InvoiceLine> => ({
      id,
      header,
      align: 'end',
      cell: (line) => <span className="billing-figure">{value(line)}</span>,
    });
    return [
      description,
      figure('quantity', d('billingDocument.lines.quantity'), (line) =>
        line.quantity === null ? d('billingDocument.none') : format.number(line.quantity),
      ),
      figure('unitPrice', d('billingDocument.lines.unitPrice'), (line) => money(line.unitPrice)),
      figure('net', d('billingDocument.lines.net'), (line) => money(line.net)),
      figure('vatRate', d('billingDocument.lines.vatRate'), (line) => rate(line.vatRate)),
      figure('vat', d('billingDocument.lines.vat'), (line) => money(line.vat)),
      figure('gross', d('billingDocument.lines.gross'), (line) => money(line.amount)),
    ];
  })();

  const vat = invoice.vat;
  const total = vat?.gross ?? invoice.totals?.total ?? invoice.amount;

  return (
    <section className="billing-section" aria-labelledby="billing-lines-heading">
      <h2 id="billing-lines-heading">{t('billing.lines.heading')}</h2>
      {invoice.lines.length === 0 ? (
        <p className="muted">{t('billing.lines.none')}</p>
      ) : (
        <div
          className="billing-lines"
          role="region"
          aria-label={t('billing.lines.caption')}
          // Focusable: when the lines are wider than the screen, a keyboard scrolls them.
          tabIndex={0}
        >
          <DataTable
            caption={t('billing.lines.caption')}
            columns={columns}
            rows={invoice.lines}
            rowKey={(line) => invoice.lines.indexOf(line)}
            empty={null}
          />
        </div>
      )}
      <dl className="billing-totals" aria-label={d('billingDocument.totals.label')}>
        {vat && (
          <>
            <div>
              <dt>{d('billingDocument.totals.net')}</dt>
              <dd>{money(vat.net)}</dd>
            </div>
            {vat.byRate.map((part) => (
              <div key={part.rate}>
                <dt>{d('billingDocument.totals.vatAt', { rate: rate(part.rate), net: money(part.net) })}</dt>
                <dd>{money(part.vat)}</dd>
              </div>
            ))}
            <div>
              <dt>{d('billingDocument.totals.vat')}</dt>
              <dd>{money(vat.vat)}</dd>
            </div>
          </>
        )}
        <div className="billing-totals__total">
          <dt>{vat ? d('billingDocument.totals.gross') : t('billing.totals.total')}</dt>
          <dd>
            <Price exact amount={total} currencyCode={currency} basis={basis} />
          </dd>
        </div>
        <div>
          <dt>{t('billing.totals.paid')}</dt>
          <dd>
            <Price exact amount={invoice.totals?.amountPaid} currencyCode={currency} basis={basis} />
          </dd>
        </div>
        <div className="billing-totals__outstanding">
          <dt>{t('billing.totals.outstanding')}</dt>
          <dd>
            <Price exact amount={outstandingOf(invoice)} currencyCode={currency} basis={basis} />
          </dd>
        </div>
      </dl>
      {basis === 'none' && (
        <Notice tone="info" className="billing-reverse-charge">
          <p>{t('billing.lines.prepayment')}</p>
        </Notice>
      )}
      {invoice.reverseCharge === true && (
        <Notice tone="info" className="billing-reverse-charge">
          <p>
            <strong>{d('billingDocument.reverseCharge.heading')}</strong>
          </p>
          <p>{d('billingDocument.reverseCharge.body')}</p>
        </Notice>
      )}
    </section>
  );
}
