import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { cursorSearch } from '@/api/schemas/common';
import { ensureCatalog } from '@/i18n';
import { OrderListPage } from '@/features/orders/components/order-list-page';
import { orderMessages } from '@/features/orders/messages/catalog';
import { loadOrderQueries, orderStatusFilters, orderTypeFilters } from '@/features/orders/order-route-params';

/** Bad filters, search text or cursors in the URL fall back to the first page of every order, never an error page. */
const searchSchema = z.extend(cursorSearch, {
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z._default(z.enum(['all', ...orderStatusFilters]), 'all'), 'all'),
  type: z.catch(z._default(z.enum(['all', ...orderTypeFilters]), 'all'), 'all'),
});

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, type: search.type, cursor: search.cursor }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(orderMessages),
      loadOrderQueries().then(({ orderQueries }) => context.queryClient.ensureQueryData(orderQueries.list(deps))),
    ]),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  // The text filters on the client (not a loader dependency: typing reads nothing again).
  return (
    <OrderListPage q={search.q?.trim() || undefined} status={search.status} type={search.type} cursor={search.cursor} />
  );
}
