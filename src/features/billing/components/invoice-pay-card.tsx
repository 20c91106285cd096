import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { billingRoutes } from '@/api/endpoints/billing';
import { isApiError } from '@/api/client';
import { httpsUrl } from '@/api/schemas/external-url';
import { isCardExpired, outstandingOf, type Card, type Invoice, type Payment } from '@/api/schemas/billing';
import { invoiceVatBasis } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PaymentLinkUnsafeNotice, PaymentOutcome, PaymentUnknownNotice } from '@/ui/payment/payment-notices';
import { ProblemAlert } from '@/ui/problem-alert';
import { usePayWithCard } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { goToExternalPage } from '@/features/billing/external-navigation';
import { billingMessages } from '@/features/billing/messages/catalog';
import { useCardName } from './use-card-name';

/** The cards that can be charged (not expired), the default first; and why the default is not among them. */
export function usableCards(cards: readonly Card[], now: Date) {
  const usable = cards.filter((card) => !isCardExpired(card, now));
  const fallback = cards.find((card) => card.isDefault);
  const defaultCard = usable.find((card) => card.isDefault) ?? null;
  return {
    usable: defaultCard ? [defaultCard, ...usable.filter((card) => card !== defaultCard)] : usable,
    defaultCard,
    expiredDefault: fallback && !defaultCard ? fallback : null,
  };
}

/**
 * "Pay SEK 575.00 incl. VAT with Visa •••• 4242": one press charges the chosen saved card (the default first) for the
 * invoice's outstanding amount exactly as the provider charges it. An expired card is never offered, and when the
 * default cannot pay the panel says why. The charge succeeds (the invoice reads paid), is declined (the reason in
 * words; another card or the provider's page remain), or the bank asks the customer to confirm at the provider's
 * page, which sends them back here with `?payment=` (`PaymentReturn`). An unknown outcome is said as unknown: the
 * invoice is read again and nothing is sent blindly.
 */
export function InvoicePayWithCard({ invoice }: { invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const { name } = useCardName();
  const selectId = useId();
  const cards = useQuery(billingQueries.cards());
  const gate = useScopeGate(billingRoutes.payWithCard);
  const pay = usePayWithCard(invoice.id);
  const [now] = useState(() => new Date());
  const [chosen, setChosen] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Payment | null>(null);
  const [unsafe, setUnsafe] = useState(false);

  // A key that cannot read cards (an order key reading the invoice) pays at the provider only; a paid invoice offers
  // nothing more, but what the last payment did stays said.
  const offered = cards.data !== undefined && invoice.actions.canPay.allowed;
  const { usable, defaultCard, expiredDefault } = usableCards(offered ? (cards.data?.data ?? []) : [], now);
  const card = usable.find((each) => each.id === chosen) ?? usable[0] ?? null;
  const outstanding = outstandingOf(invoice);
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const amount = price(outstanding, currency, invoiceVatBasis(invoice));
  const unknown = isApiError(pay.error) && pay.error.outcomeUnknown;
  if (!offered && !outcome && !pay.error && !unsafe) return null;

  return (
    <div className="billing-pay-card">
      {offered && !defaultCard && (
        <p className="muted">
          {expiredDefault
            ? t('billing.payCard.defaultExpired', { card: name(expiredDefault) })
            : t('billing.payCard.noDefault')}{' '}
          {usable.length === 0 && <Link to="/billing/cards">{t('billing.payCard.addCard')}</Link>}
        </p>
      )}
      {card && (
        <>
          {usable.length > 1 && (
            <p className="billing-pay-card__choose">
              <label htmlFor={selectId}>{t('billing.payCard.choose')}</label>{' '}
              <select
                id={selectId}
                value={card.id}
                onChange={(event) => {
                  setChosen(event.target.value);
                  setOutcome(null);
                }}
              >
                {usable.map((each) => (
                  <option key={each.id} value={each.id}>
                    {name(each)}
                  </option>
                ))}
              </select>
            </p>
          )}
          <GatedButton
            gate={gate}
            guard={pay}
            variant="primary"
            onClick={() => {
              setOutcome(null);
              setUnsafe(false);
              pay.mutate(
                { cardId: card.id, returnUrl: `${window.location.origin}/billing/invoices/${invoice.id}` },
                {
                  onSuccess: (payment) => {
                    if (payment.status === 'requires_action') {
                      const url = httpsUrl(payment.redirectUrl);
                      if (url) goToExternalPage(url);
                      else setUnsafe(true);
                      return;
                    }
                    setOutcome(payment);
                  },
                },
              );
            }}
          >
            {t('billing.payCard.button', { amount, card: name(card) })}
          </GatedButton>
        </>
      )}
      {outcome && <PaymentOutcome payment={outcome} className="billing-notice" />}
      {unsafe && <PaymentLinkUnsafeNotice step="confirm" className="billing-notice" />}
      {unknown ? (
        <PaymentUnknownNotice count={1} className="billing-notice" />
      ) : pay.error ? (
        <ProblemAlert error={pay.error} />
      ) : null}
    </div>
  );
}

/**
 * Back from the provider's page with `?payment=`: the payment is read once and said (paid, or declined and why); the
 * address then drops it (a reload does not say it again).
 */
export function PaymentReturn({ paymentId, onRead }: { paymentId: string; onRead: () => void }) {
  const t = useMessages(billingMessages);
  const payment = useQuery(billingQueries.payment(paymentId));
  const read = !payment.isPending;
  useEffect(() => {
    if (read) onRead();
  }, [read, onRead]);
  if (payment.isPending) {
    return (
      <p role="status" className="muted">
        {t('billing.payCard.checking')}
      </p>
    );
  }
  if (payment.isError) {
    return (
      <div className="billing-notice">
        <p>{t('billing.payCard.returnUnknown')}</p>
        <ProblemAlert error={payment.error} onRetry={() => void payment.refetch()} />
      </div>
    );
  }
  return <PaymentOutcome payment={payment.data} className="billing-notice" />;
}
