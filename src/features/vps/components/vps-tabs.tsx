import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { SectionTabs } from '@/ui/section-tabs';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { vpsTabValues, type VpsTab } from '@/features/vps/vps-route-params';

/** The server's sections, `tab` in the URL (see `SectionTabs`). */
export function VpsTabs({ vpsId, tab }: { vpsId: string; tab: VpsTab }) {
  const t = useMessages(vpsMessages);
  return (
    <SectionTabs label={t('vps.tabs.label')} values={vpsTabValues} current={tab}>
      {(value, link) => (
        <Link to="/vps/$vpsId" params={{ vpsId }} search={{ tab: value === 'overview' ? undefined : value }} {...link}>
          {t('vps.tab', { tab: value })}
        </Link>
      )}
    </SectionTabs>
  );
}
