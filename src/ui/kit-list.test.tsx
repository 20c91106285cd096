import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale, useMessages } from '@/i18n';
import { csvAmount, csvTimestamp, type CsvPage } from './csv';
import type { KitCsvColumn } from './csv-download';
import { KitList, KitOutcomes, type KitColumn } from './kit-list';
import { cursorPages, useKitPages } from './kit-pages';
import { matchesSearch } from './list-toolbar';

interface Item {
  id: string;
  name: string;
  status: 'paid' | 'unpaid';
  amount: number;
  createdAt: string;
}

/** 250 rows: every third unpaid; names with å ä ö; a day apart. */
const ITEMS: Item[] = Array.from({ length: 250 }, (_, i) => ({
  id: `it_${String(i).padStart(3, '0')}`,
  name: `${i % 2 ? 'Åkesson' : 'Bäck'} ${String(i).padStart(3, '0')}`,
  status: i % 3 === 0 ? 'unpaid' : 'paid',
  amount: 100 + i + 0.5,
  createdAt: new Date(Date.UTC(2026, 0, 1 + i, 9, 30)).toISOString(),
}));

/** A cursor API over ITEMS: the status filter and the sort on the "server", pages of `limit`. */
function readItems(status: string, sort: string, limit: number) {
  return (cursor: string | undefined): Promise<CsvPage<Item>> => {
    const rows = ITEMS.filter((item) => status === 'all' || item.status === status);
    const key = sort.replace(/^-/, '') as 'name' | 'amount';
    rows.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
    const start = cursor ? Number(cursor) : 0;
    const data = rows.slice(start, start + limit);
    const hasMore = start + limit < rows.length;
    return Promise.resolve({ data, dropped: 0, hasMore, nextCursor: hasMore ? String(start + limit) : null });
  };
}

const acted = vi.fn<(ids: string[]) => void>();

function ItemList({ q, status, sort }: { q: string | undefined; status: string; sort: string }) {
  const k = useMessages();
  const query = useInfiniteQuery(
    cursorPages(['items', status, sort], (cursor) => readItems(status, sort, 100)(cursor)),
  );
  const pages = useKitPages(query);
  const [outcomes, setOutcomes] = useState<Item[] | null>(null);
  const match = useCallback((item: Item) => matchesSearch(q, [item.name]), [q]);
  const readPage = useMemo(() => readItems(status, sort, 100), [status, sort]);
  const columns = useMemo<KitColumn<Item>[]>(
    () => [
      { id: 'name', header: k('common.details'), primary: true, sortKey: 'name', cell: (item) => item.name },
      { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (item) => item.amount.toFixed(2) },
      { id: 'status', header: k('kit.status.label'), cell: (item) => item.status },
    ],
    [k],
  );
  const csvColumns = useMemo<KitCsvColumn<Item>[]>(
    () => [
      { header: k('kit.status.label'), value: (item) => item.status },
      { header: 'Amount', value: (item) => csvAmount(item.amount) },
      { header: k('kit.csv.column.currency'), value: () => 'SEK' },
      { header: 'Created', value: (item) => csvTimestamp(item.createdAt) },
      { header: 'Name', value: (item) => item.name },
      { header: k('kit.csv.column.id'), value: (item) => item.id },
    ],
    [k],
  );
  return (
    <>
      <KitList
        noun="invoices"
        label="Find invoices"
        caption="Invoices"
        search={{ label: 'Name', q, maxLength: 100 }}
        status={{
          param: 'status',
          value: status,
          options: [
            { value: 'all', label: 'All' },
            { value: 'paid', label: 'Paid' },
            { value: 'unpaid', label: 'Unpaid' },
          ],
        }}
        filtered={false}
        sort={{ value: sort, defaultValue: 'name' }}
        columns={columns}
        rowKey={(item) => item.id}
        pages={pages}
        match={match}
        total={ITEMS.length}
        readPage={readPage}
        csv={{ name: 'items', columns: csvColumns }}
        selection={{
          name: (item) => item.name,
          actions: ({ readSelected, clear }) => (
            <button
              type="button"
              onClick={() =>
                void readSelected(new AbortController().signal).then((rows) => {
                  acted(rows.map((row) => row.id));
                  setOutcomes(rows.slice(0, 3));
                  clear();
                })
              }
            >
              Pay selected
            </button>
          ),
        }}
        empty={{ title: 'No invoices yet', body: <p>Invoices show here.</p> }}
      />
      {outcomes && (
        <KitOutcomes
          items={outcomes.map((item, i) => ({
            id: item.id,
            name: item.name,
            outcome: i === 1 ? 'failed' : 'ok',
            ...(i === 1 ? { reason: 'card declined' } : {}),
          }))}
        />
      )}
    </>
  );
}

