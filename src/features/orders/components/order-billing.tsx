import { billingModeOf, type Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { FactList, type Fact } from '@/ui/fact-list';
import { usePrice } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import { orderMessages } from '@/features/orders/messages/catalog';

/** Amount, billing period and model; PAYG explained (its monthly cycle is billed in arrears, as an estimate). */
export function OrderBilling({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const price = usePrice();
  const mode = billingModeOf(order.billing);
  const facts: Fact[] = [
    { term: t('orders.billing.amount'), value: price(order.billing.amount, order.billing.currencyCode) },
    { term: t('orders.billing.cycle'), value: t('orders.cycle', { cycle: order.billing.billingCycle ?? 'none' }) },
    {
      term: t('orders.billing.mode'),
      value:
        mode === 'payg'
          ? t('orders.billing.payg')
          : mode === 'fixed'
            ? t('orders.billing.fixed')
            : t('orders.billing.unknownMode'),
    },
  ];
  if (order.billing.periodYears !== null) {
    facts.push({
      term: t('orders.billing.periodYears'),
      value: t('orders.billing.years', { count: order.billing.periodYears }),
    });
  }
  return (
    <section className="order-section" aria-labelledby="order-billing-heading">
      <h2 id="order-billing-heading">{t('orders.billing.heading')}</h2>
      <FactList facts={facts} />
      {mode === 'payg' && (
        <Notice className="order-notice">
          <p>{t('orders.billing.paygExplained')}</p>
        </Notice>
      )}
    </section>
  );
}
