import type { Domain } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { BlockedBanner } from '@/ui/blocked-banner';
import { ButtonLink } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { GetHelpLink } from '@/ui/get-help-link';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/** The gate codes a not-active domain's banner explains: the controls blocked for them point at it. */
export const domainBlockCodes: readonly string[] = ['domain_not_active', 'pending_domain_order'];

/** A domain whose state blocks its changes (anything but active, when the state is known). */
export function domainIsBlocked(domain: Domain): boolean {
  return domain.serviceStatus !== 'active' && domain.serviceStatus !== 'unknown';
}

/**
 * Why the domain's changes are blocked, said once with what resolves it: a pending registration links to its order
 * to pay; other states name what happens next and offer support.
 */
export function DomainBlockedBanner({ id, domain }: { id: string; domain: Domain }) {
  const t = useMessages(domainsDetailMessages);
  const format = useFormat();
  const order = domain.pendingDomainOrder;
  const orderId = order?.id?.startsWith('ord_') ? order.id : null;
  const number = order?.orderNumber ?? order?.id ?? null;
  const status = domain.serviceStatus;
  return (
    <BlockedBanner
      id={id}
      title={t('domainsDetail.blocked.title', { status, name: domain.name })}
      actions={
        <>
          {orderId && number && (
            <ButtonLink variant="primary" to="/orders/$orderId" params={{ orderId }}>
              {t('domainsDetail.blocked.openOrder', { number })}
            </ButtonLink>
          )}
          {status !== 'pending' && (
            <GetHelpLink
              variant="ghost"
              service={{ type: 'domain', id: domain.id, name: domain.name }}
              about={t('domainsDetail.help.blocked', { name: domain.name })}
            >
              {t('domainsDetail.blocked.support')}
            </GetHelpLink>
          )}
        </>
      }
    >
      <p>
        {order && number && order.amount !== null && order.dueAt
          ? t('domainsDetail.blocked.order', {
              number,
              amount: format.money(order.amount, order.currencyCode ?? domain.billing?.currencyCode),
              date: format.date(order.dueAt),
            })
          : order
            ? t('domainsDetail.blocked.orderNoFacts')
            : t('domainsDetail.blocked.body', { status })}
      </p>
    </BlockedBanner>
  );
}
