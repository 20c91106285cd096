import { useState } from 'react';
import { isOverdue, type Invoice } from '@/api/schemas/billing';
import type { InvoiceStatus } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { StatusBadge } from '@/ui/status-badge';
import { billingMessages } from '@/features/billing/messages/catalog';
import { invoiceStatusTones } from '@/features/billing/billing-labels';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useMessages(billingMessages);
  return <StatusBadge tone={invoiceStatusTones[status]}>{t('billing.invoiceStatus', { status })}</StatusBadge>;
}

/** The time a screen judges "overdue" by: the browser's clock when it was opened (ledger: the client decides). */
export function useOpenedAt(): number {
  const [now] = useState(() => Date.now());
  return now;
}

/** "Overdue", by word and shape (never colour alone), for an invoice past its due date with something to pay. */
export function OverdueBadge({ invoice, now }: { invoice: Invoice; now: number }) {
  const t = useMessages(billingMessages);
  if (!isOverdue(invoice, now)) return null;
  return (
    <span className="billing-overdue">
      <StatusBadge tone="danger">{t('billing.overdue')}</StatusBadge>
    </span>
  );
}