function renderList(path = '/') {
  const rootRoute = createRootRoute({
    validateSearch: (search: Record<string, unknown>) => ({
      q: typeof search.q === 'string' ? search.q : undefined,
      status: typeof search.status === 'string' ? search.status : 'all',
      sort: typeof search.sort === 'string' ? search.sort : undefined,
    }),
    component: function Page() {
      const search: { q?: string | undefined; status?: string; sort?: string | undefined } = rootRoute.useSearch();
      return <ItemList q={search.q} status={search.status ?? 'all'} sort={search.sort ?? 'name'} />;
    },
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** A blob's bytes (jsdom's Blob has no `arrayBuffer`; its FileReader reads them). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The files "Download CSV" saved: their bytes, as the browser would write them. */
function captureFiles() {
  const files: { name: string; bytes: Promise<Uint8Array> }[] = [];
  let pending: Blob | null = null;
  URL.createObjectURL = (blob: Blob) => {
    pending = blob;
    return 'blob:kit';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = pending;
    if (blob) files.push({ name: this.download, bytes: bytesOf(blob) });
  });
  return files;
}

const rowsShown = () => screen.getAllByRole('row').length - 1;

afterEach(async () => {
  vi.restoreAllMocks();
  acted.mockReset();
  await setLocale('en', null);
});

describe('KitList', () => {
  it('filters by status with one select, in the URL, and counts what matches', async () => {
    const { router, user } = renderList();
    expect(await screen.findByText('250 invoices', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpaid');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'unpaid' }));
    // 84 unpaid: the first page shows 84 of them all, every page read.
    expect(await screen.findByText('84 of 250 invoices', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(rowsShown()).toBe(84);
  });

  it('sorts by a column header button, says the order with aria-sort, and keeps the sort in the URL', async () => {
    const { router, user } = renderList();
    await screen.findByText('250 invoices', { selector: '[role="status"]' });
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    const name = screen.getByRole('columnheader', { name: /Details/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(amount).toHaveAttribute('aria-sort', 'none');
    await user.click(within(amount).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'amount' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(screen.getByRole('columnheader', { name: /Details/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('349.50'));
    // Back to the default sort: the URL drops it.
    await user.click(screen.getByRole('button', { name: /Details/ }));
    await waitFor(() => expect(router.state.location.search.sort).toBeUndefined());
  });

  it('shows more rows a page at a time with one button, then says everything is shown where the focus was', async () => {
    const { user } = renderList();
    await screen.findByText('250 invoices', { selector: '[role="status"]' });
    expect(rowsShown()).toBe(100);
    const more = screen.getByRole('button', { name: 'Show more' });
    await user.click(more);
    await waitFor(() => expect(rowsShown()).toBe(200));
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowsShown()).toBe(250));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Everything that matches is shown.')).toHaveFocus();
  });

  it('selects rows, every row shown, or all matching (not only those read), and acts on each', async () => {
    const { user } = renderList('/?status=paid');
    // 166 paid, 100 read: the count says what is shown until every page is read.
    expect(await screen.findByText('100 shown', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Åkesson 001' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select the 100 rows shown' }));
    expect(within(bar).getByText('100 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all matching' }));
    // 166 paid; not all are read yet, so the count waits for the action to read them.
    expect(within(bar).getByText('All matching selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Åkesson 001' }));
    await user.click(within(bar).getByRole('button', { name: 'Pay selected' }));
    await waitFor(() => expect(acted).toHaveBeenCalledTimes(1));
    const ids = acted.mock.calls[0]?.[0] ?? [];
    expect(ids).toHaveLength(165);
    expect(ids).not.toContain('it_001');
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    // Each item's outcome, and how many went through.
    expect(await screen.findByText('2 of 3 done')).toBeInTheDocument();
    expect(screen.getByText(/Not done \(card declined\)/)).toBeInTheDocument();
  });

  it('downloads every page of what the filters show as CSV: BOM, header words, ISO dates, numeric amounts', async () => {
    const files = captureFiles();
    const { user } = renderList('/?status=unpaid&q=%C3%85kesson');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/^Saved items-\d{4}-\d\d-\d\d\.csv: 42 rows\.$/);
    expect(files).toHaveLength(1);
    const bytes = await files[0]!.bytes;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe('Status,Amount,Currency,Created,Name,ID');
    expect(lines).toHaveLength(1 + 42 + 1);
    expect(lines[1]).toBe('unpaid,103.50,SEK,2026-01-04T09:30:00Z,Åkesson 003,it_003');
    expect(lines.at(-2)).toMatch(/^unpaid,\d+\.50,SEK,2026-\d\d-\d\dT09:30:00Z,Åkesson 24\d,it_24\d$/);
  });

  it('reads all 250 rows over three pages into the file, with its header in Swedish', async () => {
    await setLocale('sv', null);
    const files = captureFiles();
    const { user } = renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Ladda ner CSV' }));
    await screen.findByText(/^Sparade items-.*\.csv: 250 rader\.$/);
    const text = new TextDecoder().decode(await files[0]!.bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Status,Amount,Valuta,Created,Name,ID');
    expect(lines).toHaveLength(252);
  });

  it('reads every page before it says nothing matches, and clears the filters from there', async () => {
    const { router, user } = renderList('/?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No invoices match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search.q).toBeUndefined());
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
