import { invoiceVatBasis } from '@/api/schemas/vat';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { FactList, type Fact } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { usePrice } from '@/ui/format/price';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { invoiceForOf } from '@/features/billing/billing-labels';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { OverdueBadge, useOpenedAt } from './invoice-badges';
import { InvoiceStatusBadge } from '@/ui/invoice-status-badge';
import { InvoiceCancel } from './invoice-cancel';
import { InvoiceLines } from './invoice-lines';
import { InvoiceCreditLinks, InvoiceParties } from './invoice-parties';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoicePay } from './invoice-pay';
import { PaymentReturn } from './invoice-pay-card';
import { InvoiceRefund } from './invoice-refund';
import { useInvoiceText } from './use-invoice-text';
import '@/features/billing/billing.css';

/** What the screen last did, said once at its top. */
type Done = { kind: 'cancelled' } | { kind: 'applied'; applied: number | null; invoice: Invoice };

/**
 * One invoice: status (overdue said by word and shape), dates, payment terms and currency, what it is for (its order),
 * its lines with their VAT and its totals, what it credits or its credit notes, seller and buyer, its PDF, and
 * what can be done with it: pay at the provider (then the screen watches for the payment), pay from the account's
 * credit, cancel, refund within the right of withdrawal. Each action behind its gate and the key's scopes.
 */
export function InvoiceDetailPage({
  invoiceId,
  added,
  payment,
  onPaymentRead,
}: {
  invoiceId: string;
  /** Just created by "Add funds": say what paying it does. */
  added: boolean;
  /** Back from confirming a card payment at the provider (`?payment=`). */
  payment?: string | undefined;
  onPaymentRead?: () => void;
}) {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const price = usePrice();
  const now = useOpenedAt();
  const { numberOf, forOf } = useInvoiceText();
  const { data: invoice } = useSuspenseQuery(billingQueries.invoice(invoiceId));
  const [done, setDone] = useState<Done | null>(null);
  // The payment the provider sent the customer back with, kept once the address no longer names it.
  const [paymentId, setPaymentId] = useState(payment);
  if (payment !== undefined && payment !== paymentId) setPaymentId(payment);
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const title = numberOf(invoice);

  const facts: Fact[] = [
    {
      term: t('billing.invoice.facts.for'),
      value:
        invoiceForOf(invoice) === 'order' && invoice.orderId ? (
          <Link to="/orders/$orderId" params={{ orderId: invoice.orderId }}>
            {forOf(invoice)}
          </Link>
        ) : (
          forOf(invoice)
        ),
    },
    {
      term: t('billing.invoice.facts.issued'),
      value: invoice.issuedAt ? <DateTime value={invoice.issuedAt} mode="date" /> : t('billing.none'),
    },
    {
      term: t('billing.invoice.facts.due'),
      value: (
        <span className="billing-due">
          {invoice.dueAt ? <DateTime value={invoice.dueAt} mode="date" /> : t('billing.none')}
          <OverdueBadge invoice={invoice} now={now} />
        </span>
      ),
    },
    {
      term: t('billing.invoice.facts.paid'),
      value: invoice.paidAt ? <DateTime value={invoice.paidAt} /> : t('billing.invoice.facts.notPaid'),
    },
    {
      term: d('billingDocument.facts.terms'),
      value:
        invoice.paymentTermsDays === null
          ? d('billingDocument.none')
          : d('billingDocument.facts.termsDays', { days: invoice.paymentTermsDays }),
    },
    { term: d('billingDocument.facts.currency'), value: currency ?? d('billingDocument.none') },
  ];

  return (
    <article className="page" aria-labelledby="billing-invoice-heading">
      <PageHeader
        headingId="billing-invoice-heading"
        title={title}
        breadcrumb={[
          <Link key="invoices" to="/billing/invoices">
            {t('billing.invoice.breadcrumb')}
          </Link>,
        ]}
        meta={
          <>
            <InvoiceStatusBadge status={invoice.status} />
            <OverdueBadge invoice={invoice} now={now} />
          </>
        }
        actions={
          <>
            <InvoicePdfButton invoice={invoice} />
          </>
        }
      />
      {added && done === null && invoice.status === 'unpaid' && (
        <Notice tone="success" className="billing-notice" role="status">
          <p>
            {t('billing.addFunds.created', {
              number: invoice.number ?? '',
              amount: price.exact(invoice.totals?.total ?? invoice.amount, currency, invoiceVatBasis(invoice)),
            })}
          </p>
        </Notice>
      )}
      {done?.kind === 'cancelled' && (
        <Notice tone="success" className="billing-notice" role="status">
          <p>{t('billing.cancel.done', { number: invoice.number ?? '' })}</p>
        </Notice>
      )}
      {paymentId && <PaymentReturn paymentId={paymentId} onRead={onPaymentRead ?? noop} />}
      {done?.kind === 'applied' && <AppliedNotice applied={done.applied} invoice={done.invoice} />}
      <DetailLayout
        sideLabel={t('billing.invoice.side')}
        main={
          <>
            <InvoicePay
              invoice={invoice}
              onApplied={(applied, changed) => setDone({ kind: 'applied', applied, invoice: changed })}
            />
            {/* After paying, never above it (issue 40: on a phone the header's actions come first). */}
            <div className="billing-invoice__cancel">
              <InvoiceCancel invoice={invoice} onCancelled={() => setDone({ kind: 'cancelled' })} />
            </div>
            <InvoiceRefund key={invoice.id} invoice={invoice} />
            <InvoiceLines invoice={invoice} />
            <InvoiceCreditLinks invoice={invoice} />
            <InvoiceParties invoice={invoice} />
          </>
        }
        side={<FactList facts={facts} />}
      />
    </article>
  );
}

function noop() {}

/** "Your credit paid 300 kr of the invoice. Left to pay: 690 kr." (or: the invoice is paid). */
function AppliedNotice({ applied, invoice }: { applied: number | null; invoice: Invoice }) {
  const t = useMessages(billingMessages);
  const price = usePrice();
  const currency = invoice.totals?.currencyCode ?? invoice.currencyCode;
  const outstanding = invoice.totals?.outstanding ?? null;
  const amount = applied === null ? null : price.exact(applied, currency);
  return (
    <Notice tone="success" className="billing-notice" role="status">
      <p>
        {amount === null ? t('billing.apply.doneNoAmount') : t('billing.apply.done', { amount })}{' '}
        {invoice.status === 'paid' || outstanding === 0
          ? t('billing.apply.donePaid')
          : outstanding !== null
            ? t('billing.apply.doneRemaining', {
                remaining: price.exact(outstanding, currency, invoiceVatBasis(invoice)),
              })
            : ''}
      </p>
    </Notice>
  );
}
