import { createFileRoute, notFound } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { ensureCatalog, lineItemMessages, problemMessages } from '@/i18n';
import { InvoiceDetailPage } from '@/features/billing/components/invoice-detail-page';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { invoiceIdParam, loadBillingQueries, paymentIdParam } from '@/features/billing/billing-route-params';

/** `added`: just created by "Add funds"; `payment`: back from confirming a card payment at the provider. */
const searchSchema = z.lazy(() =>
  z.object({
    added: z.catch(z.optional(z.literal(1)), undefined),
    payment: z.catch(z.optional(paymentIdParam), undefined),
  }),
);

/** One invoice by its `inv_` id (from the list, an order, the history, or just created by "Add funds"). */
export const Route = createFileRoute('/_app/billing/invoices/$invoiceId')({
  validateSearch: searchSchema,
  // A malformed id is not an invoice address: "page not found" without asking the server.
  beforeLoad: ({ params }) => {
    if (!z.safeParse(invoiceIdParam, params.invoiceId).success) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      ensureCatalog(billingDocumentMessages),
      // The lines' words (src/api/schemas/line-item.ts).
      ensureCatalog(lineItemMessages),
      // Problem and gate words: a detail screen shows blocked controls at once.
      ensureCatalog(problemMessages),
      loadBillingQueries().then(({ billingQueries }) => {
        // The credit, for "Apply credit", read beside (never waited for: a key may read invoices and not billing).
        void context.queryClient.prefetchQuery(billingQueries.credit());
        return context.queryClient.ensureQueryData(billingQueries.invoice(params.invoiceId));
      }),
    ]),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  const { added, payment } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once the payment is read, the address no longer names it (the back button and a reload do not repeat it).
  const dropPayment = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, payment: undefined }), replace: true }),
    [navigate],
  );
  return <InvoiceDetailPage invoiceId={invoiceId} added={added === 1} payment={payment} onPaymentRead={dropPayment} />;
}
