import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureCatalog, setLocale } from '@/i18n';
import { findListCount } from '@/test/list-count';
import { breakItems, renderRoute } from '@/test/render-route';
import { domainsMessages } from '@/features/domains/messages/catalog';
import { DomainListSelectionBar } from './domain-list-selection-bar';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { SEARCH_DEBOUNCE_MS } from '@/ui/list-toolbar';
import { DEMO_DOMAIN_COUNTS, DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

stubLayoutObservers();

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('domain list route', () => {
  afterEach(() => setLocale('en', null));

  it('lists the domains with their status, expiry, auto-renew and lock in words', async () => {
    await renderRoute('/domains');
    const table = await screen.findByRole('table', { name: 'All domains' });
    expect(table).toHaveAttribute('aria-rowcount', String(DEMO_DOMAIN_COUNTS.main + 1));
    const pending = rowsOf(table).find((row) => within(row).queryByRole('link', { name: DEMO_DOMAINS.pending.name }));
    expect(pending).toBeDefined();
    const cells = within(pending!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      null,
      null,
      'Status',
      'Expires',
      'Auto-renew',
      'Registrar lock',
    ]);
    expect(cells[2]).toHaveTextContent('Pending');
    expect(cells[3]).toHaveTextContent('No expiry date');
    expect(within(pending!).getByRole('checkbox', { name: `Select ${DEMO_DOMAINS.pending.name}` })).not.toBeChecked();
    expect(screen.getByText(`${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
  });

  it('drops bad filter values from the URL instead of failing', async () => {
    const { router } = await renderRoute('/domains?status=redemption&tld=.&sort=price');
    await screen.findByRole('table', { name: 'All domains' });
    expect(router.state.location.search).toEqual({});
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });

  it('opens filtered from the URL, and asks the server with the same filter', async () => {
    const { requests } = await renderRoute('/domains?q=nordlicht-&status=active&tld=se&sort=-name');
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    expect(rowsOf(table).map((row) => within(row).getByRole('link').textContent)).toEqual([
      DEMO_DOMAINS.unlocked.name,
      DEMO_DOMAINS.confirmable.name,
      DEMO_DOMAINS.foreignOrg.name,
    ]);
    expect(screen.getByLabelText('Name contains')).toHaveValue('nordlicht-');
    // The list with the filter, and one row without it for the total of "3 of 12".
    expect(requests.filter((r) => r.startsWith('GET /api/v2/domains?'))).toEqual([
      'GET /api/v2/domains?name=nordlicht-&serviceStatus=active&tld=se&sort=-name&limit=100',
      'GET /api/v2/domains?limit=1',
    ]);
    expect(await findListCount(`3 of ${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
  });

  it('filters as the user types, the text in the URL; the count says how many of all match, never "all shown"', async () => {
    const { user, router } = await renderRoute('/domains');
    await screen.findByRole('table', { name: 'All domains' });
    expect(await findListCount(`${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
    expect(screen.getByText('All domains are shown.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name contains' }), 'nordlicht-');
    const table = await screen.findByRole('table', { name: 'Domains matching the filter' });
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ q: 'nordlicht-' }));
    const count = rowsOf(table).length;
    expect(await findListCount(`${count} of ${DEMO_DOMAIN_COUNTS.main} domains`)).toBeInTheDocument();
    expect(screen.queryByText('All domains are shown.')).not.toBeInTheDocument();
    expect(screen.getByText('Every matching domain is shown.')).toBeInTheDocument();

    // Nothing matches: the one empty state, whose "Clear filters" keeps the sort.
    await user.selectOptions(screen.getByLabelText('Sort by'), '-name');
    await user.type(screen.getByRole('searchbox', { name: 'Name contains' }), 'zzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'No domains match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'All domains' });
    // Cleared within the debounce of the last keystroke: its pending URL update must not put the text back after.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(router.state.location.search).toEqual({ sort: '-name' });
    expect(screen.getByRole('searchbox', { name: 'Name contains' })).toHaveValue('');
  });

  it('"Clear filters" right after typing a text not yet in the URL empties the field, and the text stays out', async () => {
    const { user, router } = await renderRoute('/domains');
    await screen.findByRole('table', { name: 'All domains' });
    const field = screen.getByRole('searchbox', { name: 'Name contains' });
    await user.type(field, 'zzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'No domains match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'All domains' });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(router.state.location.search).toEqual({});
    expect(field).toHaveValue('');
    expect(screen.getByRole('table', { name: 'All domains' })).toBeInTheDocument();
  });

  it('selects every matching domain at once, with the count in the bar; unticking one lowers it', async () => {
    const { user } = await renderRoute('/domains?tld=se');
    await screen.findByRole('table', { name: 'Domains matching the filter' });
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all matching domains' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('6 domains matching the filter selected');
    await user.click(screen.getByRole('checkbox', { name: `Select ${DEMO_DOMAINS.se.name}` }));
    expect(bar).toHaveTextContent('5 domains matching the filter selected');
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('adds up the rows every loaded page could not show, and says so above the list', async () => {
    const { user } = await renderRoute('/domains', {
      scenario: 'reseller',
      rewrite: breakItems('GET /api/v2/domains', { indexes: [0, 99] }),
    });
    const table = await screen.findByRole('table', { name: 'All domains' });
    expect(await screen.findByText('2 items could not be shown.')).toBeInTheDocument();
    expect(rowsOf(table).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Load more domains' }));
    expect(await screen.findByText('4 items could not be shown.')).toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/domains?status=expired');
    const table = await screen.findByRole('table', { name: 'Domäner som matchar filtret' });
    expect(rowsOf(table)[0]).toHaveTextContent('Utgången');
    expect(screen.getByRole('heading', { level: 1, name: 'Domäner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj alla domäner som matchar' })).toBeInTheDocument();
  });
});

describe('the selection bar', () => {
  it('says "all matching" without a number when the server did not count them', async () => {
    await ensureCatalog(domainsMessages);
    render(
      <DomainListSelectionBar
        selection={{ kind: 'matching', filter: { q: 'nord' }, except: new Set(['dom_a']), count: null }}
        except={1}
        onClear={() => {}}
        onDone={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent(
      'All matching domains selected except 1',
    );
  });
});
