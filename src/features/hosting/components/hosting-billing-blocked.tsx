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

/** An unpaid invoice blocks the change: pay it, see its order, or cancel it and change in one confirmed step. */
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
  const amountText = (value: number | null, currency: string | null) =>
    value === null ? t('value.missing') : price.exact(value, currency ?? account.billing.currencyCode);
  return (
    <section className="hosting-section hosting-card hosting-card--warning" aria-labelledby={`${id}-blocked`}>
      <h2 id={`${id}-blocked`}>{t('hostingDetail.billing.blocked.heading', { change })}</h2>
      <p>
        {invoice
          ? t('hostingDetail.billing.blocked.invoice', {
              number: invoice.number ?? invoice.id ?? '—',
              amount: amountText(invoice.amount, invoice.currencyCode),
              due: invoice.dueAt ? format.date(invoice.dueAt) : t('hostingDetail.date.none'),
            })
          : t('hostingDetail.billing.blocked.unnamed', { change })}
      </p>
      <p>{t('hostingDetail.billing.blocked.choices', { change })}</p>
      <ButtonRow>
        <ExternalLink variant="secondary" href={invoice?.paymentUrl} payment>
          {t('hostingDetail.invoice.pay', { number: invoice?.number ?? '' })}
        </ExternalLink>
        {invoice && <InvoiceScreenLink invoice={invoice} />}
        {invoice && <InvoiceOrderLink invoice={invoice} />}
        <Button variant="danger" onClick={onCancelAndChange}>
          {t('hostingDetail.billing.blocked.cancelAnd', { change })}
        </Button>
      </ButtonRow>
    </section>
  );
}
