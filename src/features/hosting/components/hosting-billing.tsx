import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { BillingCycle } from '@/api/schemas/common';
import {
  existingInvoiceBlockingProblem,
  previewAllowsCommit,
  type BillingCycleChangeResponse,
  type HostingAccount,
  type RenewalInvoice,
} from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ExternalLink } from '@/ui/external-link';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { ProblemAlert } from '@/ui/problem-alert';
import { useBillingCycleChange } from '@/features/hosting/api/hosting-mutations';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import { BillingText } from './hosting-status';

type Preview = Extract<BillingCycleChangeResponse, { kind: 'preview' }>;
type Commit = Extract<BillingCycleChangeResponse, { kind: 'commit' }>;

/** The blocking invoice of a 409 `existing_invoice_blocking`, or undefined when the error is something else. */
function blockingFrom(error: unknown): { invoice: RenewalInvoice | null } | undefined {
  if (!isApiError(error) || error.code !== 'existing_invoice_blocking' || !error.problem) return undefined;
  const parsed = z.safeParse(existingInvoiceBlockingProblem, error.problem);
  return { invoice: parsed.success ? parsed.data.invoice : null };
}

/**
 * Changing the billing cycle: the options with their amounts, first payments and savings; a preview (what it
 * costs, and whether an unpaid invoice would block it) before anything changes; then the commit, confirmed, with
 * the renewal invoice and its pay link. When an invoice blocks, one confirmed step cancels it and changes.
 */
