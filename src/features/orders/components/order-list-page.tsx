import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { orderStatusFilterValues, orderTypeFilterValues, type Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { FilterTabs } from '@/ui/filter-tabs';
import { DateTime } from '@/ui/format/date-time';
import { usePrice } from '@/ui/format/price';
import { ListEmptyState, ListToolbar, matchesSearch, matchingOnPage } from '@/ui/list-toolbar';
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
 * Every order of the account, newest first. Status and type are the server's filters; the text filters the page on
 * the client (the API names no text filter: ledger "List filters"). All of it, and the page, live in the URL.
 */
export function OrderListPage({
  q,
  status,
  type,
  cursor,
}: {
  q: string | undefined;
  status: OrderStatusFilter;
  type: OrderTypeFilter;
  cursor: string | undefined;
}) {
  const t = useMessages(orderMessages);
  const price = usePrice();
  const { linesOf } = useOrderItemText();
  const { data: page, isFetching } = useSuspenseQuery(orderQueries.list({ status, type, cursor }));
  const filtered = q !== undefined || status !== 'all' || type !== 'all';
  const rows = useMemo(() => page.data.filter((order) => matchesSearch(q, searchableText(order))), [page.data, q]);
  const complete = matchingOnPage(page, cursor) !== null;
  const matching = complete ? rows.length + (q === undefined ? page.dropped : 0) : null;
  const counted = useQuery({ ...orderQueries.total(), enabled: filtered || !complete });
  const total = !filtered && matching !== null ? matching : (counted.data ?? null);

  const columns = useMemo<Column<Order>[]>(
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
      <ListToolbar
        label={t('orders.list.search.label')}
        search={{ label: t('orders.list.search.q'), q, maxLength: 100 }}
        filters={
          <>
            <FilterTabs
              label={t('orders.list.filter.status')}
              param="status"
              options={statusFilters.map((value) => ({
                value,
                label: t('orders.list.filter.statusOption', { status: value }),
              }))}
              value={status}
            />
            <FilterTabs
              label={t('orders.list.filter.type')}
              param="type"
              options={typeFilters.map((value) => ({
                value,
                label: t('orders.list.filter.typeOption', { type: value }),
              }))}
              value={type}
            />
          </>
        }
        count={{ noun: 'orders', shown: rows.length, matching, total, filtered }}
      />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? t('orders.list.updating') : ''}
      </div>
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('orders.list.caption', { filtered: filtered ? 'yes' : 'no', page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={rows}
        rowKey={(order) => order.id}
        empty={
          <ListEmptyState noun="orders" filtered={filtered} title={t('orders.list.empty.heading')}>
            <p className="muted">{t('orders.list.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}
