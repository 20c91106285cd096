import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { HostingAccountSummary } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { csvAmount, csvDate } from '@/ui/csv';
import type { KitCsvColumn } from '@/ui/csv-download';
import { useFormat } from '@/ui/format/use-format';
import { KitList, type KitColumn } from '@/ui/kit-list';
import { useKitPages } from '@/ui/kit-pages';
import { matchesSearch } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { hostingQueries } from '@/features/hosting/api/hosting-queries';
import { hostingStatusFilters, type HostingStatusFilter } from '@/features/hosting/hosting-route-params';
import { hostingMessages } from '@/features/hosting/messages/catalog';
import { BillingText, HostingStatusBadge, PinnedMark, TagList } from './hosting-status';
import '@/features/hosting/hosting.css';

/** The words of an account the text filter looks in. */
function searchableText(account: HostingAccountSummary): (string | null | undefined)[] {
  return [account.name, account.customName, account.primaryDomain, ...account.domains, ...account.tags];
}

/**
 * Every shared-hosting account of the customer on the kit list, pinned ones first (the server's order, said with
 * `aria-sort` on the account). The status select is the server's filter; the text filters the rows read on the
 * client (the API names no text filter: ledger "List filters"). Both live in the URL; "Show more" reads the next
 * page.
 */
export function HostingListPage({ q, status }: { q: string | undefined; status: HostingStatusFilter | undefined }) {
  const t = useMessages(hostingMessages);
  const k = useMessages();
  const format = useFormat();
  // The route's loader reads the first page before the screen shows; drawn at build time (src/boot/prerender.tsx)
  // the page has none yet, and the list says it is loading where its rows will be.
  const query = useInfiniteQuery(hostingQueries.listPages({ status }));
  const pages = useKitPages(query);
  const filtered = status !== undefined || q !== undefined;
  const counted = useQuery({ ...hostingQueries.total(), enabled: filtered || pages.hasMore });
  const total = filtered || pages.hasMore ? (counted.data ?? null) : null;
  const match = useCallback((account: HostingAccountSummary) => matchesSearch(q, searchableText(account)), [q]);
  const readPage = useMemo(() => hostingQueries.readExportPage({ status }), [status]);

  const csvColumns = useMemo<KitCsvColumn<HostingAccountSummary>[]>(
    () => [
      { header: t('hosting.list.column.account'), value: (account) => account.name },
      { header: t('hosting.list.csv.domain'), value: (account) => account.primaryDomain },
      {
        header: t('hosting.list.column.status'),
        value: (account) => t('hosting.status', { status: account.serviceStatus }),
      },
      { header: t('hosting.list.column.billing'), value: (account) => csvAmount(account.billing.amount) },
      { header: k('kit.csv.column.currency'), value: (account) => account.billing.currencyCode },
      {
        header: t('hosting.list.csv.cycle'),
        value: (account) => t('hosting.list.csv.cycleValue', { cycle: account.billing.billingCycle ?? 'none' }),
      },
      { header: t('hosting.list.column.nextDue'), value: (account) => csvDate(account.nextDueAt) },
      { header: t('hosting.list.column.tags'), value: (account) => account.tags.join('; ') },
      { header: k('kit.csv.column.id'), value: (account) => account.id },
    ],
    [t, k],
  );

  const columns = useMemo<KitColumn<HostingAccountSummary>[]>(
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

  const statusOptions = useMemo(
    () => [
      { value: 'all', label: t('hosting.list.filter.all') },
      ...hostingStatusFilters.map((value) => ({ value, label: t('hosting.status', { status: value }) })),
    ],
    [t],
  );

  return (
    <section className="page" aria-labelledby="hosting-heading">
      <PageHeader headingId="hosting-heading" title={t('hosting.list.title')} />
      <KitList
        noun="hostingAccounts"
        label={t('hosting.list.search.label')}
        caption={t('hosting.list.caption', { filtered: filtered ? 'yes' : 'no', page: 'first' })}
        search={{ label: t('hosting.list.search.q'), q, maxLength: 100 }}
        status={{ param: 'status', value: status ?? 'all', options: statusOptions }}
        filtered={false}
        orderedBy={{ column: 'account', direction: 'ascending' }}
        columns={columns}
        rowKey={(account) => account.id}
        pages={pages}
        match={match}
        total={total}
        readPage={readPage}
        csv={{ name: 'hosting-accounts', columns: csvColumns }}
        empty={{
          title: t('hosting.list.empty.heading'),
          body: <p className="muted">{t('hosting.list.empty.body')}</p>,
        }}
        sayReadOnlyOnce
      />
    </section>
  );
}
