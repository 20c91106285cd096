import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, writesIn } from '@/test/scope-gates';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;

const card = () => screen.findByRole('region', { name: 'When the server will not behave' });

describe('when a server will not behave (overview)', () => {
  it('a root-password reset says the restart before, sends once and shows the new password once', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`);
    const recovery = await card();
    await user.click(within(recovery).getByRole('button', { name: 'Reset root password…' }));
    const dialog = screen.getByRole('dialog', { name: `Reset the root password of ${web.name}?` });
    expect(dialog).toHaveTextContent(`${web.name} restarts to apply the new password`);
    expect(writesIn(requests)).toEqual([]);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Reset the password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', `/api/v2/vps/${web.id}/actions/reset-root-password`)).toHaveLength(1);
    const heading = await within(recovery).findByRole('heading', { name: `New root password for ${web.name}` });
    expect(heading).toHaveFocus();
    expect(within(recovery).getByText(/^[A-Za-z0-9]{20}$/)).toBeInTheDocument();
    await user.click(within(recovery).getByRole('button', { name: 'I have saved it' }));
    expect(within(recovery).queryByText(/^[A-Za-z0-9]{20}$/)).not.toBeInTheDocument();
  });

  it('a reinstall stays locked until the server’s name is typed, and sends once', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`);
    const recovery = await card();
    await user.click(within(recovery).getByRole('button', { name: 'Reinstall…' }));
    const dialog = screen.getByRole('dialog', { name: `Reinstall ${web.name}?` });
    expect(dialog).toHaveTextContent('Everything on the disk of web-01 is erased');
    await within(dialog).findByRole('option', { name: 'Debian 12' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase and reinstall' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(`Type ${web.name} to confirm`), web.name);
    clickTwiceInOneTick(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', `/api/v2/vps/${web.id}/actions/rebuild`)).toHaveLength(1);
  });

  it('a read-only key sees every recovery action blocked, in words', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}`, { as: 'readonly', scopes: READ_ONLY_SCOPES });
    const recovery = await card();
    await expectBlockedByScope(
      user,
      requests,
      within(recovery).getByRole('button', { name: 'Reinstall…' }),
      'Your API key can only read servers, so it cannot reinstall them.',
    );
    await expectBlockedByScope(
      user,
      requests,
      within(recovery).getByRole('button', { name: 'Reset root password…' }),
      'Your API key can only read servers, so it cannot reset their root password.',
    );
  });
});
