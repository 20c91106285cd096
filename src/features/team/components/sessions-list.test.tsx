import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';
import { rowTitles } from '@/test/table-rows';

const saved = setUpListTests();

const devices = (table: HTMLElement) => rowTitles(table, 'strong');

describe('the session list (a kit list)', () => {
  it('sorts by device with aria-sort, searches in the URL, and says when nothing matches', async () => {
    const { user, router } = await renderRoute('/account/sessions', { person: 'astrid' });
    const table = await screen.findByRole('table', { name: 'Your sessions and the API keys’ use' });
    const all = devices(table).length;
    expect(await findListCount(all === 1 ? '1 session' : `${all} sessions`)).toBeInTheDocument();
    const header = within(table).getByRole('columnheader', { name: /Device/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: /Device/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toMatchObject({ sort: 'device' });
    const ascending = devices(table);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await user.type(screen.getByRole('searchbox', { name: 'Device or place' }), 'no such device');
    expect(await screen.findByRole('heading', { name: 'No sessions match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No sessions yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(devices(await screen.findByRole('table', { name: 'Your sessions and the API keys’ use' }))).toHaveLength(
      all,
    );
  });

  it('downloads the sessions as CSV: ISO times, the id last, a BOM', async () => {
    const { user } = await renderRoute('/account/sessions?sort=-lastSeen', { person: 'astrid' });
    const table = await screen.findByRole('table', { name: 'Your sessions and the API keys’ use' });
    const shown = devices(table);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(new RegExp(`Saved sessions-\\d{4}-\\d{2}-\\d{2}\\.csv: ${shown.length} rows?\\.`));
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Device,Where (approximately),Last address,First seen,Last seen,ID');
    expect(records).toHaveLength(shown.length + 1);
    // The rows in the order on screen, each time in ISO 8601.
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(shown.map((d) => d.split(',')[0]));
    for (const record of records.slice(1)) expect(record).toMatch(/(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)?,[^,]+$/);
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/account/sessions', { person: 'astrid' });
    await screen.findByRole('table', { name: 'Dina sessioner och API-nycklarnas användning' });
    expect(screen.getByRole('searchbox', { name: 'Enhet eller plats' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });
});
