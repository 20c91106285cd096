import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { cursorSearch } from '@/api/schemas/common';
import { ensureCatalog } from '@/i18n';
import { ActivityPage } from '@/features/billing/components/activity-page';
import { billingMessages } from '@/features/billing/messages/catalog';
import { activityKindFilters, loadBillingQueries } from '@/features/billing/billing-route-params';

/** Bad filters, search text or cursors in the URL fall back to the first page of the whole history. */
const searchSchema = z.extend(cursorSearch, {
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  kind: z.catch(z._default(z.enum(['all', ...activityKindFilters]), 'all'), 'all'),
});

export const Route = createFileRoute('/_app/billing/activity')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ kind: search.kind, cursor: search.cursor }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      loadBillingQueries().then(({ billingQueries }) =>
        context.queryClient.ensureQueryData(billingQueries.activity(deps)),
      ),
    ]),
  component: ActivityRoute,
});

function ActivityRoute() {
  const search = Route.useSearch();
  return <ActivityPage q={search.q?.trim() || undefined} kind={search.kind} cursor={search.cursor} />;
}
