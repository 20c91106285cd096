import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/client';
import type { Domain } from '@/api/schemas/domains';
import type { DomainRenewal, DomainRenewalOption, DomainRenewResponse } from '@/api/schemas/domains-renewal';
import { useMessages } from '@/i18n';
import { ButtonRow } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { FactList } from '@/ui/fact-list';
import { Radio, RadioGroup } from '@/ui/fields';
import { useFormat } from '@/ui/format/use-format';
import { usePrice, VatBesideNote } from '@/ui/format/price';
import { GatedButton, useGateReason, type Gate } from '@/ui/gated-button';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { domainRenewalQueries } from '@/features/domains/api/domain-renewal-queries';
import { useChangeRenewalPeriod, useRenewDomain } from '@/features/domains/api/domain-renewal-mutations';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';
import { DomainInvoiceLink } from './domain-invoice-link';

interface DialogProps {
  domain: Domain;
  /** Closed: the caller takes the action out of the URL. */
  onOpenChange: (open: boolean) => void;
}

/** A server's refusal of the period itself (`/periodYears`), said at the choices rather than at the dialog's top. */
function periodErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.errors.find((entry) => entry.pointer === '/periodYears')?.code ?? null;
}

/**
 * Renewing now: every period with its price and the expiry it gives once paid, the periods past the registry's
 * maximum disabled with the reason, and what the chosen one costs and gives before the confirm button. A renewal
 * already waiting for payment is said (with its invoice) before anything is sent. The answer names the order and
 * links its invoice.
 */
export function DomainRenewDialog({ domain, onOpenChange }: DialogProps) {
  const t = useMessages(domainsDetailMessages);
  const renewal = useQuery(domainRenewalQueries.renewal(domain.id));
  const renew = useRenewDomain(domain.id);
  const done = renew.data;
  return (
    <Dialog
      open
      locked={renew.isPending}
      title={t('domainsDetail.renew.title', { name: domain.name })}
      onOpenChange={onOpenChange}
    >
      {done ? (
        <RenewDone domain={domain} result={done} />
      ) : renewal.data ? (
        <RenewChoice domain={domain} renewal={renewal.data} renew={renew} />
      ) : renewal.error ? (
        <ProblemAlert error={renewal.error} onRetry={() => void renewal.refetch()} />
      ) : (
        <p role="status">{t('domainsDetail.renew.loading')}</p>
      )}
      {(done || !renewal.data) && (
        <DialogActions>
          <DialogClose>{t('domainsDetail.renew.done.close')}</DialogClose>
        </DialogActions>
      )}
    </Dialog>
  );
}

function RenewChoice({
  domain,
  renewal,
  renew,
}: {
  domain: Domain;
  renewal: DomainRenewal;
  renew: ReturnType<typeof useRenewDomain>;
}) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const gateReason = useGateReason();
  const id = useId();
  const selectable = renewal.options.filter((option) => option.canSelect.allowed);
  const initial =
    selectable.find((option) => option.periodYears === domain.billing?.periodYears) ?? selectable[0] ?? null;
  const [years, setYears] = useState<number | null>(initial?.periodYears ?? null);
  const chosen = renewal.options.find((option) => option.periodYears === years && option.canSelect.allowed);
  const periodError = periodErrorOf(renew.error);
  const anyBeyondMaximum = renewal.options.some((option) => !option.canSelect.allowed);
  const name = renewal.domainName ?? domain.name;
  const opensAt = renewal.window.opensAt;
  const windowOpensLater = opensAt !== null && Date.parse(opensAt) > Date.now();

  const gate: Gate = !renewal.actions.canRenew.allowed
    ? renewal.actions.canRenew
    : chosen
      ? { allowed: true, reason: null }
      : { allowed: false, reason: t('domainsDetail.renew.chooseFirst'), code: 'choose_period' };

  return (
    <>
      <div className="dialog__body domain-renew">
        <p>
          {renewal.expiresAt
            ? t('domainsDetail.renew.expires', { name, date: format.date(renewal.expiresAt) })
            : t('domainsDetail.renew.noExpiry', { name })}
          {windowOpensLater && opensAt && <> {t('domainsDetail.renew.window', { date: format.date(opensAt) })}</>}
        </p>
        {renewal.pendingInvoice && (
          <Notice tone="warning">
            {t('domainsDetail.renew.pending', { name })}{' '}
            <DomainInvoiceLink invoiceId={renewal.pendingInvoice.id} invoiceNumber={renewal.pendingInvoice.number} />
          </Notice>
        )}
        <PeriodChoices
          legend={t('domainsDetail.renew.legend')}
          hint={
            anyBeyondMaximum && renewal.registryMaxYears !== null
              ? t('domainsDetail.renew.registryMax', { years: renewal.registryMaxYears })
              : undefined
          }
          errorCode={periodError}
          years={years}
          disabled={renew.isPending}
          onChoose={(value) => {
            renew.reset();
            setYears(value);
          }}
          choices={renewal.options.map((option) => ({
            years: option.periodYears,
            blocked: !option.canSelect.allowed,
            hint: option.canSelect.allowed ? <OptionHint option={option} /> : gateReason(option.canSelect),
          }))}
        />
        {chosen && (
          <section className="domain-renew__summary" aria-labelledby={`${id}-summary`}>
            <h3 id={`${id}-summary`} className="h3">
              {t('domainsDetail.renew.summary')}
            </h3>
            <FactList
              facts={[
                {
                  term: t('domainsDetail.renew.summary.period'),
                  value: t('domainsDetail.renew.years', { years: chosen.periodYears }),
                },
                { term: t('domainsDetail.renew.summary.price'), value: price(chosen.amount, chosen.currencyCode) },
                {
                  term: t('domainsDetail.renew.summary.newExpiry'),
                  value: chosen.newExpiresAt ? format.date(chosen.newExpiresAt) : t('value.missing'),
                },
              ]}
            />
            <VatBesideNote amount={chosen.amount} currencyCode={chosen.currencyCode} />
            <p className="muted">{t('domainsDetail.renew.summary.invoice')}</p>
          </section>
        )}
      </div>
      {renew.error && !periodError ? <ProblemAlert error={renew.error} /> : null}
      <DialogActions>
        <DialogClose disabled={renew.isPending}>{t('confirm.keep')}</DialogClose>
        <GatedButton
          gate={gate}
          variant="primary"
          guard={renew}
          onClick={() => {
            if (chosen) renew.mutate(chosen.periodYears);
          }}
        >
          {renew.isPending
            ? t('domainsDetail.renew.working')
            : chosen
              ? t('domainsDetail.renew.confirm', {
                  years: chosen.periodYears,
                  amount: price(chosen.amount, chosen.currencyCode),
                })
              : t('domainsDetail.renew.open')}
        </GatedButton>
      </DialogActions>
    </>
  );
}

