import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { HostingAccountSummary } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { FilterTabs } from '@/ui/filter-tabs';
import { useFormat } from '@/ui/format/use-format';
import { ListEmptyState, ListToolbar, matchesSearch, matchingOnPage } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { hostingQueries, type HostingListParams } from '@/features/hosting/api/hosting-queries';
import { hostingStatusFilters } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import { BillingText, HostingStatusBadge, PinnedMark, TagList } from './hosting-status';
import '@/features/hosting/hosting.css';

/**
 * Every shared-hosting account of the customer, pinned ones first (the server's order). The status filter is the
 * server's; the text filters the page on the client (the API names no text filter: ledger "List filters"). Both
 * live in the URL.
 */
export function HostingListPage({ q, status, cursor }: HostingListParams & { q: string | undefined }) {
  const t = useMessages(hostingMessages);
  const format = useFormat();
  const { data: page } = useSuspenseQuery(hostingQueries.list({ status, cursor }));
  const filtered = status !== undefined || q !== undefined ? 'yes' : 'no';
  const rows = useMemo(
    () =>
      page.data.filter((account) =>
        matchesSearch(q, [
          account.name,
          account.customName,
          account.primaryDomain,
          ...account.domains,
          ...account.tags,
        ]),
      ),
    [page.data, q],
  );
  const complete = matchingOnPage(page, cursor) !== null;
  const matching = complete ? rows.length + (q === undefined ? page.dropped : 0) : null;
  const counted = useQuery({ ...hostingQueries.total(), enabled: filtered === 'yes' || !complete });
  const total = filtered === 'no' && matching !== null ? matching : (counted.data ?? null);

  const columns = useMemo<Column<HostingAccountSummary>[]>(
    () => [
      {
        id: 'account',
        header: t('hosting.list.column.account'),
        primary: true,
        cell: (account) => (
          <>
            <Link to="/hosting/$accountId" params={{ accountId: account.id }} className="data-table__title">
              {account.name}
            </Link>
            {account.pinned && <PinnedMark />}
            {account.primaryDomain && account.primaryDomain !== account.name && (
              <span className="data-table__sub">{account.primaryDomain}</span>
            )}
          </>
        ),
      },
      {
        id: 'status',
        header: t('hosting.list.column.status'),
        cell: (account) => (
          <>
            <HostingStatusBadge status={account.serviceStatus} />
            {account.cancellation?.effectiveAt && account.serviceStatus === 'active' && (
              <span className="hosting-ends">
                {' '}
                {t('hosting.list.ends', { date: format.date(account.cancellation.effectiveAt) })}
              </span>
            )}
          </>
        ),
      },
      {
        id: 'billing',
        header: t('hosting.list.column.billing'),
        cell: (account) => <BillingText billing={account.billing} status={account.serviceStatus} />,
      },
      {
        id: 'due',
        header: t('hosting.list.column.nextDue'),
        cell: (account) => (account.nextDueAt ? format.date(account.nextDueAt) : t('hosting.date.none')),
      },
      {
        id: 'tags',
        header: t('hosting.list.column.tags'),
        cell: (account) => <TagList tags={account.tags} />,
      },
    ],
    [t, format],
  );

  return (
    <section className="page" aria-labelledby="hosting-heading">
      <PageHeader headingId="hosting-heading" title={t('hosting.list.title')} />
      <ListToolbar
        label={t('hosting.list.search.label')}
        search={{ label: t('hosting.list.search.q'), q, maxLength: 100 }}
        filters={
          <FilterTabs
            label={t('hosting.list.filter.label')}
            param="status"
            value={status ?? 'all'}
            options={[
              { value: 'all', label: t('hosting.list.filter.all') },
              ...hostingStatusFilters.map((value) => ({ value, label: t('hosting.status', { status: value }) })),
            ]}
          />
        }
        count={{ noun: 'hostingAccounts', shown: rows.length, matching, total, filtered: filtered === 'yes' }}
      />
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('hosting.list.caption', { filtered, page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={rows}
        rowKey={(account) => account.id}
        empty={
          <ListEmptyState noun="hostingAccounts" filtered={filtered === 'yes'} title={t('hosting.list.empty.heading')}>
            <p className="muted">{t('hosting.list.empty.body')}</p>
          </ListEmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}
