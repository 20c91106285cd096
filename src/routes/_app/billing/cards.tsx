import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { ensureCatalog, problemMessages } from '@/i18n';
import { CardsPage } from '@/features/billing/components/cards-page';
import { billingMessages } from '@/features/billing/messages/catalog';
import { cardSetupIdParam, loadBillingQueries } from '@/features/billing/billing-route-params';

/** `cardSetup`: the provider sent the customer back from adding a card (a malformed one is dropped). */
const searchSchema = z.lazy(() => z.object({ cardSetup: z.catch(z.optional(cardSetupIdParam), undefined) }));

export const Route = createFileRoute('/_app/billing/cards')({
  validateSearch: searchSchema,
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      // Problem and gate words: row buttons may be blocked at once, and a declined card is said by its code.
      ensureCatalog(problemMessages),
      loadBillingQueries().then(({ billingQueries }) => context.queryClient.ensureQueryData(billingQueries.cards())),
    ]),
  component: CardsRoute,
});

function CardsRoute() {
  const { cardSetup } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once the setup is read, the address no longer names it (the back button and a reload do not repeat it).
  const dropSetup = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, cardSetup: undefined }), replace: true }),
    [navigate],
  );
  return <CardsPage cardSetup={cardSetup} onSetupRead={dropSetup} />;
}
