import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { billingRoutes } from '@/api/endpoints/billing';
import { isApiError } from '@/api/client';
import type { Credit } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { Price, usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAddFunds } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { amountFormSchema, parseAmount, toCents } from '@/features/billing/billing-amount';
import { billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import { useAmountError } from './use-amount-error';
import '@/features/billing/billing.css';

type AddFundsForm = { amount: string };

/** The account's credit: its balance, and "Add funds", which creates an invoice to pay (the balance grows then). */
export function CreditPage() {
  const t = useMessages(billingMessages);
  const { data: credit } = useSuspenseQuery(billingQueries.credit());
  return (
    <section className="page" aria-labelledby="billing-credit-heading">
      <PageHeader
        headingId="billing-credit-heading"
        title={t('billing.title')}
        documentTitle={t('billing.credit.title')}
      />
      <BillingTabs current="credit" />
      <section className="billing-section" aria-labelledby="billing-balance-heading">
        <h2 id="billing-balance-heading">{t('billing.credit.balance')}</h2>
        <p className="billing-balance">
          <Price exact amount={credit.balance} currencyCode={credit.currencyCode} />
        </p>
        <p className="muted">{t('billing.credit.balance.hint')}</p>
      </section>
      <AddFunds credit={credit} />
    </section>
  );
}

/**
 * The amount is checked against the server's limits as it is typed (when the server sent them; without them what is
 * typed is sent and the server's answer lands on the field). On success the new invoice's screen opens, with its pay
 * button; on a failure what was typed stays.
 */
function AddFunds({ credit }: { credit: Credit }) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const navigate = useNavigate();
  const amountError = useAmountError();
  const gate = useScopeGate(billingRoutes.addFunds, credit.actions.canAddFunds);
  const addFunds = useAddFunds();
  const limits = credit.addFunds;
  const minCents = limits ? toCents(limits.minimum) : null;
  const maxCents = limits ? toCents(limits.maximum) : null;

  const schema = useMemo(
    () =>
      amountFormSchema({
        min: { cents: minCents, message: 'billing.amount.belowMinimum' },
        max: [{ cents: maxCents, message: 'billing.amount.aboveMaximum' }],
      }),
    [minCents, maxCents],
  );
  // Past a limit the field names it ("The smallest amount you can add is SEK 100.00"), not only the hint.
  const limitError = (message: string | undefined) =>
    !limits
      ? undefined
      : message === 'billing.amount.belowMinimum'
        ? t('billing.addFunds.belowMinimum', { min: price(limits.minimum, credit.currencyCode) })
        : message === 'billing.amount.aboveMaximum'
          ? t('billing.addFunds.aboveMaximum', { max: price(limits.maximum, credit.currencyCode) })
          : undefined;
  const form = useForm<AddFundsForm>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    defaultValues: { amount: '' },
  });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, addFunds.error, ['amount']);
  const error = addFunds.error;
  const showProblem = error !== null && error !== undefined && !(isApiError(error) && error.status === 400);

  return (
    <section className="billing-section" aria-labelledby="billing-add-funds-heading">
      <h2 id="billing-add-funds-heading">{t('billing.addFunds.heading')}</h2>
      <p>{t('billing.addFunds.intro')}</p>
      <form
        className="form billing-add-funds"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const amount = parseAmount(values.amount);
          if (!gate.allowed || amount === null) return;
          addFunds.mutate(
            { amount },
            {
              onSuccess: ({ invoice }) =>
                void navigate({
                  to: '/billing/invoices/$invoiceId',
                  params: { invoiceId: invoice.id },
                  search: { added: 1 },
                }),
            },
          );
        })}
      >
        <TextField
          label={t('billing.addFunds.amount')}
          hint={
            limits
              ? t('billing.addFunds.amount.hint', {
                  min: price.exact(limits.minimum, credit.currencyCode),
                  max: price.exact(limits.maximum, credit.currencyCode),
                })
              : undefined
          }
          error={limitError(errors.amount?.message) ?? amountError(errors.amount)}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount')}
        />
        {unplaced && <ProblemAlert error={unplaced} showFieldErrors />}
        {showProblem && <ProblemAlert error={error} />}
        <div>
          <GatedButton type="submit" gate={gate} variant="primary" guard={addFunds}>
            {t('billing.addFunds.submit')}
          </GatedButton>
        </div>
      </form>
    </section>
  );
}
