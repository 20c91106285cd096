import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { VpsPowerPanel } from './vps-power-menu';
import { IpAddress, VpsPlanText, VpsStatusBadge } from './vps-status';

/** The overview: the power ladder beside the server's facts (the facts follow on a phone). */
export function VpsOverview({ server }: { server: Vps }) {
  const t = useMessages(vpsMessages);
  const missing = <span className="muted">{t('value.missing')}</span>;
  return (
    <DetailLayout
      sideLabel={t('vps.facts.label')}
      main={<VpsPowerPanel server={server} />}
      side={
        <>
          <h2 className="h3">{t('vps.facts.label')}</h2>
          <FactList
            facts={[
              { term: t('vps.facts.status'), value: <VpsStatusBadge status={server.status} /> },
              { term: t('vps.facts.hostname'), value: server.hostname ?? missing },
              {
                term: t('vps.facts.ipv4'),
                value: server.primaryIpv4 ? <IpAddress address={server.primaryIpv4} /> : missing,
              },
              {
                term: t('vps.facts.ipv6'),
                value: server.primaryIpv6 ? <IpAddress address={server.primaryIpv6} /> : missing,
              },
              { term: t('vps.facts.plan'), value: <VpsPlanText plan={server.plan} /> },
              { term: t('vps.facts.location'), value: server.region?.name ?? server.region?.code ?? missing },
              { term: t('vps.facts.os'), value: server.os ?? missing },
              { term: t('vps.facts.created'), value: <DateTime value={server.createdAt} /> },
              { term: t('vps.facts.id'), value: <code>{server.id}</code> },
            ]}
          />
        </>
      }
    />
  );
}
