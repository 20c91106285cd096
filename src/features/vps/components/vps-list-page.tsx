import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type VpsSummary } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import type { KitCsvColumn } from '@/ui/csv-download';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { PageHeader } from '@/ui/page-header';
import { vpsQueries } from '@/features/vps/api/vps-queries';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { vpsStatusFilters, type VpsStatusFilter } from '@/features/vps/vps-route-params';
import { IpAddress, VpsPlanText, VpsStatusBadge } from './vps-status';
import '@/features/vps/vps.css';

/**
 * Every server of the account on the kit list: found by name or address (the server's search), narrowed by the
 * status select; both in the URL. The server orders them by name only (said with `aria-sort`, no sort buttons);
 * "Show more" reads the next page.
 */
export function VpsListPage({ q, status }: { q: string | undefined; status: VpsStatusFilter | undefined }) {
  const t = useMessages(vpsMessages);
  const k = useMessages();
  // The route's loader reads the first page before the screen shows; drawn at build time (src/boot/prerender.tsx)
  // the page has none yet, and the list says it is loading where its rows will be.
  const query = useInfiniteQuery(vpsQueries.listPages({ q, status }));
  const pages = useKitPages(query);
  const filtered = q !== undefined || status !== undefined;
  // Without a filter, every page read is the total; else one more read counts them (it does not hold the list).
  const counted = useQuery({ ...vpsQueries.total(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const readPage = useMemo(() => vpsQueries.readExportPage({ q, status }), [q, status]);

  const csvColumns = useMemo<KitCsvColumn<VpsSummary>[]>(
    () => [
      { header: t('vps.list.column.server'), value: (server) => vpsName(server) },
      { header: t('vps.list.csv.hostname'), value: (server) => server.hostname },
      { header: t('vps.list.column.status'), value: (server) => t('vps.status', { status: server.status }) },
      { header: t('vps.list.csv.ipv4'), value: (server) => server.primaryIpv4 },
      { header: t('vps.list.csv.ipv6'), value: (server) => server.primaryIpv6 },
      { header: t('vps.list.column.plan'), value: (server) => server.plan?.name },
      { header: t('vps.list.column.location'), value: (server) => server.region?.name ?? server.region?.code },
      { header: k('kit.csv.column.id'), value: (server) => server.id },
    ],
    [t, k],
  );

  const columns = useMemo<KitColumn<VpsSummary>[]>(
    () => [
      {
        id: 'server',
        header: t('vps.list.column.server'),
        primary: true,
        cell: (server) => (
          <>
            <Link to="/vps/$vpsId" params={{ vpsId: server.id }} className="data-table__title">
              {vpsName(server)}
            </Link>
            {server.hostname && <span className="data-table__sub">{server.hostname}</span>}
          </>
        ),
      },
      {
        id: 'status',
        header: t('vps.list.column.status'),
        cell: (server) => <VpsStatusBadge status={server.status} />,
      },
      {
        id: 'addresses',
        header: t('vps.list.column.addresses'),
        cell: (server) =>
          server.primaryIpv4 || server.primaryIpv6 ? (
            <span className="vps-ip-list">
              {server.primaryIpv4 && <IpAddress address={server.primaryIpv4} />}
              {server.primaryIpv6 && <IpAddress address={server.primaryIpv6} />}
            </span>
          ) : (
            <span className="muted">{t('vps.ip.none')}</span>
          ),
      },
      {
        id: 'plan',
        header: t('vps.list.column.plan'),
        cell: (server) => <VpsPlanText plan={server.plan} />,
      },
      {
        id: 'location',
        header: t('vps.list.column.location'),
        cell: (server) => server.region?.name ?? server.region?.code ?? t('value.missing'),
      },
    ],
    [t],
  );

  const statusOptions = useMemo(
    () => [
      { value: 'all', label: t('vps.list.search.anyStatus') },
      ...vpsStatusFilters.map((value) => ({ value, label: t('vps.status', { status: value }) })),
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="vps-heading">
      <PageHeader
        headingId="vps-heading"
        title={t('vps.list.title')}
        actions={
          <ButtonLink to="/vps/new" search={{ plan: '', location: '' }} variant="primary">
            {t('vps.list.order')}
          </ButtonLink>
        }
      />
      <KitList
        noun="servers"
        label={t('vps.list.search.label')}
        caption={t('vps.list.caption', { filtered: filtered ? 'yes' : 'no', page: 'first' })}
        search={{ label: t('vps.list.search.q'), q, maxLength: 100 }}
        status={{ label: t('vps.list.search.status'), param: 'status', value: status ?? 'all', options: statusOptions }}
        filtered={false}
        orderedBy={{ column: 'server', direction: 'ascending' }}
        columns={columns}
        rowKey={(server) => server.id}
        pages={pages}
        total={total}
        readPage={readPage}
        csv={{ name: 'servers', columns: csvColumns }}
        empty={{ title: t('vps.list.empty.heading'), body: <p className="muted">{t('vps.list.empty.body')}</p> }}
        sayReadOnlyOnce
      />
    </section>
  );
}
