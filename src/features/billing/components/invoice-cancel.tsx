import { useState } from 'react';
import type { Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { GatedButton, GateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { refusalOf, useCancelInvoice } from '@/features/billing/api/billing-mutations';
import { billingMessages } from '@/features/billing/messages/catalog';

/**
 * Cancel (`makulera`) behind its gate (`actions.canCancel`) and the key's scopes, after a dialog that says what else
 * is cancelled with it (the order, by number) before anything is sent. A 409 closes the dialog and says why.
 */
export function InvoiceCancel({ invoice, onCancelled }: { invoice: Invoice; onCancelled: () => void }) {
  const t = useMessages(billingMessages);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<Gate | null>(null);
  const cancel = useCancelInvoice(invoice.id);
  const gate = useScopeGate('billingInvoiceCancel', invoice.actions.canCancel);

  const consequence =
    invoice.kind === 'add_funds'
      ? t('billing.cancel.funds')
      : invoice.orderNumber
        ? t('billing.cancel.withOrder', { order: invoice.orderNumber })
        : invoice.orderId
          ? t('billing.cancel.withOrderUnnumbered')
          : null;

  return (
    <>
      <GatedButton
        gate={gate}
        variant="danger-outline"
        onClick={() => {
          cancel.reset();
          setRefusal(null);
          setConfirming(true);
        }}
      >
        {t('billing.cancel.button')}
      </GatedButton>
      {refusal && (
        <Notice tone="danger" role="alert" className="billing-notice">
          <p>{t.rich('billing.cancel.refused', { reason: <GateReason gate={refusal} /> })}</p>
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.cancel.title', { number: invoice.number ?? '' })}
        tone="danger"
        description={
          <>
            {consequence && <p>{consequence}</p>}
            <p>{t('billing.cancel.irreversible')}</p>
          </>
        }
        confirmLabel={t('billing.cancel.confirm')}
        cancelLabel={t('billing.cancel.keep')}
        guard={cancel}
        error={cancel.error && !refusalOf(cancel.error, 'canCancel') ? cancel.error : null}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              onCancelled();
            },
            onError: (error) => {
              const refused = refusalOf(error, 'canCancel');
              if (refused) {
                setConfirming(false);
                setRefusal(refused);
              }
            },
          })
        }
      />
    </>
  );
}