interface PeriodChoice {
  years: number;
  hint: ReactNode;
  /** Not selectable (its reason is the hint). */
  blocked?: boolean;
  current?: boolean;
}

/**
 * The periods as radios (1 to 9 years), each with its price or why it cannot be chosen; a server's refusal of the
 * period (`errorCode` of `/periodYears`) is said on the group.
 */
function PeriodChoices({
  legend,
  hint,
  errorCode,
  choices,
  years,
  disabled,
  onChoose,
}: {
  legend: string;
  hint?: string | undefined;
  errorCode: string | null;
  choices: readonly PeriodChoice[];
  years: number | null;
  disabled: boolean;
  onChoose: (years: number) => void;
}) {
  const t = useMessages(domainsDetailMessages);
  const gateReason = useGateReason();
  const id = useId();
  return (
    <RadioGroup
      className="domain-periods"
      legend={legend}
      hint={hint}
      error={errorCode ? gateReason({ allowed: false, reason: null, code: errorCode }) : undefined}
    >
      {choices.map((choice) => (
        <Radio
          key={choice.years}
          className="domain-period"
          name={`${id}-years`}
          value={choice.years}
          checked={years === choice.years}
          disabled={choice.blocked === true || disabled}
          onChange={() => onChoose(choice.years)}
          label={
            <>
              {t('domainsDetail.renew.years', { years: choice.years })}
              {choice.current && (
                <>
                  {' '}
                  <span className="muted">· {t('domainsDetail.period.isCurrent')}</span>
                </>
              )}
            </>
          }
          hint={choice.hint}
        />
      ))}
    </RadioGroup>
  );
}

function OptionHint({ option }: { option: DomainRenewalOption }) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const amount = price(option.amount, option.currencyCode);
  return option.newExpiresAt
    ? t('domainsDetail.renew.optionHint', { amount, date: format.date(option.newExpiresAt) })
    : t('domainsDetail.renew.optionHintNoDate', { amount });
}

/** The renewal order: its number (a link to it), the amount, the expiry once paid, and its invoice in billing. */
function RenewDone({ domain, result }: { domain: Domain; result: DomainRenewResponse }) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const order = result.orderNumber ?? result.orderId;
  return (
    <section className="dialog__body" role="status" aria-labelledby={`${id}-done`}>
      <h3 id={`${id}-done`} className="h3">
        {t('domainsDetail.renew.done.heading')}
      </h3>
      <p>
        {t('domainsDetail.renew.done.body', {
          order,
          name: domain.name,
          years: result.periodYears,
          amount: price(result.amount, result.currencyCode),
          date: result.newExpiresAt ? format.date(result.newExpiresAt) : t('value.missing'),
        })}
      </p>
      <ButtonRow>
        {result.orderId.startsWith('ord_') && (
          <Link to="/orders/$orderId" params={{ orderId: result.orderId }}>
            {t('domainsDetail.order.link', { number: order })}
          </Link>
        )}
        <DomainInvoiceLink invoiceId={result.invoice?.id} invoiceNumber={result.invoice?.number} />
      </ButtonRow>
    </section>
  );
}

