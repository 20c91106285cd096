import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { MetricsTimeframe } from '@/api/schemas/vps-metrics';
import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { BlockedScope } from '@/ui/blocked-banner';
import { consoleRoutes } from '@/api/endpoints/console';
import { ButtonLink } from '@/ui/button';
import { GatedButton } from '@/ui/gated-button';
import { GetHelpLink } from '@/ui/get-help-link';
import { useScopeGate } from '@/ui/key-scopes';
import { PageHeader } from '@/ui/page-header';
import { vpsQueries } from '@/features/vps/api/vps-queries';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { vpsBlockCodes, vpsBlockOf, vpsName } from '@/features/vps/vps-labels';
import type { VpsTab } from '@/features/vps/vps-route-params';
import { VpsBlockedBanner } from './vps-blocked-banner';
import { VpsOverview } from './vps-overview';
import { vpsMetricsSection, vpsNetworkSection, vpsSnapshotsSection, vpsSshKeysSection } from './vps-sections';
import { VpsStatusBadge } from './vps-status';
import { VpsTabs } from './vps-tabs';
import '@/features/vps/vps.css';

/** One server: header (name, status, what it is busy with), its sections as tabs in the URL, the open section. */
export function VpsDetailPage({
  vpsId,
  tab,
  timeframe = 'hour',
}: {
  vpsId: string;
  tab: VpsTab;
  timeframe?: MetricsTimeframe;
}) {
  const t = useMessages(vpsMessages);
  const { data: server } = useSuspenseQuery(vpsQueries.detail(vpsId));
  const name = vpsName(server);
  // One banner says why the server's actions are blocked; the controls it covers point at it.
  const bannerId = useId();
  const block = vpsBlockOf(server);
  // The console has a page of its own; a blocked gate says why beside the control.
  const consoleGate = useScopeGate(consoleRoutes.openConsole, server.actions.canOpenConsole);

  return (
    <article className="page" aria-labelledby="vps-heading">
      <PageHeader
        headingId="vps-heading"
        title={name}
        documentTitle={`${name} · ${t('vps.tab', { tab })}`}
        breadcrumb={[
          <Link key="servers" to="/vps">
            {t('vps.detail.breadcrumb')}
          </Link>,
        ]}
        meta={
          <>
            <VpsStatusBadge status={server.status} />
            {server.hostname && <span>{server.hostname}</span>}
          </>
        }
        actions={
          <>
            {consoleGate.allowed ? (
              <ButtonLink to="/vps/$vpsId/console" params={{ vpsId }}>
                {t('vps.detail.openConsole')}
              </ButtonLink>
            ) : (
              <GatedButton gate={consoleGate} variant="secondary">
                {t('vps.detail.openConsole')}
              </GatedButton>
            )}
            <GetHelpLink service={{ type: 'vps', id: server.id, name }} />
          </>
        }
      />
      {block && <VpsBlockedBanner id={bannerId} server={server} block={block} />}
      <VpsTabs vpsId={vpsId} tab={tab} />
      <BlockedScope bannerId={block ? bannerId : null} codes={block ? vpsBlockCodes[block] : []}>
        <div className="vps-panel">
          {tab === 'overview' && <VpsOverview server={server} />}
          {tab === 'network' && <vpsNetworkSection.Component server={server} />}
          {tab === 'ssh-keys' && <vpsSshKeysSection.Component server={server} />}
          {tab === 'snapshots' && <vpsSnapshotsSection.Component server={server} />}
          {tab === 'metrics' && <vpsMetricsSection.Component server={server} timeframe={timeframe} />}
        </div>
      </BlockedScope>
    </article>
  );
}
