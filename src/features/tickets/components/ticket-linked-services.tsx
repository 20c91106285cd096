import { Link } from '@tanstack/react-router';
import type { LinkedService } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { serviceTypeLabel } from '@/ui/format/service-type';
import { ticketMessages } from '@/features/tickets/messages/catalog';

/**
 * Services the ticket is about. A service whose area has screens links to it by route path (hosting accounts); the
 * others are plain text until their area lands.
 */
export function TicketLinkedServices({ services }: { services: LinkedService[] }) {
  const t = useMessages(ticketMessages);
  const core = useMessages();
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="linked-heading" className="linked-services">
      <h2 id="linked-heading" className="h3">
        {t('tickets.detail.linked.heading')}
      </h2>
      <ul className="linked">
        {services.map((s, i) => (
          <li key={`${s.serviceType}-${s.serviceId ?? i}`}>
            <span className="linked__type">{serviceTypeLabel(s.serviceType, core)}</span>
            {s.serviceType === 'hosting' && s.serviceId?.startsWith('acct_') ? (
              <Link className="linked__name" to="/hosting/$accountId" params={{ accountId: s.serviceId }}>
                {s.serviceName ?? s.serviceId}
              </Link>
            ) : (
              <span className="linked__name">{s.serviceName ?? s.serviceId ?? t('tickets.detail.linked.unnamed')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
