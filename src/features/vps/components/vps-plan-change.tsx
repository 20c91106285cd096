import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { vpsRoutes } from '@/api/endpoints/vps';
import { isApiError } from '@/api/client';
import type { Vps } from '@/api/schemas/vps';
import type {
  VpsBilling,
  VpsPlanOption,
  VpsPlanResources,
  VpsUpgradeAccepted,
  VpsUpgradeView,
} from '@/api/schemas/vps-upgrade';
import { useMessages } from '@/i18n';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { FactList } from '@/ui/fact-list';
import { Radio, RadioGroup } from '@/ui/fields';
import { usePrice, VatBesideNote } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, GateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { ProblemAlert } from '@/ui/problem-alert';
import { usePlanChange } from '@/features/vps/api/vps-plan-mutations';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { VpsBillingFacts } from './vps-billing';

/**
 * The plan card's actions (loaded after the overview has drawn, in a chunk of its own): how the server is paid for,
 * "Change plan" with its gate, the change's progress in place and its invoice once accepted.
 */
export function VpsPlanPanel({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const view = useQuery(vpsSectionQueries.upgradeOptions(server.id));
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState<VpsUpgradeAccepted | null>(null);
  const change = usePlanChange(server, {
    onAccepted: (answer) => {
      setAccepted(answer);
      setOpen(false);
    },
  });
  const gate = useScopeGate(vpsRoutes.upgrade, view.data?.actions.canUpgrade);
  return (
    <div className="vps-plan-panel">
      <VpsBillingFacts server={server} />
      <div className="vps-plan-panel__action">
        <GatedButton
          gate={gate}
          guard={change}
          onClick={() => {
            change.reset();
            setOpen(true);
          }}
        >
          {t('vpsDetail.plan.change')}
        </GatedButton>
      </div>
      <OperationProgress operation={change.operation} />
      {accepted && <VpsPlanChangeInvoice accepted={accepted} />}
      <VpsPlanDialog server={server} open={open} onOpenChange={setOpen} view={view} change={change} />
    </div>
  );
}

type PlanChange = ReturnType<typeof usePlanChange>;

/** The invoice a prepaid server's change issued (the difference for the rest of its paid period). */
function VpsPlanChangeInvoice({ accepted }: { accepted: VpsUpgradeAccepted }) {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const { invoice } = accepted;
  if (!invoice) return null;
  const number = invoice.number ?? invoice.id ?? '';
  return (
    <Notice role="status" className="vps-plan-panel__invoice">
      <p>
        {t('vpsDetail.plan.invoice', {
          number,
          // The invoice's amount is what it charges (never converted); without one, the quoted amount due now.
          amount:
            invoice.amount !== null
              ? price.exact(invoice.amount, invoice.currencyCode ?? accepted.currencyCode)
              : price(accepted.amountDueNow, accepted.currencyCode),
          date: invoice.dueAt ? format.date(invoice.dueAt) : t('value.missing'),
        })}
      </p>
      {invoice.id?.startsWith('inv_') && (
        <p>
          <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: invoice.id }}>
            {t('vpsDetail.plan.invoiceLink', { number })}
          </Link>
        </p>
      )}
    </Notice>
  );
}

