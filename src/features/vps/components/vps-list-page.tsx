import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, type FormEvent } from 'react';
import { type VpsSummary } from '@/api/schemas/vps';
import { useMessages } from '@/i18n';
import { Button, ButtonLink } from '@/ui/button';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { SelectField, TextField } from '@/ui/fields';
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
      <PageHeader headingId="vps-heading" title={t('vps.list.title')} />
      {/* Remounted when the URL changes (back button, clear), so the fields always show the filter in force. */}
      <VpsSearchForm key={`${q ?? ''}|${status ?? ''}`} q={q} status={status} />
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
          <EmptyState title={t('vps.list.empty.heading', { filtered })}>
            <p className="muted">{t('vps.list.empty.body', { filtered })}</p>
            {filtered === 'yes' && <ButtonLink to="/vps">{t('vps.list.search.clear')}</ButtonLink>}
          </EmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}

function VpsSearchForm({ q, status }: Pick<VpsListParams, 'q' | 'status'>) {
  const t = useMessages(vpsMessages);
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = String(data.get('q') ?? '').trim();
    const chosen = String(data.get('status') ?? '');
    void navigate({
      to: '/vps',
      search: { q: text || undefined, status: isStatusFilter(chosen) ? chosen : undefined, cursor: undefined },
    });
  }

  return (
    <form role="search" aria-label={t('vps.list.search.label')} className="vps-search" onSubmit={onSubmit}>
      <TextField
        label={t('vps.list.search.q')}
        name="q"
        type="search"
        defaultValue={q ?? ''}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField label={t('vps.list.search.status')} name="status" defaultValue={status ?? ''}>
        <option value="">{t('vps.list.search.anyStatus')}</option>
        {vpsStatusFilters.map((value) => (
          <option key={value} value={value}>
            {t('vps.status', { status: value })}
          </option>
        ))}
      </SelectField>
      <div className="vps-search__actions">
        <Button type="submit" variant="primary">
          {t('vps.list.search.submit')}
        </Button>
        {(q !== undefined || status !== undefined) && (
          <ButtonLink to="/vps" variant="ghost">
            {t('vps.list.search.clear')}
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
