import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '@/api/call';
import { billingRoutes } from '@/api/endpoints/billing';
import { billingEndpoints } from '@/api/endpoints/billing-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import { outstandingOf, type CreatePaymentBody } from '@/api/schemas/billing';
import { httpsUrl } from '@/api/schemas/external-url';
import { vatBasisOf } from '@/api/schemas/vat';
import { sumMoney } from '@/api/schemas/vat-math';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import { leaveForProvider } from './provider-navigation';

/**
 * After a bulk renew: "Pay all 28 renewal invoices: SEK 5,292.00 excl. VAT", one checkout at the payment provider for
 * every renewal invoice the run made that is still to pay, the total read from the invoices themselves (what the
 * provider charges) before anything is sent. The provider's page pays them all and sends the customer to the
 * invoice list, which says how it went. Invoices in several currencies are left to the invoice list.
 */
export function PayRenewalInvoices({ invoiceIds }: { invoiceIds: readonly string[] }) {
  const t = useMessages(domainsBulkMessages);
  const price = usePrice();
  const gate = useScopeGate(billingRoutes.createPayment);
  const [unsafe, setUnsafe] = useState(false);
  const outstanding = useQuery({
    queryKey: [...queryRoots.billing, 'invoices', 'list', { status: 'outstanding', renewals: invoiceIds }],
    queryFn: ({ signal }) => call(billingEndpoints.invoices, { query: { status: 'outstanding', limit: 100 }, signal }),
    enabled: invoiceIds.length > 0,
  });
  const pay = useGuardedMutation({
    mutationFn: (body: CreatePaymentBody, { idempotencyKey }) =>
      call(billingEndpoints.createPayment, { body, idempotencyKey }),
    touches: () => [queryRoots.billing],
  });
  const wanted = new Set(invoiceIds);
  const invoices = (outstanding.data?.data ?? []).filter((invoice) => wanted.has(invoice.id));
  const currencies = new Set(invoices.map((invoice) => invoice.totals?.currencyCode ?? invoice.currencyCode));
  const [currency] = currencies;
  if (invoices.length === 0 || currencies.size !== 1 || currency === undefined) return null;
  const total = sumMoney(invoices.map((invoice) => outstandingOf(invoice) ?? 0));
  const basis = invoices.every((invoice) => vatBasisOf(invoice.amountsIncludeVat) === 'included')
    ? 'included'
    : 'excluded';
  return (
    <div className="domains-bulk__pay">
      <GatedButton
        gate={gate}
        guard={pay}
        variant="primary"
        onClick={() => {
          setUnsafe(false);
          pay.mutate(
            {
              invoiceIds: invoices.map((invoice) => invoice.id),
              method: 'provider',
              returnUrl: `${window.location.origin}/billing/invoices`,
            },
            {
              onSuccess: (payment) => {
                const url = httpsUrl(payment.paymentUrl);
                if (url) leaveForProvider(url);
                else setUnsafe(true);
              },
            },
          );
        }}
      >
        {t('domainsBulk.renew.payAll', { count: invoices.length, amount: price.exact(total, currency, basis) })}
      </GatedButton>
      {unsafe && (
        <Notice tone="warning" role="alert">
          <p>{t('domainsBulk.renew.payUnsafe')}</p>
        </Notice>
      )}
      {pay.error ? <ProblemAlert error={pay.error} /> : null}
    </div>
  );
}
