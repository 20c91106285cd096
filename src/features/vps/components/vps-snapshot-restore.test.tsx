import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, writesIn } from '@/test/scope-gates';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;
const snapshot = web.snapshots.kept;

describe('restoring a server to a snapshot', () => {
  it('names what is lost, asks for the server’s name, sends once and shows the progress in place', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}?tab=snapshots`);
    const section = await screen.findByRole('region', { name: 'Snapshots' });
    await user.click(within(section).getByRole('button', { name: `Restore ${web.name} to snapshot ${snapshot}` }));
    const dialog = screen.getByRole('dialog', { name: `Restore ${web.name} to ${snapshot}?` });
    expect(dialog).toHaveTextContent('Everything written to it since then is lost');
    expect(dialog).toHaveTextContent(`${web.name} restarts for the restore`);
    const confirm = within(dialog).getByRole('button', { name: 'Restore and lose newer data' });
    expect(confirm).toBeDisabled();
    // The snapshot's name is not the server's: only the server's name unlocks it.
    await user.type(within(dialog).getByLabelText(`Type ${web.name} to confirm`), snapshot);
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(`Type ${web.name} to confirm`));
    await user.type(within(dialog).getByLabelText(`Type ${web.name} to confirm`), web.name);
    expect(writesIn(requests)).toEqual([]);

    clickTwiceInOneTick(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', `/api/v2/vps/${web.id}/snapshots/${snapshot}/actions/restore`)).toHaveLength(
      1,
    );
    expect(await within(section).findByText(`Restore ${web.name} to snapshot ${snapshot}`)).toBeInTheDocument();
  });

  it('a read-only key sees Restore blocked with the reason in words, said once for the list', async () => {
    const { user, requests } = await renderRoute(`/vps/${web.id}?tab=snapshots`, {
      as: 'readonly',
      scopes: READ_ONLY_SCOPES,
    });
    // Once, in the list's toolbar, for every row's buttons (issue 40).
    const reason = 'Your API key can only read, so it cannot change anything here.';
    const restores = await screen.findAllByRole('button', { name: /^Restore .* to snapshot / });
    expect(restores.length).toBeGreaterThan(1);
    for (const button of restores) await expectBlockedByScope(user, requests, button, reason);
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });
});
