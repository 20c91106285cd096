import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { domainQueries } from '@/features/domains/api/domain-queries';
import type { DomainListFilter } from '@/features/domains/domain-route-params';
import { domainsMessages } from '@/features/domains/messages/catalog';

/** SCAFFOLD (replaced by the list's branch): the domains matching the URL's filter. */
export function DomainListPage(filter: DomainListFilter) {
  const t = useMessages(domainsMessages);
  const { data } = useSuspenseInfiniteQuery(domainQueries.list(filter));
  return (
    <section className="page" aria-labelledby="domains-heading">
      <PageHeader headingId="domains-heading" title={t('domains.list.title')} />
      <ul>
        {data.pages
          .flatMap((page) => page.data)
          .map((domain) => (
            <li key={domain.id}>{domain.name}</li>
          ))}
      </ul>
    </section>
  );
}