/** "4 vCPUs, 8 GB memory, 160 GB disk" (a missing part left out; none at all: "—"). */
function useResourcesText(): (resources: VpsPlanResources | null) => string {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
  return (resources) => {
    const parts = [
      resources?.cpuCores != null ? t('vpsDetail.overview.cpuValue', { count: resources.cpuCores }) : null,
      resources?.memoryGb != null ? t('vpsDetail.plan.memoryValue', { size: format.number(resources.memoryGb) }) : null,
      resources?.diskGb != null ? t('vpsDetail.plan.diskValue', { size: format.number(resources.diskGb) }) : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? format.list(parts, 'unit') : t('value.missing');
  };
}

/** The plan's price as the server pays it: by the hour (pay-as-you-go) or by the month (prepaid). */
function usePlanPrice(): (option: VpsPlanOption, billing: VpsBilling | null) => string {
  const t = useMessages(vpsDetailMessages);
  const price = usePrice();
  return (option, billing) =>
    billing?.isPayg === true
      ? t('vpsDetail.billing.hourly', { price: price(option.hourlyAmount, option.currencyCode) })
      : t('vpsDetail.billing.monthly', { price: price(option.monthlyAmount, option.currencyCode) });
}

/**
 * Whether the chosen plan can be sent, before anything is: its own gate (`canSelect`: a disk that would shrink, a
 * server that must be stopped first), then what must be known to show its cost (how the server is paid for, the
 * amount due now). Unknown is never read as free.
 */
function useConfirmGate(option: VpsPlanOption | null, billing: VpsBilling | null): Gate {
  const t = useMessages(vpsDetailMessages);
  if (!option) return { allowed: false, reason: t('vpsDetail.plan.choose') };
  if (!option.canSelect.allowed) return option.canSelect;
  if (billing === null || billing.isPayg === null)
    return { allowed: false, reason: t('vpsDetail.plan.billingUnknown') };
  if (billing.isPayg === false && option.amountDueNow === null) {
    return { allowed: false, reason: t('vpsDetail.plan.priceUnknown') };
  }
  return { allowed: true, reason: null };
}

function VpsPlanDialog({
  server,
  open,
  onOpenChange,
  view,
  change,
}: {
  server: Vps;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  view: UseQueryResult<VpsUpgradeView>;
  change: PlanChange;
}) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const name = vpsName(server);
  const resourcesText = useResourcesText();
  const planPrice = usePlanPrice();
  const [chosen, setChosen] = useState<string | null>(null);
  const plans = view.data?.plans ?? null;
  const billing = view.data?.billing ?? null;
  const options = plans?.options ?? [];
  const selected = options.find((option) => option.code === chosen && option.canSelect.allowed) ?? null;
  const confirmGate = useConfirmGate(selected, billing);
  const scopeGate = useScopeGate(vpsRoutes.upgrade);
  const { error } = change;
  const { refetch } = view;

  // A refusal of the plan (409: the server changed since the options were read): read them again, so the
  // choices say why now.
  useEffect(() => {
    if (isApiError(error) && error.status === 409) void refetch();
  }, [error, refetch]);

  // Each opening starts from no choice, with the options read again (prices move with the paid period).
  useEffect(() => {
    if (open) {
      setChosen(null);
      void refetch();
    }
  }, [open, refetch]);

  const currentName = plans?.current?.name ?? server.plan?.name ?? null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={change.isPending}
      title={t('vpsDetail.plan.title', { name })}
    >
      <div className="dialog__body">
        <p>{t('vpsDetail.plan.intro', { name })}</p>
        {plans?.current && (
          <p>
            <strong>{t('vpsDetail.plan.now')}</strong>{' '}
            {t('vpsDetail.plan.nowValue', {
              plan: currentName ?? t('value.missing'),
              resources: resourcesText(plans.current.resources),
            })}
          </p>
        )}
      </div>
      {view.isPending ? (
        <p role="status">{t('vpsDetail.plan.loading')}</p>
      ) : view.isError ? (
        <ProblemAlert error={view.error} onRetry={() => void view.refetch()} />
      ) : options.length === 0 ? (
        <Notice>{t('vpsDetail.plan.none')}</Notice>
      ) : (
        <RadioGroup className="vps-choices vps-plan-choices" legend={t('vpsDetail.plan.legend')}>
          {options.map((option) => (
            <Radio
              key={option.code}
              name={`${id}-plan`}
              value={option.code}
              checked={selected?.code === option.code}
              disabled={!option.canSelect.allowed}
              onChange={() => {
                change.reset();
                setChosen(option.code);
              }}
              label={
                <>
                  <strong>{option.name ?? option.code}</strong>
                  {': '}
                  <span className="vps-plan-choice__specs">
                    {resourcesText(option.resources)}
                    {', '}
                    {planPrice(option, billing)}
                  </span>
                </>
              }
              hint={option.canSelect.allowed ? undefined : <GateReason gate={option.canSelect} />}
            />
          ))}
        </RadioGroup>
      )}
      {selected && (
        <VpsPlanSummary server={server} option={selected} billing={billing} from={plans?.current?.resources ?? null} />
      )}
      {error ? <ProblemAlert error={error} /> : null}
      <DialogActions>
        <DialogClose disabled={change.isPending}>
          {currentName ? t('vpsDetail.plan.keep', { plan: currentName }) : t('confirm.keep')}
        </DialogClose>
        <GatedButton
          variant="primary"
          gate={scopeGate.allowed ? confirmGate : scopeGate}
          guard={change}
          onClick={() => {
            if (selected) change.mutate(selected);
          }}
        >
          {selected
            ? t('vpsDetail.plan.confirm', { plan: selected.name ?? selected.code })
            : t('vpsDetail.plan.change')}
        </GatedButton>
      </DialogActions>
    </Dialog>
  );
}

