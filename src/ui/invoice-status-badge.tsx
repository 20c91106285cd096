import type { InvoiceStatus } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { StatusBadge, type Tone } from './status-badge';

/** The look of an invoice's status, one table for every area that shows an invoice (billing, orders). */
export const invoiceStatusTones: Record<InvoiceStatus, Tone> = {
  paid: 'success',
  unpaid: 'warning',
  partially_paid: 'warning',
  draft: 'neutral',
  cancelled: 'neutral',
  refunded: 'info',
  unknown: 'neutral',
};

/** An invoice's status in the core words (`invoice.status`) and its tone: the same badge wherever it shows. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useMessages();
  return <StatusBadge tone={invoiceStatusTones[status]}>{t('invoice.status', { status })}</StatusBadge>;
}
