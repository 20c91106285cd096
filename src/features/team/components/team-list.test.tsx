import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownScopes } from '@/api/schemas/me';
import { setLocale } from '@/i18n';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';
import { rowTitles } from '@/test/table-rows';

const FULL = [...knownScopes];
const { astrid } = DEMO_PEOPLE;

const saved = setUpListTests();

const people = (table: HTMLElement) => rowTitles(table, 'strong');

describe('the team member list (a kit list)', () => {
  it('sorts by person from its header with aria-sort, the sort in the URL', async () => {
    const { user, router } = await renderRoute('/account/team', { scopes: FULL });
    const table = await screen.findByRole('table', { name: 'Team members of your account' });
    const header = within(table).getByRole('columnheader', { name: /Person/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: /Person/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toMatchObject({ sort: 'person' });
    const ascending = people(table);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await user.click(within(header).getByRole('button', { name: /Person/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(people(table)).toEqual([...ascending].reverse());
  });

  it('finds a member by name, filters by status, counts, and tells nothing-matches from nothing-yet', async () => {
    const { user, router } = await renderRoute('/account/team', { scopes: FULL });
    const table = await screen.findByRole('table', { name: 'Team members of your account' });
    const all = people(table).length;
    expect(await findListCount(`${all} team members`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail address' }), 'astrid@');
    const found = await screen.findByRole('table', { name: 'Team members matching your filters' });
    await waitFor(() => expect(people(found)).toEqual([astrid.name]));
    expect(await findListCount(`1 of ${all} team members`)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: 'astrid@' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Invitation expired');
    expect(await screen.findByRole('heading', { name: 'No team members match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No team members yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(people(await screen.findByRole('table', { name: 'Team members of your account' }))).toHaveLength(all);
  });

  it('downloads the members the filters show as CSV: role in words, ISO dates, the id last, a BOM', async () => {
    const { user } = await renderRoute('/account/team?status=active', { scopes: FULL });
    const table = await screen.findByRole('table', { name: 'Team members matching your filters' });
    const shown = people(table).length;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(new RegExp(`Saved team-\\d{4}-\\d{2}-\\d{2}\\.csv: ${shown} rows?\\.`));
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Name,E-mail address,Role,Orders,Status,Invitation valid until,Last sign-in,ID');
    expect(records).toHaveLength(shown + 1);
    const row = records.find((record) => record.startsWith(`${astrid.name},`));
    expect(row).toMatch(
      new RegExp(`^${astrid.name},${astrid.email},[^,]+,[^,]+,Active,,(\\d{4}-\\d{2}-\\d{2}T[\\d:]+Z)?,${astrid.id}$`),
    );
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/account/team', { scopes: FULL });
    await screen.findByRole('table', { name: 'Teammedlemmar på ert konto' });
    expect(screen.getByRole('searchbox', { name: 'Namn eller e-postadress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });
});
