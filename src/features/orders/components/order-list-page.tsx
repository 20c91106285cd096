import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { orderStatusFilterValues, orderTypeFilterValues, type Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import { csvAmount, csvTimestamp } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { SelectField } from '@/ui/fields';
import { DateTime } from '@/ui/format/date-time';
import { usePrice } from '@/ui/format/price';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { orderQueries, type OrderStatusFilter, type OrderTypeFilter } from '@/features/orders/api/order-queries';
import { orderMessages } from '@/features/orders/messages/catalog';
import { OrderStatusBadge } from './order-badges';
import { InvoiceStatusBadge } from '@/ui/invoice-status-badge';
import { useOrderItemText } from './use-order-item-text';
import '@/features/orders/orders.css';

const statusFilters: readonly OrderStatusFilter[] = ['all', ...orderStatusFilterValues];
const typeFilters: readonly OrderTypeFilter[] = ['all', ...orderTypeFilterValues];
/** Items named in a row of the list; the rest are counted (the order's page lists them all). */
const ITEMS_SHOWN = 2;

/** The words of an order the text filter looks in: its number, its invoice's, and what it is for. */
function searchableText(order: Order): (string | null | undefined)[] {
  const named = [...order.hosting, ...order.addons, ...order.upgrades].flatMap((item) =>
    ['name', 'domain', 'plan', 'product', 'to'].map((key) => {
      const value = item[key];
      return typeof value === 'string' ? value : null;
    }),
  );
  return [order.number, order.invoice?.number, order.referenceNumber, ...order.domains.map((d) => d.name), ...named];
}

/**
 * Every order of the account, newest first, on the kit list. Status and type are the server's filters; the text
 * filters the rows read on the client (the API names no text filter: ledger "List filters"). The filters live in
 * the URL; "Show more" reads the next page.
 */
export function OrderListPage({
  q,
  status,
  type,
}: {
  q: string | undefined;
  status: OrderStatusFilter;
  type: OrderTypeFilter;
}) {
  const t = useMessages(orderMessages);
  const k = useMessages();
  const navigate = useNavigate();
  const price = usePrice();
  const { linesOf } = useOrderItemText();
  // The route's loader reads the first page before the screen shows; drawn at build time (src/boot/prerender.tsx)
  // the page has none yet, and the list says it is loading where its rows will be.
  const query = useInfiniteQuery(orderQueries.listPages({ status, type }));
  const pages = useKitPages(query);
  const filtered = q !== undefined || status !== 'all' || type !== 'all';
  const counted = useQuery({ ...orderQueries.total(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const match = useCallback((order: Order) => matchesSearch(q, searchableText(order)), [q]);
  const readPage = useMemo(() => orderQueries.readExportPage({ status, type }), [status, type]);

  const csvColumns = useMemo<KitCsvColumn<Order>[]>(
    () => [
      { header: t('orders.list.column.order'), value: (order) => order.number },
      { header: t('orders.list.column.items'), value: (order) => linesOf(order).join('; ') },
      {
        header: t('orders.list.column.status'),
        value: (order) => t('orders.list.filter.statusOption', { status: order.status }),
      },
      { header: t('orders.list.column.type'), value: (order) => t('orders.type', { type: order.type }) },
      { header: t('orders.list.column.amount'), value: (order) => csvAmount(order.billing.amount) },
      { header: k('kit.csv.column.currency'), value: (order) => order.billing.currencyCode },
      { header: t('orders.list.column.invoice'), value: (order) => order.invoice?.number },
      { header: t('orders.list.column.created'), value: (order) => csvTimestamp(order.createdAt) },
      { header: k('kit.csv.column.id'), value: (order) => order.id },
    ],
    [t, k, linesOf],
  );

  const columns = useMemo<KitColumn<Order>[]>(
    () => [
      {
        id: 'order',
        header: t('orders.list.column.order'),
        primary: true,
        cell: (order) => (
          <Link to="/orders/$orderId" params={{ orderId: order.id }} className="data-table__title">
            {t('orders.number', { number: order.number })}
          </Link>
        ),
      },
      {
        id: 'items',
        header: t('orders.list.column.items'),
        cell: (order) => {
          const lines = linesOf(order);
          if (lines.length === 0) return <span className="muted">{t('orders.items.none')}</span>;
          const shown = lines.slice(0, ITEMS_SHOWN);
          return (
            <span className="orders-list-items">
              {shown.join(', ')}
              {lines.length > shown.length && ` ${t('orders.list.items.more', { count: lines.length - shown.length })}`}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('orders.list.column.status'),
        cell: (order) => <OrderStatusBadge status={order.status} />,
      },
      { id: 'type', header: t('orders.list.column.type'), cell: (order) => t('orders.type', { type: order.type }) },
      {
        id: 'amount',
        header: t('orders.list.column.amount'),
        cell: (order) => price(order.billing.amount, order.billing.currencyCode),
      },
      {
        id: 'invoice',
        header: t('orders.list.column.invoice'),
        cell: (order) =>
          order.invoice ? (
            <InvoiceStatusBadge status={order.invoice.status} />
          ) : (
            <span className="muted">{t('orders.list.noInvoice')}</span>
          ),
      },
      {
        id: 'created',
        header: t('orders.list.column.created'),
        cell: (order) => (order.createdAt ? <DateTime value={order.createdAt} /> : t('orders.detail.none')),
      },
    ],
    [t, price, linesOf],
  );

  return (
    <section className="page" aria-labelledby="orders-heading">
      <PageHeader
        headingId="orders-heading"
        title={t('orders.list.title')}
        actions={<ButtonLink to="/catalog">{t('orders.list.order')}</ButtonLink>}
      />
      <KitList
        noun="orders"
        label={t('orders.list.search.label')}
        caption={t('orders.list.caption', { filtered: filtered ? 'yes' : 'no', page: 'first' })}
        search={{ label: t('orders.list.search.q'), q, maxLength: 100 }}
        status={{
          param: 'status',
          value: status,
          options: statusFilters.map((value) => ({
            value,
            label: t('orders.list.filter.statusOption', { status: value }),
          })),
        }}
        fields={
          <SelectField
            label={t('orders.list.column.type')}
            name="type"
            value={type}
            onChange={(event) => {
              const value = event.target.value;
              const next = typeFilters.find((option) => option === value) ?? 'all';
              void navigate({ to: '/orders', search: { q, status, type: next } });
            }}
          >
            {typeFilters.map((value) => (
              <option key={value} value={value}>
                {t('orders.list.filter.typeOption', { type: value })}
              </option>
            ))}
          </SelectField>
        }
        filtered={type !== 'all'}
        orderedBy={{ column: 'created', direction: 'descending' }}
        columns={columns}
        rowKey={(order) => order.id}
        pages={pages}
        match={match}
        total={total}
        readPage={readPage}
        csv={{ name: 'orders', columns: csvColumns }}
        empty={{ title: t('orders.list.empty.heading'), body: <p className="muted">{t('orders.list.empty.body')}</p> }}
        sayReadOnlyOnce
      />
    </section>
  );
}
