import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { hostingRoutes } from '@/api/endpoints/hosting';
import type { BillingCycle } from '@/api/schemas/common';
import type { HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { ProblemAlert } from '@/ui/problem-alert';
import { useBillingCycleChange } from '@/features/hosting/api/hosting-mutations';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { BillingCycleChooser } from './hosting-billing-cycles';
import { BillingCommitDone, type BillingCommitResult } from './hosting-billing-done';
import { blockingFrom, BlockedInvoicePanel } from './hosting-billing-blocked';
import { BillingPreviewSummary, type BillingPreviewResult } from './hosting-billing-preview';
import { BillingText } from './hosting-status';
import { ButtonRow } from '@/ui/button';

// Renewing and changing the plan: a chunk of its own, fetched when the billing tab is shown.
const HostingLifecycle = lazy(() => import('./hosting-lifecycle'));
import { HostingCancel } from './hosting-cancel';

/**
 * Changing the billing cycle: the options with their amounts, first payments and savings; a preview (what it
 * costs, and whether an unpaid invoice would block it) before anything changes; then the commit, confirmed, with
 * the renewal invoice and its pay link. When an invoice blocks, one confirmed step cancels it and changes.
 */
export function HostingBilling({ account, cycle }: { account: HostingAccount; cycle: BillingCycle | undefined }) {
  const t = useMessages(hostingDetailMessages);
  const price = usePrice();
  const navigate = useNavigate();
  const id = useId();
  const preview = useBillingCycleChange(account.id);
  const commit = useBillingCycleChange(account.id);
  const [confirming, setConfirming] = useState<'plain' | 'cancelInvoice' | null>(null);
  const state = account.billingCycleState;
  const scopeGate = useScopeGate(hostingRoutes.changeBillingCycle);

  const switchGate = !account.actions.canChangeBillingCycle.allowed
    ? account.actions.canChangeBillingCycle
    : (state?.actions.canSwitchCycle ?? account.actions.canChangeBillingCycle);
  const options = state?.billingCycleOptions ?? [];
  const current = options.find((option) => option.isCurrent)?.billingCycle ?? account.billing.billingCycle;
  const selected = options.find((option) => option.billingCycle === cycle);
  const previewed: BillingPreviewResult | undefined =
    preview.data?.kind === 'preview' && preview.data.targetBillingCycle === cycle ? preview.data : undefined;
  const committed: BillingCommitResult | undefined = commit.data?.kind === 'commit' ? commit.data : undefined;
  const blocked409 = blockingFrom(commit.error);

  function choose(value: BillingCycle) {
    preview.reset();
    commit.reset();
    void navigate({ to: '.', search: (prev) => ({ ...prev, cycle: value }), replace: true });
  }

  function runCommit(cancelExistingInvoice: boolean) {
    if (!selected || selected.billingCycle === 'unknown') return;
    commit.mutate(
      { billingCycle: selected.billingCycle, ...(cancelExistingInvoice ? { cancelExistingInvoice: true } : {}) },
      {
        onSettled: () => setConfirming(null),
        onSuccess: () => preview.reset(),
      },
    );
  }

  const blockingInvoice = previewed?.wouldBlock === true ? previewed.blockingInvoice : (blocked409?.invoice ?? null);
  const showBlocked = previewed?.wouldBlock === true || blocked409 !== undefined;

  return (
    <div className="hosting-billing">
      <section className="hosting-section" aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`}>{t('hostingDetail.billing.heading')}</h2>
        <p>
          {t('hostingDetail.billing.current')}{' '}
          <strong>
            <BillingText billing={account.billing} status={account.serviceStatus} />
          </strong>
        </p>
      </section>

      {committed && <BillingCommitDone result={committed} />}

      <section className="hosting-section" aria-labelledby={`${id}-change`}>
        <h2 id={`${id}-change`}>{t('hostingDetail.billing.change.heading')}</h2>
        {state === null ? (
          <p className="muted">{t('hostingDetail.billing.change.none')}</p>
        ) : (
          <>
            <BillingCycleChooser name={`${id}-cycle`} options={options} cycle={cycle} onChoose={choose} />
            <ButtonRow>
              <GatedButton
                gate={withScopeGate(
                  scopeGate,
                  switchGate.allowed && (!selected || selected.billingCycle === current)
                    ? { allowed: false, reason: t('hostingDetail.billing.change.chooseFirst'), code: 'choose_cycle' }
                    : switchGate,
                )}
                guard={preview}
                onClick={() => {
                  if (!selected || selected.billingCycle === 'unknown') return;
                  commit.reset();
                  preview.mutate({ billingCycle: selected.billingCycle, dryRun: true });
                }}
              >
                {preview.isPending
                  ? t('hostingDetail.billing.preview.working')
                  : t('hostingDetail.billing.preview.button')}
              </GatedButton>
            </ButtonRow>
            {preview.error ? <ProblemAlert error={preview.error} onRetry={() => preview.reset()} /> : null}
          </>
        )}
      </section>

      {previewed && (
        <BillingPreviewSummary previewed={previewed} option={selected} onCommit={() => setConfirming('plain')} />
      )}

      {showBlocked && selected && !committed && (
        <BlockedInvoicePanel
          account={account}
          invoice={blockingInvoice}
          onCancelAndChange={() => setConfirming('cancelInvoice')}
        />
      )}

      {commit.error && !blocked409 ? <ProblemAlert error={commit.error} /> : null}

      <Suspense fallback={null}>
        <HostingLifecycle account={account} />
      </Suspense>

      <HostingCancel account={account} />

      {selected && selected.billingCycle !== 'unknown' && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={t('hostingDetail.billing.confirm.title', { cycle: selected.billingCycle })}
          description={
            <>
              <p>
                {t('hostingDetail.billing.confirm.body', {
                  amount: price(selected.initialAmount ?? selected.amount, selected.currencyCode),
                })}
              </p>
              {confirming === 'cancelInvoice' && (
                <p>
                  <strong>
                    {t('hostingDetail.billing.confirm.cancelInvoice', {
                      number: blockingInvoice?.number ?? blockingInvoice?.id ?? '—',
                    })}
                  </strong>
                </p>
              )}
            </>
          }
          confirmLabel={
            confirming === 'cancelInvoice'
              ? t('hostingDetail.billing.blocked.cancelAndChange')
              : t('hostingDetail.billing.commit.button', { cycle: selected.billingCycle })
          }
          tone={confirming === 'cancelInvoice' ? 'danger' : 'default'}
          guard={commit}
          onConfirm={() => runCommit(confirming === 'cancelInvoice')}
        />
      )}
    </div>
  );
}
