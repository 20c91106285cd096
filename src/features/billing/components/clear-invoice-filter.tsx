import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { billingMessages } from '@/features/billing/messages/catalog';

/** Under the invoice list's failure when a filter was in force: the list without it. */
export function ClearInvoiceFilter() {
  const t = useMessages(billingMessages);
  return (
    <p className="billing-clear-filter">
      <Link to="/billing/invoices" search={{ status: 'all' }}>
        {t('billing.invoices.showAll')}
      </Link>
    </p>
  );
}
