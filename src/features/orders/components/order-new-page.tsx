import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { SharedHostingProduct } from '@/api/schemas/catalog';
import { hostnamePattern, type OrderCreateInput, type OrderPreview } from '@/api/schemas/orders';
import { useLocale, useMessages, type PlainMessageKey } from '@/i18n';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PageHeader } from '@/ui/page-header';
import { Radio, RadioGroup, TextField } from '@/ui/fields';
import { Button, ButtonRow } from '@/ui/button';
import { useServerFieldErrors } from '@/ui/form-errors';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { orderQueries } from '@/features/orders/api/order-queries';
import { useCreateOrder, usePreviewOrder } from '@/features/orders/api/order-mutations';
import { orderMessages } from '@/features/orders/messages/catalog';
import type en from '@/features/orders/messages/en';
import '@/features/orders/orders.css';

type Key = PlainMessageKey<typeof en>;
type Cycle = 'monthly' | 'annually';

/** The contract's primary-domain rules (orders.ts), with our words; the server checks them again. */
const orderForm = z.object({
  billingCycle: z.enum(['monthly', 'annually']),
  primaryDomain: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'orders.new.domain.required' satisfies Key, abort: true }),
      z.maxLength(253, { error: 'orders.new.domain.tooLong' satisfies Key, abort: true }),
      z.regex(hostnamePattern, 'orders.new.domain.invalid' satisfies Key),
    ),
});
type OrderForm = z.infer<typeof orderForm>;

function bodyOf(plan: SharedHostingProduct, values: OrderForm): OrderCreateInput {
  return {
    items: [
      {
        type: 'shared_hosting',
        productSlug: plan.slug,
        primaryDomain: values.primaryDomain.trim().toLowerCase(),
        billingCycle: values.billingCycle,
      },
    ],
  };
}

export function OrderNewPage({
  slug,
  cycle,
  onCycleChange,
}: {
  slug: string;
  cycle: Cycle | undefined;
  /** Keeps the chosen period in the URL (so sign-in and reloads come back to it). */
  onCycleChange: (cycle: Cycle) => void;
}) {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const { data: plan } = useSuspenseQuery(orderQueries.plan(slug, locale));

  if (!plan || !plan.available) {
    return (
      <section className="page order-flow" aria-labelledby="order-new-heading">
        <PageHeader
          headingId="order-new-heading"
          title={plan ? t('orders.new.title', { name: plan.name }) : t('orders.new.titleNoPlan')}
          breadcrumb={[
            <Link key="catalog" to="/catalog">
              {t('orders.new.breadcrumb')}
            </Link>,
          ]}
        />
        <Notice className="order-notice" role="status">
          <p>{plan ? t('orders.new.planUnavailable', { name: plan.name }) : t('orders.new.planMissing', { slug })}</p>
          {plan?.reason && <p>{plan.reason}</p>}
        </Notice>
        <p>
          <Link to="/catalog">{t('orders.new.backToCatalog')}</Link>
        </p>
      </section>
    );
  }
  return <OrderForm plan={plan} cycle={cycle} onCycleChange={onCycleChange} />;
}

