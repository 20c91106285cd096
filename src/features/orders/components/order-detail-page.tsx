import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { FactList, type Fact } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { GateReason } from '@/ui/gated-button';
import { GetHelpLink } from '@/ui/get-help-link';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { orderQueries } from '@/features/orders/api/order-queries';
import { orderMessages } from '@/features/orders/messages/catalog';
import { OrderStatusBadge } from './order-badges';
import { OrderBilling } from './order-billing';
import { OrderCancel } from './order-cancel';
import { OrderInvoice } from './order-invoice';
import { OrderItems } from './order-items';
import { OrderRestore } from './order-restore';
import '@/features/orders/orders.css';

/** One order: status and type, invoice and payment (with the pay button), billing, items, restores, cancel. */
export function OrderDetailPage({
  orderId,
  placed,
}: {
  orderId: string;
  /** Just created by the order flow: say so. */
  placed: boolean;
}) {
  const t = useMessages(orderMessages);
  const { data: order } = useSuspenseQuery(orderQueries.detail(orderId));
  const [cancelled, setCancelled] = useState(false);
  const client = order.client;
  const service = { type: 'order', id: order.id, name: t('orders.number', { number: order.number }) } as const;
  const clientName = client
    ? [[client.firstName, client.lastName].filter(Boolean).join(' '), client.companyName].filter(Boolean).join(', ')
    : '';
  const facts: Fact[] = [
    { term: t('orders.detail.facts.type'), value: t('orders.type', { type: order.type }) },
    {
      term: t('orders.detail.facts.placed'),
      value: order.createdAt ? <DateTime value={order.createdAt} /> : t('orders.detail.none'),
    },
  ];
  if (order.contractAcceptedAt) {
    facts.push({ term: t('orders.detail.facts.contract'), value: <DateTime value={order.contractAcceptedAt} /> });
  }
  if (clientName) facts.push({ term: t('orders.detail.facts.client'), value: clientName });
  if (order.referenceNumber) facts.push({ term: t('orders.detail.facts.reference'), value: order.referenceNumber });
  if (order.notes) facts.push({ term: t('orders.detail.facts.notes'), value: order.notes });
  // A completed or cancelled order can never be retried: no "Retry" line to explain (issue 40). A failed one keeps its
  // reason, and an allowed retry is said in any status.
  const finished = order.status === 'completed' || order.status === 'cancelled';
  if (!finished || order.actions.canRetry.allowed)
    facts.push({
      term: t('orders.detail.facts.retry'),
      value: order.actions.canRetry.allowed ? (
        <>
          {t('orders.detail.facts.retryAllowed')}{' '}
          <GetHelpLink inline service={service} about={t('orders.help.retry', { number: order.number })}>
            {t('orders.help.link')}
          </GetHelpLink>
        </>
      ) : order.actions.canRetry.reason || order.actions.canRetry.code ? (
        <>
          <GateReason gate={order.actions.canRetry} />
          {order.status === 'failed' && (
            <>
              {' '}
              <GetHelpLink inline service={service} about={t('orders.help.failed', { number: order.number })}>
                {t('orders.help.link')}
              </GetHelpLink>
            </>
          )}
        </>
      ) : (
        t('orders.detail.none')
      ),
    });

  return (
    <article className="page" aria-labelledby="order-heading">
      <PageHeader
        headingId="order-heading"
        title={t('orders.number', { number: order.number })}
        breadcrumb={[
          <Link key="orders" to="/orders">
            {t('orders.detail.breadcrumb')}
          </Link>,
        ]}
        meta={
          <>
            <OrderStatusBadge status={order.status} />
            <span>{t('orders.type', { type: order.type })}</span>
          </>
        }
        actions={
          <>
            <OrderCancel order={order} onCancelled={() => setCancelled(true)} />
            <GetHelpLink service={service} />
          </>
        }
      />
      {placed && !cancelled && (
        <Notice tone="success" className="order-notice" role="status">
          <p>{t('orders.new.created', { number: order.number })}</p>
        </Notice>
      )}
      {cancelled && (
        <Notice tone="success" className="order-notice" role="status">
          <p>{t('orders.cancel.done', { number: order.number })}</p>
        </Notice>
      )}
      <DetailLayout
        sideLabel={t('orders.detail.side')}
        main={
          <>
            <OrderInvoice order={order} />
            <OrderItems order={order} />
            {order.restoreIntents && <OrderRestore intents={order.restoreIntents} />}
          </>
        }
        side={
          <>
            <FactList facts={facts} />
            <OrderBilling order={order} />
          </>
        }
      />
    </article>
  );
}
