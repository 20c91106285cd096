import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getMessages, setLocale } from '@/i18n';
import {
  ListEmptyState,
  ListToolbar,
  listCountText,
  matchesSearch,
  SEARCH_DEBOUNCE_MS,
  type ListCount,
} from './list-toolbar';

/** Past the moment a keystroke's pending write would reach the URL. */
const pastTheDebounce = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));

afterEach(async () => {
  await setLocale('en', null);
});

/** A one-route app whose search holds `q`, `status` and `cursor`, with the toolbar (and an empty state) on it. */
function renderToolbar(path: string, count: Partial<ListCount> = {}) {
  const rootRoute = createRootRoute({
    validateSearch: (search: Record<string, unknown>) => ({
      q: typeof search.q === 'string' ? search.q : undefined,
      status: typeof search.status === 'string' ? search.status : undefined,
      cursor: typeof search.cursor === 'string' ? search.cursor : undefined,
      sort: typeof search.sort === 'string' ? search.sort : undefined,
    }),
    component: function Page() {
      const search: { q?: string | undefined; status?: string | undefined } = rootRoute.useSearch();
      const filtered = search.q !== undefined || search.status !== undefined;
      return (
        <>
          <ListToolbar
            label="Find servers"
            search={{ label: 'Name or IP address', q: search.q, maxLength: 100 }}
            count={{ noun: 'servers', shown: 3, matching: 3, total: 12, filtered, ...count }}
          />
          <ListEmptyState noun="servers" filtered={filtered} title="No servers yet" keep={['sort']}>
            <p>Servers you order show here.</p>
          </ListEmptyState>
        </>
      );
    },
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const writes: string[] = [];
  router.subscribe('onResolved', ({ toLocation }) => writes.push(toLocation.href));
  render(<RouterProvider router={router} />);
  return { router, writes, user: userEvent.setup() };
}

describe('ListToolbar', () => {
  it('puts the text in the URL once the typing pauses, not at every keystroke, and starts at the first page', async () => {
    const { router, writes, user } = renderToolbar('/?cursor=abc&status=running');
    const field = await screen.findByRole('searchbox', { name: 'Name or IP address' });
    expect(screen.getByRole('search', { name: 'Find servers' })).toContainElement(field);
    await user.type(field, 'web-01');
    // Typed faster than the debounce: nothing in the URL yet, the field shows every character.
    expect(field).toHaveValue('web-01');
    expect(router.state.location.search).toEqual({ cursor: 'abc', status: 'running' });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'web-01', status: 'running' }));
    // The first is the page opening; then one write for the whole word.
    expect(writes.slice(1)).toEqual(['/?status=running&q=web-01']);
    // Replaced, not pushed: the back button does not step through the search text.
    expect(router.history.length).toBe(1);

    // Blank text is no filter.
    await user.clear(field);
    await user.type(field, '   ');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'running' }));
  });

  it('shows a text that comes from the URL (a link, the back button) in the field', async () => {
    const { router } = renderToolbar('/?q=db');
    expect(await screen.findByRole('searchbox', { name: 'Name or IP address' })).toHaveValue('db');
    act(() => void router.navigate({ to: '/', search: { q: 'mail' } }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Name or IP address' })).toHaveValue('mail'));
  });

  it('lets a URL changed from outside while typing win: the typed text does not come back after', async () => {
    const { router, user } = renderToolbar('/?q=db');
    const field = await screen.findByRole('searchbox', { name: 'Name or IP address' });
    await user.type(field, 'x');
    act(() => void router.navigate({ to: '/', search: { q: 'mail' } }));
    await waitFor(() => expect(field).toHaveValue('mail'));
    await pastTheDebounce();
    expect(router.state.location.search).toEqual({ q: 'mail' });
    expect(field).toHaveValue('mail');
  });

  it('says the count in a status region, read out as it changes', async () => {
    renderToolbar('/?q=web');
    expect(await screen.findByText('3 of 12 servers')).toHaveAttribute('role', 'status');
  });

  it('says nothing in the count of an empty list without a filter (its empty state says it)', async () => {
    renderToolbar('/', { matching: 0, total: 0, shown: 0 });
    await screen.findByRole('heading', { name: 'No servers yet' });
    expect(screen.getByText('Servers you order show here.')).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
  });
});

