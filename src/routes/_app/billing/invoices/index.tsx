import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { AppRouteError } from '@/app/way-back';
import { ensureCatalog } from '@/i18n';
import { InvoiceListPage } from '@/features/billing/components/invoice-list-page';
import { ClearInvoiceFilter } from '@/features/billing/components/clear-invoice-filter';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { invoiceListFilters, loadBillingQueries, paymentIdParam } from '@/features/billing/billing-route-params';

/** Bad filters or search text in the URL fall back to every invoice, never an error page (a cursor is ignored). */
const searchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
    status: z.catch(z._default(z.enum(invoiceListFilters), 'all'), 'all'),
    /** Back from paying several invoices at the provider. */
    payment: z.catch(z.optional(paymentIdParam), undefined),
  }),
);

export const Route = createFileRoute('/_app/billing/invoices/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureCatalog(billingMessages),
      ensureCatalog(billingDocumentMessages),
      loadBillingQueries().then(({ billingQueries }) =>
        context.queryClient.ensureInfiniteQueryData(billingQueries.invoicePages(deps)),
      ),
    ]),
  errorComponent: InvoicesError,
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once the payment is read, the address no longer names it (the back button and a reload do not repeat it).
  const dropPayment = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, payment: undefined }), replace: true }),
    [navigate],
  );
  // The text filters on the client (not a loader dependency: typing reads nothing again).
  return (
    <InvoiceListPage
      q={search.q?.trim() || undefined}
      status={search.status}
      payment={search.payment}
      onPaymentRead={dropPayment}
    />
  );
}

/** A server that refuses a filter (`outstanding` is ours) answers 400: the failure with a retry, and a way to all. */
function InvoicesError(props: ErrorComponentProps) {
  const { status } = Route.useSearch();
  return (
    <>
      <AppRouteError {...props} />
      {status !== 'all' && <ClearInvoiceFilter />}
    </>
  );
}