/**
 * The period of the next renewal: the periods with their prices (the current one marked), a preview of the chosen
 * one (nothing changes), then the change. Nothing is charged now; the next renewal uses the new period.
 */
export function DomainRenewalPeriodDialog({ domain, onOpenChange }: DialogProps) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const state = useQuery(domainRenewalQueries.renewalPeriod(domain.id));
  const preview = useChangeRenewalPeriod(domain.id);
  const commit = useChangeRenewalPeriod(domain.id);
  const data = state.data;
  const current = data?.options.find((option) => option.isCurrent)?.periodYears ?? data?.periodYears ?? null;
  const [years, setYears] = useState<number | null>(null);
  const chosen = data?.options.find((option) => option.periodYears === years);
  const previewed = preview.data && preview.data.targetPeriodYears === years ? preview.data : undefined;
  const committed = commit.data && !commit.data.dryRun ? commit.data : undefined;
  const periodError = periodErrorOf(preview.error) ?? periodErrorOf(commit.error);
  const busy = preview.isPending || commit.isPending;

  const serverGate = data?.actions.canChangeBillingCycle ?? domain.actions.canChangeBillingCycle;
  const previewGate: Gate = !serverGate.allowed
    ? serverGate
    : chosen && chosen.periodYears !== current
      ? { allowed: true, reason: null }
      : { allowed: false, reason: t('domainsDetail.period.chooseFirst'), code: 'choose_period' };
  const dateOf = (iso: string | null) => (iso ? format.date(iso) : null);

  return (
    <Dialog
      open
      locked={busy}
      title={t('domainsDetail.period.title', { name: domain.name })}
      onOpenChange={onOpenChange}
    >
      {committed ? (
        <p className="dialog__body" role="status">
          {committed.changed
            ? t('domainsDetail.period.done', {
                years: committed.targetPeriodYears,
                amount: price(committed.targetAmount, committed.currencyCode),
              })
            : t('domainsDetail.period.done.unchanged')}
        </p>
      ) : data ? (
        <div className="dialog__body domain-renew">
          {data.periodYears !== null && (
            <p>
              {dateOf(data.nextRenewalAt)
                ? t('domainsDetail.period.current', {
                    years: data.periodYears,
                    amount: price(data.amount, data.currencyCode),
                    date: dateOf(data.nextRenewalAt) ?? '',
                  })
                : t('domainsDetail.period.currentNoDate', {
                    years: data.periodYears,
                    amount: price(data.amount, data.currencyCode),
                  })}
            </p>
          )}
          <PeriodChoices
            legend={t('domainsDetail.period.legend')}
            errorCode={periodError}
            years={years}
            disabled={busy}
            onChoose={(value) => {
              preview.reset();
              commit.reset();
              setYears(value);
            }}
            choices={data.options.map((option) => ({
              years: option.periodYears,
              current: option.isCurrent,
              hint: price(option.amount, option.currencyCode),
            }))}
          />
          <ButtonRow>
            <GatedButton
              gate={previewGate}
              guard={preview}
              onClick={() => {
                if (!chosen) return;
                commit.reset();
                preview.mutate({ periodYears: chosen.periodYears, dryRun: true });
              }}
            >
              {preview.isPending ? t('domainsDetail.period.previewing') : t('domainsDetail.period.preview')}
            </GatedButton>
          </ButtonRow>
          {previewed && (
            <section className="domain-renew__summary" aria-labelledby={`${id}-preview`} aria-live="polite">
              <h3 id={`${id}-preview`} className="h3">
                {t('domainsDetail.period.preview.heading')}
              </h3>
              <p>
                {!previewed.changed
                  ? t('domainsDetail.period.preview.unchanged')
                  : dateOf(previewed.nextRenewalAt)
                    ? t('domainsDetail.period.preview.summary', {
                        name: domain.name,
                        years: previewed.targetPeriodYears,
                        amount: price(previewed.targetAmount, previewed.currencyCode),
                        date: dateOf(previewed.nextRenewalAt) ?? '',
                      })
                    : t('domainsDetail.period.preview.summaryNoDate', {
                        name: domain.name,
                        years: previewed.targetPeriodYears,
                        amount: price(previewed.targetAmount, previewed.currencyCode),
                      })}
              </p>
            </section>
          )}
        </div>
      ) : state.error ? (
        <ProblemAlert error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <p role="status">{t('domainsDetail.renew.loading')}</p>
      )}
      {preview.error && !periodError ? <ProblemAlert error={preview.error} /> : null}
      {commit.error && !periodError ? <ProblemAlert error={commit.error} /> : null}
      <DialogActions>
        <DialogClose disabled={busy}>{committed ? t('domainsDetail.renew.done.close') : t('confirm.keep')}</DialogClose>
        {previewed?.changed && !committed && (
          <GatedButton
            gate={serverGate}
            variant="primary"
            guard={commit}
            onClick={() => commit.mutate({ periodYears: previewed.targetPeriodYears })}
          >
            {commit.isPending
              ? t('confirm.working')
              : t('domainsDetail.period.commit', { years: previewed.targetPeriodYears })}
          </GatedButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
