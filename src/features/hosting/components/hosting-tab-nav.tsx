import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { hostingTabValues, type HostingTab } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';

/**
 * The account's sections as links that set `tab` in the URL (shareable, back button, preloaded on hover): a
 * navigation with the open one marked `aria-current`.
 */
export function HostingTabs({ accountId, tab }: { accountId: string; tab: HostingTab }) {
  const t = useMessages(hostingMessages);
  return (
    <nav aria-label={t('hosting.tabs.label')} className="hosting-tabs">
      <ul>
        {hostingTabValues.map((value) => (
          <li key={value}>
            <Link
              to="/hosting/$accountId"
              params={{ accountId }}
              search={{ tab: value === 'overview' ? undefined : value }}
              className="hosting-tabs__link"
              activeOptions={{ exact: true }}
              activeProps={{ className: 'hosting-tabs__link' }}
              aria-current={value === tab ? 'page' : undefined}
            >
              {t('hosting.tab', { tab: value })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
