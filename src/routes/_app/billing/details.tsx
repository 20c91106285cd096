import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog, problemMessages } from '@/i18n';
import { BillingDetailsPage } from '@/features/billing/components/billing-details-page';
import { billingMessages } from '@/features/billing/messages/catalog';
import { loadBillingQueries } from '@/features/billing/billing-route-params';

/** Account and billing details: who is billed, which decides the VAT on prices and invoices. */
export const Route = createFileRoute('/_app/billing/details')({
  loader: ({ context }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      // Problem and gate words: the form's button may be blocked at once, and a 400 lands on its fields.
      ensureCatalog(problemMessages),
      loadBillingQueries().then(({ billingQueries }) => context.queryClient.ensureQueryData(billingQueries.profile())),
    ]),
  component: BillingDetailsPage,
});
