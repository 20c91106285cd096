import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { domainTabValues, type DomainTab } from '@/features/domains/domain-route-params';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/**
 * The domain's sections as links that set `tab` in the URL (shareable, back button, preloaded on hover), the open
 * one marked `aria-current`: a navigation rather than an ARIA tablist whose panels would all have to be in the page.
 */
export function DomainDetailTabs({ domainId, tab }: { domainId: string; tab: DomainTab }) {
  const t = useMessages(domainsDetailMessages);
  return (
    <nav aria-label={t('domainsDetail.tabs.label')} className="domain-tabs">
      <ul>
        {domainTabValues.map((value) => (
          <li key={value}>
            <Link
              to="/domains/$domainId"
              params={{ domainId }}
              search={{ tab: value === 'overview' ? undefined : value }}
              className="domain-tabs__link"
              activeOptions={{ exact: true }}
              activeProps={{ className: 'domain-tabs__link' }}
              aria-current={value === tab ? 'page' : undefined}
            >
              {t('domainsDetail.tab', { tab: value })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
