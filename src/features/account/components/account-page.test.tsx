import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { currentTotpCode } from '@/mock/areas/account/people';
import { SoftAuthenticator, type CreationOptions } from '@/mock/areas/account/soft-authenticator';
import { DEMO_PEOPLE } from '@/mock/scenarios/demo/ids';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { MOCK_ORIGIN, renderRoute } from '@/test/render-route';
import { rowOf } from '@/test/table-rows';

/** Issue 39: the account page (profile, password, second steps, passkeys, recovery codes), as a person signed in. */

// The browser's passkey prompt, answered by a software authenticator (jsdom has no WebAuthn); `refuse` closes it.
const browser = vi.hoisted(() => ({ refuse: false }));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: ({ optionsJSON }: { optionsJSON: CreationOptions }) => {
    if (browser.refuse) {
      return Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    }
    return Promise.resolve(new SoftAuthenticator(MOCK_ORIGIN).create(optionsJSON));
  },
}));

const PROFILE = '/api/v2/account/profile';
const PASSWORD = '/api/v2/account/password';

afterEach(async () => {
  browser.refuse = false;
  await setLocale('en', null);
});

async function page() {
  return screen.findByRole('heading', { level: 1, name: 'Profile and security' });
}

describe('the account page', () => {
  it('tells a tab signed in with an API key that a key has no password or second step, with the other pages', async () => {
    await renderRoute('/account');
    await page();
    expect(screen.getByText(/You are signed in with an API key/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Password' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Profile and security' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/account/keys');
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/account/team');
    expect(within(nav).getByRole('link', { name: 'Sessions' })).toHaveAttribute('href', '/account/sessions');
  });

  it('the in-page navigation goes to the account’s other pages', async () => {
    const { user, router } = await renderRoute('/account', { person: 'erik' });
    await page();
    await user.click(screen.getByRole('link', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/team'));
  });
});

describe('the profile', () => {
  it('saves the name and language once on a double click, and the panel speaks the chosen language', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(DEMO_PEOPLE.erik.name);
    await user.clear(name);
    await user.type(name, 'Erik S. Sandberg');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'sv');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil och säkerhet' })).toBeInTheDocument();
    expect(sentRequests(requests, 'PATCH', PROFILE)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveValue('Erik S. Sandberg');
    expect(screen.getByRole('link', { name: 'Faktureringsuppgifter' })).toHaveAttribute('href', '/billing/details');
  });

  it('an empty name is said at the field and nothing is sent', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(requests, 'PATCH', PROFILE)).toHaveLength(0);
  });

  it('a new e-mail address is sent once and waits for its link; the address in use now is refused at the field', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    const field = screen.getByRole('textbox', { name: 'New e-mail address' });
    await user.type(field, DEMO_PEOPLE.erik.email);
    await user.click(screen.getByRole('button', { name: 'Send the verification link' }));
    expect(await screen.findByText('This is the e-mail address you have now.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(DEMO_PEOPLE.erik.email);

    await user.clear(field);
    await user.type(field, 'erik@fjord.example');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Send the verification link' }));
    expect(await screen.findByText('Waiting for you to confirm the new address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to erik@fjord\.example/)).toBeInTheDocument();
    expect(screen.getByText(`You sign in with ${DEMO_PEOPLE.erik.email}, and we write to it.`)).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/account/email-change')).toHaveLength(2);
  });
});

describe('the password', () => {
  it('a wrong current password is said at its field, and what was typed stays', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await user.type(current, 'not-my-password');
    await user.type(next, 'quiet-otter-violin-91');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('not-my-password');
    expect(next).toHaveValue('quiet-otter-violin-91');
    expect(next).not.toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(requests, 'PUT', PASSWORD)).toHaveLength(1);
  });

  it('a password too easy to guess is refused with why before it is sent', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    await user.type(screen.getByLabelText('Current password'), DEMO_PEOPLE.erik.password);
    await user.type(screen.getByLabelText('New password'), 'password12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password is too easy to guess.');
    expect(alert).toHaveTextContent('Nothing was sent.');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(requests, 'PUT', PASSWORD)).toHaveLength(0);
  });

  it('the server’s “found in breaches” lands at the new password in the reader’s words, in Swedish too', async () => {
    await setLocale('sv', null);
    const breached = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Password found in breaches',
          status: 400,
          code: 'password_breached',
          detail: 'This password appears in known data breaches. Choose another.',
          errors: [
            {
              pointer: '/newPassword',
              detail: 'This password appears in known data breaches.',
              code: 'password_breached',
            },
          ],
        }),
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      );
    const { user } = await renderRoute('/account', {
      person: 'erik',
      answer: (request) => (request === `PUT ${PASSWORD}` ? breached() : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Profil och säkerhet' });
    await user.type(screen.getByLabelText('Nuvarande lösenord'), DEMO_PEOPLE.erik.password);
    const next = screen.getByLabelText('Nytt lösenord');
    await user.type(next, 'quiet-otter-violin-91');
    await user.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    expect(await screen.findByText(/Lösenordet har förekommit i dataläckor/)).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveValue('quiet-otter-violin-91');
  });

  it('changes the password once on a double click and says the other sign-ins ended', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    await user.type(screen.getByLabelText('Current password'), DEMO_PEOPLE.erik.password);
    await user.type(screen.getByLabelText('New password'), 'quiet-otter-violin-91');
    await waitFor(() => expect(screen.getByText(/^Strength: (strong|very strong)$/)).toBeInTheDocument());
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password is changed\. Everywhere else/)).toBeInTheDocument();
    expect(sentRequests(requests, 'PUT', PASSWORD)).toHaveLength(1);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('the authenticator app', () => {
  it('sets it up from a QR code and the key in groups; a wrong code is said at the field; recovery codes come once', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const setup = await screen.findByRole('region', { name: 'Set up your authenticator app' });
    expect(await within(setup).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    const uri = within(setup).getByText(/^otpauth:\/\/totp\//).textContent ?? '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    expect(within(setup).getByText(secret.match(/.{1,4}/g)?.join(' ') ?? '')).toBeInTheDocument();
    const code = within(setup).getByRole('textbox', { name: '2. Code from the app' });
    await user.type(code, '000000');
    await user.click(within(setup).getByRole('button', { name: 'Turn it on' }));
    expect(await within(setup).findByText(/That code is not right/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('000000');

    await user.clear(code);
    await user.type(code, currentTotpCode(secret, Date.now()));
    clickTwiceInOneTick(within(setup).getByRole('button', { name: 'Turn it on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(sentRequests(requests, 'POST', '/api/v2/account/totp/confirmation')).toHaveLength(2);
    expect(screen.getByText(/The authenticator app is on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('the only second step cannot be turned off, and says why before the click', async () => {
    const { user, requests } = await renderRoute('/account', { person: 'astrid' });
    await page();
    const off = screen.getByRole('button', { name: 'Turn off the authenticator app' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    expect(off).toHaveAccessibleDescription(/This is your only second step/);
    await user.click(off);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', '/api/v2/account/totp')).toHaveLength(0);
  });

  it('turns the authenticator app off after a confirmation, once on a double click, with a passkey beside it', async () => {
    const { user, requests } = await renderRoute('/account?task=passkey', { person: 'astrid' });
    const add = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(add).getByRole('button', { name: 'Continue in the browser' }));
    expect(await screen.findByText(/The passkey “.+” is added/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off the authenticator app' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off the authenticator app?' });
    clickTwiceInOneTick(within(confirm).getByRole('button', { name: 'Turn it off' }));
    expect(await screen.findByText('The authenticator app is off.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', '/api/v2/account/totp')).toHaveLength(1);
  });
});

describe('passkeys', () => {
  it('adds one once on a double click, renames it, and removes it once another second step is there', async () => {
    const { user, requests } = await renderRoute('/account?task=passkey', { person: 'astrid' });
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the passkey' });
    await user.clear(name);
    await user.type(name, 'Laptop');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Continue in the browser' }));
    expect(await screen.findByText(/The passkey “Laptop” is added/)).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', '/api/v2/account/passkeys')).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    const row = rowOf(table, 'Laptop');
    expect(row).toHaveTextContent('Not used yet');

    await user.click(within(row).getByRole('button', { name: 'Rename Laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Laptop”' });
    const field = within(rename).getByRole('textbox', { name: 'Name of the passkey' });
    await user.clear(field);
    await user.type(field, 'Work laptop');
    clickTwiceInOneTick(within(rename).getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByText('The passkey is now called “Work laptop”.')).toBeInTheDocument();
    expect(sentRequests(requests, 'PATCH', /\/api\/v2\/account\/passkeys\/pk_/)).toHaveLength(1);

    // Two second steps now: either may go.
    const renamed = rowOf(await screen.findByRole('table', { name: 'Your passkeys' }), 'Work laptop');
    await user.click(within(renamed).getByRole('button', { name: 'Remove Work laptop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove “Work laptop”?' });
    clickTwiceInOneTick(within(confirm).getByRole('button', { name: 'Remove the passkey' }));
    expect(await screen.findByText('The passkey “Work laptop” is removed.')).toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', /\/api\/v2\/account\/passkeys\/pk_/)).toHaveLength(1);
  });

  it('a closed browser prompt is said in words, and the name typed stays', async () => {
    browser.refuse = true;
    const { user, requests } = await renderRoute('/account', { person: 'erik' });
    await page();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the passkey' });
    await user.clear(name);
    await user.type(name, 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue in the browser' }));
    expect(await within(dialog).findByText(/No passkey was made/)).toBeInTheDocument();
    expect(name).toHaveValue('Phone');
    expect(sentRequests(requests, 'POST', '/api/v2/account/passkeys')).toHaveLength(0);
  });
});

describe('recovery codes', () => {
  it('makes new ones once on a double click, shown once, to copy or download as a text file', async () => {
    const saved: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:codes';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} }));
    const { user, requests } = await renderRoute('/account', { person: 'astrid' });
    await page();
    expect(screen.getByText('You have 4 unused recovery codes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    expect(dialog).toHaveTextContent('stop working at once');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(codes).toHaveLength(10);
    expect(sentRequests(requests, 'POST', '/api/v2/account/recovery-codes')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Download as a text file' }));
    expect(created).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0] ?? new Blob());
    });
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain(DEMO_PEOPLE.astrid.email);
    await waitFor(() => expect(screen.getByText('You have 10 unused recovery codes.')).toBeInTheDocument());
    vi.unstubAllGlobals();
  });

  it('without a second step there are none to make, said before the click', async () => {
    await renderRoute('/account', { person: 'erik' });
    await page();
    const button = screen.getByRole('button', { name: 'Make new recovery codes' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/add an authenticator app or a passkey first/);
  });
});
