import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownScopes, readScopes } from '@/api/schemas/me';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { mockText, renderRoute } from '@/test/render-route';
import { rowOf } from '@/test/table-rows';

const FULL = [...knownScopes];
const INVITATIONS = '/api/v2/team/invitations';

async function teamTable() {
  return screen.findByRole('table', { name: 'Team members of your account' });
}

describe('team members', () => {
  it('lists each member with their role in words', async () => {
    await renderRoute('/account/team', { scopes: FULL });
    const astrid = rowOf(await teamTable(), DEMO_PEOPLE.astrid.name);
    expect(astrid).toHaveTextContent('Owner');
    expect(astrid).toHaveTextContent('May place orders');
    expect(astrid).not.toHaveTextContent(/read:|write:|per_/);
  });

  it('invites once on a double click and lists the invitation', async () => {
    const { user, requests } = await renderRoute('/account/team', { scopes: FULL });
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.click(within(dialog).getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('tove@nordlicht.example');
    await user.click(within(dialog).getByRole('radio', { name: /Billing/ }));
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to tove@nordlicht.example. It works for 7 days.')).toBeVisible();
    expect(sentRequests(requests, 'POST', INVITATIONS)).toHaveLength(1);
    await waitFor(() =>
      expect(rowOf(screen.getByRole('table'), 'tove@nordlicht.example')).toHaveTextContent('Invited'),
    );
  });

  it('says a missing or taken e-mail address at the field', async () => {
    const { user, requests } = await renderRoute('/account/team', { scopes: FULL });
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('Enter the e-mail address to invite.')).toBeVisible();
    expect(sentRequests(requests, 'POST', INVITATIONS)).toHaveLength(0);
    await user.click(email);
    await user.paste(DEMO_PEOPLE.erik.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(
      await within(dialog).findByText('This e-mail address is already in your team or has been invited.'),
    ).toBeVisible();
    expect(email).toHaveAccessibleDescription(/already in your team/);
  });

  it('blocks removing or demoting the last owner before the click, with the reason', async () => {
    const { user, requests } = await renderRoute('/account/team', { scopes: FULL });
    const table = await teamTable();
    await user.click(within(rowOf(table, DEMO_PEOPLE.astrid.name)).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${DEMO_PEOPLE.astrid.name} from the team?` });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Remove from the team' }));
    expect(await screen.findByText(`${DEMO_PEOPLE.astrid.name} was removed from the team.`)).toBeVisible();
    expect(sentRequests(requests, 'DELETE', /\/api\/v2\/team\/members\//)).toHaveLength(1);
    const erik = rowOf(await teamTable(), DEMO_PEOPLE.erik.name);
    await waitFor(() =>
      expect(within(erik).getByRole('button', { name: /^Remove/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(within(erik).getByRole('button', { name: /^Change role/ })).toHaveAttribute('aria-disabled', 'true');
    expect(erik).toHaveTextContent('Every account needs an owner, and this is the only one.');
  });

  it('a read-only key sees no team and is told why in words', async () => {
    await renderRoute('/account/team', { as: 'readonly', scopes: [...readScopes] });
    expect(await screen.findByText(/not allowed/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Team members of your account' })).not.toBeInTheDocument();
  });
});

describe('joining from an invitation', () => {
  async function invitationToken(): Promise<string> {
    const first = await renderRoute('/account/team', { scopes: FULL });
    const invited = await first.apiWrite(INVITATIONS, { email: 'tove@nordlicht.example', role: 'technical' });
    expect(invited.status).toBe(201);
    const outbox = await mockText(`/__mock/outbox/${first.world.worldId}`);
    cleanup();
    const token = /\/join#([^"]+)"/.exec(outbox)?.[1];
    if (!token) throw new Error('no invitation in the outbox');
    return token;
  }

  it('refuses a weak password at the field before sending, then joins once on a double click', async () => {
    const token = await invitationToken();
    const { user, requests } = await renderRoute(`/join#${token}`, { signedIn: false });
    expect(await screen.findByText(/invited you to .* as Technical/)).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Your name' }));
    await user.paste('Tove Berg');
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.paste('aaaaaaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('This password is too easy to guess. Add words or make it longer.')).toBeVisible();
    expect(sentRequests(requests, 'POST', '/api/v2/team/invitation-acceptances')).toHaveLength(0);
    await user.clear(password);
    await user.paste('violet-harbour-compass-71');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('heading', { name: 'You have joined the team' })).toBeVisible();
    expect(sentRequests(requests, 'POST', '/api/v2/team/invitation-acceptances')).toHaveLength(1);
  });
});
