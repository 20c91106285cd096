import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '@/i18n';
import { Button } from './button';
import { readAllPages } from './csv';
import { CsvDownload, type KitCsvColumn } from './csv-download';
import { DataTable, type Column } from './data-table';
import { DroppedItemsNotice } from './dropped-items-notice';
import { SelectField } from './fields';
import type { CursorPage, KitPages } from './kit-pages';
import { nextSort, sortDirection } from './kit-sort-rules';
import {
  emptyKitSelection,
  isRowSelected,
  isSelectionEmpty,
  selectAllMatching,
  selectedCount,
  selectedRows,
  selectionFor,
  shownState,
  toggleKitRow,
  toggleShown,
  type KitSelection,
} from './kit-selection';
import { useFormat } from './format/use-format';
import { ListEmptyState, ListToolbar, type ListNoun, type ListSearch } from './list-toolbar';
import { ProblemAlert } from './problem-alert';
import { ReadOnlyReasonScope } from './read-only-reason';
import './list-controls.css';

/**
 * The kit list: every list of the panel is one of these, so each behaves the same (issue 40, "One list").
 *
 * - **Toolbar**: a text search where the list has text (`search`), the status as ONE kind of control everywhere, a
 *   select (`status`: lists have 2 to 12 statuses; a select fits them all at 390 px, reads as "Status, Paid" and
 *   changes with the arrow keys), the list's other selects (`fields`), the count of what the filters match (read
 *   out when it changes), "Download CSV" (`csv`) and "Select all matching" (`selection`).
 * - **Sort**: where the server sorts (or the list is whole on the client), the sortable column headers are buttons
 *   and the sorted one carries `aria-sort`; a list the server orders one way only says so with `aria-sort` on that
 *   column (`orderedBy`), no button that would sort only the rows read.
 * - **Paging: "Show more"**, one style in every list. The API's cursors go forward only (no page numbers, no way
 *   back but the start), so numbered pages are impossible and "Next page" throws away the rows read, a selection's
 *   context and the reader's place; endless scroll cannot be reached by keyboard past the list, hides the footer
 *   and announces nothing. A button after the rows appends the next page: focus stays on it, the count ("200
 *   shown") is read out, and when nothing is left it says so where the focus was.
 * - **Empty**: "No orders yet" (nothing exists, the list's words) or "No orders match" with "Clear filters".
 * - **URL**: the search text, status, other filters and sort are the route's search params (bookmarkable, back
 *   button); how many pages were read is not: a link opens a list at its start.
 * - **Big pages** (the domains: 100 a page, 10,000 in all): the server filters and sorts and says how many match
 *   (`serverMatching`), the text may drive the query at each keystroke (`search.text`/`onText`), and a new page is
 *   drawn in two steps (`drawInSteps`), the first screenful first.
 * - **Selection** (where the area has bulk actions): a checkbox per row, one for the rows shown, "Select all
 *   matching" (every row under the filter, not only those read), and a bar with the count and the actions; an
 *   action reads the rows it acts on (`readSelected`) and says its outcome per item (`KitOutcomes`).
 */
export interface KitColumn<Row> extends Column<Row> {
  /** The sort value that orders this column ascending (descending is `-` before it), where the list sorts. */
  sortKey?: string;
}

export interface KitStatusOption {
  value: string;
  label: string;
}

/** The status filter: a select whose choice is the route's `param` (the first option is "all"). */
export interface KitStatus {
  label?: string;
  param: string;
  value: string;
  options: readonly KitStatusOption[];
}

export interface KitSelectionConfig<Row> {
  /** The words of a row for its checkbox: "Select {name}". */
  name: (row: Row) => string;
  /** Rows an action cannot apply to have no checkbox. */
  selectable?: (row: Row) => boolean;
  /** The bulk actions, in the selection bar. */
  actions: (context: KitBulkContext<Row>) => ReactNode;
}

export interface KitBulkContext<Row> {
  /** How many are selected; null when "all matching" and the count is not known yet. */
  count: number | null;
  selection: KitSelection;
  /** The selected rows, every page read when "all matching" (what a bulk action acts on). */
  readSelected: (signal: AbortSignal) => Promise<Row[]>;
  clear: () => void;
}

