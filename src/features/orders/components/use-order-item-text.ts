import { useCallback } from 'react';
import type { Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { usePlanName } from '@/ui/format/plan-name';
import { useFormat } from '@/ui/format/use-format';
import { orderMessages } from '@/features/orders/messages/catalog';

type Item = Record<string, unknown>;

function text(item: Item, key: string): string | null {
  const value = item[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * What an order is for, in words: the detail's item lines and the list's "For" column say the same. Domain items
 * are in the spec; hosting, add-on and upgrade items are free-form (ledger), named by their name (else product
 * slug; a catalog plan by its name in the reader's language, usePlanName) with, when present, the domain or server host and the from → to of an upgrade.
 */
export function useOrderItemText() {
  const t = useMessages(orderMessages);
  const format = useFormat();
  const planName = usePlanName();
  const describe = useCallback(
    (item: Item) => {
      const from = text(item, 'from');
      const to = text(item, 'to');
      const upgrade = from && to ? t('orders.items.upgradeFromTo', { from, to }) : null;
      const name =
        planName(text(item, 'productSlug'), text(item, 'name')) ??
        text(item, 'productSlug') ??
        (upgrade ? null : t('orders.items.unnamed'));
      const where = text(item, 'primaryDomain') ?? text(item, 'hostname') ?? text(item, 'domain');
      const quantity = typeof item.quantity === 'number' ? item.quantity : null;
      return [
        name,
        where,
        upgrade,
        quantity !== null && quantity > 1 ? t('orders.items.quantity', { count: format.number(quantity) }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    },
    [t, format, planName],
  );
  /** Every item of the order, one line each: hosting and servers, domains, upgrades, then add-ons. */
  const linesOf = useCallback(
    (order: Order): string[] => [
      ...order.hosting.map(describe),
      ...order.domains.map((domain) => domain.name),
      ...order.upgrades.map(describe),
      ...order.addons.map(describe),
    ],
    [describe],
  );
  return { describe, linesOf };
}
