import { invoiceVatBasis } from '@/api/schemas/vat';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { billingRoutes } from '@/api/endpoints/billing';
import { isApiError } from '@/api/client';
import { outstandingOf, type ApplyCreditResponse, type Credit, type Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, GateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { refusalOf, useApplyCredit } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { amountFormSchema, fromCents, parseAmount, toCents } from '@/features/billing/billing-amount';
import { billingMessages } from '@/features/billing/messages/catalog';
import { isSettledInvoice } from '@/features/billing/billing-labels';
import { useAmountError } from './use-amount-error';

type ApplyForm = { amount: string };

/**
 * "Apply credit": a dialog that shows the credit balance, the amount to apply (at first as much as the credit and
 * the invoice allow, editable and checked as it is typed) and what is left to pay after it, before anything is sent.
 * A refusal (409: no credit, not payable…) closes the dialog and says why by its code; a refused amount (400) shows
 * on the field, with what was typed kept.
 */
export function InvoiceApplyCredit({
  invoice,
  onApplied,
}: {
  invoice: Invoice;
  onApplied: (applied: number | null, changed: Invoice) => void;
}) {
  const t = useMessages(billingMessages);
  const gate = useScopeGate(billingRoutes.applyCredit, invoice.actions.canApplyCredit);
  const apply = useApplyCredit(invoice.id);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Gate | null>(null);

  // Nothing left to pay on a finished invoice: no credit to apply, no control to explain (issue 40).
  if (isSettledInvoice(invoice) && !invoice.actions.canApplyCredit.allowed) return null;

  return (
    <>
      <GatedButton
        gate={gate}
        onClick={() => {
          apply.reset();
          setRefusal(null);
          setOpen(true);
        }}
      >
        {t('billing.apply.button')}
      </GatedButton>
      {refusal && (
        <Notice tone="danger" role="alert" className="billing-notice">
          <p>{t.rich('billing.apply.refused', { reason: <GateReason gate={refusal} /> })}</p>
        </Notice>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        locked={apply.isPending}
        title={t('billing.apply.title', { number: invoice.number ?? '' })}
      >
        {open && (
          <ApplyCreditBody
            invoice={invoice}
            apply={apply}
            onApplied={(result) => {
              setOpen(false);
              onApplied(result.applied, result.invoice);
            }}
            onRefused={(gate) => {
              setOpen(false);
              setRefusal(gate);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function ApplyCreditBody({
  invoice,
  apply,
  onApplied,
  onRefused,
}: {
  invoice: Invoice;
  apply: ReturnType<typeof useApplyCredit>;
  onApplied: (result: ApplyCreditResponse) => void;
  onRefused: (gate: Gate) => void;
}) {
  const t = useMessages(billingMessages);
  const credit = useQuery(billingQueries.credit());
  if (credit.isPending) {
    return (
      <p role="status" className="dialog__body">
        {t('billing.apply.loading')}
      </p>
    );
  }
  if (credit.isError) {
    return (
      <>
        <ProblemAlert error={credit.error} onRetry={() => void credit.refetch()} />
        <DialogActions>
          <DialogClose>{t('billing.apply.keep')}</DialogClose>
        </DialogActions>
      </>
    );
  }
  return (
    <ApplyCreditForm invoice={invoice} credit={credit.data} apply={apply} onApplied={onApplied} onRefused={onRefused} />
  );
}

function ApplyCreditForm({
  invoice,
  credit,
  apply,
  onApplied,
  onRefused,
}: {
  invoice: Invoice;
  credit: Credit;
  apply: ReturnType<typeof useApplyCredit>;
  onApplied: (result: ApplyCreditResponse) => void;
  onRefused: (gate: Gate) => void;
}) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const format = useFormat();
  const amountError = useAmountError();
  const id = useId();
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const balanceCents = credit.balance === null ? null : toCents(credit.balance);
  const outstanding = outstandingOf(invoice);
  const outstandingCents = outstanding === null ? null : toCents(outstanding);
  // At most what the credit holds and what is left to pay (the server's default too).
  const limitCents =
    balanceCents === null
      ? outstandingCents
      : outstandingCents === null
        ? balanceCents
        : Math.min(balanceCents, outstandingCents);

  const schema = useMemo(
    () =>
      amountFormSchema({
        max: [
          { cents: balanceCents, message: 'billing.amount.overBalance' },
          { cents: outstandingCents, message: 'billing.amount.overOutstanding' },
        ],
      }),
    [balanceCents, outstandingCents],
  );
  const form = useForm<ApplyForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      amount:
        limitCents === null || limitCents <= 0
          ? ''
          : format.number(fromCents(limitCents), {
              useGrouping: false,
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }),
    },
  });
  const { errors } = form.formState;
  const typed = parseAmount(form.watch('amount'));
  const typedCents = typed === null || errors.amount ? null : toCents(typed);

  const unplaced = useServerFieldErrors(form, apply.error, ['amount']);
  const error = apply.error;
  const showProblem = error !== null && error !== undefined && !(isApiError(error) && error.status === 400);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const amount = parseAmount(values.amount);
        if (amount === null) return;
        apply.mutate(
          { amount },
          {
            onSuccess: onApplied,
            onError: (failure) => {
              const refused = refusalOf(failure, 'canApplyCredit');
              if (refused) onRefused(refused);
            },
          },
        );
      })}
    >
      <div className="dialog__body">
        <dl className="billing-totals">
          <div>
            <dt>{t('billing.apply.balance')}</dt>
            <dd>{price.exact(credit.balance, credit.currencyCode ?? currency)}</dd>
          </div>
          <div>
            <dt>{t('billing.apply.outstanding')}</dt>
            <dd>{price.exact(outstanding, currency, invoiceVatBasis(invoice))}</dd>
          </div>
        </dl>
        <TextField
          label={t('billing.apply.amount')}
          hint={
            limitCents !== null
              ? t('billing.apply.amount.hint', { max: price.exact(fromCents(limitCents), currency) })
              : undefined
          }
          error={amountError(errors.amount)}
          inputMode="decimal"
          autoComplete="off"
          describedBy={`${id}-after`}
          {...form.register('amount')}
        />
        <dl className="billing-totals" id={`${id}-after`} aria-live="polite">
          <div className="billing-totals__outstanding">
            <dt>{t('billing.apply.remaining')}</dt>
            <dd>
              {typedCents === null || outstandingCents === null
                ? t('billing.none')
                : price.exact(
                    fromCents(Math.max(0, outstandingCents - typedCents)),
                    currency,
                    invoiceVatBasis(invoice),
                  )}
            </dd>
          </div>
          <div>
            <dt>{t('billing.apply.creditLeft')}</dt>
            <dd>
              {typedCents === null || balanceCents === null
                ? t('billing.none')
                : price.exact(fromCents(Math.max(0, balanceCents - typedCents)), credit.currencyCode ?? currency)}
            </dd>
          </div>
        </dl>
      </div>
      {unplaced && <ProblemAlert error={unplaced} showFieldErrors />}
      {showProblem && !refusalOf(error, 'canApplyCredit') && <ProblemAlert error={error} />}
      <DialogActions>
        <DialogClose disabled={apply.isPending}>{t('billing.apply.keep')}</DialogClose>
        <Button type="submit" variant="primary" guard={apply}>
          {apply.isPending
            ? t('billing.apply.applying')
            : typedCents === null
              ? t('billing.apply.confirmNoAmount')
              : t('billing.apply.confirm', { amount: price.exact(fromCents(typedCents), currency) })}
        </Button>
      </DialogActions>
    </form>
  );
}
