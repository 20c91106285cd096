import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { ApiError, isApiError } from '@/api/client';
import type { SharedHostingProduct } from '@/api/schemas/catalog';
import { hostnamePattern, type OrderPreview, type OrderPreviewInput } from '@/api/schemas/orders';
import { vatBasisOf } from '@/api/schemas/vat';
import { useLocale, useMessages, type PlainMessageKey } from '@/i18n';
import { Price, usePrice, usePricing } from '@/ui/format/price';
import { sumMoney } from '@/api/schemas/vat-math';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { orderRoutes } from '@/api/endpoints/orders';
import { PageHeader } from '@/ui/page-header';
import { Checkbox, Radio, RadioGroup, TextField } from '@/ui/fields';
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

/** Where the server names the terms acceptance (ledger "Order creation"). */
const TERMS_POINTER = '/contractAccepted';

/** The problem without the field errors at `pointer` (shown on their control), or null when nothing else is left. */
function withoutPointer(error: unknown, pointer: string): unknown {
  if (!isApiError(error) || !error.errors.some((e) => e.pointer === pointer)) return error;
  const rest = error.errors.filter((e) => e.pointer !== pointer);
  if (rest.length === 0) return null;
  return new ApiError({
    status: error.status,
    code: error.code,
    title: error.title,
    detail: error.detail,
    requestId: error.requestId,
    errors: rest,
    problem: error.problem,
  });
}

