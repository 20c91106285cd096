import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { HostingListPage } from '@/features/hosting/components/hosting-list-page';
import { hostingStatusFilters, loadHostingQueries } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';

/**
 * A bad status or search text in the URL is dropped (every account), never an error page. An old link's `cursor`
 * is ignored: the kit list opens at its start.
 */
const searchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z.optional(z.enum(['all', ...hostingStatusFilters])), undefined),
  }),
);

export const Route = createFileRoute('/_app/hosting/')({
  validateSearch: searchSchema,
  // `all` (the status select's first option) is no filter: one cache entry with `?status=all` and without.
  loaderDeps: ({ search }) => ({ status: search.status === 'all' ? undefined : search.status }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(hostingMessages),
      loadHostingQueries().then(({ hostingQueries }) =>
        context.queryClient.ensureInfiniteQueryData(hostingQueries.listPages(deps)),
      ),
    ]),
  component: HostingListRoute,
});

function HostingListRoute() {
  const deps = Route.useLoaderDeps();
  // The text filters on the client (not a loader dependency: typing reads nothing again).
  const q = Route.useSearch({ select: (search) => search.q?.trim() || undefined });
  return <HostingListPage q={q} status={deps.status} />;
}
