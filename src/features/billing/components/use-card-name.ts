import { useCallback } from 'react';
import type { Card } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { usePaymentCardName } from '@/ui/payment/payment-notices';
import { billingMessages } from '@/features/billing/messages/catalog';

/** A card in words: its brand ("Card" for one the panel does not know), "Visa ending 4242", its expiry "03/2029". */
export function useCardName() {
  const t = useMessages(billingMessages);
  const { brandOf, name } = usePaymentCardName();
  const expiryOf = useCallback(
    (card: Pick<Card, 'expMonth' | 'expYear'>) =>
      card.expMonth === null || card.expYear === null
        ? t('billing.none')
        : // Written as on the card (MM/YYYY); strings, so the year is not grouped as a number ("2 029").
          t('billing.cards.expiry', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear) }),
    [t],
  );
  return { brandOf, name, expiryOf };
}
