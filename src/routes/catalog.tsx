import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AppShell } from '@/app/app-shell';
import { PublicShell } from '@/app/public-shell';
import { useSession } from '@/app/session';
import { ensureCatalog } from '@/i18n';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { catalogLocaleValues } from '@/api/schemas/catalog-values';
import { catalogMessages } from '@/features/catalog/messages/catalog';

/** The period and the plan texts' language are in the URL; a bad value falls back, never an error page. */
const searchSchema = z.object({
  cycle: z.catch(z._default(z.enum(['monthly', 'annually']), 'monthly'), 'monthly'),
  texts: z.catch(z.optional(z.enum(catalogLocaleValues)), undefined),
});

/** Public (spec: the catalog needs no key): inside the panel when signed in, in the public frame otherwise. */
export const Route = createFileRoute('/catalog')({
  validateSearch: searchSchema,
  loader: () => ensureCatalog(catalogMessages),
  component: CatalogRoute,
});

function CatalogRoute() {
  const search = Route.useSearch();
  const { session } = useSession();
  const page = <CatalogPage cycle={search.cycle} texts={search.texts} signedIn={session !== null} />;
  return session ? <AppShell>{page}</AppShell> : <PublicShell>{page}</PublicShell>;
}
