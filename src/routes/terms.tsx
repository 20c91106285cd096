import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';
import { PublicShell } from '@/app/public-shell';
import { useSession } from '@/app/session';
import { ensureCatalog } from '@/i18n';
import { TermsPage } from '@/features/orders/components/terms-page';
import { orderMessages } from '@/features/orders/messages/catalog';

/** Public, like the catalog: the order form links here, and anyone may read what they are asked to accept. */
export const Route = createFileRoute('/terms')({
  loader: () => ensureCatalog(orderMessages),
  component: TermsRoute,
});

function TermsRoute() {
  const { session } = useSession();
  return session ? (
    <AppShell>
      <TermsPage />
    </AppShell>
  ) : (
    <PublicShell>
      <TermsPage />
    </PublicShell>
  );
}
