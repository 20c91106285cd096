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

/**
 * The invoice on the billing area's invoice screen (by route path, as the order), when its id is an `inv_` id:
 * "Show invoice N", or `label` where the number is already said beside it (the banner).
 */
export function InvoiceScreenLink({ invoice, label }: { invoice: RenewalInvoice; label?: string }) {
  const t = useMessages(hostingDetailMessages);
  if (!invoice.id?.startsWith('inv_')) return null;
  return (
    <ButtonLink to="/billing/invoices/$invoiceId" params={{ invoiceId: invoice.id }}>
      {label ?? t('hostingDetail.invoice.show', { number: invoice.number ?? invoice.id })}
    </ButtonLink>
  );
}
