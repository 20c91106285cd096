import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type VpsSummary } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { SelectField } from '@/ui/fields';
import { ListEmptyState, ListToolbar, matchingOnPage } from '@/ui/list-toolbar';
import { ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { vpsQueries, type VpsListParams } from '@/features/vps/api/vps-queries';
import { vpsMessages } from '@/features/vps/messages/catalog';
import { vpsName } from '@/features/vps/vps-labels';
import { vpsStatusFilters, type VpsStatusFilter } from '@/features/vps/vps-route-params';
import { IpAddress, VpsPlanText, VpsStatusBadge } from './vps-status';
import '@/features/vps/vps.css';

function isStatusFilter(value: string): value is VpsStatusFilter {
  return (vpsStatusFilters as readonly string[]).includes(value);
}

/** Every server of the account: find one by name or address, narrow by status; both live in the URL. */
export function VpsListPage({ q, status, cursor }: VpsListParams) {
  const t = useMessages(vpsMessages);
  const { data: page, isFetching } = useSuspenseQuery(vpsQueries.list({ q, status, cursor }));
  const filtered = q !== undefined || status !== undefined ? 'yes' : 'no';
  const matching = matchingOnPage(page, cursor);
  // Without a filter, a complete first page is the total; else one more read counts them (it does not hold the list).
  const counted = useQuery({ ...vpsQueries.total(), enabled: filtered === 'yes' || matching === null });
  const total = filtered === 'no' && matching !== null ? matching : (counted.data ?? null);

  const columns = useMemo<Column<VpsSummary>[]>(
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
      <ListToolbar
        label={t('vps.list.search.label')}
        search={{ label: t('vps.list.search.q'), q, maxLength: 100 }}
        fields={<VpsStatusSelect status={status} />}
        count={{ noun: 'servers', shown: page.data.length, matching, total, filtered: filtered === 'yes' }}
      />
      <div aria-live="polite" className="visually-hidden">
        {isFetching ? t('vps.list.updating') : ''}
      </div>
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('vps.list.caption', { filtered, page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={page.data}
        rowKey={(server) => server.id}
        empty={
          <ListEmptyState noun="servers" filtered={filtered === 'yes'} title={t('vps.list.empty.heading')}>
            <p className="muted">{t('vps.list.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}

/** The status filter: applies as it is chosen, like the text (no submit). */
function VpsStatusSelect({ status }: Pick<VpsListParams, 'status'>) {
  const t = useMessages(vpsMessages);
  const navigate = useNavigate();
  return (
    <SelectField
      label={t('vps.list.search.status')}
      value={status ?? ''}
      onChange={(event) => {
        const chosen = event.target.value;
        void navigate({
          to: '/vps',
          search: (prev) => ({ ...prev, status: isStatusFilter(chosen) ? chosen : undefined, cursor: undefined }),
        });
      }}
    >
      <option value="">{t('vps.list.search.anyStatus')}</option>
      {vpsStatusFilters.map((value) => (
        <option key={value} value={value}>
          {t('vps.status', { status: value })}
        </option>
      ))}
    </SelectField>
  );
}
