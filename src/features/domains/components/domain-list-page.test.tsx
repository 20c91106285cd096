import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_DOMAIN_COUNTS, DEMO_DOMAINS, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { breakItems, renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';
import { SEARCH_DEBOUNCE_MS } from '@/ui/list-toolbar';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const namesOf = (table: HTMLElement) => rowsOf(table).map((row) => within(row).getByRole('link').textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

const saved = setUpListTests();

// The domain list on the kit list (issue 40, "One list").
describe('domain list route', () => {
  it('lists the domains with their status, expiry, auto-renew and lock in words, in the kit toolbar', async () => {
    await renderRoute('/domains');
    const table = await screen.findByRole('table', { name: 'All domains' });
    expect(rowsOf(table)).toHaveLength(DEMO_DOMAIN_COUNTS.main);
    const pending = rowsOf(table).find((row) => within(row).queryByRole('link', { name: DEMO_DOMAINS.pending.name }));
    if (!pending) throw new Error('no row of the pending domain');
    const cells = within(pending).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Select',
      null,
      'Status',
      'Expires',
      'Auto-renew',
      'Registrar lock',
    ]);
    expect(cells[2]).toHaveTextContent('Pending');
    expect(cells[3]).toHaveTextContent('No expiry date');
    expect(within(pending).getByRole('checkbox', { name: `Select ${DEMO_DOMAINS.pending.name}` })).not.toBeChecked();
    expect(await findListCount(`${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
    // One toolbar: the text, ONE status select, the TLD, and no sort select (the headers sort).
    const form = screen.getByRole('search', { name: 'Filter domains' });
    expect(within(form).getByRole('searchbox', { name: 'Name contains' })).toBeInTheDocument();
    expect(within(form).getAllByRole('combobox')).toHaveLength(1);
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(within(form).getByRole('textbox', { name: 'TLD' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('drops bad filter values from the URL instead of failing', async () => {
    const { router } = await renderRoute('/domains?status=redemption&tld=.&sort=price');
    await screen.findByRole('table', { name: 'All domains' });
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(header('Domain')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opens an old link filtered and sorted, and asks the server with the same filter', async () => {
    const { requests } = await renderRoute('/domains?q=nordlicht-&status=active&tld=se&sort=-name');
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    expect(namesOf(table)).toEqual([
      DEMO_DOMAINS.unlocked.name,
      DEMO_DOMAINS.confirmable.name,
      DEMO_DOMAINS.foreignOrg.name,
    ]);
    expect(screen.getByRole('searchbox', { name: 'Name contains' })).toHaveValue('nordlicht-');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('textbox', { name: 'TLD' })).toHaveValue('se');
    expect(header('Domain')).toHaveAttribute('aria-sort', 'descending');
    // The list with the filter, and one row without it for the total of "3 of 12".
    expect(requests.filter((r) => r.startsWith('GET /api/v2/domains?'))).toEqual([
      'GET /api/v2/domains?name=nordlicht-&serviceStatus=active&tld=se&sort=-name&limit=100',
      'GET /api/v2/domains?limit=1',
    ]);
    expect(await findListCount(`3 of ${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
  });

  it('filters by status and TLD into the URL, the count says how many of all match', async () => {
    const { user, router } = await renderRoute('/domains');
    await screen.findByRole('table', { name: 'All domains' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'expired' }));
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    await waitFor(() => expect(namesOf(table)).toContain(DEMO_DOMAINS.expired.name));
    for (const row of rowsOf(table)) expect(row).toHaveTextContent('Expired');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.type(screen.getByRole('textbox', { name: 'TLD' }), '.SE');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'all', tld: 'se' }));
    expect(await findListCount(`6 of ${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
    for (const name of namesOf(screen.getByRole('table'))) expect(name).toMatch(/\.se$/);
  });

  it('sorts by clicking the Domain and Expires headers, aria-sort on the one sorted, the sort in the URL', async () => {
    const { user, router } = await renderRoute('/domains');
    const table = await screen.findByRole('table', { name: 'All domains' });
    const byName = namesOf(table);
    expect(byName).toEqual([...byName].sort());
    expect(header('Domain')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Expires')).toHaveAttribute('aria-sort', 'none');
    // Status, auto-renew and lock are not orders the server knows: no button there.
    expect(within(header('Status')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(header('Expires')).getByRole('button', { name: /Expires/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'expiresAt' }));
    await waitFor(() => expect(header('Expires')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('Domain')).toHaveAttribute('aria-sort', 'none');
    const soonest = () =>
      rowsOf(screen.getByRole('table'))
        .map((row) => row.querySelector('time')?.getAttribute('datetime'))
        .filter((value): value is string => value !== undefined && value !== null);
    await waitFor(() => expect(soonest()).toEqual([...soonest()].sort()));

    await user.click(within(header('Expires')).getByRole('button', { name: /Expires/ }));
    await waitFor(() => expect(header('Expires')).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toMatchObject({ sort: '-expiresAt' });
    await waitFor(() => expect(soonest()).toEqual([...soonest()].sort().reverse()));

    // Back to the name: the default sort leaves the URL.
    await user.click(within(header('Domain')).getByRole('button', { name: /Domain/ }));
    await waitFor(() => expect(router.state.location.search.sort).toBeUndefined());
    expect(header('Domain')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters as the user types, the text in the URL; nothing matching says so, and Clear filters keeps the sort', async () => {
    const { user, router } = await renderRoute('/domains?sort=-name');
    await screen.findByRole('table', { name: 'All domains' });
    await user.type(screen.getByRole('searchbox', { name: 'Name contains' }), 'nordlicht-');
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'nordlicht-' }));
    const count = rowsOf(table).length;
    expect(await findListCount(`${count} of ${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Name contains' }), 'zzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'No domains match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'No domains yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'All domains' });
    // Cleared within the debounce of the last keystroke: its pending URL update must not put the text back after.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(router.state.location.search).toEqual({ sort: '-name' });
    expect(screen.getByRole('searchbox', { name: 'Name contains' })).toHaveValue('');
  });

  it('says "No domains yet" with the way to get some when the account has none, without Clear filters', async () => {
    await renderRoute('/domains', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No domains yet' })).toBeInTheDocument();
    expect(screen.getByText('Domains you register or transfer to us are listed here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages the reseller’s 10,000 domains with "Show more", 100 at a time, and counts them all', async () => {
    const { user } = await renderRoute('/domains', { scenario: 'reseller' });
    const table = await screen.findByRole('table', { name: 'All domains' });
    expect(rowsOf(table)).toHaveLength(100);
    expect(await findListCount(`${RESELLER_DOMAINS.total.toLocaleString('en')} domains`)).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more' });
    await user.click(more);
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(200));
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus();
    // The next page is drawn after the rows already there, which never go away meanwhile.
    const fewest = { rows: 200 };
    const observer = new MutationObserver(() => {
      fewest.rows = Math.min(fewest.rows, rowsOf(screen.getByRole('table')).length);
    });
    observer.observe(screen.getByRole('table'), { childList: true, subtree: true });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(300));
    observer.disconnect();
    expect(fewest.rows).toBeGreaterThanOrEqual(200);
    // No endless scroll and no second paging control.
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('adds up the rows every page read could not show, and says so above the list', async () => {
    const { user } = await renderRoute('/domains', {
      scenario: 'reseller',
      rewrite: breakItems('GET /api/v2/domains', { indexes: [0, 99] }),
    });
    const table = await screen.findByRole('table', { name: 'All domains' });
    expect(await screen.findByText('2 items could not be shown.')).toBeInTheDocument();
    expect(rowsOf(table).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('4 items could not be shown.')).toBeInTheDocument();
  });

  it('selects all 10,000 matching domains at once, without reading them, the count in the customer’s digits', async () => {
    const { user, requests } = await renderRoute('/domains', { scenario: 'reseller' });
    await screen.findByRole('table', { name: 'All domains' });
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Select all matching' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('All 10,000 matching selected');
    expect(requests.slice(before).filter((r) => r.startsWith('GET /api/v2/domains?'))).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select the 100 rows shown' })).toBeChecked();
  });

  it('selects every matching domain, unticking one lowers the count; a new filter clears the selection', async () => {
    const { user } = await renderRoute('/domains?tld=se');
    await screen.findByRole('table', { name: 'Domains matching the filter' });
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all matching' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('All 6 matching selected');
    await user.click(screen.getByRole('checkbox', { name: `Select ${DEMO_DOMAINS.se.name}` }));
    expect(bar).toHaveTextContent('All 5 matching selected');
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: `Select ${DEMO_DOMAINS.se.name}` }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 selected');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
  });

  it('runs a bulk action on all matching but the one unticked, and says what happened to each domain', async () => {
    const { user, requests } = await renderRoute('/domains?tld=se', { jobDurationMs: 60_000 });
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    const names = namesOf(table);
    expect(names).toHaveLength(6);
    const unticked = names[0] ?? '';
    await user.click(screen.getByRole('button', { name: 'Select all matching' }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${unticked}` }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(await within(bar).findByRole('button', { name: 'Turn auto-renew off' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Turn auto-renew off' }));
    const outcomes = await within(dialog).findByRole('table', { name: 'What happened to each selected domain' });
    // Each of the other five: sent and queued, or left out with why (auto-renew already off); the unticked one not.
    const leftOut = within(dialog).queryByRole('list', { name: 'Domains left out' });
    let sent = 0;
    for (const name of names.slice(1)) {
      const cell = within(outcomes).queryByRole('cell', { name });
      if (cell) {
        sent += 1;
        expect(cell.closest('tr')).toHaveTextContent('Queued');
      } else expect(leftOut).toHaveTextContent(`${name}: auto-renew is already off.`);
    }
    expect(sent).toBeGreaterThan(0);
    expect(dialog).not.toHaveTextContent(unticked);
    expect(requests.filter((r) => r === 'POST /api/v2/domains/bulk/autorenew')).toHaveLength(1);
  });

  it('downloads what the filters show as CSV: BOM, header words, ISO dates, the ids', async () => {
    const { user } = await renderRoute('/domains?tld=se&sort=-name');
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    const names = namesOf(table);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/^Saved domains-\d{4}-\d\d-\d\d\.csv: 6 rows\.$/);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Domain,Status,Expires,Auto-renew,Registrar lock,ID');
    expect(records).toHaveLength(7);
    // The rows in the list's order, each with its id; an expiry as an ISO 8601 instant.
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(names);
    expect(records.find((record) => record.startsWith(`${DEMO_DOMAINS.se.name},`))).toMatch(
      new RegExp(`^${DEMO_DOMAINS.se.name},Active,\\d{4}-\\d\\d-\\d\\dT[\\d:]+(\\.\\d+)?Z,.*,${DEMO_DOMAINS.se.id}$`),
    );
  });

  it('speaks Swedish, the CSV header too', async () => {
    await setLocale('sv', null);
    const { user } = await renderRoute('/domains?status=expired');
    const table = await screen.findByRole('table', { name: 'Domäner som matchar filtret' });
    expect(rowsOf(table)[0]).toHaveTextContent('Utgången');
    expect(screen.getByRole('heading', { level: 1, name: 'Domäner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj alla som matchar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ladda ner CSV' }));
    await screen.findByText(/domains-\d{4}-\d\d-\d\d\.csv/);
    const { records } = await csvRecords(saved[0]);
    expect(records[0]).toBe('Domän,Status,Går ut,Automatisk förnyelse,Registrarlås,ID');
  });
});
