import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { CreditPage } from '@/features/billing/components/credit-page';
import { billingMessages } from '@/features/billing/messages/catalog';
import { loadBillingQueries } from '@/features/billing/billing-route-params';

/** The account's credit and "Add funds". */
export const Route = createFileRoute('/_app/billing/credit')({
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      // Problem and gate words: the form's button may be blocked at once.
      ensureCatalog(problemMessages),
      loadBillingQueries().then(({ billingQueries }) => context.queryClient.ensureQueryData(billingQueries.credit())),
    ]),
  component: CreditPage,
});
