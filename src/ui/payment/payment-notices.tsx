import { useCallback } from 'react';
import type { Card, Payment } from '@/api/schemas/billing';
import { vatBasisOf } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { usePrice } from '@/ui/format/price';
import { Notice } from '@/ui/notice';

/**
 * What every screen that takes money says about a payment (the invoice, paying several invoices, a bulk renewal's
 * invoices): a card by its name, how a payment went, a payment whose outcome is unknown, and a provider's page whose
 * address is not safe to open. One piece, so a customer reads the same words wherever they pay.
 */

/** The brand's word ("Card" for one the panel does not know). */
function brandKey(card: Pick<Card, 'brand'>): Exclude<Card['brand'], 'unknown'> | 'other' {
  return card.brand === 'unknown' ? 'other' : card.brand;
}

/** A card in words: its brand, and "Visa ending 4242" when its last four digits are known. */
export function usePaymentCardName() {
  const t = useMessages();
  const brandOf = useCallback((card: Pick<Card, 'brand'>) => t('payment.cardBrand', { brand: brandKey(card) }), [t]);
  const name = useCallback(
    (card: Pick<Card, 'brand' | 'last4'>) =>
      card.last4 ? t('payment.cardName', { brand: brandOf(card), last4: card.last4 }) : brandOf(card),
    [t, brandOf],
  );
  return { brandOf, name };
}

/** How a payment went, in words: paid, or declined and why (then another card or the provider's page), or waiting. */
export function PaymentOutcome({ payment, className }: { payment: Payment; className?: string }) {
  const t = useMessages();
  const price = usePrice();
  const { name } = usePaymentCardName();
  const amount = price(payment.amount, payment.currencyCode, vatBasisOf(payment.amountsIncludeVat));
  const count = payment.invoiceIds.length;
  if (payment.status === 'succeeded') {
    return (
      <Notice tone="success" role="status" className={className}>
        <p>
          {payment.card
            ? t('payment.paid', { amount, card: name(payment.card), count })
            : t('payment.paidNoCard', { amount, count })}
        </p>
      </Notice>
    );
  }
  if (payment.status === 'declined') {
    return (
      <Notice tone="danger" role="alert" className={className} title={t('payment.declined')}>
        <p>{t('payment.declineReason', { code: payment.declineCode ?? 'unknown', count: Math.max(count, 1) })}</p>
        <p>{t('payment.declinedNext')}</p>
      </Notice>
    );
  }
  return (
    <Notice role="status" className={className}>
      <p>{t('payment.waiting')}</p>
    </Notice>
  );
}

/**
 * The payment was sent and no readable answer came back: it may have been charged. The invoices have been read
 * again (the guarded mutation's `touches`); never "try again".
 */
export function PaymentUnknownNotice({ count, className }: { count: number; className?: string }) {
  const t = useMessages();
  return (
    <Notice tone="warning" role="alert" className={className} title={t('payment.unknown.title')}>
      <p>{t('payment.unknown.body', { count })}</p>
    </Notice>
  );
}

/**
 * The provider's page (a bank's confirmation, `confirm`; or its checkout, `checkout`) came with an address that is
 * not `https:`: it is not opened, nothing was charged.
 */
export function PaymentLinkUnsafeNotice({ step, className }: { step: 'confirm' | 'checkout'; className?: string }) {
  const t = useMessages();
  return (
    <Notice tone="warning" role="alert" className={className}>
      <p>{t('payment.unsafe', { step })}</p>
    </Notice>
  );
}
