import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { billingRoutes } from '@/api/endpoints/billing';
import { isApiError } from '@/api/client';
import type { Invoice, RefundQuote, RefundResponse } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { Radio, RadioGroup } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { DateTime } from '@/ui/format/date-time';
import { usePrice } from '@/ui/format/price';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton, GateReason, type Gate } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { usePaymentCardName } from '@/ui/payment/payment-notices';
import { ProblemAlert } from '@/ui/problem-alert';
import { refusalOf, useRefundInvoice } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { billingMessages } from '@/features/billing/messages/catalog';

type RefundForm = { destination: 'card' | 'credit' | '' };

/** The blocked codes of a paid invoice a customer is told about (the others: the invoice is not one to refund). */
const SAID_WHEN_BLOCKED = new Set(['refund_window_passed', 'not_consumer', 'nothing_to_refund']);

/**
 * "Request a refund" on a paid invoice, behind its gate (`actions.canRefund`: a consumer's 14-day right of withdrawal)
 * and the key's scopes. Blocked on a paid invoice, the reason is said in words instead (the window passed: with the
 * date it ended). The dialog reads what would be refunded now and shows it before anything is sent: the amount
 * (with VAT for a private person; without, VAT beside, for a business), the unused part, where the money goes
 * (the card it was paid with or account credit, chosen when both are possible). Sent once, with the idempotency
 * key; the outcome links the credit note.
 */
