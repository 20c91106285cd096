import { useCallback } from 'react';
import type { Card } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { cardBrandOf } from '@/features/billing/billing-labels';
import { billingMessages } from '@/features/billing/messages/catalog';

/** A card in words: its brand ("Card" for one the panel does not know), "Visa ending 4242", its expiry "03/2029". */
export function useCardName() {
  const t = useMessages(billingMessages);
  const brandOf = useCallback(
    (card: Pick<Card, 'brand'>) => t('billing.cards.brand', { brand: cardBrandOf(card) }),
    [t],
  );
  const name = useCallback(
    (card: Pick<Card, 'brand' | 'last4'>) =>
      card.last4 ? t('billing.cards.name', { brand: brandOf(card), last4: card.last4 }) : brandOf(card),
    [t, brandOf],
  );
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