export function HostingBilling({ account, cycle }: { account: HostingAccount; cycle: BillingCycle | undefined }) {
  const t = useMessages(hostingMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const id = useId();
  const preview = useBillingCycleChange(account.id);
  const commit = useBillingCycleChange(account.id);
  const [confirming, setConfirming] = useState<'plain' | 'cancelInvoice' | null>(null);
  const state = account.billingCycleState;

  const switchGate = !account.actions.canChangeBillingCycle.allowed
    ? account.actions.canChangeBillingCycle
    : (state?.actions.canSwitchCycle ?? account.actions.canChangeBillingCycle);
  const options = state?.billingCycleOptions ?? [];
  const current = options.find((option) => option.isCurrent)?.billingCycle ?? account.billing.billingCycle;
  const selected = options.find((option) => option.billingCycle === cycle);
  const previewed: Preview | undefined =
    preview.data?.kind === 'preview' && preview.data.targetBillingCycle === cycle ? preview.data : undefined;
  const committed: Commit | undefined = commit.data?.kind === 'commit' ? commit.data : undefined;
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
  const amountText = (value: number | null, currency: string | null) =>
    value === null ? t('value.missing') : format.money(value, currency ?? account.billing.currencyCode);

  return (
    <div className="hosting-billing">
      <section className="hosting-section" aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`}>{t('hosting.billing.heading')}</h2>
        <p>
          {t('hosting.billing.current')}{' '}
          <strong>
            <BillingText billing={account.billing} />
          </strong>
        </p>
      </section>

      {committed && <CommitResult result={committed} />}

      <section className="hosting-section" aria-labelledby={`${id}-change`}>
        <h2 id={`${id}-change`}>{t('hosting.billing.change.heading')}</h2>
        {state === null ? (
          <p className="muted">{t('hosting.billing.change.none')}</p>
        ) : (
          <>
            <fieldset className="hosting-cycles">
              <legend>{t('hosting.billing.change.legend')}</legend>
              {options.map((option) => {
                const value = option.billingCycle;
                if (value === 'unknown') return null;
                return (
                  <label key={value} className="hosting-cycle">
                    <input
                      type="radio"
                      name={`${id}-cycle`}
                      value={value}
                      checked={cycle === value}
                      onChange={() => choose(value)}
                    />
                    <span className="hosting-cycle__body">
                      <span className="hosting-cycle__name">
                        {t('hosting.cycle', { cycle: value })}
                        {option.isCurrent && <span className="muted"> · {t('hosting.billing.change.current')}</span>}
                      </span>
                      <span>
                        {t('hosting.billing.amountPerCycle', {
                          amount: format.money(option.amount, option.currencyCode),
                          cycle: value,
                        })}
                      </span>
                      {option.initialAmount !== undefined && (
                        <span className="muted">
                          {t('hosting.billing.change.firstPayment', {
                            amount: format.money(option.initialAmount, option.currencyCode),
                          })}
                        </span>
                      )}
                      {option.savingsPercent !== null && option.savingsPercent > 0 && (
                        <span className="hosting-saving">
                          {t('hosting.billing.change.savings', { percent: format.percent(option.savingsPercent, 1) })}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <div className="button-row">
              <GatedButton
                gate={
                  switchGate.allowed && (!selected || selected.billingCycle === current)
                    ? { allowed: false, reason: t('hosting.billing.change.chooseFirst'), code: 'choose_cycle' }
                    : switchGate
                }
                className="button"
                guard={preview}
                onClick={() => {
                  if (!selected || selected.billingCycle === 'unknown') return;
                  commit.reset();
                  preview.mutate({ billingCycle: selected.billingCycle, dryRun: true });
                }}
              >
                {preview.isPending ? t('hosting.billing.preview.working') : t('hosting.billing.preview.button')}
              </GatedButton>
            </div>
            {preview.error ? <ProblemAlert error={preview.error} onRetry={() => preview.reset()} /> : null}
          </>
        )}
      </section>

      {previewed && (
        <section className="hosting-section hosting-card" aria-labelledby={`${id}-preview`} aria-live="polite">
          <h2 id={`${id}-preview`}>{t('hosting.billing.preview.heading')}</h2>
          {!previewed.changed ? (
            <p>{t('hosting.billing.preview.unchanged')}</p>
          ) : (
            <>
              <p>
                {t('hosting.billing.preview.summary', {
                  from: previewed.currentBillingCycle,
                  to: previewed.targetBillingCycle,
                  amount: format.money(previewed.targetAmount, previewed.currencyCode),
                })}
              </p>
              {previewed.wouldBlock === null && <p className="notice">{t('hosting.billing.preview.unknownBlock')}</p>}
              {previewAllowsCommit(previewed) && (
                <button type="button" className="button button--primary" onClick={() => setConfirming('plain')}>
                  {t('hosting.billing.commit.button', { cycle: previewed.targetBillingCycle })}
                </button>
              )}
            </>
          )}
        </section>
      )}

      {showBlocked && selected && !committed && (
        <section className="hosting-section hosting-card hosting-card--warning" aria-labelledby={`${id}-blocked`}>
          <h2 id={`${id}-blocked`}>{t('hosting.billing.blocked.heading')}</h2>
          <p>
            {blockingInvoice
              ? t('hosting.billing.blocked.invoice', {
                  number: blockingInvoice.number ?? blockingInvoice.id ?? '—',
                  amount: amountText(blockingInvoice.amount, blockingInvoice.currencyCode),
                  due: blockingInvoice.dueAt ? format.date(blockingInvoice.dueAt) : t('hosting.date.none'),
                })
              : t('hosting.billing.blocked.unnamed')}
          </p>
          <p>{t('hosting.billing.blocked.choices')}</p>
          <div className="button-row">
            <ExternalLink className="button" href={blockingInvoice?.paymentUrl}>
              {t('hosting.invoice.pay', { number: blockingInvoice?.number ?? '' })}
            </ExternalLink>
            {blockingInvoice && <InvoiceOrderLink invoice={blockingInvoice} />}
            <button type="button" className="button button--danger" onClick={() => setConfirming('cancelInvoice')}>
              {t('hosting.billing.blocked.cancelAndChange')}
            </button>
          </div>
        </section>
      )}

      {commit.error && !blocked409 ? <ProblemAlert error={commit.error} /> : null}

      {selected && selected.billingCycle !== 'unknown' && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={t('hosting.billing.confirm.title', { cycle: selected.billingCycle })}
          description={
            <>
              <p>
                {t('hosting.billing.confirm.body', {
                  amount: format.money(selected.initialAmount ?? selected.amount, selected.currencyCode),
                })}
              </p>
              {confirming === 'cancelInvoice' && (
                <p>
                  <strong>
                    {t('hosting.billing.confirm.cancelInvoice', {
                      number: blockingInvoice?.number ?? blockingInvoice?.id ?? '—',
                    })}
                  </strong>
                </p>
              )}
            </>
          }
          confirmLabel={
            confirming === 'cancelInvoice'
              ? t('hosting.billing.blocked.cancelAndChange')
              : t('hosting.billing.commit.button', { cycle: selected.billingCycle })
          }
          tone={confirming === 'cancelInvoice' ? 'danger' : 'default'}
          guard={commit}
          onConfirm={() => runCommit(confirming === 'cancelInvoice')}
        />
      )}
    </div>
  );
}

/** The invoice's order in the orders area (by route path: features never import each other), when it is known. */
function InvoiceOrderLink({ invoice }: { invoice: RenewalInvoice }) {
  const t = useMessages(hostingMessages);
  if (!invoice.orderId) return null;
  return (
    <Link className="button" to="/orders/$orderId" params={{ orderId: invoice.orderId }}>
      {t('hosting.invoice.order', { number: invoice.number ?? invoice.id ?? '' })}
    </Link>
  );
}

/** What a commit did: the new cycle, the renewal invoice with its pay link, and any invoice it cancelled. */
function CommitResult({ result }: { result: Commit }) {
  const t = useMessages(hostingMessages);
  const format = useFormat();
  const invoice = result.renewalInvoice;
  return (
    <section
      className="hosting-section hosting-card hosting-card--success"
      aria-labelledby="hosting-commit-heading"
      role="status"
    >
      <h2 id="hosting-commit-heading">
        {result.changed
          ? t('hosting.billing.done.changed', { cycle: result.currentBillingCycle })
          : t('hosting.billing.done.unchanged')}
      </h2>
      {result.cancelledInvoiceIds.length > 0 && (
        <p>{t('hosting.billing.done.cancelled', { ids: format.list(result.cancelledInvoiceIds) })}</p>
      )}
      {invoice ? (
        <>
          <p>
            {t('hosting.billing.done.invoice', {
              number: invoice.number ?? invoice.id ?? '—',
              amount:
                invoice.amount === null
                  ? t('value.missing')
                  : format.money(invoice.amount, invoice.currencyCode ?? result.currencyCode),
              due: invoice.dueAt ? format.date(invoice.dueAt) : t('hosting.date.none'),
            })}
          </p>
          {invoice.id && (
            <p className="muted">
              {t('hosting.billing.done.invoiceId')} <code>{invoice.id}</code>
            </p>
          )}
          <div className="button-row">
            <ExternalLink className="button button--primary" href={invoice.paymentUrl}>
              {t('hosting.invoice.pay', { number: invoice.number ?? '' })}
            </ExternalLink>
            <InvoiceOrderLink invoice={invoice} />
          </div>
        </>
      ) : result.invoiceLookupPending ? (
        <p>{t('hosting.billing.done.lookupPending')}</p>
      ) : result.changed ? (
        <p>{t('hosting.billing.done.noInvoice')}</p>
      ) : null}
    </section>
  );
}
