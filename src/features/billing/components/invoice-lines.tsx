import { vatBasisOf } from '@/api/schemas/vat';
import { outstandingOf, type Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { Price } from '@/ui/format/price';
import { billingMessages } from '@/features/billing/messages/catalog';

/** The invoice's lines (as the server wrote them) and its totals: total, paid and what is left to pay. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  return (
    <section className="billing-section" aria-labelledby="billing-lines-heading">
      <h2 id="billing-lines-heading">{t('billing.lines.heading')}</h2>
      {invoice.lines.length === 0 ? (
        <p className="muted">{t('billing.lines.none')}</p>
      ) : (
        <table className="billing-lines">
          <caption className="visually-hidden">{t('billing.lines.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.lines.description')}</th>
              <th scope="col" className="billing-amount">
                {t('billing.lines.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className="billing-amount">
                  <Price
                    exact
                    amount={line.amount}
                    currencyCode={currency}
                    basis={vatBasisOf(invoice.amountsIncludeVat)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="billing-totals">
        <div>
          <dt>{t('billing.totals.total')}</dt>
          <dd>
            <Price
              exact
              amount={invoice.totals?.total ?? invoice.amount}
              currencyCode={currency}
              basis={vatBasisOf(invoice.amountsIncludeVat)}
            />
          </dd>
        </div>
        <div>
          <dt>{t('billing.totals.paid')}</dt>
          <dd>
            <Price
              exact
              amount={invoice.totals?.amountPaid}
              currencyCode={currency}
              basis={vatBasisOf(invoice.amountsIncludeVat)}
            />
          </dd>
        </div>
        <div className="billing-totals__outstanding">
          <dt>{t('billing.totals.outstanding')}</dt>
          <dd>
            <Price
              exact
              amount={outstandingOf(invoice)}
              currencyCode={currency}
              basis={vatBasisOf(invoice.amountsIncludeVat)}
            />
          </dd>
        </div>
      </dl>
    </section>
  );
}
