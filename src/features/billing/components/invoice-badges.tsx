import { useState } from 'react';
import { isOverdue, type Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { StatusBadge } from '@/ui/status-badge';
import { billingMessages } from '@/features/billing/messages/catalog';

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
