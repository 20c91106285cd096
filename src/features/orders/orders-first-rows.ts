import { orderStatusValues, orderTypeValues } from '@/api/schemas/orders-values';
import {
  badgeMarkup,
  cellMarkup,
  primaryCellMarkup,
  dateTimeMarkup,
  escapeMarkup,
  firstPageTable,
  isRecord,
  oneOf,
  timestampOf,
  type RowWriting,
} from '@/ui/first-rows';
import { invoiceStatusTones } from '@/ui/invoice-status-tones';
import { describeOrderItem, orderItemLines, type OrderItemRecord, type OrderItems } from './order-item-text';
import { orderStatusTones } from './order-labels';

/**
 * The orders list's first rows as markup, drawn before the app's scripts have run from the boot script's early read
 * (src/boot/first-rows.ts, through its script src/boot/rows/orders.ts); React's first render then puts the live list
 * in their place.
 *
 * The markup is the one the list draws (order-list-page.tsx through the kit's DataTable, the status and invoice
 * badges, DateTime): `orders-first-rows.test.tsx` renders both from the same answers and fails on any difference,
 * for a consumer (amounts with VAT) and a business, in English and Swedish. Words come from the area's catalog (the
 * keys in `orderFirstRowKeys`), dates and money in the page's locale, prices for the stored session's tax.
 *
 * A plan is named as the order was placed with it: the list's first render has not read the catalog's names yet
 * (usePlanName: the sent name shows while they load), and its rows must be these. Once they are in, a Swedish page
 * names the plan in Swedish, as it always did.
 *
 * Each order is read as the list's schema reads it (`order` in src/api/schemas/orders.ts: a malformed optional member
 * is its fallback, an unknown status or type `unknown`, a malformed domain item dropped). A page with an order the
 * list would drop (and say so), or with none, draws nothing: the frame keeps saying "Loading…" until the app shows it.
 */

/** Words of the orders catalog (and the core one's) that the rows use. */
export const orderFirstRowKeys = [
  'orders.list.caption',
  'orders.list.column.order',
  'orders.list.column.items',
  'orders.list.column.status',
  'orders.list.column.type',
  'orders.list.column.amount',
  'orders.list.column.invoice',
  'orders.list.column.created',
  'orders.list.items.more',
  'orders.list.noInvoice',
  'orders.number',
  'orders.status',
  'orders.type',
  'orders.items.none',
  'orders.items.unnamed',
  'orders.items.upgradeFromTo',
  'orders.items.quantity',
  'orders.detail.none',
  'invoice.status',
  'date.none',
  'price.withVat',
  // The toolbar's count above the rows (firstPageCount).
  'list.count.all',
] as const;

type Key = (typeof orderFirstRowKeys)[number];

/** Items named in a row; the rest are counted (as order-list-page.tsx `ITEMS_SHOWN`). */
const ITEMS_SHOWN = 2;

const invoiceStatuses = Object.keys(invoiceStatusTones) as (keyof typeof invoiceStatusTones)[];

interface Order extends OrderItems {
  id: string;
  number: string;
  status: keyof typeof orderStatusTones;
  type: (typeof orderTypeValues)[number] | 'unknown';
  amount: number;
  currency: string;
  invoice: { status: keyof typeof invoiceStatusTones } | null;
  createdAt: string | null;
}

/** Free-form items as the schema keeps them: a list of objects, anything else in it dropped; no list, none. */
const records = (value: unknown): OrderItemRecord[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** Domain items as the schema keeps them (orderDomainItem): each with its name, TLD and price, or dropped. */
function domains(value: unknown): { name: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is { name: string } =>
      isRecord(item) &&
      typeof item.name === 'string' &&
      typeof item.tld === 'string' &&
      typeof item.amount === 'number' &&
      typeof item.currencyCode === 'string',
  );
}

/** An order as the list's schema reads it, or null for one it would drop (and say so). */
function order(item: unknown): Order | null {
  if (!isRecord(item)) return null;
  const { id, number, billing, invoice } = item;
  if (typeof id !== 'string' || typeof number !== 'string' || !isRecord(billing)) return null;
  const { amount, currencyCode } = billing;
  if (typeof amount !== 'number' || typeof currencyCode !== 'string') return null;
  return {
    id,
    number,
    status: oneOf(orderStatusValues, item.status),
    type: oneOf(orderTypeValues, item.type),
    amount,
    currency: currencyCode,
    // Read member by member: any object is an invoice, its status `unknown` when it is not one.
    invoice: isRecord(invoice) ? { status: oneOf(invoiceStatuses, invoice.status) } : null,
    createdAt: timestampOf(item.createdAt),
    hosting: records(item.hosting),
    domains: domains(item.domains),
    upgrades: records(item.upgrades),
    addons: records(item.addons),
  };
}

function row(item: Order, write: RowWriting): string {
  const { t } = write;
  const cell = (column: Key, content: string) => cellMarkup(t(column), content);
  const lines = orderItemLines(item, (record) => describeOrderItem(record, t, write.number, (_slug, sent) => sent));
  const shown = lines.slice(0, ITEMS_SHOWN);
  const items = lines.length
    ? `<span class="orders-list-items">${escapeMarkup(shown.join(', '))}` +
      (lines.length > shown.length
        ? escapeMarkup(` ${t('orders.list.items.more', { count: lines.length - shown.length })}`)
        : '') +
      `</span>`
    : `<span class="muted">${escapeMarkup(t('orders.items.none'))}</span>`;
  const invoice = item.invoice
    ? badgeMarkup(invoiceStatusTones[item.invoice.status], t('invoice.status', { status: item.invoice.status }))
    : `<span class="muted">${escapeMarkup(t('orders.list.noInvoice'))}</span>`;
  return (
    `<tr role="row">` +
    primaryCellMarkup(
      `/orders/${encodeURIComponent(item.id)}`,
      escapeMarkup(t('orders.number', { number: item.number })),
    ) +
    cell('orders.list.column.items', items) +
    cell(
      'orders.list.column.status',
      badgeMarkup(orderStatusTones[item.status], t('orders.status', { status: item.status })),
    ) +
    cell('orders.list.column.type', escapeMarkup(t('orders.type', { type: item.type }))) +
    cell('orders.list.column.amount', escapeMarkup(write.price(item.amount, item.currency))) +
    cell('orders.list.column.invoice', invoice) +
    cell(
      'orders.list.column.created',
      item.createdAt ? dateTimeMarkup(item.createdAt, write) : escapeMarkup(t('orders.detail.none')),
    ) +
    `</tr>`
  );
}

/**
 * The list's table (DataTable: caption, header, rows) for its first page of all orders, as React draws it once the
 * page is read; null for a page the list would not show as it is, or with no order.
 */
export function orderFirstTable(body: unknown, write: RowWriting): string | null {
  const { t } = write;
  return firstPageTable(body, order, {
    caption: t('orders.list.caption', { filtered: 'no', page: 'first' }),
    columns: [
      { header: t('orders.list.column.order'), primary: true },
      ...(['items', 'status', 'type', 'amount', 'invoice'] as const).map((column) => ({
        header: t(`orders.list.column.${column}`),
      })),
      { header: t('orders.list.column.created'), sort: 'descending' },
    ],
    row: (item) => row(item, write),
  });
}
