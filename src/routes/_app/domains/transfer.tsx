import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { DomainTransferPage } from '@/features/domains/registration/components/domain-transfer-page';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';

/** `?domain=` fills the domain (from a taken search result). */
const searchSchema = z.lazy(() =>
  z.object({
    domain: z.catch(z.optional(z.string().check(z.maxLength(253))), undefined),
  }),
);

export const Route = createFileRoute('/_app/domains/transfer')({
  validateSearch: searchSchema,
  loader: () => Promise.all([ensureCatalog(domainRegistrationMessages), ensureCatalog(problemMessages)]),
  component: TransferRoute,
});

function TransferRoute() {
  const search = Route.useSearch();
  return <DomainTransferPage initialDomain={search.domain ?? ''} />;
}
