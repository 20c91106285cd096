import type { InvoiceStatus } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { invoiceStatusTones } from './invoice-status-tones';
import { StatusBadge } from './status-badge';

/** An invoice's status in the core words (`invoice.status`) and its tone: the same badge wherever it shows. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useMessages();
  return <StatusBadge tone={invoiceStatusTones[status]}>{t('invoice.status', { status })}</StatusBadge>;
}
