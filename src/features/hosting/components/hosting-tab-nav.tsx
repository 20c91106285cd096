import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { SectionTabs } from '@/ui/section-tabs';
import { hostingTabValues, type HostingTab } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';

/** The account's sections, `tab` in the URL (see `SectionTabs`). */
export function HostingTabs({ accountId, tab }: { accountId: string; tab: HostingTab }) {
  const t = useMessages(hostingMessages);
  return (
    <SectionTabs label={t('hosting.tabs.label')} values={hostingTabValues} current={tab}>
      {(value, link) => (
        <Link
          to="/hosting/$accountId"
          params={{ accountId }}
          search={{ tab: value === 'overview' ? undefined : value }}
          {...link}
        >
          {t('hosting.tab', { tab: value })}
        </Link>
      )}
    </SectionTabs>
  );
}
