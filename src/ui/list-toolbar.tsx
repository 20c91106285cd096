import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages, type Translate, type CoreMessages } from '@/i18n';
import { ButtonLink, type ButtonVariant } from './button';
import { EmptyState } from './empty-state';
import { TextField } from './fields';
import './list-controls.css';
import { ToolbarReadOnlyReason } from './read-only-reason';

/** What a list holds, for its count and its empty states (the words are core: every area says them alike). */
export type ListNoun =
  | 'domains'
  | 'servers'
  | 'hostingAccounts'
  | 'orders'
  | 'tickets'
  | 'invoices'
  | 'billingEvents'
  | 'accountLogEntries'
  | 'apiKeys'
  | 'teamMembers'
  | 'sessions'
  | 'plans'
  | 'dnsRecords'
  | 'mailboxes'
  | 'addonDomains'
  | 'snapshots'
  | 'sshKeys';

/** How long the search text waits after the last keystroke before it goes to the URL (and the list follows). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface ListCount {
  noun: ListNoun;
  /** Rows on the screen now. */
  shown: number;
  /** How many match the filter, or null when the list cannot know (more pages than it read). */
  matching: number | null;
  /** How many there are without any filter, or null when unknown. */
  total: number | null;
  /** A text or status filter is in force. */
  filtered: boolean;
  /** The rows on screen are the previous filter's, while the new ones load. */
  updating?: boolean;
}

/**
 * The count in words: "12 domains", "6 of 12 domains" while filtered; "6 shown" when the list does not know how
 * many there are (never a sentence that says everything is shown while a filter is in force).
 */
export function listCountText(t: Translate<CoreMessages>, count: ListCount): string {
  if (count.updating) return t('list.count.updating');
  const { noun, shown, matching, total, filtered } = count;
  if (!filtered && total !== null) return t('list.count.all', { noun, total });
  if (filtered && matching !== null && total !== null) return t('list.count.matching', { noun, matching, total });
  return t('list.count.shown', { shown });
}

/**
 * The search fields drawn under each router, so its "Clear filters" can empty them and drop a keystroke's write still
 * pending: clearing may leave the URL as it was (the text was typed but not yet written), so the field cannot learn
 * it from the URL, and a write that fired while the clearing navigation loaded would put the old text back.
 */
const searchFields = new WeakMap<object, Set<() => void>>();

/**
 * The search text of a list, kept in the URL's `q`: the field shows what is typed at once, the URL (with
 * `replace`, and the cursor dropped: a new filter starts at the first page) follows `SEARCH_DEBOUNCE_MS` after the
 * last keystroke. A URL changed from outside (back button, a link) puts its text in the field and drops a write
 * still pending; our own writes, arriving late, do not. "Clear filters" (`ListEmptyState`) empties it at once.
 */
export function useDebouncedSearchParam(q: string | undefined): [string, (text: string) => void] {
  const navigate = useNavigate();
  const router = useRouter();
  const [text, setText] = useState(q ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The values of `q` we wrote whose arrival we have not seen yet (in order; a later one may arrive alone).
  const sent = useRef<(string | undefined)[]>([]);
  const latestQ = useRef(q);

  useEffect(() => {
    latestQ.current = q;
    const index = sent.current.indexOf(q);
    if (index >= 0) {
      sent.current = sent.current.slice(index + 1);
      return;
    }
    clearTimeout(timer.current);
    setText(q ?? '');
  }, [q]);

  useEffect(() => {
    let fields = searchFields.get(router);
    if (!fields) searchFields.set(router, (fields = new Set()));
    const clear = () => {
      clearTimeout(timer.current);
      sent.current = [];
      setText('');
    };
    fields.add(clear);
    return () => {
      fields.delete(clear);
      clearTimeout(timer.current);
    };
  }, [router]);

  const onText = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const next = value.trim() || undefined;
        if (next === latestQ.current && sent.current.length === 0) return;
        sent.current.push(next);
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({ ...prev, q: next, cursor: undefined }),
          replace: true,
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [navigate],
  );

  return [text, onText];
}

/** Empties the search fields on `router`'s screen and drops their pending writes ("Clear filters"). */
export function clearSearchFields(router: object) {
  searchFields.get(router)?.forEach((clear) => clear());
}

export interface ListSearch {
  /** The field's label, e.g. "Name or IP address". */
  label: string;
  /** The URL's `q` (validated by the route: too long or malformed is dropped there). */
  q: string | undefined;
  maxLength: number;
  /**
   * A list that drives its own query from the text at each keystroke (domains) holds the text itself, from
   * `useDebouncedSearchParam(q)` (so the URL follows it alike). Without these the toolbar keeps the text.
   */
  text?: string;
  onText?: (text: string) => void;
}

