import type { RestoreIntents } from '@/api/schemas/orders';
import { useMessages } from '@/i18n';
import { Notice } from '@/ui/notice';
import { orderMessages } from '@/features/orders/messages/catalog';

/** Backup restores asked for with a VPS order; a deferred one is explained (it runs once the account exists). */
export function OrderRestore({ intents }: { intents: RestoreIntents }) {
  const t = useMessages(orderMessages);
  return (
    <section className="order-section" aria-labelledby="order-restore-heading">
      <h2 id="order-restore-heading">{t('orders.restore.heading')}</h2>
      <p>
        {t('orders.restore.summary', {
          requested: intents.requested,
          created: intents.created,
          queued: intents.queued,
          skipped: intents.skipped,
        })}
      </p>
      {intents.dispatchDeferred ? (
        <Notice className="order-notice">
          <p>{t('orders.restore.deferred')}</p>
        </Notice>
      ) : (
        <p className="muted">{t('orders.restore.dispatched')}</p>
      )}
    </section>
  );
}
