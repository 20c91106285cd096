import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';

stubLayoutObservers();

const caption = `DNS records of ${D.se.name}`;
const saved = setUpListTests();

/** The record names (first cell) and types of the table, in its order. */
function cellsOf(table: HTMLElement, column: number): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[column]?.querySelector('code, .dns-type')?.textContent ?? '');
}

// A zone's records under the kit toolbar (issue 40, "One list"); the body stays the page's windowed table.
describe('DNS records (kit toolbar over the windowed table)', () => {
  it('sorts by a header button with aria-sort, the sort in the URL', async () => {
    const { user, router } = await renderRoute(`/domains/${D.se.id}/dns`);
    const table = await screen.findByRole('table', { name: caption });
    const type = within(table).getByRole('columnheader', { name: /Type/ });
    expect(type).toHaveAttribute('aria-sort', 'none');
    await user.click(within(type).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'type' }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    const types = cellsOf(table, 1);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
    await user.click(within(within(table).getByRole('columnheader', { name: /Type/ })).getByRole('button'));
    await waitFor(() => expect(cellsOf(table, 1)).toEqual([...types].reverse()));
    expect(within(table).getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('filters by type and text into the URL, counts, and tells nothing-matches with Clear filters', async () => {
    const { user, router } = await renderRoute(`/domains/${D.se.id}/dns?sort=name`);
    const table = await screen.findByRole('table', { name: caption });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'MX');
    await waitFor(() => expect(cellsOf(table, 1).every((type) => type === 'MX')).toBe(true));
    expect(router.state.location.search).toMatchObject({ type: 'MX', sort: 'name' });
    expect(await findListCount(/^2 of 13 records$/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter records' }), 'no-such-record');
    expect(await screen.findByRole('heading', { name: 'No records match' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'no-such-record' }));
    await user.click(screen.getAllByRole('link', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name' }));
    expect(screen.getByRole('searchbox', { name: 'Filter records' })).toHaveValue('');
    expect(await findListCount('13 records')).toBeInTheDocument();
  });

  it('says when the zone has no records at all, not that none match', async () => {
    await renderRoute(`/domains/${D.se.id}/dns`, {
      rewrite: (request, body) =>
        request === `GET /api/v2/domains/${D.se.id}/dns` && typeof body === 'object' && body !== null
          ? { ...body, records: [] }
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'This zone has no records yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads the records the filters show, in the order shown, with the TTL as a number and the id', async () => {
    const { user } = await renderRoute(`/domains/${D.se.id}/dns?type=MX&sort=-name`);
    const table = await screen.findByRole('table', { name: caption });
    const names = cellsOf(table, 0);
    expect(names).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(
      new RegExp(`Saved dns-${D.se.name.replace('.', '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.csv: 2 rows\\.`),
    );
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Name,Type,Value,TTL (seconds),Change waiting,ID');
    // A cell a spreadsheet would read as a formula (`@`, the zone's apex) is kept as text by the kit's leading '.
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(
      names.map((name) => (/^[=+\-@]/.test(name) ? `'${name}` : name)),
    );
    for (const record of records.slice(1)) expect(record).toMatch(/^[^,]+,MX,\d+ [^,]+,\d+,,\w+$/);
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute(`/domains/${D.se.id}/dns`);
    await screen.findByRole('table', { name: `DNS-poster för ${D.se.name}` });
    expect(screen.getByRole('search', { name: 'Hitta poster' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filtrera poster' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Typ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });
});
