import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { CsvDownload } from '@/ui/csv-download';
import { DroppedItemsNotice } from '@/ui/dropped-items-notice';
import { ListEmptyState, ListToolbar, useDebouncedSearchParam } from '@/ui/list-toolbar';
import { ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { domainQueries, fetchDomainPage } from '@/features/domains/api/domain-queries';
import { domainRefOf, type DomainRef } from '@/features/domains/api/domain-selection';
import type { DomainListFilter } from '@/features/domains/domain-route-params';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { DomainListFields } from './domain-list-filters';
import { useDomainCsvColumns } from './domain-list-csv';
import {
  emptySelection,
  forFilter,
  isEmpty,
  isSelected,
  loadedState,
  selectMatching,
  toDomainSelection,
  toggleLoaded,
  toggleRow,
  withTotal,
  type ListSelection,
} from './domain-list-selection';
import { DomainListSelectionBar } from './domain-list-selection-bar';
import { DomainListTable } from './domain-list-table';
import '@/features/domains/domains.css';
import { ReadOnlyReasonScope } from '@/ui/read-only-reason';

/**
 * Every domain of the account (a reseller has 10,000): filtered by text as it is typed, by status and TLD, sorted;
 * all of it in the URL. Rows are drawn as they come into view and loaded a page (100) at a time as the user
 * scrolls. Rows can be picked one by one, or every domain matching the filter at once without loading them; the
 * bar under the list says how many and holds the bulk actions.
 */
export function DomainListPage(props: DomainListFilter) {
  const t = useMessages(domainsMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The text drives the query at every keystroke; the URL follows it SEARCH_DEBOUNCE_MS after the last one, as in
  // every list (the kit's hook: a URL changed from outside, "Clear filters" included, wins over a pending write).
  const [text, setText] = useDebouncedSearchParam(props.q);
  const filter = useMemo<DomainListFilter>(
    () => ({ q: text.trim() || undefined, status: props.status, tld: props.tld, sort: props.sort }),
    [text, props.status, props.tld, props.sort],
  );
  const filtered = filter.q !== undefined || filter.status !== undefined || filter.tld !== undefined;

  const onText = (value: string) => {
    setText(value);
    const q = value.trim() || undefined;
    // The request at once (it is most of the wait, and the rows follow the text).
    if (q !== filter.q) void queryClient.prefetchInfiniteQuery(domainQueries.list({ ...filter, q }));
  };
  const onChange = (next: Pick<DomainListFilter, 'status' | 'tld' | 'sort'>) =>
    void navigate({ to: '/domains', search: { q: filter.q, ...next } });

  const query = useInfiniteQuery({ ...domainQueries.list(filter), placeholderData: keepPreviousData });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  // Rows the server sent malformed, over every page loaded: said above the list, so it never looks complete.
  const dropped = data?.pages.reduce((sum, page) => sum + page.dropped, 0) ?? 0;
  const refs = useMemo<DomainRef[]>(() => rows.map(domainRefOf), [rows]);
  // The latest page's count: domains may come and go while the user scrolls.
  const total = data?.pages[data.pages.length - 1]?.total ?? null;
  const shownTotal = query.isPlaceholderData ? null : total;

  // The selection follows the filter (see `forFilter`: "all matching" is cleared by a new text, status or TLD).
  const [stored, setStored] = useState<ListSelection>(emptySelection);
  const current = forFilter(stored, filter);
  if (current !== stored) setStored(current);
  const selection = withTotal(current, filter, shownTotal);
  const update = useCallback(
    (change: (selection: ListSelection) => ListSelection) =>
      setStored((previous) => change(forFilter(previous, filter))),
    [filter],
  );
  const onToggle = useCallback(
    (ref: DomainRef, selected: boolean) => update((s) => toggleRow(s, ref, selected)),
    [update],
  );
  const selected = useCallback((id: string) => isSelected(selection, id), [selection]);
  const bulkSelection = useMemo(() => toDomainSelection(selection), [selection]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  // The kit's "Download CSV": every page under the filter (100 a page), the count of the server's `total`.
  const csvColumns = useDomainCsvColumns();
  const readPage = useCallback(
    (cursor: string | undefined, signal: AbortSignal) => fetchDomainPage(filter, cursor, signal),
    [filter],
  );

  const showSelectAll = !(selection.kind === 'matching' && selection.except.size === 0);
  // Every domain of the account, for "6 of 12" while filtered (without a filter the list's own total says it).
  const all = useQuery({ ...domainQueries.total(), enabled: filtered });
  const allTotal = filtered ? (all.data ?? null) : shownTotal;

  return (
    // A read-only key's reason once, in the toolbar, for every bulk action (issue 40).
    <ReadOnlyReasonScope>
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
        <ListToolbar
          label={t('domains.filter.label')}
          search={{ label: t('domains.filter.q'), q: props.q, maxLength: 253, text, onText }}
          fields={<DomainListFields filter={filter} onChange={onChange} />}
          count={{
            noun: 'domains',
            shown: rows.length,
            matching: shownTotal,
            total: allTotal,
            filtered,
            updating: query.isPlaceholderData,
          }}
          countActions={
            <div className="kit-list__actions">
              {showSelectAll && rows.length > 0 && (
                <Button
                  size="small"
                  disabled={query.isPlaceholderData}
                  onClick={() => setStored(selectMatching(filter, shownTotal))}
                >
                  {t('domains.list.selectAllMatching')}
                </Button>
              )}
              <CsvDownload csv={{ name: 'domains', columns: csvColumns, readPage, expected: shownTotal }} />
            </div>
          }
        />
        {/* Not for the previous filter's rows, shown while the new ones load. */}
        <DroppedItemsNotice count={query.isPlaceholderData ? 0 : dropped} />

        {query.isError && !data ? (
          <ProblemAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 && !query.isPlaceholderData ? (
          <ListEmptyState noun="domains" filtered={filtered} title={t('domains.list.empty.heading')} keep={['sort']}>
            <p className="muted">{t('domains.list.empty.body')}</p>
          </ListEmptyState>
        ) : (
          <>
            <DomainListTable
              caption={t('domains.list.caption', { filtered: filtered ? 'yes' : 'no' })}
              rows={rows}
              total={query.isPlaceholderData ? null : total}
              hasNextPage={hasNextPage}
              isFetchingNextPage={isFetchingNextPage}
              fetchNextPage={loadMore}
              busy={query.isPlaceholderData}
              isSelected={selected}
              onToggle={onToggle}
              loadedState={loadedState(selection, refs)}
              onToggleLoaded={() => update((s) => toggleLoaded(s, refs))}
            />
            <div className="domain-list__end">
              {query.isFetchNextPageError ? (
                <ProblemAlert error={query.error} onRetry={loadMore} />
              ) : isFetchingNextPage ? (
                <p className="muted" role="status">
                  {t('domains.list.loadingMore')}
                </p>
              ) : hasNextPage ? (
                // The rows load by themselves as the end comes into view; this is the same for keyboards and screen
                // readers, which do not scroll.
                <Button onClick={loadMore}>{t('domains.list.loadMore')}</Button>
              ) : (
                <p className="muted">{t('domains.list.allLoaded', { filtered: filtered ? 'yes' : 'no' })}</p>
              )}
            </div>
          </>
        )}

        {!isEmpty(selection) && (
          <DomainListSelectionBar
            selection={bulkSelection}
            except={selection.kind === 'matching' ? selection.except.size : 0}
            onClear={() => setStored(emptySelection)}
            // Called once the dialog that sent an operation (and showed its outcome) is closed: the operation is done
            // with this selection, and the rows may have changed (auto-renew).
            onDone={() => {
              setStored(emptySelection);
              void queryClient.invalidateQueries({ queryKey: domainQueries.lists() });
            }}
          />
        )}
      </section>
    </ReadOnlyReasonScope>
  );
}