export interface KitListProps<Row> {
  noun: ListNoun;
  /** Names the toolbar's search region: "Find orders". */
  label: string;
  /** The table's (visually hidden) caption. */
  caption: string;
  /**
   * The text search. Without `match` the server filters by the text (the domains' `name`): its `serverMatching` is
   * the count while searching too. A list that asks the server at each keystroke holds the text itself (`text`,
   * `onText`: `useDebouncedSearchParam`), so the rows follow the text before the URL does.
   */
  search?: ListSearch;
  status?: KitStatus;
  /** More selects in the toolbar (an order's type). */
  fields?: ReactNode;
  /** A filter other than the text and status is in force (the toolbar's count and the empty state say so). */
  filtered: boolean;
  /** The sort in the URL's `sort` (`name`, `-name`), and the one used when it is absent. */
  sort?: { value: string; defaultValue: string };
  /** The column the server orders the rows by, when it orders them one way only. */
  orderedBy?: { column: string; direction: 'ascending' | 'descending' };
  columns: readonly KitColumn<Row>[];
  rowKey: (row: Row) => string;
  pages: KitPages<Row>;
  /** The list's filter on the client (its text search), for the rows shown and the CSV alike. */
  match?: (row: Row) => boolean;
  /**
   * How many rows match on the server, when it says (the domains' `total`); else counted once every page is read.
   * A text search on the client (`match`) is not in it, so while one is in force the list counts the rows itself.
   */
  serverMatching?: number | null;
  /** How many rows there are without a filter, when known. */
  total: number | null;
  /** One page (of 100) under the list's server filters: "Download CSV" and "all matching" read every page. */
  readPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<Row>>;
  csv: { name: string; columns: readonly KitCsvColumn<Row>[]; prepare?: () => Promise<unknown> };
  selection?: KitSelectionConfig<Row>;
  empty: { title: string; body: ReactNode };
  /** The rows shown are the previous filter's, while the new ones load. */
  updating?: boolean;
  /** The first page could not be read. */
  error?: { error: unknown; retry: () => void } | null;
  /**
   * A read-only key's reason said once, in the toolbar, for every button of the list it blocks (toolbar, rows,
   * selection bar), each pointing at it (`ReadOnlyReasonScope`).
   */
  sayReadOnlyOnce?: boolean;
  /**
   * Pages of 100 rows (the domains): a new page is drawn in two steps, the first screenful at once (`useDrawnRows`),
   * so a keystroke's or a first screen's rows paint before the ones below the window are built.
   */
  drawInSteps?: boolean;
  /** Search params that are not filters, kept by "Clear filters" beside the sort (a screen's `tab`). */
  keep?: readonly string[];
}

const sortParam: string = 'sort';

/** A search that leaves fewer rows than this reads the next pages by itself. */
const FILL_ROWS = 20;

/** New rows drawn at once, as many as a tall window shows; the rest of a page follows in the next render. */
const FIRST_DRAWN = 30;

/**
 * The rows to draw now: a new page of rows (a filter's first 100, a new sort) is drawn in two steps, the first
 * screenful at once and the rest in a render React may interrupt, so the rows a user is waiting for (10,000
 * domains: a keystroke's, the first screen's) paint before the ones below the window are built. Rows appended by
 * "Show more" keep those already drawn (nothing on the screen goes away for a moment).
 */
function useDrawnRows<Row>(rows: readonly Row[], inSteps: boolean): readonly Row[] {
  const previous = useDeferredValue(rows);
  if (!inSteps || previous === rows || rows.length <= FIRST_DRAWN) return rows;
  const last = previous.length - 1;
  const appended =
    last >= 0 && previous.length <= rows.length && previous[0] === rows[0] && previous[last] === rows[last];
  return rows.slice(0, Math.max(FIRST_DRAWN, appended ? previous.length : 0));
}

