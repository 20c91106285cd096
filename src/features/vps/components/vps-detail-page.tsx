import { useSuspenseQuery } from '@tanstack/react-query';
import type { MetricsTimeframe } from '@/api/schemas/vps-metrics';
import { Link } from '@tanstack/react-router';
import { useMessages } from '@/i18n';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { vpsQueries } from '@/features/vps/api/vps-queries';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { busyKind, vpsName } from '@/features/vps/vps-labels';
import { VpsMetrics } from '@/features/vps/metrics/vps-metrics';
import type { VpsTab } from '@/features/vps/vps-route-params';
import { VpsNetwork } from './vps-network';
import { VpsOverview } from './vps-overview';
import { VpsSnapshots } from './vps-snapshots';
import { VpsSshKeys } from './vps-ssh-keys';
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
      />
      {server.activeOperation && (
        <Notice className="vps-busy">{t('vps.busy.notice', { kind: busyKind(server.activeOperation.kind) })}</Notice>
      )}
      <VpsTabs vpsId={vpsId} tab={tab} />
      <div className="vps-panel">
        {tab === 'overview' && <VpsOverview server={server} />}
        {tab === 'network' && <VpsNetwork server={server} />}
        {tab === 'ssh-keys' && <VpsSshKeys server={server} />}
        {tab === 'snapshots' && <VpsSnapshots server={server} />}
        {tab === 'metrics' && <VpsMetrics server={server} timeframe={timeframe} />}
      </div>
    </article>
  );
}
