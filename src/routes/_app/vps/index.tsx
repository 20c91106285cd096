import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { VpsListPage } from '@/features/vps/components/vps-list-page';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { loadVpsQueries, vpsStatusFilters } from '@/features/vps/vps-route-params';

/**
 * A bad status or search text in the URL is dropped (all servers), never an error page; `status=all` is the
 * status select's "Any status" (no filter). An old link's `cursor` is ignored: the kit list opens at its start.
 */
const searchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z.optional(z.enum(['all', ...vpsStatusFilters])), undefined),
  }),
);

export const Route = createFileRoute('/_app/vps/')({
  validateSearch: searchSchema,
  // Blank search text is no filter: one cache entry for `?q=` and `?q=%20`.
  loaderDeps: ({ search }) => ({
    q: search.q?.trim() || undefined,
    status: search.status === 'all' ? undefined : search.status,
  }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(vpsMessages),
      loadVpsQueries().then(({ vpsQueries }) =>
        context.queryClient.ensureInfiniteQueryData(vpsQueries.listPages(deps)),
      ),
    ]),
  component: VpsListRoute,
});

function VpsListRoute() {
  const deps = Route.useLoaderDeps();
  return <VpsListPage q={deps.q} status={deps.status} />;
}
