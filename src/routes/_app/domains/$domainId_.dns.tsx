import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { DnsZonePage } from '@/features/dns/components/dns-zone-page';
import { dnsDomainIdParam, dnsSortValues, dnsTypeFilters, loadDnsQueries } from '@/features/dns/dns-route-params';
import { dnsMessages } from '@/features/dns/messages/catalog';

/** A domain's DNS zone (`/domains/<id>/dns`): its own screen, not a tab, so the editor's code loads only here. */
/**
 * `?add=true` opens the record form on arrival (the palette's "Add a DNS record for …"); anything else: nothing.
 * The kit toolbar's text (`q`), record type and sort are here too (issue 40); a value it cannot take is dropped.
 */
const searchSchema = z.lazy(() =>
  z.object({
    add: z.catch(z.optional(z.boolean()), undefined),
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    type: z.catch(z.optional(z.enum(dnsTypeFilters)), undefined),
    sort: z.catch(z.optional(z.enum(dnsSortValues)), undefined),
  }),
);

export const Route = createFileRoute('/_app/domains/$domainId_/dns')({
  validateSearch: searchSchema,
  beforeLoad: ({ params }) => {
    if (!z.safeParse(dnsDomainIdParam, params.domainId).success) throw notFound();
  },
  loader: async ({ context, params }) => {
    const [{ dnsQueries }] = await Promise.all([
      loadDnsQueries(),
      ensureCatalog(dnsMessages),
      ensureCatalog(problemMessages),
    ]);
    await context.queryClient.ensureQueryData(dnsQueries.zone(params.domainId));
  },
  component: DnsRoute,
});

function DnsRoute() {
  const { domainId } = Route.useParams();
  const { add, q, type, sort } = Route.useSearch();
  return <DnsZonePage domainId={domainId} startAdding={add === true} q={q} type={type ?? ''} sort={sort ?? ''} />;
}
