import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureApi, getApiConfig } from '@/api/client';
import { renderRoute } from '@/test/render-route';
import { DEMO_DOMAINS, DEMO_HOSTING, DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;
const db = DEMO_VPS.db;

async function openPalette(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Servers' });
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Find anything, do anything' });
  const input = within(dialog).getByRole('combobox', { name: 'Find or do' });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

const searches = (requests: string[], path: string) =>
  requests.filter((request) => request.startsWith(`GET ${path}?`) && request.includes('limit='));

describe('the command palette', () => {
  it('opens with Ctrl+K, finds a server and opens it from the keyboard', async () => {
    const { user, router } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, web.name);

    const servers = await within(dialog).findByRole('group', { name: 'Servers' });
    const option = await within(servers).findByRole('option', { name: new RegExp(`^${web.name}`) });
    expect(option).toHaveTextContent(web.ipv4);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/\d+ results?$/));

    // The server comes first (nothing named an action); Enter opens what is highlighted.
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vps/${web.id}`));
    expect(screen.queryByRole('dialog', { name: 'Find anything, do anything' })).not.toBeInTheDocument();
    // Opened again, it starts empty.
    await screen.findByRole('heading', { level: 1, name: web.name });
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Find anything, do anything' });
    expect(within(again).getByRole('combobox')).toHaveValue('');
  });

  it('moves the highlight with the arrows, Home and End, and closes with Escape', async () => {
    const { user } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    const options = within(dialog).getAllByRole('option');
    expect(options.length).toBeGreaterThan(3);
    const active = () => input.getAttribute('aria-activedescendant');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(active()).toBe(options.at(-1)?.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options.at(-1)?.id);
    await user.keyboard('{Home}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('asks each area at most twice for a burst of typing, and only the areas the key can read', async () => {
    const { user, requests } = await renderRoute('/vps', { scopes: ['read:domains', 'read:vm'] });
    await screen.findByRole('heading', { level: 1, name: 'Servers' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find anything, do anything' });
    const input = within(dialog).getByRole('combobox');
    const before = requests.length;
    // A burst: every keystroke of the name at one moment. Each change renders before the next one here, and on a
    // loaded machine a render can take longer than the pause the palette waits for, so the clock the palette reads
    // stands still for the burst (as a person's keystrokes do not wait for renders).
    const name = DEMO_DOMAINS.se.name;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now());
    try {
      for (let length = 1; length <= name.length; length++) {
        fireEvent.change(input, { target: { value: name.slice(0, length) } });
      }
    } finally {
      clock.mockRestore();
    }
    await within(dialog).findByRole('option', { name: DEMO_DOMAINS.se.name });
    const sent = requests.slice(before);
    // The first keystroke at once, then the text standing when typing paused: never one per keystroke.
    const domainSearches = searches(sent, '/api/v2/domains');
    expect(domainSearches).toHaveLength(2);
    expect(domainSearches[0]).toContain('name=n&');
    expect(domainSearches.at(-1)).toContain(`name=${DEMO_DOMAINS.se.name}&`);
    expect(domainSearches.every((request) => request.includes('limit=5'))).toBe(true);
    expect(searches(sent, '/api/v2/vps')).toHaveLength(2);
    // No area the key cannot read is asked.
    for (const path of [
      '/api/v2/shared-hosting',
      '/api/v2/orders',
      '/api/v2/billing/invoices',
      '/api/v2/support/tickets',
    ])
      expect(sent.filter((request) => request.startsWith(`GET ${path}`))).toEqual([]);
    expect(within(dialog).queryByRole('group', { name: 'Web hosting' })).not.toBeInTheDocument();
  });

  it('cancels a search the next text supersedes', async () => {
    const { user } = await renderRoute('/vps', { scopes: ['read:domains'] });
    const { dialog, input } = await openPalette(user);
    // Domain searches are held until released, so the first is still on its way when the text changes.
    const passOn = getApiConfig().fetch ?? fetch;
    const held: { url: string; signal: AbortSignal | null; release: () => void }[] = [];
    configureApi({
      fetch: (request, init) => {
        const url = String(request);
        if (!url.includes('/api/v2/domains?')) return passOn(request, init);
        return new Promise<Response>((resolve, reject) => {
          held.push({
            url,
            signal: init?.signal ?? null,
            release: () => void passOn(request, init).then(resolve, reject),
          });
        });
      },
    });
    await user.type(input, 'n');
    await waitFor(() => expect(held).toHaveLength(1));
    await user.type(input, 'o');
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.url).toContain('name=n&');
    expect(held[1]?.url).toContain('name=no&');
    await waitFor(() => expect(held[0]?.signal?.aborted).toBe(true));
    expect(held[1]?.signal?.aborted).toBe(false);
    held[1]?.release();
    const domains = await within(dialog).findByRole('group', { name: 'Domains' });
    await waitFor(() => expect(within(domains).getAllByRole('option')[0]).toHaveTextContent(/^nordlicht/));
    expect(
      within(domains)
        .getAllByRole('option')
        .every((option) => /no/i.test(option.textContent ?? '')),
    ).toBe(true);
  });

  it('says why a power action is refused, and sends nothing', async () => {
    const { user, requests } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, `restart ${db.name}`);
    const restart = await within(dialog).findByRole('option', { name: new RegExp(`^Restart ${db.name}`) });
    expect(restart.closest('[role="group"]')).toHaveAccessibleName('Actions');
    await waitFor(() => expect(restart).toHaveTextContent('The server is not running. Start it first.'));
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', restart.id);
    await user.keyboard('{Enter}');
    expect(dialog).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('tells a read-only key why it cannot restart, without asking for the server', async () => {
    const { user, requests } = await renderRoute('/vps', { as: 'readonly', scopes: ['read:vm', 'read:domains'] });
    const { dialog, input } = await openPalette(user);
    await user.type(input, `restart ${web.name}`);
    const restart = await within(dialog).findByRole('option', { name: new RegExp(`^Restart ${web.name}`) });
    expect(restart).toHaveTextContent('Your API key can only read servers');
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    expect(requests.filter((request) => request.startsWith(`GET /api/v2/vps/${web.id}`))).toEqual([]);
    // New ticket is refused in words too.
    await user.clear(input);
    await user.type(input, 'ticket');
    const newTicket = await within(dialog).findByRole('option', { name: /^New support ticket/ });
    expect(newTicket).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes an allowed restart to the server with its own confirmation open, and sends nothing itself', async () => {
    const { user, router, requests } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, `restart ${web.name}`);
    const restart = await within(dialog).findByRole('option', { name: new RegExp(`^Restart ${web.name}`) });
    await waitFor(() => expect(restart).not.toHaveAttribute('aria-disabled'));
    expect(restart).toHaveTextContent('Asks you to confirm');
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: `Restart ${web.name}?` });
    expect(router.state.location.pathname).toBe(`/vps/${web.id}`);
    expect(router.state.location.search).toEqual({ power: 'restart' });
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
    // Keeping the server running closes it and takes the choice out of the address.
    await user.click(within(confirm).getByRole('button', { name: /^(Make no change|Keep|Cancel)/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('never runs a power action left from an earlier text while the next text is being searched', async () => {
    const { user, router, requests } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, `restart ${web.name}`);
    const restart = await within(dialog).findByRole('option', { name: new RegExp(`^Restart ${web.name}`) });
    await waitFor(() => expect(restart).not.toHaveAttribute('aria-disabled'));
    expect(input).toHaveAttribute('aria-activedescendant', restart.id);

    // Server searches are held from here on, so the next text's answer is still on its way when Enter comes.
    const passOn = getApiConfig().fetch ?? fetch;
    const held: { url: string; release: () => void }[] = [];
    configureApi({
      fetch: (request, init) => {
        const url = String(request);
        if (!url.includes('/api/v2/vps?')) return passOn(request, init);
        return new Promise<Response>((resolve, reject) => {
          held.push({ url, release: () => void passOn(request, init).then(resolve, reject) });
        });
      },
    });
    // The text changes to a server that does not exist: the last text's restart is still listed and highlighted.
    await user.type(input, '9');
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    const stillListed = within(dialog).getByRole('option', { name: new RegExp(`^Restart ${web.name}`) });
    expect(stillListed).not.toHaveAttribute('aria-disabled');
    expect(input).toHaveAttribute('aria-activedescendant', stillListed.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/vps');
    expect(dialog).toBeInTheDocument();

    // Its answer finds nothing to restart: Enter, having waited for it, does nothing either.
    for (const request of held) request.release();
    await waitFor(() =>
      expect(within(dialog).queryByRole('option', { name: new RegExp(`^Restart ${web.name}`) })).toBeNull(),
    );
    await waitFor(() => expect(within(dialog).getByRole('status')).not.toHaveTextContent(/still searching/));
    expect(router.state.location.pathname).toBe('/vps');
    expect(router.state.location.search).toEqual({});
    expect(dialog).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('finds the account log by its name and by its former one, "activity", in both languages', async () => {
    const { user, router } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, 'account log');
    expect(within(dialog).getByRole('option', { name: 'Go to Account log' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'activity');
    const option = within(dialog).getByRole('option', { name: 'Go to Account log' });
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-log'));

    const { setLocale } = await import('@/i18n');
    await setLocale('sv', null);
    try {
      await screen.findByRole('heading', { level: 1, name: 'Kontologg' });
      await user.keyboard('{Control>}k{/Control}');
      const palette = await screen.findByRole('dialog', { name: 'Hitta allt, gör allt' });
      const field = within(palette).getByRole('combobox', { name: 'Hitta eller gör' });
      await user.type(field, 'aktivitet');
      expect(within(palette).getByRole('option', { name: 'Gå till Kontologg' })).toBeInTheDocument();
    } finally {
      await setLocale('en', null);
    }
  });

  it('runs the top option for the text typed now when Enter comes in the same tick as the last keystroke', async () => {
    const { user, router, requests } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    // "re" lists an action found at once ("Register a domain") on top.
    await user.type(input, 're');
    await waitFor(() => expect(within(dialog).getByRole('status')).not.toHaveTextContent(/still searching/));
    expect(within(dialog).getAllByRole('option')[0]).toHaveAccessibleName(/^Register a domain/);
    // The rest of the text and Enter in one tick: the restart of the server the text names is what runs, once the
    // text's own results (and the server's gate) are in; never an option of an earlier list, never nothing.
    act(() => {
      fireEvent.change(input, { target: { value: `restart ${web.name}` } });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await screen.findByRole('dialog', { name: `Restart ${web.name}?` });
    expect(router.state.location.pathname).toBe(`/vps/${web.id}`);
    expect(router.state.location.search).toEqual({ power: 'restart' });
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('goes to the account, and to adding a passkey with its dialog open, for a person signed in', async () => {
    const { user, router } = await renderRoute('/vps', { person: 'erik' });
    const { dialog, input } = await openPalette(user);
    await user.type(input, 'security');
    expect(within(dialog).getByRole('option', { name: 'Go to your account' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'passkey');
    await user.click(within(dialog).getByRole('option', { name: 'Add a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('dialog', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it('tells a tab signed in with an API key that changing the password needs a person’s sign-in', async () => {
    const { user } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, 'password');
    const option = within(dialog).getByRole('option', { name: /^Change your password/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(option).toHaveTextContent(/Sign in with your e-mail address and password/));
  });

  it('switches the language', async () => {
    const { user } = await renderRoute('/vps');
    const { input } = await openPalette(user);
    await user.type(input, 'svenska');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Servrar' })).toBeInTheDocument();
    const { setLocale } = await import('@/i18n');
    await setLocale('en', null);
  });

  it('switches the theme', async () => {
    const { user } = await renderRoute('/vps');
    const { input } = await openPalette(user);
    await user.type(input, 'dark theme');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    const { setTheme } = await import('@/ui/theme');
    setTheme('system');
  });

  it('lists the shortcuts with ? and goes to an area with g then its letter', async () => {
    const { user, router } = await renderRoute('/vps');
    await screen.findByRole('heading', { level: 1, name: 'Servers' });
    await user.keyboard('?');
    const shortcuts = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(shortcuts).getByRole('row', { name: /g then d Go to Domains/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(shortcuts).not.toBeInTheDocument());
    // Not while typing in a field.
    const filter = screen.getByRole('searchbox');
    await user.click(filter);
    await user.keyboard('go');
    expect(router.state.location.pathname).toBe('/vps');
    await user.click(screen.getByRole('heading', { level: 1, name: 'Servers' }));
    await user.keyboard('go');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});

describe('the palette’s server recovery and hosting actions (issue 38)', () => {
  const main = DEMO_HOSTING.main;
  const option = (dialog: HTMLElement, name: string) =>
    within(dialog).findByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

  it('opens "Boot web-01 into rescue" as the server’s own confirmation, and sends nothing itself', async () => {
    const { user, router, requests } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, `boot ${web.name} into rescue`);
    const rescue = await option(dialog, `Boot ${web.name} into rescue`);
    await waitFor(() => expect(rescue).not.toHaveAttribute('aria-disabled'));
    expect(rescue).toHaveTextContent('Asks you to confirm');
    await user.click(rescue);
    const confirm = await screen.findByRole('dialog', { name: `Boot ${web.name} into rescue?` });
    expect(router.state.location.pathname).toBe(`/vps/${web.id}`);
    expect(router.state.location.search).toEqual({ recover: 'rescue' });
    await user.click(within(confirm).getByRole('button', { name: 'Make no change' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('offers "Rebuild web-01", and says why a read-only key cannot', async () => {
    const first = await renderRoute('/vps');
    const { dialog, input } = await openPalette(first.user);
    await first.user.type(input, `rebuild ${web.name}`);
    const rebuild = await option(dialog, `Rebuild ${web.name}`);
    await waitFor(() => expect(rebuild).not.toHaveAttribute('aria-disabled'));
    await first.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: `Reinstall ${web.name}?` })).toBeInTheDocument();
    first.unmount();

    const { user } = await renderRoute('/vps', { as: 'readonly', scopes: ['read:vm'] });
    const again = await openPalette(user);
    await user.type(again.input, `rebuild ${web.name}`);
    const blocked = await option(again.dialog, `Rebuild ${web.name}`);
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveTextContent('Your API key can only read servers, so it cannot reinstall them.');
  });

  it('opens a mailbox’s new-password form and its forwarders from their names', async () => {
    const { user, router, requests } = await renderRoute('/vps');
    let { dialog, input } = await openPalette(user);
    await user.type(input, `new password ${main.mailboxes.overQuota}`);
    const password = await option(dialog, `Set a new password for ${main.mailboxes.overQuota}`);
    await waitFor(() => expect(password).not.toHaveAttribute('aria-disabled'));
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: `A new password for ${main.mailboxes.overQuota}` });
    expect(router.state.location.pathname).toBe(`/hosting/${main.id}`);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'mailboxes' }));

    await user.keyboard('{Control>}k{/Control}');
    dialog = await screen.findByRole('dialog', { name: 'Find anything, do anything' });
    input = within(dialog).getByRole('combobox', { name: 'Find or do' });
    await user.type(input, 'forwarders astrid');
    await user.click(await option(dialog, `Forwarders of ${main.mailboxes.nearQuota}`));
    expect(
      await screen.findByRole('dialog', { name: `Forwarding and aliases of ${main.mailboxes.nearQuota}` }),
    ).toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('says why a legacy-panel mailbox gets no new password here', async () => {
    const { user } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, DEMO_HOSTING.legacy.mailbox);
    const password = await option(dialog, `Set a new password for ${DEMO_HOSTING.legacy.mailbox}`);
    await waitFor(() => expect(password).toHaveTextContent(/^Set a new password .*Not available: .+/));
    expect(password).toHaveAttribute('aria-disabled', 'true');
    expect(await option(dialog, `Forwarders of ${DEMO_HOSTING.legacy.mailbox}`)).not.toHaveAttribute('aria-disabled');
  });

  it('opens "Cancel hosting <account>" as the account’s confirmation; a suspended one says why not', async () => {
    const { user, router, requests } = await renderRoute('/vps');
    const { dialog, input } = await openPalette(user);
    await user.type(input, 'cancel hosting gamla');
    const suspended = await option(dialog, `Cancel hosting ${DEMO_HOSTING.suspended.domain}`);
    await waitFor(() => expect(suspended).toHaveTextContent(/Not available: .+/));
    expect(suspended).toHaveAttribute('aria-disabled', 'true');

    await user.clear(input);
    await user.type(input, `cancel hosting ${main.domain}`);
    const cancel = await option(dialog, `Cancel hosting ${main.domain}`);
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-disabled'));
    expect(cancel).toHaveTextContent('Asks you to confirm on the account’s page');
    await user.click(cancel);
    const confirm = await screen.findByRole('dialog', { name: new RegExp(`^Cancel ${main.domain} on `) });
    expect(router.state.location.pathname).toBe(`/hosting/${main.id}`);
    await user.click(within(confirm).getByRole('button', { name: 'Keep the account' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'billing' }));
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  });
});
