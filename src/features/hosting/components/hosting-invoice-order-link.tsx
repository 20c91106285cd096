import type { RenewalInvoice } from '@/api/schemas/common';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/** The invoice's order in the orders area (by route path: features never import each other), when it is known. */
export function InvoiceOrderLink({ invoice }: { invoice: RenewalInvoice }) {
  const t = useMessages(hostingDetailMessages);
  if (!invoice.orderId) return null;
  return (
    <ButtonLink to="/orders/$orderId" params={{ orderId: invoice.orderId }}>
      {t('hostingDetail.invoice.order', { number: invoice.number ?? invoice.id ?? '' })}
    </ButtonLink>
  );
}
