import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '@/api/call';
import { isApiError } from '@/api/client';
import { billingRoutes } from '@/api/endpoints/billing';
import { billingEndpoints } from '@/api/endpoints/billing-io';
import { useGuardedMutation } from '@/api/guarded-mutation';
import { queryRoots } from '@/api/query-roots';
import { isCardExpired, outstandingOf, type CreatePaymentBody, type Payment } from '@/api/schemas/billing';
import { httpsUrl } from '@/api/schemas/external-url';
import { combinedVatBasis, invoiceVatBasis } from '@/api/schemas/vat';
import { sumMoney } from '@/api/schemas/vat-math';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import {
  PaymentLinkUnsafeNotice,
  PaymentOutcome,
  PaymentUnknownNotice,
  usePaymentCardName,
} from '@/ui/payment/payment-notices';
import { ProblemAlert } from '@/ui/problem-alert';
import { domainsBulkMessages } from '@/features/domains/messages/catalog';
import { leaveForProvider } from './provider-navigation';

/** Where the provider sends the customer back: the invoice list, which says how the payment went (`?payment=`). */
const RETURN_PATH = '/billing/invoices';

/**
 * After a bulk renew: "Pay all 28 renewal invoices: SEK 5,292.00 incl. VAT with Visa ending 4242" when the account
 * has a usable default card (one charge, as paying several invoices on the invoice list), and "… at the payment
 * provider" as the other way (one checkout there). The total is read from the invoices themselves (what is charged)
 * before anything is sent. A charge is paid or declined here (the reason in words; the provider stays offered), or the
 * bank asks for a confirmation at the provider's page, which sends the customer to the invoice list with the outcome.
 * Sent once with an idempotency key; an unknown outcome is said as unknown, the invoices are read again. Invoices in
 * several currencies are left to the invoice list.
 */
export function PayRenewalInvoices({ invoiceIds }: { invoiceIds: readonly string[] }) {
  const t = useMessages(domainsBulkMessages);
  const price = usePrice();
  const { name } = usePaymentCardName();
  const gate = useScopeGate(billingRoutes.createPayment);
  const [now] = useState(() => new Date());
  const [outcome, setOutcome] = useState<Payment | null>(null);
  const [unsafe, setUnsafe] = useState<'confirm' | 'checkout' | null>(null);
  const [sent, setSent] = useState(0);
  const outstanding = useQuery({
    queryKey: [...queryRoots.billing, 'invoices', 'list', { status: 'outstanding', renewals: invoiceIds }],
    queryFn: ({ signal }) => call(billingEndpoints.invoices, { query: { status: 'outstanding', limit: 100 }, signal }),
    enabled: invoiceIds.length > 0,
  });
  // The saved cards (billing's own list key): a key that cannot read them pays at the provider only.
  const cards = useQuery({
    queryKey: [...queryRoots.billing, 'cards', 'list'],
    queryFn: ({ signal }) => call(billingEndpoints.cards, { signal }),
    enabled: invoiceIds.length > 0,
  });
  const pay = useGuardedMutation({
    mutationFn: (body: CreatePaymentBody, { idempotencyKey }) =>
      call(billingEndpoints.createPayment, { body, idempotencyKey }),
    touches: () => [queryRoots.billing, queryRoots.orders],
  });
  const wanted = new Set(invoiceIds);
  const invoices = (outstanding.data?.data ?? []).filter((invoice) => wanted.has(invoice.id));
  const currencies = new Set(invoices.map((invoice) => invoice.totals?.currencyCode ?? invoice.currencyCode));
  const [currency] = currencies;
  const card = cards.data?.data.find((each) => each.isDefault && !isCardExpired(each, now)) ?? null;
  const unknown = isApiError(pay.error) && pay.error.outcomeUnknown;
  const payable = invoices.length > 0 && currencies.size === 1 && currency !== undefined;
  if (!payable && !outcome && !pay.error && !unsafe) return null;

  const send = (method: 'card' | 'provider') => {
    setOutcome(null);
    setUnsafe(null);
    setSent(invoices.length);
    pay.mutate(
      {
        invoiceIds: invoices.map((invoice) => invoice.id),
        method,
        ...(method === 'card' && card ? { cardId: card.id } : {}),
        returnUrl: `${window.location.origin}${RETURN_PATH}`,
      },
      {
        onSuccess: (payment) => {
          if (payment.status === 'requires_action' || payment.status === 'pending') {
            const step = payment.status === 'requires_action' ? 'confirm' : 'checkout';
            const url = httpsUrl(step === 'confirm' ? payment.redirectUrl : payment.paymentUrl);
            if (url) leaveForProvider(url);
            else setUnsafe(step);
            return;
          }
          setOutcome(payment);
        },
      },
    );
  };

  const total = sumMoney(invoices.map((invoice) => outstandingOf(invoice) ?? 0));
  const basis = combinedVatBasis(invoices.map(invoiceVatBasis));
  const amount = currency === undefined ? '' : price.exact(total, currency, basis);
  return (
    <div className="domains-bulk__pay">
      {payable && card && (
        <GatedButton gate={gate} guard={pay} variant="primary" onClick={() => send('card')}>
          {t('domainsBulk.renew.payAllWithCard', { count: invoices.length, amount, card: name(card) })}
        </GatedButton>
      )}
      {payable && (
        <GatedButton gate={gate} guard={pay} variant={card ? undefined : 'primary'} onClick={() => send('provider')}>
          {card
            ? t('domainsBulk.renew.payAllAtProvider', { count: invoices.length, amount })
            : t('domainsBulk.renew.payAll', { count: invoices.length, amount })}
        </GatedButton>
      )}
      {outcome && <PaymentOutcome payment={outcome} />}
      {unsafe && <PaymentLinkUnsafeNotice step={unsafe} />}
      {unknown ? <PaymentUnknownNotice count={sent} /> : pay.error ? <ProblemAlert error={pay.error} /> : null}
    </div>
  );
}
