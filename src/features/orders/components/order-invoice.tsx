import { vatBasisOf } from '@/api/schemas/vat';
import { useQueryClient } from '@tanstack/react-query';
import { paymentLinkOf, type Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { FactList } from '@/ui/fact-list';
import { Button, ButtonLink } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { GetHelpLink } from '@/ui/get-help-link';
import { DateTime } from '@/ui/format/date-time';
import { usePrice } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import { SupportDetails } from '@/ui/support-details';
import { orderQueries } from '@/features/orders/api/order-queries';
import { orderMessages } from '@/features/orders/messages/catalog';
import { PaymentStatusBadge } from './order-badges';
import { InvoiceStatusBadge } from '@/ui/invoice-status-badge';

/**
 * The invoice (status, totals, due date), the payment status with its reason, the pay button (from
 * `invoice.paymentUrl` else `checkoutUrl`, only while something is outstanding and only for an https URL; anything
 * else is said in words, never linked) and the invoice's own screen in the billing area (an `inv_` id only).
 */
export function OrderInvoice({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const price = usePrice();
  const queryClient = useQueryClient();
  const invoice = order.invoice;
  const link = paymentLinkOf(order);
  const currency = invoice?.totals?.currencyCode ?? invoice?.currencyCode ?? order.billing.currencyCode;
  const outstanding = invoice?.totals?.outstanding ?? null;
  // What the invoice charges, with the invoice's own VAT words (gross when it says so), never converted.
  const basis = vatBasisOf(invoice?.amountsIncludeVat);
  // The billing area's invoice screen, by route path (features never import each other): only for an `inv_` id.
  const invoiceId = invoice?.id?.startsWith('inv_') ? invoice.id : null;

  return (
    <section className="order-section" aria-labelledby="order-invoice-heading">
      <h2 id="order-invoice-heading">
        {invoice?.number ? t('orders.invoice.number', { number: invoice.number }) : t('orders.invoice.heading')}
      </h2>
      {order.invoiceLookupPending ? (
        <Notice className="order-notice" role="status">
          <p>{t('orders.invoice.lookupPending')}</p>
          <Button
            size="small"
            onClick={() => void queryClient.invalidateQueries({ queryKey: orderQueries.detail(order.id).queryKey })}
          >
            {t('orders.invoice.refresh')}
          </Button>
        </Notice>
      ) : invoice ? (
        <FactList
          facts={[
            { term: t('orders.invoice.status'), value: <InvoiceStatusBadge status={invoice.status} /> },
            {
              term: t('orders.invoice.total'),
              value: price.exact(invoice.totals?.total ?? invoice.amount, currency, basis),
            },
            { term: t('orders.invoice.paid'), value: price.exact(invoice.totals?.amountPaid, currency, basis) },
            { term: t('orders.invoice.outstanding'), value: price.exact(outstanding, currency, basis) },
            {
              term: t('orders.invoice.due'),
              value:
                (invoice.dates.dueAt ?? invoice.dueAt) ? (
                  <DateTime value={invoice.dates.dueAt ?? invoice.dueAt ?? ''} mode="date" />
                ) : (
                  t('orders.detail.none')
                ),
            },
          ]}
        />
      ) : (
        <p className="muted">{t('orders.invoice.none')}</p>
      )}
      <FactList
        facts={[
          {
            term: t('orders.payment.status'),
            value: (
              <>
                <PaymentStatusBadge status={order.paymentStatus.status} />
                {/* Our words for a credit note; the server's own sentence (English, with dates and numbers as it
                    writes them) only under "Details for support" (issue 40). */}
                {order.paymentStatus.status === 'credit_note' && (
                  <span className="order-reason"> {t('orders.payment.creditNote')}</span>
                )}
                {order.paymentStatus.reason && <SupportDetails serverText={order.paymentStatus.reason} />}
              </>
            ),
          },
        ]}
      />
      {(link.href || invoiceId) && (
        <div className="order-pay">
          {link.href && (
            <ExternalLink variant="primary" href={link.href}>
              {outstanding !== null
                ? t('orders.payment.pay', { amount: price.exact(outstanding, currency, basis) })
                : t('orders.payment.payNoAmount')}
            </ExternalLink>
          )}
          {invoiceId && (
            <ButtonLink to="/billing/invoices/$invoiceId" params={{ invoiceId }}>
              {t('orders.invoice.show', { number: invoice?.number ?? invoiceId })}
            </ButtonLink>
          )}
        </div>
      )}
      {link.unsafe && (
        // Never the address itself: a `javascript:` or plain http one is not printed, even as text.
        <Notice tone="warning" className="order-notice" role="note">
          <p>{t('link.unsafePayment')}</p>
          <p>
            <GetHelpLink
              inline
              service={{ type: 'order', id: order.id, name: t('orders.number', { number: order.number }) }}
              about={t('orders.help.unsafePayment', { number: order.number })}
            >
              {t('orders.help.link')}
            </GetHelpLink>
          </p>
        </Notice>
      )}
    </section>
  );
}
