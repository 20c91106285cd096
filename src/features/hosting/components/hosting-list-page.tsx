import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { HostingAccountSummary } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { CursorPager } from '@/ui/cursor-pager';
import { DataTable, type Column } from '@/ui/data-table';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { EmptyState } from '@/ui/empty-state';
import { FilterTabs } from '@/ui/filter-tabs';
import { useFormat } from '@/ui/format/use-format';
import { PageHeader } from '@/ui/page-header';
import { hostingQueries, type HostingListParams } from '@/features/hosting/api/hosting-queries';
import { hostingStatusFilters } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import { BillingText, HostingStatusBadge, PinnedMark, TagList } from './hosting-status';
import '@/features/hosting/hosting.css';
import { ButtonLink } from '@/ui/button';

/** Every shared-hosting account of the customer, pinned ones first (the server's order); status filter in the URL. */
export function HostingListPage({ status, cursor }: HostingListParams) {
  const t = useMessages(hostingMessages);
  const format = useFormat();
  const { data: page } = useSuspenseQuery(hostingQueries.list({ status, cursor }));
  const filtered = status !== undefined ? 'yes' : 'no';

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
        cell: (account) => <HostingStatusBadge status={account.serviceStatus} />,
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
      <FilterTabs
        label={t('hosting.list.filter.label')}
        param="status"
        value={status ?? 'all'}
        options={[
          { value: 'all', label: t('hosting.list.filter.all') },
          ...hostingStatusFilters.map((value) => ({ value, label: t('hosting.status', { status: value }) })),
        ]}
      />
      <DroppedItemsNotice count={page.dropped} />
      <DataTable
        caption={t('hosting.list.caption', { filtered, page: cursor ? 'later' : 'first' })}
        columns={columns}
        rows={page.data}
        rowKey={(account) => account.id}
        empty={
          <EmptyState title={t('hosting.list.empty.heading', { filtered })}>
            <p className="muted">{t('hosting.list.empty.body', { filtered })}</p>
            {filtered === 'yes' && <ButtonLink to="/hosting">{t('hosting.list.filter.clear')}</ButtonLink>}
          </EmptyState>
        }
      />
      <CursorPager cursor={cursor} nextCursor={page.hasMore ? page.nextCursor : null} />
    </section>
  );
}
