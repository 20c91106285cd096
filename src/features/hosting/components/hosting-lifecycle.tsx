import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { hostingRoutes } from '@/api/endpoints/hosting';
import type { RenewalInvoice } from '@/api/schemas/common';
import type { HostingAccount } from '@/api/schemas/hosting';
import {
  renewOrUpgradePreviewAllowsCommit,
  type HostingPlanChanges,
  type HostingPlanOption,
  type HostingRenewCommit,
  type HostingUpgradeCommit,
} from '@/api/schemas/hosting-lifecycle';
import { comparePlanResources, type PlanResourceName } from '@/api/schemas/plan-size';
import { useMessages } from '@/i18n';
import { ButtonRow } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Radio, RadioGroup } from '@/ui/fields';
import { useFormat } from '@/ui/format/use-format';
import { usePrice, VatBesideNote } from '@/ui/format/price';
import { GatedButton, useGateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate, withScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import {
  hostingLifecycleQueries,
  useCancelScheduledUpgrade,
  useHostingRenew,
  useHostingUpgrade,
} from '@/features/hosting/api/hosting-lifecycle-mutations';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { blockingFrom, BlockedInvoicePanel, RenewWaitsForInvoice } from './hosting-billing-blocked';
import { IssuedInvoice } from './hosting-billing-done';
import { BillingText } from './hosting-status';

/**
 * Renewing and changing the plan, on the billing tab below the cycle change, in the same steps as it: a preview
 * (what it costs, whether an unpaid invoice would block it) before anything changes, then the commit with its
 * invoice. An open invoice is what to pay: the renewal waits for it; a plan change also offers, in outline, "cancel
 * it and retry" in one confirmed step. Loaded lazily with the tab.
 */
export default function HostingLifecycle({ account }: { account: HostingAccount }) {
  return (
    <>
      <HostingRenew account={account} />
      <HostingPlanChange account={account} />
    </>
  );
}

/** The blocking invoice of a preview that would block, or of a commit refused 409 (undefined: not blocked). */
function blockedBy(
  preview: { wouldBlock: boolean | null; blockingInvoice: RenewalInvoice | null } | undefined,
  commitError: unknown,
): { invoice: RenewalInvoice | null } | undefined {
  if (preview?.wouldBlock === true) return { invoice: preview.blockingInvoice };
  return blockingFrom(commitError);
}

/** "Cancel invoice N and …?": the one confirmed step that cancels the blocking invoice and retries the change. */
function CancelInvoiceConfirm({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  guard,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  guard: ReturnType<typeof useHostingUpgrade>;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={<p>{body}</p>}
      confirmLabel={confirmLabel}
      tone="danger"
      guard={guard}
      onConfirm={onConfirm}
    />
  );
}

/**
 * Renewing: a preview, then the commit with its invoice. While an invoice of the account is open the renewal waits
 * for it (`RenewWaitsForInvoice`): that invoice is what to pay, and the preview is gated with the reason.
 */
function HostingRenew({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const preview = useHostingRenew(account.id);
  const commit = useHostingRenew(account.id);
  const scopeGate = useScopeGate(hostingRoutes.renew, account.actions.canRenew);
  const previewed = preview.data?.dryRun === true ? preview.data : undefined;
  const committed: HostingRenewCommit | undefined = commit.data?.dryRun === false ? commit.data : undefined;
  // The account says up front when an unpaid invoice would block (`blockingInvoice`): said before any request.
  const known = account.blockingInvoice ? { invoice: account.blockingInvoice } : undefined;
  const blocked = committed ? undefined : (blockedBy(previewed, commit.error) ?? known);
  const gate: Gate =
    scopeGate.allowed && known
      ? { allowed: false, reason: t('hostingDetail.renew.payFirst.gate'), code: 'invoice_open' }
      : scopeGate;
  const date = (iso: string | null) => (iso ? format.date(iso) : t('hostingDetail.date.none'));
  const amount = price(previewed?.amount ?? account.billing.amount, account.billing.currencyCode);

  return (
    <section className="hosting-section" aria-labelledby={`${id}-renew`}>
      <h2 id={`${id}-renew`}>{t('hostingDetail.renew.heading')}</h2>
      <p>{t('hostingDetail.renew.intro')}</p>
      <p>
        <strong>
          <BillingText billing={account.billing} status={account.serviceStatus} />
        </strong>
      </p>
      <PreviewButton
        gate={gate}
        preview={preview}
        label={t('hostingDetail.renew.preview')}
        onPreview={() => {
          commit.reset();
          preview.mutate({ dryRun: true });
        }}
      />

      {previewed && !committed && (
        <PreviewCard wouldBlock={previewed.wouldBlock}>
          <>
            <p>
              {t('hostingDetail.renew.summary', {
                starts: date(previewed.periodStartsAt),
                amount: price(previewed.amount, previewed.currencyCode),
                due: date(previewed.newNextDueAt),
              })}
            </p>
            <VatBesideNote amount={previewed.amount} currencyCode={previewed.currencyCode} />
          </>
          <GatedButton gate={gate} variant="primary" guard={commit} onClick={() => commit.mutate({})}>
            {t('hostingDetail.renew.commit', { amount })}
          </GatedButton>
        </PreviewCard>
      )}

      {blocked && <RenewWaitsForInvoice account={account} invoice={blocked.invoice} />}
      {commit.error && !blocked ? <ProblemAlert error={commit.error} /> : null}

      {committed && (
        <div className="hosting-card hosting-card--success" role="status">
          <p>{t('hostingDetail.renew.done', { due: date(committed.newNextDueAt) })}</p>
          <Cancelled ids={committed.cancelledInvoiceIds} />
          {committed.renewalInvoice && (
            <IssuedInvoice invoice={committed.renewalInvoice} currencyCode={committed.currencyCode} />
          )}
        </div>
      )}
    </section>
  );
}

/** The button that asks for a preview (a dry run: nothing changes), with its failure beneath. */
function PreviewButton({
  gate,
  preview,
  label,
  onPreview,
}: {
  gate: Gate;
  preview: ReturnType<typeof useHostingRenew> | ReturnType<typeof useHostingUpgrade>;
  label: string;
  onPreview: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  return (
    <>
      <ButtonRow>
        <GatedButton gate={gate} guard={preview} onClick={onPreview}>
          {preview.isPending ? t('hostingDetail.billing.preview.working') : label}
        </GatedButton>
      </ButtonRow>
      {preview.error ? <ProblemAlert error={preview.error} onRetry={() => preview.reset()} /> : null}
    </>
  );
}

/**
 * What a change would do, said before it is made; its commit button (the last child) only when the preview says
 * nothing blocks it (`wouldBlock` false: a guard flag, unknown keeps it back with a word why).
 */
function PreviewCard({ wouldBlock, children }: { wouldBlock: boolean | null; children: [ReactNode, ReactNode] }) {
  const t = useMessages(hostingDetailMessages);
  const [summary, commitButton] = children;
  return (
    <div className="hosting-card hosting-lifecycle__preview" role="status">
      {summary}
      {wouldBlock === null && <Notice tone="warning">{t('hostingDetail.billing.preview.unknownBlock')}</Notice>}
      {renewOrUpgradePreviewAllowsCommit({ wouldBlock }) && commitButton}
    </div>
  );
}

function Cancelled({ ids }: { ids: readonly string[] }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  if (ids.length === 0) return null;
  return <p>{t('hostingDetail.billing.done.cancelled', { ids: format.list(ids) })}</p>;
}

function HostingPlanChange({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const options = useQuery(hostingLifecycleQueries.upgrade(account.id));
  const preview = useHostingUpgrade(account.id);
  const commit = useHostingUpgrade(account.id);
  const cancelScheduled = useCancelScheduledUpgrade(account.id);
  const [slug, setSlug] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const data = options.data;
  const serverGate = data?.actions.canUpgrade ?? account.actions.canUpgrade;
  const scopeGate = useScopeGate(hostingRoutes.upgrade);
  const gate = withScopeGate(scopeGate, serverGate);
  const chosen = data?.plans.find((plan) => plan.productSlug === slug && plan.canSelect.allowed);
  const previewed = preview.data?.dryRun === true && preview.data.productSlug === slug ? preview.data : undefined;
  const committed: HostingUpgradeCommit | undefined = commit.data?.dryRun === false ? commit.data : undefined;
  // An unpaid invoice blocks a change now (an upgrade), not one at the period's end: said as soon as one is chosen.
  const known =
    account.blockingInvoice && chosen?.defaultWhen === 'now' ? { invoice: account.blockingInvoice } : undefined;
  const blocked = committed ? undefined : (blockedBy(previewed, commit.error) ?? known);
  const invoiceNumber = blocked?.invoice?.number ?? blocked?.invoice?.id ?? '—';
  const chosenName = chosen?.name ?? chosen?.productSlug ?? '';
  const previewGate: Gate = !gate.allowed
    ? gate
    : chosen
      ? { allowed: true, reason: null }
      : { allowed: false, reason: t('hostingDetail.plan.chooseFirst'), code: 'choose_plan' };
  const scheduled = data?.scheduled ?? null;

  return (
    <section className="hosting-section" aria-labelledby={`${id}-plan`}>
      <h2 id={`${id}-plan`}>{t('hostingDetail.plan.heading')}</h2>
      {data?.current && (
        <p>
          {t('hostingDetail.plan.current', {
            name: data.current.name ?? data.current.productSlug ?? '—',
            amount: t('hostingDetail.billing.amountPerCycle', {
              amount: price(data.current.amount, data.current.currencyCode),
              cycle: data.current.billingCycle,
            }),
          })}
        </p>
      )}

      {scheduled && (
        <Notice className="hosting-lifecycle__scheduled">
          {t('hostingDetail.plan.scheduled', {
            name: scheduled.name ?? scheduled.productSlug ?? '—',
            date: scheduled.effectiveAt ? format.date(scheduled.effectiveAt) : t('hostingDetail.date.none'),
          })}{' '}
          <GatedButton
            size="small"
            gate={data ? withScopeGate(scopeGate, data.actions.canCancelScheduled) : scopeGate}
            guard={cancelScheduled}
            onClick={() => cancelScheduled.mutate()}
          >
            {t('hostingDetail.plan.cancelScheduled')}
          </GatedButton>
        </Notice>
      )}
      {cancelScheduled.isSuccess && !scheduled && <p role="status">{t('hostingDetail.plan.cancelled')}</p>}
      {cancelScheduled.error ? <ProblemAlert error={cancelScheduled.error} /> : null}

      {committed ? (
        <div className="hosting-card hosting-card--success" role="status">
          <p>
            {committed.when === 'now'
              ? t('hostingDetail.plan.done.now', { name: committed.name ?? committed.productSlug })
              : t('hostingDetail.plan.done.later', {
                  name: committed.name ?? committed.productSlug,
                  date: committed.effectiveAt ? format.date(committed.effectiveAt) : t('hostingDetail.date.none'),
                })}
          </p>
          <Cancelled ids={committed.cancelledInvoiceIds} />
          {committed.invoice && (
            <IssuedInvoice invoice={committed.invoice} currencyCode={committed.currencyCode} label="planChange" />
          )}
        </div>
      ) : data ? (
        data.plans.length === 0 ? (
          <p className="muted">{t('hostingDetail.plan.none')}</p>
        ) : (
          <RadioGroup className="hosting-plans" legend={t('hostingDetail.plan.legend')}>
            {data.plans.map((plan) => (
              <PlanCard
                key={plan.productSlug}
                plan={plan}
                name={`${id}-plan-choice`}
                checked={slug === plan.productSlug}
                disabled={preview.isPending || commit.isPending}
                periodEndsAt={data.periodEndsAt}
                onChoose={() => {
                  preview.reset();
                  commit.reset();
                  setSlug(plan.productSlug);
                }}
              />
            ))}
          </RadioGroup>
        )
      ) : options.error ? (
        <ProblemAlert error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <p role="status">{t('hostingDetail.plan.loading')}</p>
      )}

      {!committed && (
        <PreviewButton
          gate={previewGate}
          preview={preview}
          label={t('hostingDetail.plan.preview')}
          onPreview={() => {
            if (!chosen) return;
            commit.reset();
            preview.mutate({ productSlug: chosen.productSlug, dryRun: true });
          }}
        />
      )}

      {previewed && !committed && (
        <PreviewCard wouldBlock={previewed.wouldBlock}>
          <>
            <p>
              {previewed.when === 'now'
                ? t('hostingDetail.plan.summaryNow', {
                    name: previewed.name ?? previewed.productSlug,
                    amount: price(previewed.amountDueNow, previewed.currencyCode),
                    recurring: t('hostingDetail.billing.amountPerCycle', {
                      amount: price(previewed.newRecurringAmount, previewed.currencyCode),
                      cycle: previewed.billingCycle,
                    }),
                  })
                : t('hostingDetail.plan.summaryLater', {
                    name: previewed.name ?? previewed.productSlug,
                    date: previewed.effectiveAt ? format.date(previewed.effectiveAt) : t('hostingDetail.date.none'),
                    recurring: t('hostingDetail.billing.amountPerCycle', {
                      amount: price(previewed.newRecurringAmount, previewed.currencyCode),
                      cycle: previewed.billingCycle,
                    }),
                  })}
            </p>
            {previewed.when === 'now' && (
              <VatBesideNote amount={previewed.amountDueNow} currencyCode={previewed.currencyCode} />
            )}
          </>
          <GatedButton
            gate={gate}
            variant="primary"
            guard={commit}
            onClick={() => commit.mutate({ productSlug: previewed.productSlug })}
          >
            {t('hostingDetail.plan.commit', { name: previewed.name ?? previewed.productSlug })}
          </GatedButton>
        </PreviewCard>
      )}

      {blocked && chosen && (
        <BlockedInvoicePanel
          account={account}
          invoice={blocked.invoice}
          change="plan"
          onCancelAndChange={() => setConfirming(true)}
        />
      )}
      {commit.error && !blocked ? <ProblemAlert error={commit.error} /> : null}

      <CancelInvoiceConfirm
        open={confirming}
        onOpenChange={setConfirming}
        title={t('hostingDetail.plan.confirm.title', { number: invoiceNumber, name: chosenName })}
        body={t('hostingDetail.plan.confirm.body', {
          number: invoiceNumber,
          amount: price(chosen?.amountDueNow, chosen?.currencyCode),
        })}
        confirmLabel={t('hostingDetail.billing.blocked.cancelAnd', { change: 'plan' })}
        guard={commit}
        onConfirm={() => {
          if (!chosen) return;
          commit.mutate(
            { productSlug: chosen.productSlug, cancelExistingInvoice: true },
            { onSettled: () => setConfirming(false), onSuccess: () => preview.reset() },
          );
        }}
      />
    </section>
  );
}

const resourceNames = [
  'storageGb',
  'emailAccounts',
  'databases',
] as const satisfies readonly (keyof HostingPlanChanges)[];

/** One plan as a card to choose: its name, larger or smaller, price, the resources against today's, the cost now. */
function PlanCard({
  plan,
  name,
  checked,
  disabled,
  periodEndsAt,
  onChoose,
}: {
  plan: HostingPlanOption;
  name: string;
  checked: boolean;
  disabled: boolean;
  periodEndsAt: string | null;
  onChoose: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const gateReason = useGateReason();
  const later = plan.defaultWhen === 'period_end';
  return (
    <Radio
      className="hosting-plan"
      name={name}
      value={plan.productSlug}
      checked={checked}
      disabled={disabled || !plan.canSelect.allowed}
      onChange={onChoose}
      label={
        <span className="hosting-plan__name">
          {plan.name ?? plan.productSlug}{' '}
          <span className="muted">
            · <PlanSizeLabel plan={plan} />
          </span>
        </span>
      }
      hint={
        <span className="hosting-plan__body">
          <span>
            {t('hostingDetail.billing.amountPerCycle', {
              amount: price(plan.amount, plan.currencyCode),
              cycle: plan.billingCycle,
            })}
          </span>
          {plan.changes && (
            <span className="hosting-plan__resources">
              {resourceNames.map((resource) => (
                <ResourceChange key={resource} resource={resource} change={plan.changes?.[resource] ?? null} />
              ))}
            </span>
          )}
          <span>
            {later
              ? periodEndsAt
                ? t('hostingDetail.plan.atPeriodEnd', { date: format.date(periodEndsAt) })
                : t('hostingDetail.plan.atPeriodEndNoDate')
              : t('hostingDetail.plan.dueNow', { amount: price(plan.amountDueNow, plan.currencyCode) })}
          </span>
          {!plan.canSelect.allowed && <span className="hosting-plan__blocked">{gateReason(plan.canSelect)}</span>}
        </span>
      }
    />
  );
}

/**
 * "Larger", "Smaller" or "Different: more disk, less mailboxes": by the resources against today's (plan-size.ts),
 * never the price; the server's `direction` only when the plan came without its resource changes.
 */
function PlanSizeLabel({ plan }: { plan: HostingPlanOption }) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  if (!plan.changes) return <>{t('hostingDetail.plan.direction', { direction: plan.direction })}</>;
  const { size, more, less } = comparePlanResources(plan.changes);
  const nouns = (names: readonly PlanResourceName[]) =>
    format.list(names.map((resource) => t('hostingDetail.plan.resourceNoun', { resource })));
  return (
    <>
      {size === 'different'
        ? t('hostingDetail.plan.sizeDifferent', { more: nouns(more), less: nouns(less) })
        : t('hostingDetail.plan.size', { size })}
    </>
  );
}

/** "Disk: 50 GB (now 20 GB, more)": the value, today's and the direction in words (never by colour alone). */
function ResourceChange({
  resource,
  change,
}: {
  resource: (typeof resourceNames)[number];
  change: { from: number | null; to: number | null } | null;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  if (!change) return null;
  const value = (amount: number | null) =>
    amount === null
      ? t('hostingDetail.resources.unlimited')
      : t('hostingDetail.plan.value', { resource, value: format.number(amount) });
  const size = (amount: number | null) => amount ?? Number.POSITIVE_INFINITY;
  const direction =
    size(change.to) > size(change.from)
      ? t('hostingDetail.plan.more')
      : size(change.to) < size(change.from)
        ? t('hostingDetail.plan.less')
        : t('hostingDetail.plan.same');
  return (
    <span>
      {t('hostingDetail.plan.resource', { resource })}: <strong>{value(change.to)}</strong>{' '}
      <span className="muted">
        ({t('hostingDetail.plan.from', { value: value(change.from) })}, {direction})
      </span>
    </span>
  );
}
