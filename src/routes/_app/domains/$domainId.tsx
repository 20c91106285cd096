import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { DomainDetailPage } from '@/features/domains/components/domain-detail-page';
import { domainsDetailMessages, domainsManageMessages, domainsMessages } from '@/features/domains/messages/catalog';
import {
  domainIdParam,
  domainActionValues,
  domainTabValues,
  loadDomainQueries,
  loadDomainSectionQueries,
  type DomainTab,
} from '@/features/domains/domain-route-params';

/** The section is in the URL (shareable, back button); none or an unknown one is the overview. */
const searchSchema = z.lazy(() =>
  z.object({
    tab: z.catch(z.optional(z.enum(domainTabValues)), undefined),
    /** A dialog of the overview to open (renew, change the renewal period); unknown: none. */
    open: z.catch(z.optional(z.enum(domainActionValues)), undefined),
    /** Back from the e-ID page of a registrant number change (its id); the contacts show how it went. */
    identityVerification: z.catch(z.optional(z.string().check(z.regex(/^eidv_[A-Za-z0-9]{1,64}$/))), undefined),
  }),
);

/**
 * The domain and what its open section needs, loaded together (and on hover of a section link). Contacts are
 * prefetched, not required: their 409 (no longer managed here) is a state of the section, shown in place with
 * the rest of the domain, never an error page.
 */
async function loadDomain(queryClient: QueryClient, id: string, tab: DomainTab): Promise<void> {
  const [{ domainQueries }, { domainSectionQueries }] = await Promise.all([
    loadDomainQueries(),
    loadDomainSectionQueries(),
  ]);
  await Promise.all([
    queryClient.ensureQueryData(domainQueries.detail(id)),
    tab === 'contacts' ? queryClient.prefetchQuery(domainSectionQueries.contacts(id)) : null,
  ]);
}

export const Route = createFileRoute('/_app/domains/$domainId')({
  // A hostname or malformed id is not a domain's address: "page not found" without asking the server.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(domainIdParam, params.domainId).success) throw notFound();
  },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'overview' }),
  loader: ({ context, params, deps }) =>
    Promise.all([
      ensureCatalog(domainsMessages),
      ensureCatalog(domainsDetailMessages),
      ensureCatalog(domainsManageMessages),
      // Problem and gate words: a detail screen shows blocked controls at once.
      ensureCatalog(problemMessages),
      loadDomain(context.queryClient, params.domainId, deps.tab),
    ]),
  component: DomainDetailRoute,
});

function DomainDetailRoute() {
  const { domainId } = Route.useParams();
  const { tab } = Route.useLoaderDeps();
  const { open, identityVerification } = Route.useSearch();
  return <DomainDetailPage domainId={domainId} tab={tab} action={open} identityVerification={identityVerification} />;
}