export function KitList<Row>(props: KitListProps<Row>) {
  const t = useMessages();
  const format = useFormat();
  const navigate = useNavigate();
  const { pages, match, rowKey, selection: selecting, sort, orderedBy } = props;
  const rows = useMemo(() => (match ? pages.rows.filter(match) : pages.rows), [pages.rows, match]);
  const drawnRows = useDrawnRows(rows, props.drawInSteps ?? false);
  const searching = props.search?.q !== undefined;
  const filtered =
    props.filtered || searching || (props.status ? props.status.value !== props.status.options[0]?.value : false);
  const matching =
    props.serverMatching !== undefined && !(searching && match)
      ? props.serverMatching
      : pages.hasMore
        ? null
        : rows.length + (match && searching ? 0 : pages.dropped);

  // The text filters on the client: while it leaves fewer rows than a screen and more pages follow, read on (a
  // search never says "No orders match" for rows it has not read yet).
  const { hasMore, fetchingMore, moreFailed, showMore } = pages;
  const short = searching && match !== undefined && pages.loaded && rows.length < FILL_ROWS;
  useEffect(() => {
    if (short && hasMore && !fetchingMore && !moreFailed) showMore();
  }, [short, hasMore, fetchingMore, moreFailed, showMore]);

  // The selection belongs to the filter (sort apart): a new filter starts with nothing selected. The text is the
  // list's own `q`: a list whose rows follow the text at each keystroke (domains) has it before the URL does, and a
  // row ticked in between must not be dropped when the URL catches up.
  const searchKey = useRouterState({
    select: (state) => {
      const { sort: _sort, q: _q, ...rest } = state.location.search as Record<string, unknown>;
      return JSON.stringify(rest);
    },
  });
  const filterKey = `${searchKey}${JSON.stringify(props.search?.q?.trim().toLowerCase() ?? null)}`;
  const [stored, setStored] = useState<KitSelection>(() => emptyKitSelection(filterKey));
  const selection = selectionFor(stored, filterKey);
  if (selection !== stored) setStored(selection);
  const selectableRows = useMemo(
    () => (selecting?.selectable ? rows.filter(selecting.selectable) : rows),
    [rows, selecting],
  );
  const shownIds = useMemo(() => selectableRows.map(rowKey), [selectableRows, rowKey]);

  const columns = useMemo<Column<Row>[]>(() => {
    const sorted = props.columns.map((column): Column<Row> => {
      if (sort && column.sortKey) {
        const direction = sortDirection(sort.value, column.sortKey);
        const next = nextSort(sort.value, column.sortKey);
        return {
          ...column,
          ariaSort: direction,
          headerContent: (
            <button
              type="button"
              className="kit-sort"
              onClick={() =>
                void navigate({
                  to: '.',
                  search: (prev: Record<string, unknown>) => ({
                    ...prev,
                    // The param named from a variable: the route, not the kit, types its values.
                    [sortParam]: next === sort.defaultValue ? undefined : next,
                  }),
                })
              }
            >
              {column.header}
              <span aria-hidden="true" className="kit-sort__arrow">
                {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
              </span>
            </button>
          ),
        };
      }
      if (orderedBy && orderedBy.column === column.id) return { ...column, ariaSort: orderedBy.direction };
      return column;
    });
    if (!selecting) return sorted;
    const state = shownState(selection, shownIds);
    const select: Column<Row> = {
      id: 'kit-select',
      header: t('kit.select.column'),
      headerContent: (
        <ShownCheckbox
          label={t('kit.select.shown', { count: shownIds.length })}
          state={state}
          disabled={shownIds.length === 0}
          onToggle={() => setStored((s) => toggleShown(selectionFor(s, filterKey), shownIds))}
        />
      ),
      cell: (row) =>
        !selecting.selectable || selecting.selectable(row) ? (
          <input
            type="checkbox"
            className="kit-check"
            aria-label={t('kit.select.row', { name: selecting.name(row) })}
            checked={isRowSelected(selection, rowKey(row))}
            onChange={(event) => {
              const checked = event.target.checked;
              setStored((s) => toggleKitRow(selectionFor(s, filterKey), rowKey(row), checked));
            }}
          />
        ) : null,
    };
    return [select, ...sorted];
  }, [props.columns, sort, orderedBy, selecting, selection, shownIds, rowKey, filterKey, navigate, t]);

  const count = selectedCount(selection, matching);
  const readPage = props.readPage;
  const readSelected = async (signal: AbortSignal): Promise<Row[]> => {
    const ids = selection.kind === 'ids' ? selection.ids : null;
    const loaded = ids ? rows.filter((row) => ids.has(rowKey(row))) : [];
    if (ids && loaded.length === ids.size) return loaded;
    const all = await readAllPages(readPage, signal, () => {});
    const under = match ? all.rows.filter(match) : all.rows;
    const candidates = selecting?.selectable ? under.filter(selecting.selectable) : under;
    return selectedRows(selection, candidates, rowKey);
  };

  const list = (
    <div className="kit-list">
      <ListToolbar
        label={props.label}
        {...(props.search ? { search: props.search } : {})}
        fields={
          <>
            {props.status && <KitStatusFilter status={props.status} />}
            {props.fields}
          </>
        }
        count={{
          noun: props.noun,
          shown: rows.length,
          matching,
          total: filtered ? props.total : (props.total ?? matching),
          filtered,
          updating: (props.updating ?? false) || !pages.loaded || (short && hasMore),
        }}
        countActions={
          <div className="kit-list__actions">
            {selecting && rows.length > 0 && !(selection.kind === 'matching' && selection.except.size === 0) && (
              <Button size="small" disabled={props.updating} onClick={() => setStored(selectAllMatching(filterKey))}>
                {t('kit.select.matching')}
              </Button>
            )}
            <CsvDownload
              csv={{
                name: props.csv.name,
                columns: props.csv.columns,
                ...(props.csv.prepare ? { prepare: props.csv.prepare } : {}),
                readPage,
                ...(match ? { match } : {}),
                expected: props.serverMatching ?? (filtered ? null : props.total),
              }}
            />
          </div>
        }
      />
      <DroppedItemsNotice count={props.updating ? 0 : pages.dropped} />
      {props.error ? (
        <ProblemAlert error={props.error.error} onRetry={props.error.retry} />
      ) : !pages.loaded ? (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <DataTable
          caption={props.caption}
          columns={columns}
          rows={drawnRows}
          rowKey={rowKey}
          empty={
            rows.length === 0 && pages.hasMore ? (
              <p className="muted">{t('kit.more.loading')}</p>
            ) : (
              <ListEmptyState
                noun={props.noun}
                filtered={filtered}
                title={props.empty.title}
                keep={['sort', ...(props.keep ?? [])]}
              >
                {props.empty.body}
              </ListEmptyState>
            )
          }
        />
      )}
      <ShowMore pages={pages} />
      {selecting && !isSelectionEmpty(selection) && (
        <section className="kit-selection" aria-label={t('kit.selection.label')}>
          <p className="kit-selection__count" role="status">
            {t('kit.selection.count', {
              kind: selection.kind,
              // "All 10,000 matching selected": the number in the customer's way of writing it.
              count: count === null ? 'unknown' : format.number(count),
            })}
          </p>
          <div className="kit-selection__actions">
            {selecting.actions({
              count,
              selection,
              readSelected,
              clear: () => setStored(emptyKitSelection(filterKey)),
            })}
            <Button size="small" variant="ghost" onClick={() => setStored(emptyKitSelection(filterKey))}>
              {t('kit.selection.clear')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
  return props.sayReadOnlyOnce ? <ReadOnlyReasonScope>{list}</ReadOnlyReasonScope> : list;
}

/** The status filter as a select: a choice goes to the URL at once (a new filter starts at the list's start). */
export function KitStatusFilter({ status }: { status: KitStatus }) {
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <SelectField
      label={status.label ?? t('kit.status.label')}
      name={status.param}
      value={status.value}
      onChange={(event) => {
        const value = event.target.value;
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({ ...prev, [status.param]: value, cursor: undefined }),
        });
      }}
    >
      {status.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * "Show more" after the rows: the next page is appended, the focus stays on the button and the toolbar's count is
 * read out; once nothing is left (after a "Show more") the words say so and take the focus if the button had it.
 */
function ShowMore<Row>({ pages }: { pages: KitPages<Row> }) {
  const t = useMessages();
  const end = useRef<HTMLParagraphElement>(null);
  const [used, setUsed] = useState(false);
  const focused = useRef(false);
  useEffect(() => {
    if (!pages.hasMore && focused.current) {
      focused.current = false;
      end.current?.focus();
    }
  }, [pages.hasMore]);
  if (pages.moreFailed) {
    return (
      <div className="kit-more">
        <Button onClick={pages.showMore}>{t('kit.csv.retry')}</Button>
      </div>
    );
  }
  if (pages.hasMore) {
    return (
      <div className="kit-more">
        <Button
          // Not `pending`: a disabled button drops the focus (to the page's start, in a browser); a second click
          // while the page is on its way reads nothing more (`showMore` never cancels the read under way).
          onFocus={() => (focused.current = true)}
          onBlur={() => (focused.current = false)}
          onClick={() => {
            setUsed(true);
            pages.showMore();
          }}
        >
          {pages.fetchingMore ? t('kit.more.loading') : t('kit.more.button')}
        </Button>
      </div>
    );
  }
  if (!used) return null;
  return (
    <p ref={end} tabIndex={-1} className="kit-more muted">
      {t('kit.more.allShown')}
    </p>
  );
}

function ShownCheckbox({
  label,
  state,
  disabled,
  onToggle,
}: {
  label: string;
  state: 'all' | 'some' | 'none';
  disabled: boolean;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="kit-check"
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

/** A bulk action's outcome per item: "3 of 5 done", then each item with how it went and why not. */
export function KitOutcomes({
  items,
}: {
  items: readonly { id: string; name: string; outcome: 'ok' | 'failed' | 'pending'; reason?: string }[];
}) {
  const t = useMessages();
  const done = items.filter((item) => item.outcome === 'ok').length;
  return (
    <div className="kit-outcomes">
      <p role="status">{t('kit.outcomes.title', { done, total: items.length })}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-outcome={item.outcome}>
            <span>{item.name}</span>: {t('kit.outcome', { outcome: item.outcome })}
            {item.reason ? ` (${item.reason})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
