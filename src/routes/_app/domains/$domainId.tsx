import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { opaqueId } from '@/api/schemas/common';
import { ensureCatalog } from '@/i18n';
import { DomainDetailPage } from '@/features/domains/components/domain-detail-page';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { loadDomainQueries } from '@/features/domains/domain-route-params';

/** The contract's `domainIdParam`, built here so the route does not load the whole domains contract. */
const domainIdParam = opaqueId('dom_');

/** SCAFFOLD (replaced by the detail's branch). */
export const Route = createFileRoute('/_app/domains/$domainId')({
  // A hostname or malformed id is not a domain's address: "page not found" without asking the server.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(domainIdParam, params.domainId).success) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureCatalog(domainsMessages),
      loadDomainQueries().then(({ domainQueries }) =>
        context.queryClient.ensureQueryData(domainQueries.detail(params.domainId)),
      ),
    ]),
  component: DomainDetailRoute,
});

function DomainDetailRoute() {
  const { domainId } = Route.useParams();
  return <DomainDetailPage domainId={domainId} />;
}
