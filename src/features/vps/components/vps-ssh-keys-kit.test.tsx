import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_SSH_KEYS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { findListCount } from '@/test/list-count';
import { setUpListTests } from '@/test/list-tests';
import { renderRoute } from '@/test/render-route';
import { csvRecords } from '@/test/saved-files';
import { rowTitles } from '@/test/table-rows';

const web = DEMO_VPS.web;
const { laptop, ci, yubikey } = DEMO_SSH_KEYS;
const caption = `Your account’s SSH keys, to choose for ${web.name}`;
const saved = setUpListTests();

/** The key names in the table's order. */
const names = (table: HTMLElement) => rowTitles(table);

// A server's SSH keys on the kit list (issue 40, "One list"): the account's keys are one answer, sorted here.
describe('SSH key list (kit list)', () => {
  it('sorts by name and by when added from the headers, with aria-sort and the sort in the URL', async () => {
    const { user, router } = await renderRoute(`/vps/${web.id}?tab=ssh-keys`);
    const table = await screen.findByRole('table', { name: caption });
    const name = within(table).getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'none');
    await user.click(within(name).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'ssh-keys', sort: 'name' }));
    await waitFor(() => expect(names(table)).toEqual([laptop.name, ci.name, yubikey.name]));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(within(table).getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(names(table)).toEqual([yubikey.name, ci.name, laptop.name]));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    const added = within(table).getByRole('columnheader', { name: /Added/ });
    await user.click(within(added).getByRole('button'));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /Added/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(router.state.location.search).toMatchObject({ sort: 'created' });
  });

  it('finds a key by fingerprint, filters by whether it is on the server, counts, and keeps ticks it hides', async () => {
    const { user, router } = await renderRoute(`/vps/${web.id}?tab=ssh-keys`);
    const table = await screen.findByRole('table', { name: caption });
    expect(await findListCount('3 SSH keys')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name or fingerprint' }), yubikey.fingerprint.slice(7, 20));
    await waitFor(() => expect(names(table)).toEqual([yubikey.name]));
    expect(await findListCount('1 of 3 SSH keys')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: yubikey.fingerprint.slice(7, 20) }));
    // The keys hidden by the search stay chosen: replacing still keeps them.
    expect(screen.getByText('2 keys chosen')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'On this server' }), 'Installed now');
    expect(await screen.findByRole('heading', { name: 'No SSH keys match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No SSH keys yet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'ssh-keys' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'On this server' }), 'Installed now');
    await waitFor(() => expect(names(screen.getByRole('table', { name: caption }))).toEqual([laptop.name, ci.name]));
    expect(router.state.location.search).toMatchObject({ status: 'installed' });
  });

  it('says when the account has no keys at all, not that none match', async () => {
    await renderRoute(`/vps/${web.id}?tab=ssh-keys`, {
      rewrite: (request, body) =>
        request === `GET /api/v2/vps/${web.id}/ssh-keys` && typeof body === 'object' ? { sshKeys: [] } : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'No SSH keys yet' })).toBeInTheDocument();
    expect(screen.getByText(/Your account has no SSH keys yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('downloads the keys shown with type, fingerprint, ISO dates and the id, and no key line', async () => {
    const { user } = await renderRoute(`/vps/${web.id}?tab=ssh-keys&sort=name&status=installed`);
    await screen.findByRole('table', { name: caption });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/Saved ssh-keys-\d{4}-\d{2}-\d{2}\.csv: 2 rows\./);
    const { bom, records } = await csvRecords(saved[0]);
    expect(bom).toBe(true);
    expect(records[0]).toBe('Name,Type,Bits,Fingerprint,Added,On this server,ID');
    expect(records.slice(1).map((record) => record.split(',')[0])).toEqual([laptop.name, ci.name]);
    expect(records[1]).toMatch(
      new RegExp(
        `^${laptop.name},ssh-ed25519,256,${laptop.fingerprint},\\d{4}-\\d\\d-\\d\\dT[\\d:]+Z,Installed now,${laptop.id}$`,
      ),
    );
    expect(records.join('\n')).not.toMatch(/AAAA|ssh-ed25519 /);
  });

  it('says the toolbar in Swedish', async () => {
    await setLocale('sv', null);
    await renderRoute(`/vps/${web.id}?tab=ssh-keys`);
    await screen.findByRole('table', { name: `Kontots SSH-nycklar att välja för ${web.name}` });
    expect(screen.getByRole('searchbox', { name: 'Namn eller fingeravtryck' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'På den här servern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda ner CSV' })).toBeInTheDocument();
  });
});
