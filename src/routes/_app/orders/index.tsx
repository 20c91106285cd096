import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { cursorSearch } from '@/api/schemas/common';
import { orderStatusFilterValues, orderTypeFilterValues } from '@/api/schemas/orders';
import { ensureCatalog } from '@/i18n';
import { orderQueries } from '@/features/orders/api/order-queries';
import { OrderListPage } from '@/features/orders/components/order-list-page';
import { orderMessages } from '@/features/orders/messages/catalog';

/** Bad filters or cursors in the URL fall back to the first page of every order, never an error page. */
const searchSchema = z.extend(cursorSearch, {
  status: z.catch(z._default(z.enum(['all', ...orderStatusFilterValues]), 'all'), 'all'),
  type: z.catch(z._default(z.enum(['all', ...orderTypeFilterValues]), 'all'), 'all'),
});

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, type: search.type, cursor: search.cursor }),
  loader: ({ context, deps }) =>
    Promise.all([ensureCatalog(orderMessages), context.queryClient.ensureQueryData(orderQueries.list(deps))]),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  return <OrderListPage status={search.status} type={search.type} cursor={search.cursor} />;
}
