import { vatBasisOf, type VatBasis } from '@/api/schemas/vat';
import { useId } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import type { RenewalInvoice } from '@/api/schemas/common';
import { existingInvoiceBlockingProblem, type HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { useFormat } from '@/ui/format/use-format';
import { usePrice } from '@/ui/format/price';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { InvoiceOrderLink, InvoiceScreenLink } from './hosting-invoice-order-link';

/** The blocking invoice of a 409 `existing_invoice_blocking`, or undefined when the error is something else. */
export function blockingFrom(error: unknown): { invoice: RenewalInvoice | null } | undefined {
  if (!isApiError(error) || error.code !== 'existing_invoice_blocking' || !error.problem) return undefined;
  const parsed = z.safeParse(existingInvoiceBlockingProblem, error.problem);
  return { invoice: parsed.success ? parsed.data.invoice : null };
}

/**
 * An unpaid invoice blocks the change: pay it (the main path), see it and its order, or, as a lesser choice drawn
 * in outline, cancel it and change in one confirmed step.
 */
export function BlockedInvoicePanel({
  account,
  invoice,
  onCancelAndChange,
  change = 'cycle',
}: {
  account: HostingAccount;
  invoice: RenewalInvoice | null;
  onCancelAndChange: () => void;
  /** What it blocks: the cycle change (default), a renewal or a plan change (its words). */
  change?: 'cycle' | 'renew' | 'plan';
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  // An invoice's amount includes VAT (ledger "Money: VAT"): written as charged, with its VAT words.
  const amountText = (value: number | null, currency: string | null, basis: VatBasis) =>
    value === null ? t('value.missing') : price.exact(value, currency ?? account.billing.currencyCode, basis);
  return (
    <section className="hosting-section hosting-card hosting-card--warning" aria-labelledby={`${id}-blocked`}>
      <h2 id={`${id}-blocked`}>{t('hostingDetail.billing.blocked.heading', { change })}</h2>
      <p>
        {invoice
          ? t('hostingDetail.billing.blocked.invoice', {
              number: invoice.number ?? invoice.id ?? '—',
              amount: amountText(invoice.amount, invoice.currencyCode, vatBasisOf(invoice.amountsIncludeVat)),
              due: invoice.dueAt ? format.date(invoice.dueAt) : t('hostingDetail.date.none'),
            })
          : t('hostingDetail.billing.blocked.unnamed', { change })}
      </p>
      <p>{t('hostingDetail.billing.blocked.choices', { change })}</p>
      <ButtonRow>
        <ExternalLink variant="primary" href={invoice?.paymentUrl} payment>
          {t('hostingDetail.invoice.pay', { number: invoice?.number ?? '' })}
        </ExternalLink>
        {invoice && <InvoiceScreenLink invoice={invoice} />}
        {invoice && <InvoiceOrderLink invoice={invoice} />}
        <Button variant="danger-outline" onClick={onCancelAndChange}>
          {t('hostingDetail.billing.blocked.cancelAnd', { change })}
        </Button>
      </ButtonRow>
    </section>
  );
}

/**
 * The renewal while an unpaid invoice of the account is open: nothing to renew, the invoice is what to pay (never
 * "cancel it and renew": renewing over an open invoice would bill a period twice or skip the one it pays). Said by
 * what the invoice pays for: the first period of a new billing cycle (then until when it pays), a plan change, or
 * the renewal itself.
 */
export function RenewWaitsForInvoice({
  account,
  invoice,
}: {
  account: HostingAccount;
  invoice: RenewalInvoice | null;
}) {
  const t = useMessages(hostingDetailMessages);
  const format = useFormat();
  const price = usePrice();
  const id = useId();
  const purpose = invoice?.purpose ?? 'unknown';
  return (
    <section className="hosting-section hosting-card" aria-labelledby={`${id}-pay-first`}>
      <h2 id={`${id}-pay-first`}>{t('hostingDetail.renew.payFirst.heading')}</h2>
      <p>
        {invoice
          ? t('hostingDetail.renew.payFirst.body', {
              purpose,
              number: invoice.number ?? invoice.id ?? '—',
              amount:
                invoice.amount === null
                  ? t('value.missing')
                  : // An invoice charges VAT in its amount (ledger "Money: VAT"): as sent, never taxed again.
                    price.exact(
                      invoice.amount,
                      invoice.currencyCode ?? account.billing.currencyCode,
                      vatBasisOf(invoice.amountsIncludeVat),
                    ),
              due: invoice.dueAt ? format.date(invoice.dueAt) : t('hostingDetail.date.none'),
              until: account.nextDueAt ? format.date(account.nextDueAt) : t('hostingDetail.date.none'),
            })
          : t('hostingDetail.renew.payFirst.unnamed')}
      </p>
      <ButtonRow>
        <ExternalLink variant="primary" href={invoice?.paymentUrl} payment>
          {t('hostingDetail.invoice.pay', { number: invoice?.number ?? '' })}
        </ExternalLink>
        {invoice && <InvoiceScreenLink invoice={invoice} />}
        {invoice && <InvoiceOrderLink invoice={invoice} />}
      </ButtonRow>
    </section>
  );
}
