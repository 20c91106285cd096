import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownScopes, readScopes } from '@/api/schemas/me';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { rowOf } from '@/test/table-rows';

const FULL = [...knownScopes];
const KEYS = '/api/v2/api-keys';

async function keysTable() {
  return screen.findByRole('table', { name: 'API keys of your account' });
}

describe('API keys', () => {
  it('lists each key with what it may do by area in words, who made it and the key in use', async () => {
    await renderRoute('/account/keys', { scopes: FULL });
    const table = await keysTable();
    const readonly = rowOf(table, 'readonly');
    expect(readonly).toHaveTextContent('Servers: read');
    expect(readonly).toHaveTextContent('Account log: read');
    expect(readonly).not.toHaveTextContent('API keys:');
    expect(readonly).toHaveTextContent('with the account');
    expect(readonly).not.toHaveTextContent(/read:vm|write:/);
    expect(rowOf(table, 'full')).toHaveTextContent('Servers: read and change');
    expect(rowOf(table, 'full')).toHaveTextContent('DNS zones: read and change');
    expect(rowOf(table, 'full')).not.toHaveTextContent('other permission');
    expect(rowOf(table, 'full')).toHaveTextContent('You are signed in with this key');
  });

  it('a read-only key cannot open the screen and is told why in words', async () => {
    await renderRoute('/account/keys', { as: 'readonly', scopes: [...readScopes] });
    expect(await screen.findByText(/not allowed to see the API keys/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'API keys of your account' })).not.toBeInTheDocument();
  });

  it('creates a read-only key once on a double click, shows its secret once, and lists it', async () => {
    const { user, requests } = await renderRoute('/account/keys?create=true', { scopes: FULL });
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    expect(await within(dialog).findByText('Give the key a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reports');
    expect(within(dialog).getByRole('radio', { name: /Read only/ })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'API keys' })).toHaveValue('none');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Create the key' }));
    const secretBox = await screen.findByRole('region', { name: 'The secret of “Reports”' });
    expect(sentRequests(requests, 'POST', KEYS)).toHaveLength(1);
    const secret = within(secretBox).getByText(/^hpk_[0-9a-f]{32}$/).textContent ?? '';
    const row = rowOf(await keysTable(), 'Reports');
    await waitFor(() => expect(row).toHaveTextContent('Support tickets: read'));
    expect(row).not.toHaveTextContent('read and change');
    expect(row).toHaveTextContent('by full');
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('choosing an area makes the choice custom, and a key with nothing chosen is refused before sending', async () => {
    const { user, requests } = await renderRoute('/account/keys', { scopes: FULL });
    await user.click(await screen.findByRole('button', { name: 'Create an API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nothing');
    const areas = [
      'Servers',
      'Web hosting',
      'Domains',
      'DNS zones',
      'Orders',
      'Billing',
      'Support tickets',
      'Account log',
    ];
    for (const area of areas) {
      await user.selectOptions(within(dialog).getByRole('combobox', { name: area }), 'none');
    }
    expect(within(dialog).getByRole('radio', { name: 'Choose by area' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    expect(await within(dialog).findByText('Choose at least one area the key may use.')).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', KEYS)).toHaveLength(0);
  });

  it('gives a key chosen by area the DNS zones alone, to read and change', async () => {
    const { user } = await renderRoute('/account/keys?create=true', { scopes: FULL });
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Zone sync');
    for (const area of ['Servers', 'Web hosting', 'Domains', 'Orders', 'Billing', 'Support tickets', 'Account log']) {
      await user.selectOptions(within(dialog).getByRole('combobox', { name: area }), 'none');
    }
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'DNS zones' }), 'write');
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    await screen.findByRole('region', { name: 'The secret of “Zone sync”' });
    const row = rowOf(await keysTable(), 'Zone sync');
    await waitFor(() => expect(row).toHaveTextContent('DNS zones: read and change'));
    expect(row).not.toHaveTextContent(/Servers:|Domains:|Billing:|other permission/);
  });

  it('offers only what the signed-in key holds: a servers-only key chooses among servers alone', async () => {
    const scopes = ['read:vm', 'power:vm', 'read:keys', 'write:keys'];
    const { user } = await renderRoute('/account/keys', { keys: [{ name: 'ops', scopes }], as: 'ops', scopes });
    await user.click(await screen.findByRole('button', { name: 'Create an API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getByRole('combobox', { name: 'Servers' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('revokes after a confirmation that says what stops working, sending once on a double click', async () => {
    const { user, requests } = await renderRoute('/account/keys', { scopes: FULL });
    const row = rowOf(await keysTable(), 'readonly');
    await user.click(within(row).getByRole('button', { name: 'Revoke readonly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “readonly”?' });
    expect(dialog).toHaveTextContent('stops working at once');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText('“readonly” is revoked. Nothing can use it any more.')).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', /\/api\/v2\/api-keys\/key_[0-9a-f]+\/actions\/revoke/)).toHaveLength(1);
    await waitFor(() => expect(rowOf(screen.getByRole('table'), 'readonly')).toHaveTextContent('Revoked'));
  });

  it('gives a new secret with the chosen grace period, and says until when the old one works', async () => {
    const { user, requests } = await renderRoute('/account/keys', { scopes: FULL });
    const row = rowOf(await keysTable(), 'readonly');
    await user.click(within(row).getByRole('button', { name: 'New secret readonly' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new secret for “readonly”' });
    await user.click(within(dialog).getByRole('radio', { name: 'In 7 days' }));
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Make a new secret' }));
    expect(await screen.findByRole('region', { name: 'The secret of “readonly”' })).toBeInTheDocument();
    const sent = sentRequests(requests, 'POST', /\/actions\/rotate$/);
    expect(sent).toHaveLength(1);
    await waitFor(() =>
      expect(rowOf(screen.getByRole('table'), 'readonly')).toHaveTextContent(/The old secret works until/),
    );
  });

  it('revoking the key this tab uses signs this tab out, saying the key was revoked', async () => {
    const { user, router } = await renderRoute('/account/keys', { scopes: FULL });
    const row = rowOf(await keysTable(), 'full');
    await user.click(within(row).getByRole('button', { name: 'Revoke full' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “full”?' });
    expect(dialog).toHaveTextContent('this tab will be signed out too');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText(/This API key was revoked, so you were signed out/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});
