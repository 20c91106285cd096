import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_VPS, DEMO_VPS_COUNTS } from '@/mock/scenarios/demo/ids';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';

const saved = setUpListTests();

// The server list on the kit list (issue 40, "One list"): its toolbar, order, empty states and CSV.
describe('server list (kit list)', () => {
  it('has one status select, says the name order with aria-sort, and pages with "Show more" only', async () => {
    await renderRoute('/vps');
    const table = await screen.findByRole('table', { name: 'All servers' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'Running', 'Stopped', 'Starting', 'Stopping', 'Restarting', 'Being set up', 'Suspended']);
    expect(within(table).getByRole('columnheader', { name: 'Server' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    // The server sorts by name only: no header offers another order.
    const [header] = within(table).getAllByRole('row');
    if (!header) throw new Error('no header row');
    expect(within(header).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Next page/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('reads status=all from a link as no filter', async () => {
    const { requests } = await renderRoute('/vps?status=all');
    const table = await screen.findByRole('table', { name: 'All servers' });
    expect(within(table).getAllByRole('row')).toHaveLength(DEMO_VPS_COUNTS.main.total + 1);
    expect(requests).toContain('GET /api/v2/vps?limit=20');
  });

  it('says "No servers yet" when the account has none, without Clear filters', async () => {
    await renderRoute('/vps', { scenario: 'empty' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No servers yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads what the filters show: the stopped server, every column and its id, with a BOM', async () => {
    const { user } = await renderRoute('/vps?status=stopped');
    await screen.findByRole('table', { name: 'Servers matching your filters' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved servers-\d{4}-\d{2}-\d{2}\.csv: 1 row\./);
    expect(saved[0]?.name).toMatch(/^servers-\d{4}-\d{2}-\d{2}\.csv$/);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Server,Hostname,Status,IPv4 address,IPv6 address,Plan,Location,ID');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatch(
      new RegExp(`^${DEMO_VPS.db.name},${DEMO_VPS.db.hostname},Stopped,.*,${DEMO_VPS.db.id}$`),
    );
  });

  it('writes the CSV header in Swedish for a Swedish customer', async () => {
    await setLocale('sv', null);
    const { user } = await renderRoute('/vps?q=' + DEMO_VPS.web.name);
    await screen.findByRole('table', { name: 'Servrar som matchar dina filter' });
    await user.click(screen.getByRole('button', { name: 'Ladda ner CSV' }));
    await screen.findByText(/servers-\d{4}-\d{2}-\d{2}\.csv/);
    const { records } = await csvRecords(saved[0]);
    expect(records[0]).toBe('Server,Värdnamn,Status,IPv4-adress,IPv6-adress,Paket,Plats,ID');
    expect(records[1]).toMatch(new RegExp(`^${DEMO_VPS.web.name},${DEMO_VPS.web.hostname},Igång,`));
  });
});