function OrderForm({
  plan,
  cycle,
  onCycleChange,
}: {
  plan: SharedHostingProduct;
  cycle: Cycle | undefined;
  onCycleChange: (cycle: Cycle) => void;
}) {
  const t = useMessages(orderMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const id = useId();
  const options = plan.billingCycles.filter(
    (option): option is typeof option & { billingCycle: Cycle } => option.billingCycle !== 'unknown',
  );
  const initialCycle =
    options.find((option) => option.billingCycle === cycle)?.billingCycle ??
    options.find((option) => option.isPrimary)?.billingCycle ??
    options[0]?.billingCycle ??
    'monthly';
  const form = useForm<OrderForm>({
    resolver: zodResolver(orderForm),
    mode: 'onChange',
    defaultValues: { billingCycle: initialCycle, primaryDomain: '' },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const preview = usePreviewOrder();
  const create = useCreateOrder();
  const [previewed, setPreviewed] = useState<{ key: string; result: OrderPreview } | null>(null);
  const currentKey = JSON.stringify([values.billingCycle, values.primaryDomain?.trim().toLowerCase()]);
  const current = previewed !== null && previewed.key === currentKey;
  // Said before anything is typed: a key that may not place orders sees the button blocked, with why.
  const scopeGate = useScopeGate('orderCreate');
  const noScope = !scopeGate.allowed;

  // A refused field (the server's 400, `/items/0/…`) lands on its field; the rest shows above the buttons.
  const failure = create.error ?? preview.error;
  const unplacedFieldErrors = useServerFieldErrors(form, failure, ['primaryDomain', 'billingCycle'], {
    base: '/items/0',
  });
  const unplaced = isApiError(failure) && failure.status === 400 ? unplacedFieldErrors : failure;

  const chosen = options.find((option) => option.billingCycle === values.billingCycle);

  return (
    <section className="page order-flow" aria-labelledby="order-new-heading">
      <PageHeader
        headingId="order-new-heading"
        title={t('orders.new.title', { name: plan.name })}
        breadcrumb={[
          <Link key="catalog" to="/catalog">
            {t('orders.new.breadcrumb')}
          </Link>,
        ]}
      />
      <form
        className="form order-form"
        noValidate
        onSubmit={form.handleSubmit((submitted) => {
          if (noScope) return;
          create.reset();
          preview.mutate(bodyOf(plan, submitted), {
            onSuccess: (result) =>
              setPreviewed({
                key: JSON.stringify([submitted.billingCycle, submitted.primaryDomain.trim().toLowerCase()]),
                result,
              }),
          });
        })}
      >
        <RadioGroup
          legend={t('orders.new.cycle.legend')}
          error={errors.billingCycle?.message && t.keyOrText(errors.billingCycle.message)}
        >
          {options.map((option) => (
            <Radio
              key={option.billingCycle}
              value={option.billingCycle}
              label={
                <>
                  {t('orders.new.cycle.option', {
                    cycle: option.billingCycle,
                    price: format.money(option.amount, option.currencyCode),
                  })}
                  {option.setupAmount ? (
                    <span className="muted">
                      {' '}
                      {t('orders.new.cycle.setup', {
                        amount: format.money(option.setupAmount, option.currencyCode),
                      })}
                    </span>
                  ) : null}
                </>
              }
              {...form.register('billingCycle', {
                onChange: (event: { target: { value: string } }) => {
                  const next = event.target.value;
                  if (next === 'monthly' || next === 'annually') onCycleChange(next);
                },
              })}
            />
          ))}
        </RadioGroup>
        <TextField
          label={t('orders.new.domain.label')}
          hint={t('orders.new.domain.hint')}
          error={errors.primaryDomain?.message && t.keyOrText(errors.primaryDomain.message)}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          {...form.register('primaryDomain')}
        />
        {unplaced ? <ProblemAlert error={unplaced} showFieldErrors /> : null}
        {isApiError(create.error) && create.error.outcomeUnknown ? (
          // The order list was read again; it is where a placed order would now be.
          <p>
            <Link to="/orders">{t('orders.new.checkOrders')}</Link>
          </p>
        ) : null}
        <ButtonRow>
          <GatedButton
            type="submit"
            gate={scopeGate}
            variant={current ? 'secondary' : 'primary'}
            guard={preview}
            disabled={create.isPending}
          >
            {preview.isPending ? t('orders.new.previewing') : t('orders.new.preview')}
          </GatedButton>
        </ButtonRow>
      </form>
      {previewed && (
        <section className="order-section" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t('orders.new.summary.heading')}</h2>
          <dl className="order-summary">
            <div>
              <dt>
                {t('orders.new.summary.recurring', { cycle: previewed.result.items[0]?.billingCycle ?? 'other' })}
              </dt>
              <dd>{format.money(previewed.result.recurringTotal, previewed.result.currencyCode)}</dd>
            </div>
            <div>
              <dt>{t('orders.new.summary.setup')}</dt>
              <dd>{format.money(previewed.result.setupTotal, previewed.result.currencyCode)}</dd>
            </div>
            <div className="order-summary__total">
              <dt>{t('orders.new.summary.dueNow')}</dt>
              <dd>{format.money(previewed.result.totalDueNow, previewed.result.currencyCode)}</dd>
            </div>
          </dl>
          {current ? (
            <div className="order-pay">
              <Button
                variant="primary"
                guard={create}
                disabled={create.isSuccess}
                onClick={() => {
                  if (create.isSuccess || !chosen) return;
                  create.mutate(
                    bodyOf(plan, { billingCycle: chosen.billingCycle, primaryDomain: values.primaryDomain ?? '' }),
                    {
                      onSuccess: (created) =>
                        void navigate({
                          to: '/orders/$orderId',
                          params: { orderId: created.id },
                          search: { placed: 1 },
                        }),
                    },
                  );
                }}
              >
                {create.isPending
                  ? t('orders.new.placing')
                  : t('orders.new.confirm', {
                      amount: format.money(previewed.result.totalDueNow, previewed.result.currencyCode),
                    })}
              </Button>
            </div>
          ) : (
            <Notice className="order-notice" role="status">
              <p>{t('orders.new.summary.stale')}</p>
            </Notice>
          )}
        </section>
      )}
    </section>
  );
}
