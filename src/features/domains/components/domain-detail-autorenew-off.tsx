import { useState } from 'react';
import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useFormat } from '@/ui/format/use-format';
import { ProblemAlert } from '@/ui/problem-alert';
import type { OperationMutation } from '@/ui/operations/use-operation-mutation';
import type { PendingOrderChoice } from '@/features/domains/api/domain-mutations';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/**
 * After a 409 `pending_renewal_order`: turn auto-renew off in one step, keeping the renewal order (its invoice stays
 * open) or cancelling it (with its invoice, after confirming). The job is tracked by the caller's mutation.
 */
export function DomainAutoRenewOff({
  domain,
  mutation,
}: {
  domain: Domain;
  mutation: OperationMutation<PendingOrderChoice>;
}) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const blocked = mutation.isBusy;
  const cancelGate = useScopeGate('domainCancelRenewalOrders');
  return (
    <div className="domain-autorenew-off">
      <p className="domain-autorenew-off__intro">{t('domainsDetail.autoRenewOff.intro')}</p>
      <ul className="domain-autorenew-off__choices">
        <li>
          <Button
            aria-disabled={blocked || undefined}
            aria-describedby="domain-autorenew-keep-about"
            onClick={() => {
              if (blocked) return;
              mutation.mutate('keep');
            }}
          >
            {t('domainsDetail.autoRenewOff.keep')}
          </Button>
          <span id="domain-autorenew-keep-about" className="domain-switch__about">
            {t('domainsDetail.autoRenewOff.keep.about')}
          </span>
        </li>
        <li>
          <GatedButton
            gate={cancelGate}
            variant="secondary"
            disabled={blocked}
            aria-describedby="domain-autorenew-cancel-about"
            onClick={() => {
              if (blocked) return;
              mutation.reset();
              setConfirmOpen(true);
            }}
          >
            {t('domainsDetail.autoRenewOff.cancel')}
          </GatedButton>
          <span id="domain-autorenew-cancel-about" className="domain-switch__about">
            {t('domainsDetail.autoRenewOff.cancel.about')}
          </span>
        </li>
      </ul>
      {mutation.error && !confirmOpen ? <ProblemAlert error={mutation.error} /> : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) mutation.reset();
        }}
        title={t('domainsDetail.autoRenewOff.confirm.title', { name: domain.name })}
        description={
          <p>
            {domain.expiresAt
              ? t('domainsDetail.autoRenewOff.confirm.body', {
                  name: domain.name,
                  date: format.date(domain.expiresAt),
                })
              : t('domainsDetail.autoRenewOff.confirm.bodyNoDate', { name: domain.name })}
          </p>
        }
        confirmLabel={t('domainsDetail.autoRenewOff.confirm.button')}
        tone="danger"
        guard={mutation}
        error={mutation.error}
        onConfirm={() => mutation.mutate('cancel')}
      />
    </div>
  );
}
