import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { DomainListPage } from '@/features/domains/components/domain-list-page';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { domainListKey, requestFirstDomainPage } from '@/features/domains/api/domain-list-request';
import { domainSortValues, domainStatusFilters, loadDomainQueries } from '@/features/domains/domain-route-params';

/**
 * A bad filter in the URL is dropped (all domains), never an error page. The status is the kit's select (`all`, as
 * absent, is "Any status"); old links work as they were: `?status=expired`, `?sort=-expiresAt` mean the same, and the endless list's
 * `cursor` never was in the URL.
 */
const searchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(253))), undefined),
    status: z.catch(z.optional(z.enum(['all', ...domainStatusFilters])), undefined),
    tld: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{2,63}$/))), undefined),
    sort: z.catch(z.optional(z.enum(domainSortValues)), undefined),
  }),
);

export const Route = createFileRoute('/_app/domains/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({
    q: search.q?.trim() || undefined,
    status: search.status === 'all' ? undefined : search.status,
    tld: search.tld,
    sort: search.sort,
  }),
  // Opening the list waits for its first page (no empty flash), asked for at once, while the list's code loads. A
  // filter changed on the list itself ('stay') does not wait: the list asks for the new rows as the user types and
  // keeps the previous ones until they arrive.
  loader: ({ context, deps, cause }) => {
    const { queryClient } = context;
    const cached = cause === 'stay' || queryClient.getQueryData(domainListKey(deps)) !== undefined;
    const firstPage = cached ? null : requestFirstDomainPage(deps);
    // Handled where it is awaited; this keeps an early failure from being reported as unhandled meanwhile.
    firstPage?.catch(() => {});
    return Promise.all([
      ensureCatalog(domainsMessages),
      cause === 'stay'
        ? undefined
        : loadDomainQueries().then(({ domainQueries, seedDomainList }) =>
            firstPage
              ? seedDomainList(queryClient, deps, firstPage)
              : queryClient.ensureInfiniteQueryData(domainQueries.list(deps)),
          ),
    ]);
  },
  component: DomainListRoute,
});

function DomainListRoute() {
  const deps = Route.useLoaderDeps();
  return <DomainListPage q={deps.q} status={deps.status} tld={deps.tld} sort={deps.sort} />;
}
