import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { VpsOrderPage } from '@/features/vps/components/vps-order-page';
import { vpsDetailMessages, vpsMessages, vpsOrderMessages } from '@/features/vps/messages/catalog';

/** The plan and location come from the server catalog's order link (and survive sign-in: they are the URL). */
const searchSchema = z.lazy(() =>
  z.object({
    plan: z.catch(z._default(z.string().check(z.maxLength(100)), ''), ''),
    location: z.catch(z._default(z.string().check(z.maxLength(32)), ''), ''),
  }),
);

export const Route = createFileRoute('/_app/vps/new')({
  validateSearch: searchSchema,
  loader: () =>
    Promise.all([
      ensureCatalog(vpsMessages),
      ensureCatalog(vpsOrderMessages),
      // The new server's root password, said once as a reinstall's is (vpsDetail.password.*).
      ensureCatalog(vpsDetailMessages),
      ensureCatalog(problemMessages),
    ]),
  component: VpsOrderRoute,
});

function VpsOrderRoute() {
  const search = Route.useSearch();
  return <VpsOrderPage plan={search.plan} location={search.location} />;
}