/** What the chosen plan changes, what it interrupts and what it costs: all said before the confirm button. */
function VpsPlanSummary({
  server,
  option,
  billing,
  from,
}: {
  server: Vps;
  option: VpsPlanOption;
  billing: VpsBilling | null;
  from: VpsPlanResources | null;
}) {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const name = vpsName(server);
  const to = option.resources;
  const missing = t('value.missing');
  const arrow = (a: string, b: string) => t('vpsDetail.plan.fromTo', { from: a, to: b });
  const num = (value: number | null | undefined) => (value == null ? missing : format.number(value));
  const cpu = (value: number | null | undefined) =>
    value == null ? missing : t('vpsDetail.overview.cpuValue', { count: value });
  const currency = option.currencyCode ?? billing?.currencyCode ?? null;
  const stopped = server.status === 'stopped';

  return (
    <section className="vps-plan-summary" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="vps-plan-summary__heading">
        {t('vpsDetail.plan.summary', { plan: option.name ?? option.code })}
      </h3>
      <FactList
        facts={[
          { term: t('vpsDetail.overview.cpu'), value: arrow(cpu(from?.cpuCores), cpu(to?.cpuCores)) },
          {
            term: t('vpsDetail.overview.memory'),
            value: arrow(
              t('vpsDetail.overview.gb', { size: num(from?.memoryGb) }),
              t('vpsDetail.overview.gb', { size: num(to?.memoryGb) }),
            ),
          },
          {
            term: t('vpsDetail.overview.disk'),
            value: arrow(
              t('vpsDetail.overview.gb', { size: num(from?.diskGb) }),
              t('vpsDetail.overview.gb', { size: num(to?.diskGb) }),
            ),
          },
        ]}
      />
      {option.restarts === true ? (
        <Notice tone="warning">{t('vpsDetail.plan.restarts.yes', { name })}</Notice>
      ) : option.restarts === null ? (
        <Notice tone="warning">{t('vpsDetail.plan.restarts.unknown', { name })}</Notice>
      ) : stopped ? (
        <Notice>{t('vpsDetail.plan.restarts.stopped', { name })}</Notice>
      ) : (
        <Notice>{t('vpsDetail.plan.restarts.no', { name })}</Notice>
      )}
      {option.requiresStop === null && (
        <Notice tone="warning">{t('vpsDetail.plan.requiresStop.unknown', { name })}</Notice>
      )}
      <div className="vps-plan-summary__money">
        {billing?.isPayg === true ? (
          <p>{t('vpsDetail.plan.payg', { price: price(option.hourlyAmount, currency) })}</p>
        ) : billing?.isPayg === false ? (
          <>
            <p>
              {option.amountDueNow !== null && option.amountDueNow > 0 ? (
                <strong>
                  {t('vpsDetail.plan.dueNow', {
                    amount: price(option.amountDueNow, currency),
                    date: billing.nextDueAt ? format.date(billing.nextDueAt) : missing,
                  })}
                </strong>
              ) : option.amountDueNow === 0 ? (
                t('vpsDetail.plan.nothingDue')
              ) : null}
            </p>
            {option.amountDueNow !== null && option.amountDueNow > 0 && (
              <VatBesideNote amount={option.amountDueNow} currencyCode={currency} />
            )}
            <p>
              {billing.nextDueAt
                ? t('vpsDetail.plan.then', {
                    price: price(option.monthlyAmount, currency),
                    date: format.date(billing.nextDueAt),
                  })
                : t('vpsDetail.plan.thenNoDate', { price: price(option.monthlyAmount, currency) })}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
