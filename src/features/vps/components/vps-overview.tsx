import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { VpsPowerPanel } from './vps-power-menu';
import { IpAddress, VpsPlanText, VpsStatusBadge } from './vps-status';

/** The overview: the power ladder beside the server's facts (the facts follow on a phone). */
export function VpsOverview({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const missing = <span className="muted">{t('value.missing')}</span>;
  return (
    <DetailLayout
      sideLabel={t('vpsDetail.facts.label')}
      main={<VpsPowerPanel server={server} />}
      side={
        <>
          <h2 className="h3">{t('vpsDetail.facts.label')}</h2>
          <FactList
            facts={[
              { term: t('vpsDetail.facts.status'), value: <VpsStatusBadge status={server.status} /> },
              { term: t('vpsDetail.facts.hostname'), value: server.hostname ?? missing },
              {
                term: t('vpsDetail.facts.ipv4'),
                value: server.primaryIpv4 ? <IpAddress address={server.primaryIpv4} /> : missing,
              },
              {
                term: t('vpsDetail.facts.ipv6'),
                value: server.primaryIpv6 ? <IpAddress address={server.primaryIpv6} /> : missing,
              },
              { term: t('vpsDetail.facts.plan'), value: <VpsPlanText plan={server.plan} /> },
              { term: t('vpsDetail.facts.location'), value: server.region?.name ?? server.region?.code ?? missing },
              { term: t('vpsDetail.facts.os'), value: server.os ?? missing },
              { term: t('vpsDetail.facts.created'), value: <DateTime value={server.createdAt} /> },
              { term: t('vpsDetail.facts.id'), value: <code>{server.id}</code> },
            ]}
          />
        </>
      }
    />
  );
}
