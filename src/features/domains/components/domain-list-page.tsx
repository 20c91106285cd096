import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { DomainSummary } from '@/api/schemas/domains';
import { useMessages } from '@/i18n';
import { ButtonLink } from '@/ui/button';
import { useFormat } from '@/ui/format/use-format';
import { KitList, type KitBulkContext, type KitColumn } from '@/ui/kit-list';
import type { KitSelection } from '@/ui/kit-selection';
import { useKitPages } from '@/ui/kit-pages';
import { useDebouncedSearchParam } from '@/ui/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { StatusBadge } from '@/ui/status-badge';
import { domainQueries, fetchDomainPage } from '@/features/domains/api/domain-queries';
import { domainRefOf, type DomainSelection } from '@/features/domains/api/domain-selection';
import { domainStatusTones } from '@/features/domains/domain-labels';
import {
  domainStatusFilters,
  type DomainListFilter,
  type DomainStatusFilter,
} from '@/features/domains/domain-route-params';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { DomainTldField } from './domain-list-filters';
import { useDomainCsvColumns } from './domain-list-csv';

/** The bulk operations load when the selection bar first appears: none of their code is in the list's first screen. */
const DomainBulkActions = lazy(() =>
  import('./domain-bulk-actions').then((module) => ({ default: module.DomainBulkActions })),
);

const onOff = (value: boolean | null) => (value === true ? 'on' : value === false ? 'off' : 'unknown');
const statusOptions: readonly ('all' | DomainStatusFilter)[] = ['all', ...domainStatusFilters];

export interface DomainListPageProps {
  q: string | undefined;
  status: DomainStatusFilter | undefined;
  tld: string | undefined;
  sort: DomainListFilter['sort'];
}

/**
 * Every domain of the account (a reseller has 10,000) on the kit list: the server filters by text (as it is typed),
 * status and TLD and sorts by name or expiry (the column headers), 100 a page with "Show more"; all of it in the
 * URL. Rows can be picked one by one, or every domain matching the filter at once without reading them; the kit's
 * selection bar holds the bulk actions, each with its outcome per domain (the bulk dialogs).
 */
