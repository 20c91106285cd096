import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessages } from '@/i18n';
import { PageHeader } from '@/ui/page-header';
import { domainQueries } from '@/features/domains/api/domain-queries';
import type { DomainRef, DomainSelection } from '@/features/domains/api/domain-selection';
import type { DomainListFilter } from '@/features/domains/domain-route-params';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { DomainBulkActions } from './domain-bulk-actions';

/**
 * SCAFFOLD (replaced by the list's branch): the domains matching the URL's filter, with the accessible names the
 * real list keeps: a checkbox "Select <name>" per row, a button "Select all matching", a bar (region "Selection")
 * holding the bulk actions.
 */
export function DomainListPage(filter: DomainListFilter) {
  const t = useMessages(domainsMessages);
  const { data } = useSuspenseInfiniteQuery(domainQueries.list(filter));
  const [selection, setSelection] = useState<DomainSelection>({ kind: 'some', domains: [] });
  const rows = data.pages.flatMap((page) => page.data);
  const picked = (id: string) =>
    selection.kind === 'matching' ? !selection.except.has(id) : selection.domains.some((d) => d.id === id);
  const toggle = (ref: DomainRef) =>
    setSelection(
      selection.kind === 'some'
        ? {
            kind: 'some',
            domains: picked(ref.id) ? selection.domains.filter((d) => d.id !== ref.id) : [...selection.domains, ref],
          }
        : selection,
    );
  const count = selection.kind === 'some' ? selection.domains.length : selection.count;
  return (
    <section className="page" aria-labelledby="domains-heading">
      <PageHeader headingId="domains-heading" title={t('domains.list.title')} />
      <button
        type="button"
        className="button"
        onClick={() => setSelection({ kind: 'matching', filter, except: new Set(), count: null })}
      >
        Select all matching
      </button>
      <ul>
        {rows.map((domain) => (
          <li key={domain.id}>
            <input
              type="checkbox"
              aria-label={`Select ${domain.name}`}
              checked={picked(domain.id)}
              onChange={() => toggle({ id: domain.id, name: domain.name })}
            />
            <Link to="/domains/$domainId" params={{ domainId: domain.id }}>
              {domain.name}
            </Link>
          </li>
        ))}
      </ul>
      {count !== 0 && (
        <div role="region" aria-label="Selection">
          <p>{count ?? 'All matching'} selected</p>
          <DomainBulkActions selection={selection} onDone={() => setSelection({ kind: 'some', domains: [] })} />
        </div>
      )}
    </section>
  );
}
