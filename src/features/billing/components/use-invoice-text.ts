import { useCallback } from 'react';
import type { Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { billingMessages } from '@/features/billing/messages/catalog';
import { invoiceForOf } from '@/features/billing/billing-labels';

/** An invoice's name ("Invoice 2026-0398") and what it is for ("Order 300114", "Account credit"), in words. */
export function useInvoiceText() {
  const t = useMessages(billingMessages);
  const numberOf = useCallback(
    (invoice: Pick<Invoice, 'number'>) =>
      invoice.number ? t('billing.invoice.number', { number: invoice.number }) : t('billing.invoice.unnumbered'),
    [t],
  );
  const forOf = useCallback(
    (invoice: Pick<Invoice, 'kind' | 'orderNumber'>) => {
      const kind = invoiceForOf(invoice);
      if (kind === 'order') return t('billing.invoice.forOrder', { number: invoice.orderNumber ?? '' });
      if (kind === 'credit') return t('billing.invoice.forCredit');
      return t('billing.none');
    },
    [t],
  );
  return { numberOf, forOf };
}
