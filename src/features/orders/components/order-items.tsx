import type { Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { orderMessages } from '@/features/orders/messages/catalog';
import { useOrderItemText } from './use-order-item-text';

/**
 * What was ordered. Domain items are in the spec; hosting, add-on and upgrade items are free-form (ledger), shown
 * by their plan's name in the reader's language (`usePlanName`, by product code; else the name sent, else the
 * product slug) and, when present, the domain or host and the from → to of an upgrade.
 */
export function OrderItems({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const groups: { key: 'hosting' | 'addons' | 'upgrades'; label: string }[] = [
    { key: 'hosting', label: t('orders.items.hosting') },
    { key: 'addons', label: t('orders.items.addons') },
    { key: 'upgrades', label: t('orders.items.upgrades') },
  ];
  const { describe } = useOrderItemText();
  const price = usePrice();
  const empty = order.domains.length + order.hosting.length + order.addons.length + order.upgrades.length === 0;

  return (
    <section className="order-section" aria-labelledby="order-items-heading">
      <h2 id="order-items-heading">{t('orders.items.heading')}</h2>
      {empty && <p className="muted">{t('orders.items.none')}</p>}
      {order.domains.length > 0 && (
        <>
          <h3 className="h3">{t('orders.items.domains')}</h3>
          <ul className="order-items">
            {order.domains.map((domain) => (
              <li key={domain.name}>
                {domain.name} · {price(domain.amount, domain.currencyCode)}
              </li>
            ))}
          </ul>
        </>
      )}
      {groups.map((group) =>
        order[group.key].length > 0 ? (
          <div key={group.key}>
            <h3 className="h3">{group.label}</h3>
            <ul className="order-items">
              {order[group.key].map((item, index) => (
                <li key={index}>{describe(item)}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}
