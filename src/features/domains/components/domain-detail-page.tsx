import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '@/ui/page-header';
import { domainQueries } from '@/features/domains/api/domain-queries';

/** SCAFFOLD (replaced by the detail's branch): a domain's screen. */
export function DomainDetailPage({ domainId }: { domainId: string }) {
  const { data: domain } = useSuspenseQuery(domainQueries.detail(domainId));
  return (
    <section className="page" aria-labelledby="domain-heading">
      <PageHeader headingId="domain-heading" title={domain.name} />
    </section>
  );
}
