import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownScopes } from '@/api/schemas/me';
import { setLocale } from '@/i18n';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';
import { rowTitles } from '@/test/table-rows';

const FULL = [...knownScopes];

const saved = setUpListTests();

const names = (table: HTMLElement) => rowTitles(table, 'strong');

describe('the API key list (a kit list)', () => {
  it('sorts by name from its header with aria-sort, the sort in the URL', async () => {
    const { user, router } = await renderRoute('/account/keys', { scopes: FULL });
    const table = await screen.findByRole('table', { name: 'API keys of your account' });
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toMatchObject({ sort: 'name' });
    const ascending = names(table);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(names(table)).toEqual([...ascending].reverse());
  });

  it('finds a key by name and by status, counts them, and tells nothing-matches from nothing-yet', async () => {
    const { user, router } = await renderRoute('/account/keys', { scopes: FULL });
    const table = await screen.findByRole('table', { name: 'API keys of your account' });
    const all = names(table).length;
    expect(await findListCount(`${all} API keys`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Key name' }), 'readonly');
    const found = await screen.findByRole('table', { name: 'API keys matching your filters' });
    await waitFor(() => expect(names(found)).toEqual(['readonly']));
    expect(await findListCount(`1 of ${all} API keys`)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: 'readonly' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Revoked');
    expect(await screen.findByRole('heading', { name: 'No API keys match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No API keys yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    const again = await screen.findByRole('table', { name: 'API keys of your account' });
    expect(names(again)).toHaveLength(all);
  });

  it('drops a status or sort it cannot take from the address', async () => {
    await renderRoute('/account/keys?status=lost&sort=colour', { scopes: FULL });
    expect(await screen.findByRole('table', { name: 'API keys of your account' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
  });

  it('downloads the keys the filters show as CSV: access in words, ISO dates, the id last, a BOM', async () => {
    const { user } = await renderRoute('/account/keys?status=active&sort=name', { scopes: FULL });
    const table = await screen.findByRole('table', { name: 'API keys matching your filters' });
    const shown = names(table);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(new RegExp(`Saved api-keys-\\d{4}-\\d{2}-\\d{2}\\.csv: ${shown.length} rows?\\.`));
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Name,What it may do,Created,Created by,Expires,Last used,Last used from,Status,ID');
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(shown);
    const readonly = records.find((record) => record.startsWith('readonly,'));
    expect(readonly).toMatch(/^readonly,Servers: read;[^,]*,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,.*,Active,key_\w+$/);
    expect(readonly).not.toMatch(/read:vm/);
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute('/account/keys', { scopes: FULL });
    await screen.findByRole('table', { name: 'Kontots API-nycklar' });
    expect(screen.getByRole('searchbox', { name: 'Nyckelns namn' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });
});
