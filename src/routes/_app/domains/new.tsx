import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { DomainRegisterPage } from '@/features/domains/registration/components/domain-register-page';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';
import { loadRegistrationQueries } from '@/features/domains/registration/registration-route-params';

/** `?names=` fills the search (a suggestion elsewhere, "Register it instead"): names one a line. */
const searchSchema = z.lazy(() =>
  z.object({
    names: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  }),
);

export const Route = createFileRoute('/_app/domains/new')({
  validateSearch: searchSchema,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(domainRegistrationMessages),
      ensureCatalog(problemMessages),
      loadRegistrationQueries().then(({ registrationQueries }) =>
        context.queryClient.ensureQueryData(registrationQueries.options()),
      ),
    ]),
  component: RegisterRoute,
});

function RegisterRoute() {
  const search = Route.useSearch();
  return <DomainRegisterPage initialNames={search.names ?? ''} />;
}
