/**
 * What an order is for, in words, without React: the detail's item lines, the list's "For" column and the list's
 * first rows drawn before the app has run (orders-first-rows.ts) say the same. Domain items are in the spec;
 * hosting, add-on and upgrade items are free-form (ledger), named by their name (else product slug; a catalog plan by
 * its name in the reader's language, `planName`) with, when present, the domain or server host and the from → to of
 * an upgrade.
 */

/** A free-form item of an order (hosting, add-ons, upgrades), as the order's schema keeps it. */
export type OrderItemRecord = Readonly<Record<string, unknown>>;

/** The words an item's line is made of (the orders catalog's). */
export type OrderItemWords = (
  key: 'orders.items.upgradeFromTo' | 'orders.items.unnamed' | 'orders.items.quantity',
  values?: Record<string, string>,
) => string;

/** A plan's name by its product code, else the name the order was placed with (src/ui/format/plan-name.ts). */
export type PlanNameOf = (slug: string | null, sent: string | null) => string | null;

function text(item: OrderItemRecord, key: string): string | null {
  const value = item[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** One item's line: its name, where it is, an upgrade's from → to and a quantity over one, joined by " · ". */
export function describeOrderItem(
  item: OrderItemRecord,
  t: OrderItemWords,
  number: (value: number) => string,
  planName: PlanNameOf,
): string {
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
    quantity !== null && quantity > 1 ? t('orders.items.quantity', { count: number(quantity) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The items an order lists, as its schema reads them. */
export interface OrderItems {
  hosting: readonly OrderItemRecord[];
  domains: readonly { name: string }[];
  upgrades: readonly OrderItemRecord[];
  addons: readonly OrderItemRecord[];
}

/** Every item of the order, one line each: hosting and servers, domains, upgrades, then add-ons. */
export function orderItemLines(order: OrderItems, describe: (item: OrderItemRecord) => string): string[] {
  return [
    ...order.hosting.map(describe),
    ...order.domains.map((domain) => domain.name),
    ...order.upgrades.map(describe),
    ...order.addons.map(describe),
  ];
}
