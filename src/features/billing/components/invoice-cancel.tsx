import { billingRoutes } from '@/api/endpoints/billing';
import type { Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { ConfirmedAction } from '@/ui/confirmed-action';
import { useScopeGate } from '@/ui/key-scopes';
import { refusalOf, useCancelInvoice } from '@/features/billing/api/billing-mutations';
import { billingMessages } from '@/features/billing/messages/catalog';
import { isSettledInvoice } from '@/features/billing/billing-labels';

/**
 * Cancel (`makulera`) behind its gate (`actions.canCancel`) and the key's scopes, after a dialog that says what else
 * is cancelled with it (the order, by number) before anything is sent. A 409 closes the dialog and says why.
 */
export function InvoiceCancel({ invoice, onCancelled }: { invoice: Invoice; onCancelled: () => void }) {
  const t = useMessages(billingMessages);
  const cancel = useCancelInvoice(invoice.id);
  const gate = useScopeGate(billingRoutes.cancelInvoice, invoice.actions.canCancel);
  // A finished invoice (paid, cancelled, refunded) can never be cancelled: no control to explain (issue 40). One
  // that could be (unpaid, partly paid, a draft) keeps its blocked button and the reason.
  if (isSettledInvoice(invoice) && !invoice.actions.canCancel.allowed) return null;

  const consequence =
    invoice.kind === 'add_funds'
      ? t('billing.cancel.funds')
      : invoice.orderNumber
        ? t('billing.cancel.withOrder', { order: invoice.orderNumber })
        : invoice.orderId
          ? t('billing.cancel.withOrderUnnumbered')
          : null;

  return (
    <ConfirmedAction
      gate={gate}
      variant="danger-outline"
      label={t('billing.cancel.button')}
      mutation={cancel}
      refusalOf={(error) => refusalOf(error, 'canCancel')}
      refused={(reason) => t.rich('billing.cancel.refused', { reason })}
      noticeClassName="billing-notice"
      title={t('billing.cancel.title', { number: invoice.number ?? '' })}
      description={
        <>
          {consequence && <p>{consequence}</p>}
          <p>{t('billing.cancel.irreversible')}</p>
        </>
      }
      confirmLabel={t('billing.cancel.confirm')}
      cancelLabel={t('billing.cancel.keep')}
      onDone={onCancelled}
    />
  );
}
