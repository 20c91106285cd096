import { Link } from '@tanstack/react-router';
import type { LinkedService } from '@/api/schemas/tickets';
import { useMessages } from '@/i18n';
import { serviceKind, serviceTypeLabel } from '@/ui/format/service-type';
import { ticketMessages } from '@/features/tickets/messages/catalog';

/**
 * Services the ticket is about. A service whose area has screens links to it by the route's path (features
 * never import each other), when its id is of that area's kind; the others are plain text.
 */
export function TicketLinkedServices({ services }: { services: LinkedService[] }) {
  const t = useMessages(ticketMessages);
  const core = useMessages();
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="linked-heading" className="ticket-linked-services">
      <h2 id="linked-heading" className="h3">
        {t('tickets.detail.linked.heading')}
      </h2>
      <ul className="ticket-linked">
        {services.map((s, i) => (
          <li key={`${s.serviceType}-${s.serviceId ?? i}`}>
            <span className="ticket-linked__type">{serviceTypeLabel(s.serviceType, core)}</span>
            <span className="ticket-linked__name">
              <ServiceName service={s} unnamed={t('tickets.detail.linked.unnamed')} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceName({ service, unnamed }: { service: LinkedService; unnamed: string }) {
  const id = service.serviceId;
  const name = service.serviceName ?? id ?? unnamed;
  if (!id) return <>{name}</>;
  switch (serviceKind(service.serviceType)) {
    case 'vps':
      if (id.startsWith('vps_')) {
        return (
          <Link to="/vps/$vpsId" params={{ vpsId: id }}>
            {name}
          </Link>
        );
      }
      break;
    case 'hosting':
      if (id.startsWith('acct_')) {
        return (
          <Link to="/hosting/$accountId" params={{ accountId: id }}>
            {name}
          </Link>
        );
      }
      break;
    case 'domain':
      if (id.startsWith('dom_')) {
        return (
          <Link to="/domains/$domainId" params={{ domainId: id }}>
            {name}
          </Link>
        );
      }
      break;
    case 'order':
      if (id.startsWith('ord_')) {
        return (
          <Link to="/orders/$orderId" params={{ orderId: id }}>
            {name}
          </Link>
        );
      }
      break;
    default:
      break;
  }
  return <>{name}</>;
}
