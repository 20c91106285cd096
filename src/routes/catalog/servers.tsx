import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';
import { PublicShell } from '@/app/public-shell';
import { useSession } from '@/app/session';
import { ensureCatalog } from '@/i18n';
import { ServerCatalogPage } from '@/features/catalog/components/server-catalog-page';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { signedOutTax } from '@/features/catalog/plan-pricing';
import { PricesFor } from '@/ui/format/price';

/** Public as the plan catalog: inside the panel when signed in, in the public frame (a consumer's prices) otherwise. */
export const Route = createFileRoute('/catalog/servers')({
  loader: () => ensureCatalog(catalogMessages),
  component: ServerCatalogRoute,
});

function ServerCatalogRoute() {
  const { session } = useSession();
  if (session) {
    return (
      <AppShell>
        <ServerCatalogPage signedIn />
      </AppShell>
    );
  }
  return (
    <PublicShell>
      <PricesFor tax={signedOutTax('private')}>
        <ServerCatalogPage signedIn={false} />
      </PricesFor>
    </PublicShell>
  );
}
