import { Link } from '@tanstack/react-router';
import { Suspense, useId } from 'react';
import type { Vps } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { DetailLayout } from '@/ui/detail-layout';
import { FactList } from '@/ui/fact-list';
import { DateTime } from '@/ui/format/date-time';
import { useFormat } from '@/ui/format/use-format';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';
import { VpsPowerMenu } from './vps-power-menu';
import { VpsRecovery } from './vps-recovery';
import { vpsPlanPanel } from './vps-sections';
import { IpAddress, VpsStatusBadge } from './vps-status';

/**
 * The overview leads with what customers look for: the status with the Power menu beside it, the addresses (each
 * with a copy button: on a phone they are on the first screen), the plan and what it gives (a small summary from
 * the server already read, with the way to its usage over time), how it is paid for and the way to change it. The rest of the facts follow at the side.
 */
export function VpsOverview({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const missing = <span className="muted">{t('value.missing')}</span>;
  return (
    <DetailLayout
      sideLabel={t('vpsDetail.facts.label')}
      main={
        <div className="vps-overview">
          <VpsPowerMenu
            server={server}
            lead={
              <span className="vps-overview__status">
                {t('vpsDetail.facts.status')} <VpsStatusBadge status={server.status} />
              </span>
            }
          />
          <VpsAddresses server={server} />
          <VpsRecovery server={server} />
          <VpsPlanSummary server={server} />
        </div>
      }
      side={
        <>
          <h2 className="h3">{t('vpsDetail.facts.label')}</h2>
          <FactList
            facts={[
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

/** Where the server answers: its primary IPv4 and IPv6 and its hostname, each copied with one press. */
function VpsAddresses({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const missing = <span className="muted">{t('value.missing')}</span>;
  return (
    <section className="vps-overview__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h3">
        {t('vpsDetail.overview.addresses')}
      </h2>
      <FactList
        facts={[
          {
            term: t('vpsDetail.facts.ipv4'),
            value: server.primaryIpv4 ? <IpAddress address={server.primaryIpv4} /> : missing,
          },
          {
            term: t('vpsDetail.facts.ipv6'),
            value: server.primaryIpv6 ? <IpAddress address={server.primaryIpv6} /> : missing,
          },
          {
            term: t('vpsDetail.facts.hostname'),
            value: server.hostname ? <IpAddress address={server.hostname} /> : missing,
          },
        ]}
      />
      <p className="vps-overview__more">
        <Link to="/vps/$vpsId" params={{ vpsId: server.id }} search={{ tab: 'network' }}>
          {t('vpsDetail.overview.allAddresses')}
        </Link>
      </p>
    </section>
  );
}

/** The plan and what it gives (from the server already read: no extra request), and where its usage is shown. */
function VpsPlanSummary({ server }: { server: Vps }) {
  const t = useMessages(vpsDetailMessages);
  const format = useFormat();
  const id = useId();
  const { plan } = server;
  const missing = <span className="muted">{t('value.missing')}</span>;
  return (
    <section className="vps-overview__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h3">
        {t('vpsDetail.overview.plan')}
      </h2>
      <FactList
        facts={[
          { term: t('vpsDetail.facts.plan'), value: plan?.name ?? missing },
          {
            term: t('vpsDetail.overview.cpu'),
            value: plan?.cpuCores != null ? t('vpsDetail.overview.cpuValue', { count: plan.cpuCores }) : missing,
          },
          {
            term: t('vpsDetail.overview.memory'),
            value:
              plan?.memoryGb != null ? t('vpsDetail.overview.gb', { size: format.number(plan.memoryGb) }) : missing,
          },
          {
            term: t('vpsDetail.overview.disk'),
            value: plan?.diskGb != null ? t('vpsDetail.overview.gb', { size: format.number(plan.diskGb) }) : missing,
          },
        ]}
      />
      <p className="vps-overview__more">
        <Link to="/vps/$vpsId" params={{ vpsId: server.id }} search={{ tab: 'metrics' }}>
          {t('vpsDetail.overview.usage')}
        </Link>
      </p>
      <Suspense fallback={null}>
        <vpsPlanPanel.Component server={server} />
      </Suspense>
    </section>
  );
}
