import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { sentRequests } from '@/test/double-submit';
import { readScopes } from '@/api/schemas/me';
import { renderRoute } from '@/test/render-route';

afterEach(async () => {
  await setLocale('en', null);
});

describe('the language switch saves it to the profile (issue 39)', () => {
  it('signed in as a person, the chosen language is their profile’s from then on', async () => {
    const { user, apiRead, requests } = await renderRoute('/support/tickets', {
      person: 'erik',
      signedInAs: { kind: 'person', name: 'Erik Sandberg' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Erik Sandberg' }));
    await user.click(within(screen.getByRole('banner')).getByRole('radio', { name: 'Svenska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Supportärenden' })).toBeVisible();
    await waitFor(() => expect(sentRequests(requests, 'PATCH', '/api/v2/account/profile')).toHaveLength(1));
    await waitFor(async () =>
      expect(((await apiRead('/api/v2/account/security')) as { person: { language: string } }).person.language).toBe(
        'sv',
      ),
    );
  });

  it('signed in with an API key, which has no profile, only this browser switches', async () => {
    const { user, requests } = await renderRoute('/support/tickets', {
      signedInAs: { kind: 'key', name: 'full' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /full/ }));
    await user.click(within(screen.getByRole('banner')).getByRole('radio', { name: 'Svenska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Supportärenden' })).toBeVisible();
    expect(sentRequests(requests, 'PATCH', '/api/v2/account/profile')).toHaveLength(0);
  });
});

describe('the person menu (issue 40)', () => {
  it('names the person signed in, and holds language, theme, activity, operations, the account and sign-out', async () => {
    const { user } = await renderRoute('/support/tickets', {
      signedInAs: { kind: 'person', name: 'Astrid Lindqvist' },
      customerName: 'Nordlicht AB',
    });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    const banner = screen.getByRole('banner');
    const button = within(banner).getByRole('button', { name: 'Astrid Lindqvist' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed: none of it in the way (nor for a screen reader).
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(banner).not.toHaveTextContent(/scope/i);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByText('Signed in as Astrid Lindqvist')).toBeVisible();
    expect(within(banner).getByText('Account: Nordlicht AB')).toBeVisible();
    expect(within(banner).getByRole('radio', { name: 'Svenska' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Theme' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Operations' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Share view' })).toBeInTheDocument();
    const account = within(banner).getByRole('navigation', { name: 'Your account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Account log', '/account-log'],
      ['Account', '/account'],
      ['API keys', '/account/keys'],
      ['Team', '/account/team'],
      ['Sessions', '/account/sessions'],
    ]);
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('Escape closes it and gives focus back to its button; following a link closes it', async () => {
    const { user, router } = await renderRoute('/support/tickets');
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    const button = screen.getByRole('button', { name: 'Astrid Lindqvist' });
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Account log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-log'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says an API key sign-in in words, by the key’s name, and read-only plainly', async () => {
    const { user } = await renderRoute('/support/tickets', {
      as: 'readonly',
      scopes: [...readScopes],
      signedInAs: { kind: 'key', name: 'readonly' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveTextContent(/\d+ scopes|read-only key/);
    await user.click(within(banner).getByRole('button', { name: 'Key “readonly”' }));
    expect(within(banner).getByText('Signed in with the key “readonly”')).toBeVisible();
    expect(within(banner).getByText('Account: Astrid Lindqvist')).toBeVisible();
    expect(within(banner).getByText('Read-only: you can look at everything, but not change anything.')).toBeVisible();
    // A read-only key cannot list the keys: no link to them.
    expect(within(banner).queryByRole('link', { name: 'API keys' })).toBeNull();
  });
});

describe('signing out', () => {
  it('ends a person’s session key on the server, so it opens nothing afterwards', async () => {
    const { user, requests, apiRead } = await renderRoute('/support/tickets', {
      person: 'astrid',
      signedInAs: { kind: 'person', name: 'Astrid Lindqvist' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Support tickets' });
    expect(await apiRead('/api/v2/me')).toMatchObject({ customer: expect.anything() });
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Astrid Lindqvist' }));
    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(sentRequests(requests, 'DELETE', '/api/v2/auth/session')).toHaveLength(1));
    await waitFor(async () => expect(await apiRead('/api/v2/me')).toMatchObject({ status: 401 }));
  });
});
