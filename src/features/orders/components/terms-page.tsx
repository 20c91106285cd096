import { useId } from 'react';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { orderMessages } from '@/features/orders/messages/catalog';
import '@/features/orders/orders.css';

/**
 * The terms of service an order's "I accept the terms" box links to (ledger "Order creation"): public, in both
 * languages, the version named so an accepted order can be matched to the text that applied.
 */
export function TermsPage() {
  const t = useMessages(orderMessages);
  const id = useId();
  const sections = [
    ['orders.terms.service.heading', 'orders.terms.service.body'],
    ['orders.terms.payment.heading', 'orders.terms.payment.body'],
    ['orders.terms.cancel.heading', 'orders.terms.cancel.body'],
    ['orders.terms.data.heading', 'orders.terms.data.body'],
  ] as const;
  return (
    <section className="page order-flow order-terms-page" aria-labelledby={`${id}-title`}>
      <PageHeader headingId={`${id}-title`} title={t('orders.terms.title')} />
      <p className="muted">{t('orders.terms.version')}</p>
      <p>{t('orders.terms.intro')}</p>
      {sections.map(([heading, body]) => (
        <section key={heading} aria-labelledby={`${id}-${heading}`}>
          <h2 id={`${id}-${heading}`}>{t(heading)}</h2>
          <p>{t(body)}</p>
        </section>
      ))}
    </section>
  );
}
