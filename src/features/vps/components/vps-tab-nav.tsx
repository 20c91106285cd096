import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { vpsTabValues, type VpsTab } from '@/features/vps/vps-route-params';

/**
 * The server's sections as links that set `tab` in the URL (shareable, back button, preloaded on hover): a
 * navigation with the open one marked `aria-current`, rather than an ARIA tablist whose panels would all
 * have to be in the page.
 */
export function VpsTabs({ vpsId, tab }: { vpsId: string; tab: VpsTab }) {
  const t = useMessages(vpsMessages);
  return (
    <nav aria-label={t('vps.tabs.label')} className="vps-tabs">
      <ul>
        {vpsTabValues.map((value) => (
          <li key={value}>
            <Link
              to="/vps/$vpsId"
              params={{ vpsId }}
              search={{ tab: value === 'overview' ? undefined : value }}
              className="vps-tabs__link"
              // The router marks a link active only on an exact match; a bad `tab` in the URL still marks Overview.
              activeOptions={{ exact: true }}
              activeProps={{ className: 'vps-tabs__link' }}
              aria-current={value === tab ? 'page' : undefined}
            >
              {t('vps.tab', { tab: value })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
