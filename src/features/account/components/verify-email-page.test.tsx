import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { sentRequests } from '@/test/double-submit';
import { mockText, renderRoute, signInPerson } from '@/test/render-route';

/** Issue 39: the verification mail's link (`/account/verify-email#<token>`) confirms a new e-mail address. */

const erik = DEMO_PEOPLE.erik;
const NEW_ADDRESS = 'erik@fjord.example';
const VERIFY = '/api/v2/account/email-verification';

afterEach(async () => {
  await setLocale('en', null);
});

/** Erik signed in on the account page, a change to `NEW_ADDRESS` asked for, and the link's token from the outbox. */
async function askedForNewAddress() {
  const view = await renderRoute('/account', { person: 'erik', signedInAs: { kind: 'person', name: erik.name } });
  await screen.findByRole('heading', { level: 1, name: 'Profile and security' });
  const asked = await view.apiWrite('/api/v2/account/email-change', { email: NEW_ADDRESS });
  expect(asked.status).toBe(202);
  const outbox = await mockText(`/__mock/outbox/${view.world.worldId}`);
  const token = /\/account\/verify-email#([^"]+)"/.exec(outbox)?.[1];
  if (!token) throw new Error('no verification mail in the outbox');
  return { ...view, token };
}

async function openLink(router: Awaited<ReturnType<typeof askedForNewAddress>>['router'], token: string) {
  await act(() => router.navigate({ to: '/account/verify-email', hash: token }));
}

describe('the e-mail verification link', () => {
  it('confirms the new address once, says so, takes the token off the address bar and shows it on the account page', async () => {
    const { router, token, requests, user } = await askedForNewAddress();
    await openLink(router, token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is changed' })).toBeVisible();
    expect(screen.getByText(/From now on you sign in with erik@fjord\.example/)).toBeVisible();
    expect(sentRequests(requests, 'POST', VERIFY)).toHaveLength(1);
    expect(router.state.location.hash).toBe('');
    await user.click(screen.getByRole('link', { name: 'Go to your account' }));
    expect(await screen.findByText(`You sign in with ${NEW_ADDRESS}, and we write to it.`)).toBeVisible();
    expect(screen.queryByText(/Waiting for you to confirm/)).not.toBeInTheDocument();
  });

  it('says a link used already, and one past its 24 hours, in words', async () => {
    const first = await askedForNewAddress();
    await openLink(first.router, first.token);
    await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is changed' });
    await act(() => first.router.navigate({ to: '/account' }));
    await openLink(first.router, first.token);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link was used already' })).toBeVisible();
    expect(screen.getByText(/already the one you sign in with/)).toBeVisible();

    await first.apiWrite('/api/v2/account/email-change', { email: 'erik@lake.example' });
    const outbox = await mockText(`/__mock/outbox/${first.world.worldId}`);
    const later = /\/account\/verify-email#([^"]+)"/.exec(outbox.split('erik@lake.example')[1] ?? '')?.[1] ?? '';
    await first.advanceClock(24 * 60 * 60 * 1000);
    await act(() => first.router.navigate({ to: '/account' }));
    await openLink(first.router, later);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText(/A link works for 24 hours/)).toBeVisible();
  });

  it('signed in as someone else: nothing changes, and the page says who is signed in and how to go on', async () => {
    const { router, token, session, world, apiRead, queryClient } = await askedForNewAddress();
    const astridKey = await signInPerson(world.worldId, 'astrid');
    // Another person signs in in this tab (a sign-in starts with nothing of the one before).
    act(() => session.signOut());
    queryClient.clear();
    act(() =>
      session.signIn({
        key: astridKey,
        persist: false,
        customerName: 'Astrid Lindqvist',
        scopes: null,
        demo: null,
        signedInAs: { kind: 'person', name: DEMO_PEOPLE.astrid.name },
      }),
    );
    await openLink(router, token);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is for someone else' })).toBeVisible();
    expect(screen.getByText(/You are signed in here as Astrid Lindqvist/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Erik's address is as it was, and his link still works.
    const security = (await apiRead('/api/v2/account/security')) as { person: { email: string } };
    expect(security.person.email).toBe(erik.email);
  });

  it('signed out, confirms the address and offers to sign in, in Swedish too', async () => {
    const { router, token, session } = await askedForNewAddress();
    await act(() => setLocale('sv', null));
    act(() => session.signOut());
    await openLink(router, token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Din e-postadress är ändrad' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('without the token, says to open the whole link again', async () => {
    await renderRoute('/account/verify-email', { signedIn: false });
    expect(await screen.findByText(/needs the whole link from the verification mail/)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/Confirming/)).not.toBeInTheDocument());
  });
});