describe('ListEmptyState', () => {
  it('while filtered says nothing matches, and "Clear filters" drops every filter but the ones it keeps', async () => {
    const { router, user } = renderToolbar('/?q=zzz&status=running&sort=-name&cursor=abc');
    expect(await screen.findByRole('heading', { name: 'No servers match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No servers yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-name' }));
    expect(screen.getByRole('searchbox', { name: 'Name or IP address' })).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'No servers yet' })).toBeInTheDocument();
  });

  it('"Clear filters" clicked just after a keystroke clears the text for good', async () => {
    const { router, user } = renderToolbar('/?q=zzz&status=running&sort=-name');
    const field = await screen.findByRole('searchbox', { name: 'Name or IP address' });
    await user.type(field, 'z');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await pastTheDebounce();
    expect(router.state.location.search).toEqual({ sort: '-name' });
    expect(field).toHaveValue('');
  });

  it('"Clear filters" clears a text typed but not yet in the URL (its `q` does not change)', async () => {
    const { router, user } = renderToolbar('/?status=running');
    const field = await screen.findByRole('searchbox', { name: 'Name or IP address' });
    await user.type(field, 'web');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(field).toHaveValue('');
    await pastTheDebounce();
    expect(router.state.location.search).toEqual({});
    expect(field).toHaveValue('');
  });
});

describe('listCountText', () => {
  const base: ListCount = { noun: 'domains', shown: 6, matching: 6, total: 12, filtered: true };

  it('says "x of y" while filtered, the total without a filter, and "x shown" when it cannot know', () => {
    const t = getMessages();
    expect(listCountText(t, base)).toBe('6 of 12 domains');
    expect(listCountText(t, { ...base, matching: 1, total: 1 })).toBe('1 of 1 domain');
    expect(listCountText(t, { ...base, matching: 0 })).toBe('0 of 12 domains');
    expect(listCountText(t, { ...base, filtered: false, total: 1 })).toBe('1 domain');
    expect(listCountText(t, { ...base, filtered: false, total: 0 })).toBe('No domains');
    expect(listCountText(t, { ...base, noun: 'hostingAccounts', filtered: false })).toBe('12 hosting accounts');
    // Unknown total or unknown matches: what is on the screen, never "all".
    expect(listCountText(t, { ...base, total: null })).toBe('6 shown');
    expect(listCountText(t, { ...base, matching: null, shown: 20 })).toBe('20 shown');
    expect(listCountText(t, { ...base, filtered: false, total: null, shown: 20 })).toBe('20 shown');
    expect(listCountText(t, { ...base, updating: true })).toBe('Updating the list…');
  });

  it('speaks Swedish', async () => {
    await setLocale('sv', null);
    const t = getMessages();
    expect(listCountText(t, base)).toBe('6 av 12 domäner');
    expect(listCountText(t, { ...base, noun: 'servers', matching: 1, total: 1 })).toBe('1 av 1 server');
    expect(listCountText(t, { ...base, noun: 'tickets', filtered: false, total: 24 })).toBe('24 ärenden');
    expect(listCountText(t, { ...base, noun: 'hostingAccounts', total: 7, matching: 2 })).toBe(
      '2 av 7 webbhotellskonton',
    );
    expect(listCountText(t, { ...base, total: null })).toBe('6 visas');
  });
});

describe('matchesSearch', () => {
  it('finds the text in any value, whatever the case; blank matches all', () => {
    expect(matchesSearch('NORD', ['shop.nordlicht.se', null])).toBe(true);
    expect(matchesSearch('keller', ['shop.nordlicht.se', undefined])).toBe(false);
    expect(matchesSearch('  ', [])).toBe(true);
    expect(matchesSearch(undefined, [])).toBe(true);
  });
});
