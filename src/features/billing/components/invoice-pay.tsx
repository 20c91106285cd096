import { invoiceVatBasis } from '@/api/schemas/vat';
import { outstandingOf, type Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { GetHelpLink } from '@/ui/get-help-link';
import { usePrice } from '@/ui/format/price';
import { GateReason } from '@/ui/gated-button';
import { usePaymentWatch, type PaymentWatchState } from '@/features/billing/api/billing-payment-watch';
import { billingMessages } from '@/features/billing/messages/catalog';
import { InvoiceApplyCredit } from './invoice-apply-credit';
import { InvoicePayWithCard } from './invoice-pay-card';

const watchWords = {
  idle: null,
  watching: 'billing.pay.watching',
  paid: 'billing.pay.paid',
  stopped: 'billing.pay.stopped',
} as const satisfies Record<PaymentWatchState, string | null>;

/**
 * Paying: with a saved card (`InvoicePayWithCard`), at the provider (an `https:` payment page in a new tab; any other address is said in words, never linked),
 * after which the screen reads the invoice every few seconds, for two minutes at most, and says what it sees in a
 * polite status; or from the account's credit. A blocked pay gate says why instead of the link.
 */
export function InvoicePay({
  invoice,
  onApplied,
}: {
  invoice: Invoice;
  onApplied: (applied: number | null, changed: Invoice) => void;
}) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const watch = usePaymentWatch(invoice.id);
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const outstanding = outstandingOf(invoice);
  const canPay = invoice.actions.canPay;
  const said = watchWords[watch.state];

  return (
    <section className="billing-section" aria-labelledby="billing-pay-heading">
      <h2 id="billing-pay-heading">{t('billing.pay.heading')}</h2>
      <InvoicePayWithCard invoice={invoice} />
      <div className="billing-pay">
        {canPay.allowed ? (
          <ExternalLink
            variant="primary"
            href={invoice.paymentUrl}
            payment
            onClick={watch.start}
            help={
              <GetHelpLink inline about={t('billing.help.unsafePayment', { number: invoice.number ?? invoice.id })}>
                {t('billing.help.link')}
              </GetHelpLink>
            }
          >
            {outstanding !== null
              ? t('billing.pay.link', {
                  amount: price.exact(outstanding, currency, invoiceVatBasis(invoice)),
                })
              : t('billing.pay.linkNoAmount')}
          </ExternalLink>
        ) : (
          <p className="muted billing-pay__blocked">
            <GateReason gate={canPay} />
          </p>
        )}
        <InvoiceApplyCredit invoice={invoice} onApplied={onApplied} />
      </div>
      {canPay.allowed && watch.state === 'idle' && <p className="muted">{t('billing.pay.hint')}</p>}
      {/* Always in the page, so what it comes to say is read out (politely) when it changes. */}
      <p role="status" className="billing-pay__status">
        {said ? t(said) : ''}
      </p>
      {watch.state === 'stopped' && (
        <Button size="small" onClick={watch.start}>
          {t('billing.pay.checkAgain')}
        </Button>
      )}
    </section>
  );
}
