import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AppShell } from '@/app/app-shell';
import { PublicShell } from '@/app/public-shell';
import { useSession } from '@/app/session';
import { ensureCatalog } from '@/i18n';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { catalogLocaleValues } from '@/api/schemas/catalog-values';
import { planListSearch } from '@/features/catalog/catalog-route-params';
import { catalogMessages } from '@/features/catalog/messages/catalog';
import { signedOutTax } from '@/features/catalog/plan-pricing';
import { PricesFor } from '@/ui/format/price';

/** The period and the plan texts' language are in the URL; a bad value falls back, never an error page. */
const searchSchema = z.lazy(() =>
  z.object({
    cycle: z.catch(z._default(z.enum(['monthly', 'annually']), 'monthly'), 'monthly'),
    texts: z.catch(z.optional(z.enum(catalogLocaleValues)), undefined),
    // Signed out only: "Prices for companies" (excl. VAT); absent → a private person's prices, incl. Swedish VAT.
    prices: z.catch(z.optional(z.enum(['companies'])), undefined),
    // The kit toolbar over the cards: plan name, tier, availability and sort (issue 40).
    ...planListSearch,
  }),
);

/** Public (spec: the catalog needs no key): inside the panel when signed in, in the public frame otherwise. */
export const Route = createFileRoute('/catalog/')({
  validateSearch: searchSchema,
  loader: () => ensureCatalog(catalogMessages),
  component: CatalogRoute,
});

function CatalogRoute() {
  const search = Route.useSearch();
  const { session } = useSession();
  const filters = { q: search.q, tier: search.tier, stock: search.stock, sort: search.sort };
  if (session) {
    return (
      <AppShell>
        <CatalogPage cycle={search.cycle} texts={search.texts} signedIn filters={filters} />
      </AppShell>
    );
  }
  // Signed out nobody's tax is known: a private person in Sweden, unless the visitor asks for companies' prices.
  const audience = search.prices === 'companies' ? 'companies' : 'private';
  return (
    <PublicShell>
      <PricesFor tax={signedOutTax(audience)}>
        <CatalogPage cycle={search.cycle} texts={search.texts} signedIn={false} audience={audience} filters={filters} />
      </PricesFor>
    </PublicShell>
  );
}