/**
 * One toolbar for every list: a search field that filters as the user types (in the URL), the list's other
 * filters (status tabs, selects), and the count of what matches, read out when it changes.
 *
 *   <ListToolbar label={t('vps.list.search.label')} search={{ label: …, q, maxLength: 100 }}
 *     filters={<FilterTabs … />} count={{ noun: 'servers', shown, matching, total, filtered }} />
 */
export function ListToolbar({
  label,
  search,
  fields,
  filters,
  count,
  countActions,
}: {
  /** Names the search region, e.g. "Find servers". */
  label: string;
  /** The text search, where the list has text. */
  search?: ListSearch;
  /** More fields in the search form, beside the text (selects). */
  fields?: ReactNode;
  /** Filters under the form (FilterTabs). */
  filters?: ReactNode;
  count: ListCount;
  /** Controls beside the count (select all matching). */
  countActions?: ReactNode;
}) {
  const t = useMessages();
  return (
    <div className="list-toolbar">
      <ToolbarReadOnlyReason />
      <form role="search" aria-label={label} className="list-toolbar__form" onSubmit={(e) => e.preventDefault()}>
        {search &&
          (search.onText && search.text !== undefined ? (
            <SearchField search={search} text={search.text} onText={search.onText} />
          ) : (
            <DebouncedSearchField search={search} />
          ))}
        {fields}
      </form>
      {filters && <div className="list-toolbar__filters">{filters}</div>}
      <div className="list-toolbar__summary">
        {/* A status region (polite, atomic): the new count is read out without moving the focus from the field. */}
        <p role="status" className="list-toolbar__count">
          {/* An empty list without a filter says so in its empty state, once. */}
          {count.filtered || count.total !== 0 || count.updating ? listCountText(t, count) : ''}
        </p>
        {countActions}
      </div>
    </div>
  );
}

function DebouncedSearchField({ search }: { search: ListSearch }) {
  const [text, setText] = useDebouncedSearchParam(search.q);
  return <SearchField search={search} text={text} onText={setText} />;
}

function SearchField({ search, text, onText }: { search: ListSearch; text: string; onText: (text: string) => void }) {
  return (
    <TextField
      fieldClassName="list-toolbar__q"
      label={search.label}
      type="search"
      name="q"
      value={text}
      maxLength={search.maxLength}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onText(event.target.value)}
    />
  );
}

/**
 * The empty state of every list. Nothing yet (no filter): the area's heading and what would be here. Nothing
 * matches (a filter in force): the same words in every area and a "Clear filters" link that keeps only `keep`
 * (the sort, say) of the URL's search.
 */
export function ListEmptyState({
  noun,
  filtered,
  title,
  children,
  keep = [],
}: {
  noun: ListNoun;
  filtered: boolean;
  /** The heading when the list is empty without a filter, e.g. "No servers yet". */
  title: string;
  /** What would be here, and how to get some (no filter). */
  children?: ReactNode;
  /** Search params the "Clear filters" link keeps. */
  keep?: readonly string[];
}) {
  const t = useMessages();
  if (!filtered) return <EmptyState title={title}>{children}</EmptyState>;
  return (
    <EmptyState title={t('list.empty.noMatch', { noun })}>
      <p className="muted">{t('list.empty.noMatchBody')}</p>
      <ClearFiltersLink keep={keep} />
    </EmptyState>
  );
}

/**
 * "Clear filters": this page again with only `keep` (the sort, a tab) of its URL, the search field emptied unless
 * `q` is kept. One link for the empty state's button and the kit's small one beside the count (`KitClearFilters`).
 */
export function ClearFiltersLink({
  keep = [],
  variant,
  size,
}: {
  keep?: readonly string[];
  variant?: ButtonVariant;
  size?: 'small';
}) {
  const t = useMessages();
  const router = useRouter();
  return (
    <ButtonLink
      size={size}
      variant={variant}
      to="."
      onClick={() => {
        if (!keep.includes('q')) clearSearchFields(router);
      }}
      search={(prev: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(prev).filter(([key]) => keep.includes(key)))
      }
    >
      {t('empty.clearFilters')}
    </ButtonLink>
  );
}

/**
 * How many rows a cursor list's filter matches, when this page tells: its first page with no more after it
 * (rows the server sent malformed count: they exist). Null on a later page or when there are more.
 */
export function matchingOnPage(
  page: { data: readonly unknown[]; dropped: number; hasMore: boolean },
  cursor: string | undefined,
): number | null {
  return cursor === undefined && !page.hasMore ? page.data.length + page.dropped : null;
}

/**
 * A list filtered on the client (the API names no text filter for it): whether any of `values` contains the
 * search text, case-insensitive. A blank text matches everything.
 */
export function matchesSearch(q: string | undefined, values: readonly (string | null | undefined)[]): boolean {
  const text = q?.trim().toLocaleLowerCase() ?? '';
  if (text === '') return true;
  return values.some((value) => value?.toLocaleLowerCase().includes(text) ?? false);
}