export function DomainListPage(props: DomainListPageProps) {
  const t = useMessages(domainsMessages);
  const format = useFormat();
  const queryClient = useQueryClient();

  // The text drives the query at every keystroke; the URL follows it SEARCH_DEBOUNCE_MS after the last one, as in
  // every list (the kit's hook: a URL changed from outside, "Clear filters" included, wins over a pending write).
  const [text, setText] = useDebouncedSearchParam(props.q);
  const filter = useMemo<DomainListFilter>(
    () => ({ q: text.trim() || undefined, status: props.status, tld: props.tld, sort: props.sort }),
    [text, props.status, props.tld, props.sort],
  );
  const filtered = filter.q !== undefined || filter.status !== undefined || filter.tld !== undefined;

  const onText = useCallback(
    (value: string) => {
      setText(value);
      const q = value.trim() || undefined;
      // The request at once (it is most of the wait, and the rows follow the text).
      if (q !== filter.q) void queryClient.prefetchInfiniteQuery(domainQueries.list({ ...filter, q }));
    },
    [setText, filter, queryClient],
  );

  const query = useInfiniteQuery({ ...domainQueries.list(filter), placeholderData: keepPreviousData });
  const pages = useKitPages(query);
  // The latest page's count (domains may come and go between pages); not the previous filter's while it shows.
  const lastPage = query.data?.pages[query.data.pages.length - 1];
  const matching = query.isPlaceholderData ? null : (lastPage?.total ?? null);
  // Every domain of the account, for "6 of 12" while filtered (without a filter the list's own total says it).
  const all = useQuery({ ...domainQueries.total(), enabled: filtered });
  const total = filtered ? (all.data ?? null) : matching;

  // The kit's "Download CSV" and "all matching": every page under the filter (100 a page).
  const csvColumns = useDomainCsvColumns();
  const readPage = useCallback(
    (cursor: string | undefined, signal: AbortSignal) => fetchDomainPage(filter, cursor, signal),
    [filter],
  );

  const columns = useMemo<KitColumn<DomainSummary>[]>(
    () => [
      {
        id: 'domain',
        header: t('domains.list.column.domain'),
        primary: true,
        sortKey: 'name',
        cell: (domain) => (
          <Link
            to="/domains/$domainId"
            params={{ domainId: domain.id }}
            className="data-table__title"
            title={domain.name}
          >
            {domain.name}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('domains.list.column.status'),
        cell: (domain) => (
          <StatusBadge tone={domainStatusTones[domain.serviceStatus]}>
            {t('domains.status', { status: domain.serviceStatus })}
          </StatusBadge>
        ),
      },
      {
        id: 'expires',
        header: t('domains.list.column.expires'),
        sortKey: 'expiresAt',
        cell: (domain) =>
          domain.expiresAt ? (
            <time dateTime={domain.expiresAt}>{format.date(domain.expiresAt)}</time>
          ) : (
            <span className="muted">{t('domains.expiry.none')}</span>
          ),
      },
      {
        id: 'autoRenew',
        header: t('domains.list.column.autoRenew'),
        cell: (domain) => t('domains.autoRenew', { state: onOff(domain.lifecycle.autoRenewEnabled) }),
      },
      {
        id: 'registrarLock',
        header: t('domains.list.column.registrarLock'),
        cell: (domain) => t('domains.registrarLock', { state: onOff(domain.lifecycle.registrarLockEnabled) }),
      },
    ],
    [t, format],
  );

  const rows = pages.rows;
  const selection = useMemo(
    () => ({
      name: (domain: DomainSummary) => domain.name,
      actions: (context: KitBulkContext<DomainSummary>) => (
        <DomainListBulk
          context={context}
          rows={rows}
          filter={filter}
          // Once the dialog that sent an operation (and showed its outcome per domain) is closed: the operation is
          // done with this selection, and the rows may have changed (auto-renew).
          onDone={() => {
            context.clear();
            void queryClient.invalidateQueries({ queryKey: domainQueries.lists() });
          }}
        />
      ),
    }),
    [rows, filter, queryClient],
  );

  return (
    <section className="page domain-list" aria-labelledby="domains-heading">
      <PageHeader
        headingId="domains-heading"
        title={t('domains.list.title')}
        actions={
          <>
            <ButtonLink to="/domains/new" variant="primary">
              {t('domains.list.register')}
            </ButtonLink>
            <ButtonLink to="/domains/transfer">{t('domains.list.transfer')}</ButtonLink>
          </>
        }
      />
      <KitList
        noun="domains"
        label={t('domains.filter.label')}
        caption={t('domains.list.caption', { filtered: filtered ? 'yes' : 'no' })}
        search={{ label: t('domains.filter.q'), q: filter.q, maxLength: 253, text, onText }}
        status={{
          label: t('domains.filter.status'),
          param: 'status',
          value: props.status ?? 'all',
          options: statusOptions.map((value) => ({
            value,
            label: value === 'all' ? t('domains.filter.anyStatus') : t('domains.status', { status: value }),
          })),
        }}
        fields={<DomainTldField tld={props.tld} />}
        filtered={props.tld !== undefined}
        sort={{ value: props.sort ?? 'name', defaultValue: 'name' }}
        columns={columns}
        rowKey={domainId}
        pages={pages}
        serverMatching={matching}
        total={total}
        readPage={readPage}
        csv={{ name: 'domains', columns: csvColumns }}
        selection={selection}
        empty={{
          title: t('domains.list.empty.heading'),
          body: <p className="muted">{t('domains.list.empty.body')}</p>,
        }}
        updating={query.isPlaceholderData}
        // 100 rows a page: the first screenful paints first (the list's figures at 10,000 domains, `npm run bench`).
        drawInSteps
        error={query.isError && !query.data ? { error: query.error, retry: () => void query.refetch() } : null}
        // A read-only key's reason once, in the toolbar, for every bulk action (issue 40).
        sayReadOnlyOnce
      />
    </section>
  );
}

const domainId = (domain: DomainSummary) => domain.id;

/**
 * What the bulk actions take: the domains picked one by one (their refs, with what each row says, in the order they
 * were picked: a new filter starts with nothing selected, so each is among the rows read), or every domain matching
 * the filter but those unticked.
 */
function domainSelectionOf(
  picked: KitSelection,
  filter: DomainListFilter,
  count: number | null,
  rows: readonly DomainSummary[],
): DomainSelection {
  if (picked.kind === 'matching') return { kind: 'matching', filter, except: picked.except, count };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    kind: 'some',
    domains: [...picked.ids].flatMap((id) => {
      const row = byId.get(id);
      return row ? [domainRefOf(row)] : [];
    }),
  };
}

/**
 * The bulk actions of the kit's selection bar, handed what they take: the domains picked one by one (their refs,
 * with what each row says), or every domain matching the list's filter but those unticked (read when an action
 * runs, page by page: selecting 10,000 costs nothing).
 */
function DomainListBulk({
  context,
  rows,
  filter,
  onDone,
}: {
  context: KitBulkContext<DomainSummary>;
  rows: readonly DomainSummary[];
  filter: DomainListFilter;
  onDone: () => void;
}) {
  const t = useMessages(domainsMessages);
  const { selection: picked, count } = context;
  // Made again only when the user's choice changes (or its count becomes known): an open dialog resolves the
  // selection it was given, and a refresh of the rows (an operation finished) must not make it start over.
  const [held, setHeld] = useState<{ picked: KitSelection; filter: DomainListFilter; selection: DomainSelection }>();
  let selection = held?.selection;
  if (
    !held ||
    held.picked !== picked ||
    held.filter !== filter ||
    (held.selection.kind === 'matching' && held.selection.count === null && count !== null)
  ) {
    selection = domainSelectionOf(picked, filter, count, rows);
    setHeld({ picked, filter, selection });
  }
  return (
    <Suspense
      fallback={
        <span className="muted" role="status">
          {t('domains.selection.loadingActions')}
        </span>
      }
    >
      {selection && <DomainBulkActions selection={selection} onDone={onDone} />}
    </Suspense>
  );
}
