import { useState } from 'react';
import type { Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton, GateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { notCancelableOf, useCancelOrder } from '@/features/orders/api/order-mutations';
import { orderMessages } from '@/features/orders/messages/catalog';
import { cancelActionFor } from '@/features/orders/order-labels';

/**
 * Cancel behind its gate (`actions.canCancel`) and the key's scopes, after a dialog that says what happens to the
 * invoice. A 409 closes the dialog, shows the server's reason and refreshes the order (its gate then says why).
 */
export function OrderCancel({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const t = useMessages(orderMessages);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Gate | null>(null);
  const cancel = useCancelOrder(order.id);
  const gate = useScopeGate(cancelActionFor(order), order.actions.canCancel);

  return (
    <>
      <GatedButton
        gate={gate}
        onClick={() => {
          cancel.reset();
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {t('orders.cancel.button')}
      </GatedButton>
      {refusal && (
        <Notice tone="danger" role="alert" className="order-refusal">
          <p>{t.rich('orders.cancel.refused', { reason: <GateReason gate={refusal} /> })}</p>
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('orders.cancel.title', { number: order.number })}
        tone="danger"
        description={
          <>
            <p>
              {order.invoice?.number
                ? t('orders.cancel.withInvoice', { invoice: order.invoice.number })
                : t('orders.cancel.withoutInvoice')}
            </p>
            <p>{t('orders.cancel.irreversible')}</p>
          </>
        }
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.keep')}
        guard={cancel}
        error={cancel.error && !notCancelableOf(cancel.error) ? cancel.error : null}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onCancelled();
            },
            onError: (error) => {
              const refused = notCancelableOf(error);
              if (refused) {
                setConfirming(false);
                // Said by the gate's code (else the problem's), in words; the server's text only for an unknown code.
                const gate = refused.actions.canCancel;
                setRefusal({
                  allowed: false,
                  code: gate.code ?? 'not_cancelable',
                  reason: gate.reason ?? refused.detail ?? refused.title,
                });
              }
            },
          })
        }
      />
    </>
  );
}
