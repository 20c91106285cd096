import { orderRoutes } from '@/api/endpoints/orders';
import type { Order } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { ConfirmedAction } from '@/ui/confirmed-action';
import type { Gate } from '@/ui/gated-button';
import { useScopeGate, type GatedWrite } from '@/ui/key-scopes';
import { notCancelableOf, useCancelOrder } from '@/features/orders/api/order-mutations';
import { orderMessages } from '@/features/orders/messages/catalog';

/**
 * What cancelling this order needs of the key's scopes (src/ui/key-scopes.ts), from the endpoint's table: a
 * domain-only order also accepts write:domains, any other needs the route's `nonDomainOrder` variant.
 */
function cancelWriteFor(order: {
  domains: readonly unknown[];
  hosting: readonly unknown[];
  addons: readonly unknown[];
  upgrades: readonly unknown[];
}): GatedWrite {
  const domainOnly =
    order.domains.length > 0 && order.hosting.length === 0 && order.addons.length === 0 && order.upgrades.length === 0;
  const route = orderRoutes.cancel;
  return domainOnly ? route : { scopes: route.scopeVariants.nonDomainOrder, gate: 'orderCancel' };
}

/** A 409 `not_cancelable` as a gate: said by the gate's code (else the problem's); the server's text for an unknown one. */
function refusalOf(error: unknown): Gate | null {
  const refused = notCancelableOf(error);
  if (!refused) return null;
  const gate = refused.actions.canCancel;
  return {
    allowed: false,
    code: gate.code ?? 'not_cancelable',
    reason: gate.reason ?? refused.detail ?? refused.title,
  };
}

/**
 * Cancel behind its gate (`actions.canCancel`) and the key's scopes, after a dialog that says what happens to the
 * invoice. A 409 closes the dialog, shows the server's reason and refreshes the order (its gate then says why).
 */
export function OrderCancel({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const t = useMessages(orderMessages);
  const cancel = useCancelOrder(order.id);
  const gate = useScopeGate(cancelWriteFor(order), order.actions.canCancel);

  return (
    <ConfirmedAction
      gate={gate}
      label={t('orders.cancel.button')}
      mutation={cancel}
      refusalOf={refusalOf}
      refused={(reason) => t.rich('orders.cancel.refused', { reason })}
      noticeClassName="order-refusal"
      title={t('orders.cancel.title', { number: order.number })}
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
      onDone={onCancelled}
    />
  );
}
