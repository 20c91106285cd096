import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { cursorSearch } from '@/api/schemas/common';
import { ensureCatalog } from '@/i18n';
import { VpsListPage } from '@/features/vps/components/vps-list-page';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { loadVpsQueries, vpsStatusFilters } from '@/features/vps/vps-route-params';

/** A bad status, search text or cursor in the URL is dropped (all servers, first page), never an error page. */
const searchSchema = z.extend(cursorSearch, {
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  status: z.catch(z.optional(z.enum(vpsStatusFilters)), undefined),
});

export const Route = createFileRoute('/_app/vps/')({
  validateSearch: searchSchema,
  // Blank search text is no filter: one cache entry for `?q=` and `?q=%20`.
  loaderDeps: ({ search }) => ({ q: search.q?.trim() || undefined, status: search.status, cursor: search.cursor }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(vpsMessages),
      loadVpsQueries().then(({ vpsQueries }) => context.queryClient.ensureQueryData(vpsQueries.list(deps))),
    ]),
  component: VpsListRoute,
});

function VpsListRoute() {
  const deps = Route.useLoaderDeps();
  return <VpsListPage q={deps.q} status={deps.status} cursor={deps.cursor} />;
}
