import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingRoutes } from '@/api/endpoints/billing';
import { isApiError } from '@/api/client';
import { httpsUrl } from '@/api/schemas/external-url';
import { outstandingOf, type Invoice, type Payment } from '@/api/schemas/billing';
import { type VatBasis, invoiceVatBasis, combinedVatBasis } from '@/api/schemas/vat';
import { sumMoney } from '@/api/schemas/vat-math';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PaymentLinkUnsafeNotice, PaymentOutcome, PaymentUnknownNotice } from '@/ui/payment/payment-notices';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCreatePayment } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { goToExternalPage } from '@/features/billing/external-navigation';
import { billingMessages } from '@/features/billing/messages/catalog';
import { usableCards } from './invoice-pay-card';
import { useCardName } from './use-card-name';

export interface CurrencyTotal {
  currencyCode: string;
  amount: number;
  basis: VatBasis;
  count: number;
}

/** What the invoices owe together, per currency (each invoice's outstanding amount as it states it, VAT and all). */
export function totalsByCurrency(invoices: readonly Invoice[]): CurrencyTotal[] {
  const groups = new Map<string, Invoice[]>();
  for (const invoice of invoices) {
    const currency = invoice.totals?.currencyCode ?? invoice.currencyCode ?? '';
    groups.set(currency, [...(groups.get(currency) ?? []), invoice]);
  }
  return [...groups].map(([currencyCode, group]) => ({
    currencyCode,
    amount: sumMoney(group.map((invoice) => outstandingOf(invoice) ?? 0)),
    // Gross only when every invoice says its amounts include VAT (a mix is said as the ledger's default).
    basis: combinedVatBasis(group.map(invoiceVatBasis)),
    count: group.length,
  }));
}

/**
 * Pays the chosen invoices at once, the total shown (per currency, with its VAT words) before anything is sent: one
 * charge of the default card ("Pay SEK 148.00 excl. VAT with Visa ending 4242") or one checkout at the payment
 * provider, whose page pays them all and sends the customer back (`returnPath?payment=`). Several currencies are paid
 * one currency at a time (said, nothing offered). Sent once with an idempotency key; an unknown outcome is said as
 * unknown, the invoices are read again.
 */
export function InvoiceBulkPay({
  invoices,
  returnPath,
  onPaid,
}: {
  invoices: readonly Invoice[];
  /** This screen's path: the provider sends the customer back to it with `payment=<id>`. */
  returnPath: string;
  onPaid?: (payment: Payment) => void;
}) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const { name } = useCardName();
  const cards = useQuery(billingQueries.cards());
  const gate = useScopeGate(billingRoutes.createPayment);
  const create = useCreatePayment();
  const [now] = useState(() => new Date());
  const [outcome, setOutcome] = useState<Payment | null>(null);
  const [unsafe, setUnsafe] = useState<'confirm' | 'checkout' | null>(null);
  // How many invoices the last payment was for (the selection may change once they are read again).
  const [sent, setSent] = useState(0);
  const totals = totalsByCurrency(invoices);
  const single = totals.length === 1 ? totals[0] : undefined;
  const card = cards.data ? usableCards(cards.data.data, now).defaultCard : null;
  const unknown = isApiError(create.error) && create.error.outcomeUnknown;

  const send = (method: 'card' | 'provider') => {
    setOutcome(null);
    setUnsafe(null);
    setSent(invoices.length);
    create.mutate(
      {
        invoiceIds: invoices.map((invoice) => invoice.id),
        method,
        ...(method === 'card' && card ? { cardId: card.id } : {}),
        returnUrl: `${window.location.origin}${returnPath}`,
      },
      {
        onSuccess: (payment) => {
          const away = payment.status === 'requires_action' ? payment.redirectUrl : payment.paymentUrl;
          if (payment.status === 'requires_action' || payment.status === 'pending') {
            const url = httpsUrl(away);
            if (url) goToExternalPage(url);
            else setUnsafe(payment.status === 'requires_action' ? 'confirm' : 'checkout');
            return;
          }
          setOutcome(payment);
          onPaid?.(payment);
        },
      },
    );
  };

  if (invoices.length === 0 && !outcome && !create.error) return null;
  return (
    <section className="billing-section billing-bulk-pay" aria-labelledby="billing-bulk-pay-heading">
      <h2 id="billing-bulk-pay-heading">{t('billing.bulkPay.heading')}</h2>
      {invoices.length > 0 && (
        <>
          <p role="status">
            {t('billing.bulkPay.selected', { count: invoices.length })}{' '}
            {totals
              .map((total) =>
                t('billing.bulkPay.total', { amount: price(total.amount, total.currencyCode, total.basis) }),
              )
              .join(' ')}
          </p>
          {single ? (
            <div className="billing-pay">
              {card && (
                <GatedButton gate={gate} guard={create} variant="primary" onClick={() => send('card')}>
                  {t('billing.bulkPay.withCard', {
                    amount: price(single.amount, single.currencyCode, single.basis),
                    card: name(card),
                  })}
                </GatedButton>
              )}
              <GatedButton
                gate={gate}
                guard={create}
                variant={card ? undefined : 'primary'}
                onClick={() => send('provider')}
              >
                {t('billing.bulkPay.atProvider', { amount: price(single.amount, single.currencyCode, single.basis) })}
              </GatedButton>
            </div>
          ) : (
            <p className="muted">{t('billing.bulkPay.currencies')}</p>
          )}
        </>
      )}
      {outcome && <PaymentOutcome payment={outcome} className="billing-notice" />}
      {unsafe && <PaymentLinkUnsafeNotice step={unsafe} className="billing-notice" />}
      {unknown ? (
        <PaymentUnknownNotice count={sent} className="billing-notice" />
      ) : create.error ? (
        <ProblemAlert error={create.error} />
      ) : null}
    </section>
  );
}
