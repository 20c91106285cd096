import { createFileRoute } from '@tanstack/react-router';
import { ensureCatalog } from '@/i18n';
import { PaymentHistoryPage } from '@/features/billing/components/payment-history-page';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { loadBillingQueries, paymentHistorySearch } from '@/features/billing/billing-route-params';

/** The payment history: invoices issued, payments, credit and refunds over time (the API's billing activity). */
export const Route = createFileRoute('/_app/billing/history')({
  validateSearch: paymentHistorySearch,
  loaderDeps: ({ search }) => ({ kind: search.kind }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      ensureCatalog(billingDocumentMessages),
      loadBillingQueries().then(({ billingQueries }) =>
        context.queryClient.ensureInfiniteQueryData(billingQueries.historyPages(deps)),
      ),
    ]),
  component: PaymentHistoryRoute,
});

function PaymentHistoryRoute() {
  const search = Route.useSearch();
  return <PaymentHistoryPage q={search.q?.trim() || undefined} kind={search.kind} />;
}
