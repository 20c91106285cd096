import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { orderMessages } from '@/features/orders/messages/catalog';
import { loadOrderQueries, orderIdParam } from '@/features/orders/order-route-params';

const searchSchema = z.lazy(() => z.object({ placed: z.catch(z.optional(z.literal(1)), undefined) }));

/** Orders linked from other areas (a domain's pending renewal, an invoice) open here by their `ord_` id. */
export const Route = createFileRoute('/_app/orders/$orderId')({
  validateSearch: searchSchema,
  // A malformed id is not an order address: "page not found" without asking the server.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(orderIdParam, params.orderId).success) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureCatalog(orderMessages),
      // Problem and gate words: a detail screen shows blocked controls at once.
      ensureCatalog(problemMessages),
      loadOrderQueries().then(({ orderQueries }) =>
        context.queryClient.ensureQueryData(orderQueries.detail(params.orderId)),
      ),
    ]),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  const { placed } = Route.useSearch();
  return <OrderDetailPage orderId={orderId} placed={placed === 1} />;
}
