import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/**
 * "Show invoice N": a pending order's invoice on the billing area's invoice screen (by route path: features never
 * import each other), only for an `inv_` id; nothing otherwise. `paragraph`: in a `<p>` of its own.
 */
export function DomainInvoiceLink({
  invoiceId,
  invoiceNumber,
  paragraph = false,
}: {
  invoiceId: string | null | undefined;
  invoiceNumber: string | null | undefined;
  paragraph?: boolean;
}) {
  const t = useMessages(domainsDetailMessages);
  if (!invoiceId?.startsWith('inv_')) return null;
  const link = (
    <Link to="/billing/invoices/$invoiceId" params={{ invoiceId }}>
      {t('domainsDetail.invoice.link', { number: invoiceNumber ?? invoiceId })}
    </Link>
  );
  return paragraph ? <p>{link}</p> : link;
}
