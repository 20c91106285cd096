import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { hostingRoutes } from '@/api/endpoints/hosting';
import type { HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useCancelAccount, useUndoCancelAccount } from '@/features/hosting/api/hosting-mutations';
import { hostingSectionQueries } from '@/features/hosting/api/hosting-section-queries';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/**
 * Cancelling the account at the end of its paid period, self-service: what ends and when (the websites, the mail,
 * the data deleted 30 days later), what happens to the unused part (used, not refunded; money through the price
 * helper, with its VAT words), confirmed; once scheduled, the date and the undo until then. `?open=cancel` (the
 * palette's "Cancel hosting …") opens the confirmation once what it does is read, when the gate allows.
 */
export function HostingCancel({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const view = useQuery(hostingSectionQueries.cancellation(account.id));
  const cancel = useCancelAccount(account.id);
  const undo = useUndoCancelAccount(account.id);
  const scopeGate = useScopeGate(hostingRoutes.cancel);
  const [confirming, setConfirming] = useState(false);
  const [undone, setUndone] = useState(false);
  const data = view.data;
  const date = (iso: string | null | undefined) => (iso ? format.date(iso) : t('hostingDetail.date.none'));

  const requested = useSearch({ from: '/_app/hosting/$accountId', select: (search) => search.open === 'cancel' });
  const navigate = useNavigate({ from: '/hosting/$accountId' });
  const [answered, setAnswered] = useState(false);
  const canConfirm =
    !!data && !data.scheduled && data.blockingInvoice === null && scopeGate.allowed && data.actions.canCancel.allowed;
  if (!requested && answered) setAnswered(false);
  if (requested && !answered && data) {
    setAnswered(true);
    if (canConfirm) setConfirming(true);
  }
  const confirmChange = (open: boolean) => {
    setConfirming(open);
    if (!open && requested) {
      void navigate({ search: (previous) => ({ ...previous, open: undefined }), replace: true });
    }
  };

  return (
    <section className="hosting-section hosting-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('hostingDetail.cancel.heading')}</h2>
      {view.isError && <ProblemAlert error={view.error} onRetry={() => void view.refetch()} />}
      {undone && !data?.scheduled && (
        <Notice tone="success" role="status">
          {t('hostingDetail.cancel.undone', { name: account.name })}
        </Notice>
      )}
      {data?.scheduled ? (
        <>
          <Notice tone="warning">
            {t('hostingDetail.cancel.scheduled', { name: account.name, date: date(data.scheduled.effectiveAt) })}
          </Notice>
          {undo.error ? <ProblemAlert error={undo.error} /> : null}
          <GatedButton
            gate={scopeGate.allowed ? data.actions.canUndo : scopeGate}
            guard={undo}
            onClick={() => undo.mutate(undefined, { onSuccess: () => setUndone(true) })}
          >
            {t('hostingDetail.cancel.undo')}
          </GatedButton>
        </>
      ) : data ? (
        <>
          <p>{t('hostingDetail.cancel.intro', { date: date(data.effectiveAt) })}</p>
          <ul className="hosting-cancel__effects">
            <li>
              {t('hostingDetail.cancel.sites', { domains: data.domains.join(', '), date: date(data.effectiveAt) })}
            </li>
            <li>{t('hostingDetail.cancel.mail', { count: data.mailboxes ?? 0, date: date(data.effectiveAt) })}</li>
            <li>{t('hostingDetail.cancel.data', { date: date(data.dataDeletedAt) })}</li>
            <li>
              {data.unused && data.unused.amount !== null && data.unused.days !== null
                ? t('hostingDetail.cancel.unused', {
                    days: String(data.unused.days),
                    amount: price(data.unused.amount, data.unused.currencyCode ?? data.currencyCode ?? ''),
                  })
                : t('hostingDetail.cancel.noUnused')}
            </li>
          </ul>
          {data.blockingInvoice && (
            <Notice tone="warning">
              {t('hostingDetail.cancel.blocked', { number: data.blockingInvoice.number ?? '' })}
            </Notice>
          )}
          <GatedButton
            gate={scopeGate.allowed ? data.actions.canCancel : scopeGate}
            variant="danger-outline"
            disabled={data.blockingInvoice !== null}
            onClick={() => {
              cancel.reset();
              setUndone(false);
              setConfirming(true);
            }}
          >
            {t('hostingDetail.cancel.button')}
          </GatedButton>
          <ConfirmDialog
            open={confirming}
            onOpenChange={confirmChange}
            title={t('hostingDetail.cancel.confirm.title', { name: account.name, date: date(data.effectiveAt) })}
            description={
              <p>
                {t('hostingDetail.cancel.intro', { date: date(data.effectiveAt) })}{' '}
                {t('hostingDetail.cancel.data', { date: date(data.dataDeletedAt) })}
              </p>
            }
            confirmLabel={t('hostingDetail.cancel.confirm')}
            cancelLabel={t('hostingDetail.cancel.keep')}
            tone="danger"
            guard={cancel}
            error={cancel.error}
            onConfirm={() => cancel.mutate(undefined, { onSuccess: () => confirmChange(false) })}
          />
        </>
      ) : null}
    </section>
  );
}
