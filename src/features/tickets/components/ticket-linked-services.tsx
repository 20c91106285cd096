import type { LinkedService } from '@/api/schemas/tickets';
import { serviceTypeLabel } from '@/ui/format/service-type';

/** Services the ticket is about. Plain text for now; each becomes a link when its area has screens. */
export function TicketLinkedServices({ services }: { services: LinkedService[] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="linked-heading" className="linked-services">
      <h2 id="linked-heading" className="h3">
        Linked services
      </h2>
      <ul className="linked">
        {services.map((s, i) => (
          <li key={`${s.serviceType}-${s.serviceId ?? i}`}>
            <span className="linked__type">{serviceTypeLabel(s.serviceType)}</span>
            <span className="linked__name">{s.serviceName ?? s.serviceId ?? 'Unnamed service'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
