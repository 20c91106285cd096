import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';
import { rowTitles } from '@/test/table-rows';

const web = DEMO_VPS.web;
const { kept, expiringSoon } = web.snapshots;
const saved = setUpListTests();

/** The snapshot names in the table's order. */
const names = (table: HTMLElement) => rowTitles(table);

// A server's snapshots on the kit list (issue 40, "One list"): the whole list is one answer, so it sorts here.
describe('snapshot list (kit list)', () => {
  it('sorts by a header button, newest first by default, with aria-sort and the sort in the URL', async () => {
    const { user, router } = await renderRoute(`/vps/${web.id}?tab=snapshots`);
    const table = await screen.findByRole('table', { name: `Snapshots of ${web.name}` });
    expect(names(table)).toEqual([kept, expiringSoon]);
    const created = within(table).getByRole('columnheader', { name: /Taken/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(created).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'snapshots', sort: 'created' }));
    await waitFor(() => expect(names(table)).toEqual([expiringSoon, kept]));
    expect(within(table).getByRole('columnheader', { name: /Taken/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Snapshot/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('filters by the status select and the text, and tells none matching with Clear filters keeping the tab', async () => {
    const { user, router } = await renderRoute(`/vps/${web.id}?tab=snapshots&q=${kept}`);
    const table = await screen.findByRole('table', { name: `Snapshots of ${web.name}` });
    await waitFor(() => expect(names(table)).toEqual([kept]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(await screen.findByRole('heading', { level: 2, name: 'No snapshots match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'snapshots' }));
    await waitFor(() => expect(names(screen.getByRole('table', { name: `Snapshots of ${web.name}` }))).toHaveLength(2));
  });

  it('downloads the snapshots shown, in the order shown, with ISO dates and the id', async () => {
    const { user } = await renderRoute(`/vps/${web.id}?tab=snapshots&sort=name`);
    await screen.findByRole('table', { name: `Snapshots of ${web.name}` });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved snapshots-\d{4}-\d{2}-\d{2}\.csv: 2 rows\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Snapshot,Description,Status,Taken,Removed,ID');
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual([kept, expiringSoon]);
    expect(records[1]).toMatch(
      new RegExp(`^${kept},.*,Ready,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z,${kept}$`),
    );
  });
});
