import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { SectionTabs } from '@/ui/section-tabs';
import { domainTabValues, type DomainTab } from '@/features/domains/domain-route-params';
import { domainsDetailMessages } from '@/features/domains/messages/catalog';

/** The domain's sections, `tab` in the URL (see `SectionTabs`). */
export function DomainDetailTabs({ domainId, tab }: { domainId: string; tab: DomainTab }) {
  const t = useMessages(domainsDetailMessages);
  return (
    <SectionTabs label={t('domainsDetail.tabs.label')} values={domainTabValues} current={tab}>
      {(value, link) => (
        <Link
          to="/domains/$domainId"
          params={{ domainId }}
          search={{ tab: value === 'overview' ? undefined : value }}
          {...link}
        >
          {t('domainsDetail.tab', { tab: value })}
        </Link>
      )}
    </SectionTabs>
  );
}
