import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';
import { PublicShell } from '@/app/public-shell';
import { useSession } from '@/app/session';
import { ensureCatalog } from '@/i18n';
import { ServerCatalogPage } from '@/features/catalog/components/server-catalog-page';
import { serverPlanListSearch } from '@/features/catalog/catalog-route-params';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { signedOutTax } from '@/features/catalog/plan-pricing';
import { PricesFor } from '@/ui/format/price';

/** Public as the plan catalog: inside the panel when signed in, in the public frame (a consumer's prices) otherwise. */
export const Route = createFileRoute('/catalog/servers')({
  // The kit toolbar over the cards: plan name, location in stock and sort (issue 40).
  validateSearch: serverPlanListSearch,
  loader: () => ensureCatalog(catalogMessages),
  component: ServerCatalogRoute,
});

function ServerCatalogRoute() {
  const { session } = useSession();
  const filters = Route.useSearch();
  if (session) {
    return (
      <AppShell>
        <ServerCatalogPage signedIn filters={filters} />
      </AppShell>
    );
  }
  return (
    <PublicShell>
      <PricesFor tax={signedOutTax('private')}>
        <ServerCatalogPage signedIn={false} filters={filters} />
      </PricesFor>
    </PublicShell>
  );
}