export function InvoiceRefund({ invoice }: { invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const gate = useScopeGate(billingRoutes.refundInvoice, invoice.actions.canRefund);
  const refund = useRefundInvoice(invoice.id);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Gate | null>(null);
  const [done, setDone] = useState<RefundResponse | null>(null);
  const server = invoice.actions.canRefund;

  if (done) return <RefundDone result={done} />;
  if (!server.allowed) {
    if (invoice.status !== 'paid' || !SAID_WHEN_BLOCKED.has(server.code ?? '')) return null;
    return (
      <section className="billing-refund" aria-labelledby="billing-refund-heading">
        <h2 id="billing-refund-heading">{t('billing.refund.title')}</h2>
        <p className="muted">
          {server.code === 'refund_window_passed' && invoice.refundWindowEndsAt
            ? t.rich('billing.refund.windowPassed', {
                date: <DateTime value={invoice.refundWindowEndsAt} mode="date" />,
              })
            : server.code === 'not_consumer'
              ? t('billing.refund.notConsumer')
              : server.code === 'nothing_to_refund'
                ? t('billing.refund.usedUp')
                : null}
        </p>
      </section>
    );
  }

  return (
    <section className="billing-refund" aria-labelledby="billing-refund-heading">
      <h2 id="billing-refund-heading">{t('billing.refund.title')}</h2>
      {invoice.refundWindowEndsAt && (
        <p>{t.rich('billing.refund.intro', { date: <DateTime value={invoice.refundWindowEndsAt} mode="date" /> })}</p>
      )}
      <GatedButton
        gate={gate}
        onClick={() => {
          refund.reset();
          setRefusal(null);
          setOpen(true);
        }}
      >
        {t('billing.refund.button')}
      </GatedButton>
      {refusal && (
        <Notice tone="danger" role="alert" className="billing-notice">
          <p>{t.rich('billing.refund.refused', { reason: <GateReason gate={refusal} /> })}</p>
        </Notice>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        locked={refund.isPending}
        title={t('billing.refund.dialogTitle', { number: invoice.number ?? '' })}
      >
        {open && (
          <RefundBody
            invoice={invoice}
            refund={refund}
            onDone={(result) => {
              setOpen(false);
              setDone(result);
            }}
            onRefused={(blocked) => {
              setOpen(false);
              setRefusal(blocked);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}

function RefundBody({
  invoice,
  refund,
  onDone,
  onRefused,
}: {
  invoice: Invoice;
  refund: ReturnType<typeof useRefundInvoice>;
  onDone: (result: RefundResponse) => void;
  onRefused: (gate: Gate) => void;
}) {
  const t = useMessages(billingMessages);
  const quote = useQuery(billingQueries.refundQuote(invoice.id));
  if (quote.isPending) {
    return (
      <p role="status" className="dialog__body">
        {t('billing.refund.loading')}
      </p>
    );
  }
  if (quote.isError) {
    const refused = refusalOf(quote.error, 'canRefund');
    return (
      <>
        {refused ? (
          <Notice tone="danger" role="alert" className="dialog__body">
            <p>{t.rich('billing.refund.refused', { reason: <GateReason gate={refused} /> })}</p>
          </Notice>
        ) : (
          <ProblemAlert error={quote.error} onRetry={() => void quote.refetch()} />
        )}
        <DialogActions>
          <DialogClose>{t('billing.refund.keep')}</DialogClose>
        </DialogActions>
      </>
    );
  }
  return <RefundConfirm quote={quote.data} refund={refund} onDone={onDone} onRefused={onRefused} />;
}

function RefundConfirm({
  quote,
  refund,
  onDone,
  onRefused,
}: {
  quote: RefundQuote;
  refund: ReturnType<typeof useRefundInvoice>;
  onDone: (result: RefundResponse) => void;
  onRefused: (gate: Gate) => void;
}) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const format = useFormat();
  const { name } = usePaymentCardName();
  const currency = quote.currencyCode;
  const destinations = quote.destinations.filter((each) => each !== 'unknown');
  const form = useForm<RefundForm>({ defaultValues: { destination: destinations[0] ?? '' } });
  const unplaced = useServerFieldErrors(form, refund.error, ['destination']);
  const error = refund.error;
  const showProblem = error !== null && error !== undefined && !(isApiError(error) && error.status === 400);
  const destination = form.watch('destination');
  // A private person sees the amount with VAT; a business without it, the VAT and the total with VAT beside.
  const withVat = price.pricing.shows === 'included';
  const amount = withVat
    ? price.exact(quote.amount, currency, 'included')
    : price.exact(quote.net, currency, 'excluded');
  const cardWords = quote.card
    ? t('billing.refund.toCard', { card: name(quote.card) })
    : t('billing.refund.toPaidCard');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (values.destination === '') return;
        refund.mutate(
          { destination: values.destination },
          {
            onSuccess: onDone,
            onError: (failure) => {
              const refused = refusalOf(failure, 'canRefund');
              if (refused) onRefused(refused);
            },
          },
        );
      })}
    >
      <div className="dialog__body">
        <dl className="billing-totals">
          <div className="billing-totals__outstanding">
            <dt>{t('billing.refund.amount')}</dt>
            <dd>
              {amount}
              <br />
              <span className="muted">
                {withVat
                  ? t('billing.refund.vat', { vat: format.money(quote.vat, currency) })
                  : t('billing.refund.vatBeside', {
                      vat: format.money(quote.vat, currency),
                      gross: price.exact(quote.amount, currency, 'included'),
                    })}
              </span>
            </dd>
          </div>
        </dl>
        <p>
          {quote.unusedDays !== null && quote.periodDays !== null
            ? t('billing.refund.unused', { unused: quote.unusedDays, period: quote.periodDays })
            : t('billing.refund.whole')}
        </p>
        <RadioGroup
          legend={t('billing.refund.destination')}
          error={form.formState.errors.destination?.message}
          hint={
            destination === 'card'
              ? t('billing.refund.toCardHint')
              : destination === 'credit'
                ? t('billing.refund.toCreditHint')
                : undefined
          }
        >
          {destinations.includes('card') && <Radio label={cardWords} value="card" {...form.register('destination')} />}
          {destinations.includes('credit') && (
            <Radio label={t('billing.refund.toCredit')} value="credit" {...form.register('destination')} />
          )}
        </RadioGroup>
        <p className="muted">{t('billing.refund.creditNote')}</p>
      </div>
      {unplaced && <ProblemAlert error={unplaced} showFieldErrors />}
      {showProblem && !refusalOf(error, 'canRefund') && <ProblemAlert error={error} />}
      <DialogActions>
        <DialogClose disabled={refund.isPending}>{t('billing.refund.keep')}</DialogClose>
        <Button type="submit" variant="primary" guard={refund} disabled={destination === ''}>
          {refund.isPending
            ? t('billing.refund.refunding')
            : t('billing.refund.confirm', { amount: price.exact(quote.amount, currency, 'included') })}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The outcome: how much went where, and the credit note that records it. */
function RefundDone({ result }: { result: RefundResponse }) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const { name } = usePaymentCardName();
  const { refund, creditNote } = result;
  const amount = price.exact(refund.amount, refund.currencyCode, 'included');
  return (
    <Notice tone="success" className="billing-notice" role="status">
      <p>
        {refund.destination === 'credit'
          ? t('billing.refund.doneCredit', { amount })
          : refund.card
            ? t('billing.refund.doneCard', { amount, card: name(refund.card) })
            : t('billing.refund.donePaidCard', { amount })}{' '}
        <Link to="/billing/invoices/$invoiceId" params={{ invoiceId: creditNote.id }}>
          {t('billing.refund.noteLink', { number: creditNote.number ?? '' })}
        </Link>
      </p>
    </Notice>
  );
}
