import { useState } from 'react';
import { billingRoutes } from '@/api/endpoints/billing';
import type { Card } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton, GateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { ProblemAlert } from '@/ui/problem-alert';
import { refusalOf, useMakeDefaultCard, useRemoveCard } from '@/features/billing/api/billing-mutations';
import { billingMessages } from '@/features/billing/messages/catalog';

/**
 * A card's row actions: "Make default" (not offered on the default card: its badge says it) and "Remove" after a
 * confirmation, each behind its gate and the key's scopes. A refusal says why in words beside them.
 */
export function CardActions({ card, name, onDone }: { card: Card; name: string; onDone: (said: string) => void }) {
  const t = useMessages(billingMessages);
  const makeDefault = useMakeDefaultCard(card.id);
  const remove = useRemoveCard(card.id);
  const defaultGate = useScopeGate(billingRoutes.makeDefaultCard, card.actions.canMakeDefault);
  const removeGate = useScopeGate(billingRoutes.removeCard, card.actions.canRemove);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Gate | null>(null);

  return (
    <div className="billing-row-actions">
      {!card.isDefault && (
        <GatedButton
          gate={defaultGate}
          size="small"
          guard={makeDefault}
          onClick={() => {
            setRefusal(null);
            makeDefault.mutate(undefined, {
              onSuccess: () => onDone(t('billing.cards.madeDefault', { card: name })),
              onError: (error) => setRefusal(refusalOf(error, 'canMakeDefault')),
            });
          }}
        >
          {t('billing.cards.makeDefault')}
          <span className="visually-hidden"> {name}</span>
        </GatedButton>
      )}
      <GatedButton
        gate={removeGate}
        size="small"
        variant="danger-outline"
        onClick={() => {
          remove.reset();
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {t('billing.cards.remove')}
        <span className="visually-hidden"> {name}</span>
      </GatedButton>
      {refusal && (
        <p role="alert" className="billing-refusal">
          <GateReason gate={refusal} />
        </p>
      )}
      {makeDefault.error && !refusalOf(makeDefault.error, 'canMakeDefault') ? (
        <ProblemAlert error={makeDefault.error} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.cards.remove.title', { card: name })}
        tone="danger"
        description={<p>{t('billing.cards.remove.body')}</p>}
        confirmLabel={t('billing.cards.remove.confirm')}
        cancelLabel={t('billing.cards.remove.keep')}
        guard={remove}
        error={remove.error && !refusalOf(remove.error, 'canRemove') ? remove.error : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onDone(t('billing.cards.removed', { card: name }));
            },
            onError: (error) => {
              const refused = refusalOf(error, 'canRemove');
              if (refused) {
                setConfirming(false);
                setRefusal(refused);
              }
            },
          })
        }
      />
    </div>
  );
}
