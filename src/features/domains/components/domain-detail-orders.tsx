import { Link } from '@tanstack/react-router';
import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { usePrice } from '@/ui/format/price';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { DomainInvoiceLink } from './domain-invoice-link';

/**
 * A pending domain order (with what blocks it) and a pending renewal order, each with a link to the order and to its
 * invoice's screen in the billing area.
 */
export function DomainDetailOrders({ domain }: { domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  const price = usePrice();
  const order = domain.pendingDomainOrder;
  const renewal = domain.pendingRenewalOrder;
  if (!order && !renewal) return null;
  const renewalNumber = typeof renewal?.orderNumber === 'string' ? renewal.orderNumber : null;
  return (
    <>
      {order && (
        <section className="domain-section domain-order" aria-labelledby="domain-order-heading">
          <h2 id="domain-order-heading">{t('domainsDetail.order.heading')}</h2>
          <p>{t('domainsDetail.order.intro')}</p>
          {order.blockers.length > 0 && (
            <div className="domain-blockers">
              <h3 className="h3">{t('domainsDetail.order.blockers')}</h3>
              <ul>
                {order.blockers.map((blocker) => (
                  <li key={blocker}>
                    {t('domainsDetail.order.blocker', { blocker })} <code className="muted">{blocker}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <FactList
            facts={[
              { term: t('domainsDetail.order.number'), value: order.orderNumber ?? t('value.missing') },
              {
                term: t('domainsDetail.order.invoice'),
                value: order.invoiceNumber
                  ? t('domainsDetail.order.invoiceValue', {
                      number: order.invoiceNumber,
                      status: order.invoiceStatus ?? 'unknown',
                    })
                  : t('value.missing'),
              },
              {
                term: t('domainsDetail.order.amount'),
                value: order.amount === null ? t('value.missing') : price(order.amount, order.currencyCode),
              },
              { term: t('domainsDetail.order.created'), value: <DateTime value={order.createdAt} mode="date" /> },
              { term: t('domainsDetail.order.due'), value: <DateTime value={order.dueAt} mode="date" /> },
            ]}
          />
          {order.id?.startsWith('ord_') && (
            <p>
              <Link to="/orders/$orderId" params={{ orderId: order.id }}>
                {t('domainsDetail.order.link', { number: order.orderNumber ?? order.id })}
              </Link>
            </p>
          )}
          <DomainInvoiceLink invoiceId={order.invoiceId} invoiceNumber={order.invoiceNumber} paragraph />
        </section>
      )}
      {renewal && (
        <section className="domain-section domain-order" aria-labelledby="domain-renewal-heading">
          <h2 id="domain-renewal-heading">{t('domainsDetail.renewal.heading')}</h2>
          <p>{t('domainsDetail.renewal.intro')}</p>
          {renewal.id?.startsWith('ord_') && (
            <p>
              <Link to="/orders/$orderId" params={{ orderId: renewal.id }}>
                {t('domainsDetail.order.link', { number: renewalNumber ?? renewal.id })}
              </Link>
            </p>
          )}
          <DomainInvoiceLink invoiceId={renewal.invoiceId} invoiceNumber={renewal.invoiceNumber} paragraph />
        </section>
      )}
    </>
  );
}
