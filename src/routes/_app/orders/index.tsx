import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { OrderListPage } from '@/features/orders/components/order-list-page';
import { orderMessages } from '@/features/orders/messages/catalog';
import { loadOrderQueries, orderStatusFilters, orderTypeFilters } from '@/features/orders/order-route-params';

/** Bad filters or search text in the URL fall back to every order, never an error page (a cursor is ignored). */
const searchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z._default(z.enum(['all', ...orderStatusFilters]), 'all'), 'all'),
    type: z.catch(z._default(z.enum(['all', ...orderTypeFilters]), 'all'), 'all'),
  }),
);

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, type: search.type }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(orderMessages),
      loadOrderQueries().then(({ orderQueries }) =>
        context.queryClient.ensureInfiniteQueryData(orderQueries.listPages(deps)),
      ),
    ]),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  // The text filters on the client (not a loader dependency: typing reads nothing again).
  return <OrderListPage q={search.q?.trim() || undefined} status={search.status} type={search.type} />;
}
