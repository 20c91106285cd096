import { vatBasisOf } from '@/api/schemas/vat';
import type { RenewalInvoice } from '@/api/schemas/common';
import type { BillingCycleChangeResponse } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { ExternalLink } from '@/ui/external-link';
import { useFormat } from '@/ui/format/use-format';
import { usePrice } from '@/ui/format/price';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { InvoiceOrderLink, InvoiceScreenLink } from './hosting-invoice-order-link';
import { ButtonRow } from '@/ui/button';

export type BillingCommitResult = Extract<BillingCycleChangeResponse, { kind: 'commit' }>;

/** What a commit did: the new cycle, the renewal invoice with its pay link, and any invoice it cancelled. */
export function BillingCommitDone({ result }: { result: BillingCommitResult }) {
  const t = useMessages(hostingDetailMessages);
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
          ? t('hostingDetail.billing.done.changed', { cycle: result.currentBillingCycle })
          : t('hostingDetail.billing.done.unchanged')}
      </h2>
      {result.cancelledInvoiceIds.length > 0 && (
        <p>{t('hostingDetail.billing.done.cancelled', { ids: format.list(result.cancelledInvoiceIds) })}</p>
      )}
      {invoice ? (
        <IssuedInvoice invoice={invoice} currencyCode={result.currencyCode} />
      ) : result.invoiceLookupPending ? (
        <p>{t('hostingDetail.billing.done.lookupPending')}</p>
      ) : result.changed ? (
        <p>{t('hostingDetail.billing.done.noInvoice')}</p>
      ) : null}
    </section>
  );
}

/**
 * An invoice a change issued: its number, amount and due date, its id for support, and where to go with it (pay it,
 * see it in billing, see its order). Shared by the cycle change, the renewal and the plan change.
 */
export function IssuedInvoice({
  invoice,
  currencyCode,
  label = 'renewal',
}: {
  invoice: RenewalInvoice;
  currencyCode: string | null;
  /** What the invoice is for: a renewal (the cycle change, a renewal) or a plan change. */
  label?: 'renewal' | 'planChange';
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  return (
    <>
      <p>
        {t('hostingDetail.billing.done.invoice', {
          kind: label,
          number: invoice.number ?? invoice.id ?? '—',
          amount:
            invoice.amount === null
              ? t('value.missing')
              : // An invoice's amount includes VAT (ledger "Money: VAT").
                price.exact(
                  invoice.amount,
                  invoice.currencyCode ?? currencyCode,
                  vatBasisOf(invoice.amountsIncludeVat),
                ),
          due: invoice.dueAt ? format.date(invoice.dueAt) : t('hostingDetail.date.none'),
        })}
      </p>
      {invoice.id && (
        <p className="muted">
          {t('hostingDetail.billing.done.invoiceId')} <code>{invoice.id}</code>
        </p>
      )}
      <ButtonRow>
        <ExternalLink variant="primary" href={invoice.paymentUrl} payment>
          {t('hostingDetail.invoice.pay', { number: invoice.number ?? '' })}
        </ExternalLink>
        <InvoiceScreenLink invoice={invoice} />
        <InvoiceOrderLink invoice={invoice} />
      </ButtonRow>
    </>
  );
}