function bodyOf(plan: SharedHostingProduct, values: OrderForm): OrderPreviewInput {
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
  const scopeGate = useScopeGate(orderRoutes.create);
  const noScope = !scopeGate.allowed;

  // A refused field (the server's 400, `/items/0/…`) lands on its field; the rest shows above the buttons.
  const failure = create.error ?? preview.error;
  const unplacedFieldErrors = useServerFieldErrors(form, failure, ['primaryDomain', 'billingCycle'], {
    base: '/items/0',
  });
  const unplaced = withoutPointer(
    isApiError(failure) && failure.status === 400 ? unplacedFieldErrors : failure,
    TERMS_POINTER,
  );

  const chosen = options.find((option) => option.billingCycle === values.billingCycle);
  const price = usePrice();
  const basis = vatBasisOf(previewed?.result.amountsIncludeVat);
  const termsRef = useRef<HTMLInputElement>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsRefused, setTermsRefused] = useState(false);
  // The server's 400 at `/contractAccepted` lands on the box (in our words), focused, like a field error.
  const serverTermsError =
    isApiError(create.error) && create.error.status === 400
      ? create.error.errors.some((e) => e.pointer === TERMS_POINTER)
      : false;
  const termsError = termsRefused || serverTermsError;
  useEffect(() => {
    if (serverTermsError) termsRef.current?.focus();
  }, [serverTermsError]);

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
                    price: price(option.amount, option.currencyCode),
                  })}
                  {option.setupAmount ? (
                    <span className="muted">
                      {' '}
                      {t('orders.new.cycle.setup', {
                        amount: price(option.setupAmount, option.currencyCode),
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
          <OrderPriceSummary plan={plan} preview={previewed.result} />
          {current ? (
            <div className="order-pay">
              <RadioGroup
                className="order-terms"
                legend={t('orders.new.terms.legend')}
                error={termsError ? t('orders.new.terms.required') : undefined}
              >
                <Checkbox
                  ref={termsRef}
                  label={t.rich('orders.new.terms.accept', {
                    terms: (
                      <Link to="/terms" target="_blank" rel="noopener">
                        {t('orders.new.terms.link')}
                        <span className="visually-hidden"> {t('orders.new.terms.newTab')}</span>
                      </Link>
                    ),
                  })}
                  checked={termsAccepted}
                  aria-invalid={termsError ? true : undefined}
                  onChange={(event) => {
                    setTermsAccepted(event.target.checked);
                    if (event.target.checked) setTermsRefused(false);
                    // A refusal by the server is answered by the box: touching it clears what was said.
                    if (serverTermsError) create.reset();
                  }}
                />
              </RadioGroup>
              <Button
                variant="primary"
                guard={create}
                disabled={create.isSuccess}
                onClick={() => {
                  if (create.isSuccess || !chosen) return;
                  // Never a silent acceptance: without the tick nothing is sent, and the box says why.
                  if (!termsAccepted) {
                    setTermsRefused(true);
                    termsRef.current?.focus();
                    return;
                  }
                  create.mutate(
                    {
                      ...bodyOf(plan, { billingCycle: chosen.billingCycle, primaryDomain: values.primaryDomain ?? '' }),
                      contractAccepted: true,
                    },
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
                      amount: price(dueNowLines(previewed.result), previewed.result.currencyCode, basis),
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

/**
 * The lines a total of the preview is made of, so that a consumer's total is the sum of each line with its VAT
 * (ledger "Money: VAT"). A total that is not the sum of its lines (a server's own rule) is taken as one line.
 */
function linesOf(total: number, lines: readonly number[]): readonly number[] {
  const nonZero = lines.filter((line) => line !== 0);
  return sumMoney(nonZero) === total ? nonZero : [total];
}

/** What is paid now: every item's first period and its setup fee. */
function dueNowLines(preview: OrderPreview): readonly number[] {
  return linesOf(
    preview.totalDueNow,
    preview.items.flatMap((item) => [item.amount, item.setupAmount]),
  );
}

/**
 * What the order costs, line by line, before it is placed: each item's recurring price and setup fee, the totals,
 * and what is paid now; every amount with its currency and whether VAT is in it.
 */
function OrderPriceSummary({ plan, preview }: { plan: SharedHostingProduct; preview: OrderPreview }) {
  const t = useMessages(orderMessages);
  const basis = vatBasisOf(preview.amountsIncludeVat);
  const shownBasis = usePricing().shown(0, basis).basis;
  const cycleOf = (item: OrderPreview['items'][number]) =>
    item.billingCycle === 'monthly' || item.billingCycle === 'annually' ? item.billingCycle : 'other';
  return (
    <>
      <dl className="order-summary">
        {preview.items.map((item) => (
          <div key={item.index} className="order-summary__item">
            <dt>
              {t('orders.new.summary.item', {
                name: item.productSlug === plan.slug ? plan.name : (item.productSlug ?? t('orders.items.unnamed')),
                domain: item.primaryDomain ?? '—',
                cycle: cycleOf(item),
              })}
            </dt>
            <dd>
              <Price amount={item.amount} currencyCode={item.currencyCode} basis={basis} />
            </dd>
            {item.setupAmount > 0 && (
              <>
                <dt>{t('orders.new.summary.itemSetup')}</dt>
                <dd>
                  <Price amount={item.setupAmount} currencyCode={item.currencyCode} basis={basis} />
                </dd>
              </>
            )}
          </div>
        ))}
        <div>
          <dt>
            {t('orders.new.summary.recurring', { cycle: preview.items[0] ? cycleOf(preview.items[0]) : 'other' })}
          </dt>
          <dd>
            <Price
              lines={linesOf(
                preview.recurringTotal,
                preview.items.map((item) => item.amount),
              )}
              currencyCode={preview.currencyCode}
              basis={basis}
            />
          </dd>
        </div>
        {preview.setupTotal > 0 && (
          <div>
            <dt>{t('orders.new.summary.setup')}</dt>
            <dd>
              <Price
                lines={linesOf(
                  preview.setupTotal,
                  preview.items.map((item) => item.setupAmount),
                )}
                currencyCode={preview.currencyCode}
                basis={basis}
              />
            </dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{t('orders.new.summary.dueNow')}</dt>
          <dd>
            <Price lines={dueNowLines(preview)} currencyCode={preview.currencyCode} basis={basis} moves />
          </dd>
        </div>
      </dl>
      <p className="order-vat-note">
        {shownBasis === 'included' ? t('orders.new.summary.vatIncluded') : t('orders.new.summary.vatExcluded')}
      </p>
      {preview.setupTotal > 0 && <p className="order-vat-note">{t('orders.new.summary.firstPayment')}</p>}
    </>
  );
}
