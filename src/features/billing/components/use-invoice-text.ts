import { useCallback } from 'react';
import type { Invoice } from '@/api/schemas/billing';
import { useMessages } from '@/i18n';
import { billingDocumentMessages, billingMessages } from '@/features/billing/messages/catalog';
import { invoiceForOf } from '@/features/billing/billing-labels';

/**
 * An invoice's name ("Invoice 2026-0398", a credit note's "Credit note 2026-0412") and what it is for ("Order 300114",
 * "Account credit"), in words.
 */
export function useInvoiceText() {
  const t = useMessages(billingMessages);
  const d = useMessages(billingDocumentMessages);
  const numberOf = useCallback(
    (invoice: Pick<Invoice, 'number'> & { kind?: Invoice['kind'] }) => {
      if (!invoice.number) return t('billing.invoice.unnumbered');
      if (invoice.kind === 'credit_note') return d('billingDocument.creditNote', { number: invoice.number });
      return t('billing.invoice.number', { number: invoice.number });
    },
    [t, d],
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
