import { Link } from '@tanstack/react-router';
import type { LinkedService } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { serviceKind, serviceTypeLabel } from '@/ui/format/service-type';
import { ticketMessages } from '@/features/tickets/messages/catalog';

/**
 * Services the ticket is about. A VPS links to its screen (by the route's path: features never import each
 * other); the other kinds are plain text until their areas have screens.
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
            <span className="linked__name">
              {serviceKind(s.serviceType) === 'vps' && s.serviceId?.startsWith('vps_') ? (
                <Link to="/vps/$vpsId" params={{ vpsId: s.serviceId }}>
                  {s.serviceName ?? s.serviceId}
                </Link>
              ) : (
                (s.serviceName ?? s.serviceId ?? t('tickets.detail.linked.unnamed'))
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
