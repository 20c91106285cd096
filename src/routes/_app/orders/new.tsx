import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, getLocale, problemMessages } from '@/i18n';
import { OrderNewPage } from '@/features/orders/components/order-new-page';
import { orderMessages } from '@/features/orders/messages/catalog';
import { loadOrderQueries } from '@/features/orders/order-route-params';

/** The plan and period come from the catalog's order link (and survive sign-in: they are the URL). */
const searchSchema = z.lazy(() =>
  z.object({
    plan: z.catch(z._default(z.string().check(z.maxLength(100)), ''), ''),
    cycle: z.catch(z.optional(z.enum(['monthly', 'annually'])), undefined),
  }),
);

export const Route = createFileRoute('/_app/orders/new')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ plan: search.plan }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(orderMessages),
      // Problem and gate words: a detail screen shows blocked controls at once.
      ensureCatalog(problemMessages),
      loadOrderQueries().then(({ orderQueries }) =>
        context.queryClient.ensureQueryData(orderQueries.plan(deps.plan, getLocale())),
      ),
    ]),
  component: NewOrderRoute,
});

function NewOrderRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrderNewPage
      slug={search.plan}
      cycle={search.cycle}
      onCycleChange={(cycle) => void navigate({ search: (prev) => ({ ...prev, cycle }), replace: true })}
    />
  );
}
