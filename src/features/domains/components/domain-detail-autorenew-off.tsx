import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { domainGates } from '@/api/endpoints/domains';
import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { ProblemAlert } from '@/ui/problem-alert';
import type { OperationMutation } from '@/ui/operations/use-operation-mutation';
import type { PendingOrderChoice } from '@/features/domains/api/domain-mutations';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { DomainInvoiceLink } from './domain-invoice-link';

/**
 * Turning auto-renew off while a renewal order waits for payment: the order (number, amount, due date) and the
 * choice, before anything is sent: keep it (its invoice stays open) or cancel it (with its invoice). The choice
 * goes out as one request with `pendingOrderAction` (`useDisableAutoRenewWithOrder`); cancelling is disabled up
 * front when the key is known to lack `write:billing`. The dialog stays open (locked) while the request is on its
 * way and shows a refusal in place; the caller closes it when the job is accepted.
 */
export function DomainAutoRenewOffDialog({
  domain,
  mutation,
  open,
  onOpenChange,
}: {
  domain: Domain;
  mutation: OperationMutation<PendingOrderChoice>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const id = useId();
  const cancelGate = useScopeGate(domainGates.cancelRenewalOrders);
  const order = domain.pendingRenewalOrder;
  const orderId = order?.id ?? null;
  const dueAt = order?.dueAt ?? domain.nextDueAt;
  const billing = order?.billing ?? null;
  const sending = mutation.isPending;

  return (
    <Dialog
      open={open}
      locked={sending}
      title={t('domainsDetail.autoRenewOff.title', { name: domain.name })}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
    >
      <div className="dialog__body">
        <p>{t('domainsDetail.autoRenewOff.pending', { name: domain.name })}</p>
        <FactList
          facts={[
            { term: t('domainsDetail.order.number'), value: order?.orderNumber ?? orderId ?? t('value.missing') },
            {
              term: t('domainsDetail.order.amount'),
              value:
                billing?.amount != null
                  ? format.money(billing.amount, billing.currencyCode ?? domain.billing?.currencyCode)
                  : t('value.missing'),
            },
            {
              term: t('domainsDetail.order.due'),
              value: dueAt ? <DateTime value={dueAt} mode="date" /> : t('value.missing'),
            },
          ]}
        />
        {orderId?.startsWith('ord_') && (
          <p>
            <Link to="/orders/$orderId" params={{ orderId }}>
              {t('domainsDetail.autoRenewOff.orderLink')}
            </Link>
          </p>
        )}
        <DomainInvoiceLink invoiceId={order?.invoiceId} invoiceNumber={order?.invoiceNumber} paragraph />
        <ul className="domain-autorenew-off__choices">
          <li>
            <Button
              variant="primary"
              guard={mutation}
              aria-describedby={`${id}-keep`}
              onClick={() => mutation.mutate('keep')}
            >
              {t('domainsDetail.autoRenewOff.keep')}
            </Button>
            <span id={`${id}-keep`} className="domain-switch__about">
              {t('domainsDetail.autoRenewOff.keep.about')}
            </span>
          </li>
          <li>
            <GatedButton
              gate={cancelGate}
              variant="danger-outline"
              guard={mutation}
              aria-describedby={`${id}-cancel`}
              onClick={() => mutation.mutate('cancel')}
            >
              {t('domainsDetail.autoRenewOff.cancel')}
            </GatedButton>
            <span id={`${id}-cancel`} className="domain-switch__about">
              {t('domainsDetail.autoRenewOff.cancel.about')}
            </span>
          </li>
        </ul>
      </div>
      {mutation.error ? <ProblemAlert error={mutation.error} /> : null}
      <DialogActions>
        <DialogClose disabled={sending}>{t('domainsDetail.autoRenewOff.leaveOn')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}
