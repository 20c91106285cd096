import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { writesIn } from '@/test/scope-gates';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';

stubLayoutObservers();

const path = (id: string, rest = '') => `/api/v2/domains/${id}${rest}`;

async function openDomain(domain: { id: string }, tab?: 'contacts') {
  const rendered = await renderRoute(`/domains/${domain.id}${tab ? `?tab=${tab}` : ''}`);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const region = (name: string | RegExp) => screen.findByRole('region', { name });
const contact = (name: string) => new RegExp(`^${name}`);
const codeNotice = async (section: HTMLElement, name: string) =>
  (await within(section).findByText(`Transfer code of ${name}`)).closest('[role="status"]') as HTMLElement;

// Issue 37: managing a domain on its screen, against the mock (route tests).
describe('the transfer code', () => {
  it('is blocked while the registrar lock is on, offers to turn it off, then is shown once with a copy button', async () => {
    const { user, requests } = await openDomain(D.com);
    const section = await region('Move to another registrar');
    const get = within(section).getByRole('button', { name: 'Get transfer code' });
    expect(get).toHaveAttribute('aria-disabled', 'true');
    expect(get).toHaveAccessibleDescription('The registrar lock is on: turn it off first.');
    await user.click(get);
    expect(sentRequests(requests, 'POST', path(D.com.id, '/actions/transfer-code'))).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Turn the registrar lock off' }));
    await waitFor(() => expect(get).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('switch', { name: 'Registrar lock' })).toHaveAttribute('aria-checked', 'false');
    await user.click(get);
    const shown = await codeNotice(section, D.com.name);
    expect(shown).toHaveTextContent('Shown only now: copy it before you leave this page.');
    expect(within(shown).getByRole('button', { name: 'Copy the transfer code' })).toBeEnabled();
    expect(shown.querySelector('code')?.textContent).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('of a .se domain under registry lock points to the registry unlock first', async () => {
    await openDomain(D.se);
    const section = await region('Move to another registrar');
    expect(within(section).getByRole('button', { name: 'Get transfer code' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(section).getByRole('link', { name: 'Go to the registry lock' })).toHaveAttribute(
      'href',
      `/domains/${D.se.id}?tab=registry-lock`,
    );
    expect(within(section).queryByRole('button', { name: 'Turn the registrar lock off' })).toBeNull();
  });

  it('two clicks on "Get transfer code" in one tick ask for one code', async () => {
    const { user, requests } = await openDomain(D.com);
    const section = await region('Move to another registrar');
    await user.click(within(section).getByRole('button', { name: 'Turn the registrar lock off' }));
    const get = within(section).getByRole('button', { name: 'Get transfer code' });
    await waitFor(() => expect(get).not.toHaveAttribute('aria-disabled'));
    clickTwiceInOneTick(get);
    expect(await codeNotice(section, D.com.name)).toHaveTextContent('Shown only now');
    await waitFor(() => expect(get).not.toHaveAttribute('aria-busy'));
    // A second request would have ended the code shown (a new code ends the old one).
    expect(sentRequests(requests, 'POST', path(D.com.id, '/actions/transfer-code'))).toHaveLength(1);
  });
});

describe('the nameservers', () => {
  async function openCustomForm() {
    const rendered = await openDomain(D.farExpiry);
    const section = await region('Nameservers');
    await rendered.user.click(within(section).getByRole('button', { name: 'Change nameservers' }));
    await rendered.user.click(within(section).getByRole('radio', { name: /^Custom nameservers/ }));
    return { ...rendered, section };
  }

  it('checks each host at its field, asks for glue of a host under the domain, and sends nothing until right', async () => {
    const { user, requests, section } = await openCustomForm();
    const before = writesIn(requests).length;
    await user.type(within(section).getByRole('textbox', { name: 'Nameserver 1' }), `ns1.${D.farExpiry.name}`);
    await user.type(within(section).getByRole('textbox', { name: 'Nameserver 2' }), 'ns_2.example');
    await user.click(within(section).getByRole('button', { name: 'Save nameservers' }));

    const glue = within(section).getByRole('textbox', { name: 'IP addresses of nameserver 1' });
    expect(glue).toHaveAccessibleDescription(
      expect.stringContaining('This host is under the domain itself: enter its IP address.'),
    );
    expect(within(section).getByRole('textbox', { name: 'Nameserver 2' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a host name such as ns1.example.com.'),
    );
    expect(writesIn(requests).slice(before)).toEqual([]);

    await user.type(glue, '192.0.2.53');
    const second = within(section).getByRole('textbox', { name: 'Nameserver 2' });
    await user.clear(second);
    await user.type(second, 'ns2.example.net');
    await user.click(within(section).getByRole('button', { name: 'Save nameservers' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved. The change takes effect within hours');
    expect(within(section).getByRole('list', { name: 'Nameservers' })).toHaveTextContent(
      `ns1.${D.farExpiry.name} Glue: 192.0.2.53`,
    );
    expect(sentRequests(requests, 'PUT', path(D.farExpiry.id, '/nameservers'))).toHaveLength(1);
  });

  it('keeps between 2 and 13 hosts: no removing below two, no adding past thirteen', async () => {
    const { user, section } = await openCustomForm();
    expect(within(section).getByText('Give between 2 and 13 nameservers.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Remove nameserver/ })).toBeNull();
    for (let n = 3; n <= 13; n++) await user.click(within(section).getByRole('button', { name: 'Add a nameserver' }));
    expect(within(section).getAllByRole('textbox', { name: /^Nameserver \d+$/ })).toHaveLength(13);
    expect(within(section).queryByRole('button', { name: 'Add a nameserver' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Remove nameserver 13' }));
    expect(within(section).getAllByRole('textbox', { name: /^Nameserver \d+$/ })).toHaveLength(12);
    expect(within(section).getByRole('button', { name: 'Add a nameserver' })).toBeInTheDocument();
  });

  it('opens from the palette’s “Change nameservers of …” with the form open, and closing it leaves the URL', async () => {
    const { user, router } = await renderRoute('/vps');
    await screen.findByRole('heading', { level: 1, name: 'Servers' });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Find anything, do anything' });
    await user.click(within(palette).getByRole('combobox', { name: 'Find or do' }));
    await user.paste(D.farExpiry.name);
    await user.click(await within(palette).findByRole('option', { name: `Change nameservers of ${D.farExpiry.name}` }));
    const section = await region('Nameservers');
    expect(router.state.location.search).toEqual({ open: 'nameservers' });
    const ours = within(section).getByRole('radio', { name: /^Ours/ });
    expect(ours).toBeChecked();
    await waitFor(() => expect(ours).toHaveFocus());
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('radio')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('two clicks on "Save nameservers" in one tick send one change', async () => {
    const { user, requests, section } = await openCustomForm();
    await user.type(within(section).getByRole('textbox', { name: 'Nameserver 1' }), 'ns1.example.net');
    await user.type(within(section).getByRole('textbox', { name: 'Nameserver 2' }), 'ns2.example.net');
    clickTwiceInOneTick(within(section).getByRole('button', { name: 'Save nameservers' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved.');
    expect(sentRequests(requests, 'PUT', path(D.farExpiry.id, '/nameservers'))).toHaveLength(1);
  });
});

describe('Whois privacy', () => {
  it('turns on with the switch, keeping the auto-enable choice as it was', async () => {
    const { user, requests } = await openDomain(D.com);
    const section = await region('Whois privacy');
    const privacy = within(section).getByRole('switch', { name: 'Whois privacy' });
    expect(privacy).toHaveAttribute('aria-checked', 'false');
    const auto = within(section).getByRole('checkbox', { name: /Turn privacy on again by itself/ });
    expect(auto).not.toBeChecked();
    await user.click(privacy);
    await waitFor(() => expect(privacy).toHaveAttribute('aria-checked', 'true'));
    expect(auto).not.toBeChecked();
    const sent = sentRequests(requests, 'PUT', path(D.com.id, '/whois-privacy'));
    expect(sent).toHaveLength(1);
  });
});

describe('the contacts', () => {
  it('say why they cannot be changed before the click', async () => {
    await openDomain(D.expired, 'contacts');
    const edit = await screen.findByRole('button', { name: 'Edit the registrant' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Changing contacts:').parentElement).toHaveTextContent(
      /Changing contacts: (This is possible only while the domain is active\.|Not possible now: see the note at the top of the page\.)/,
    );
  });

  it('copy one contact to the others', async () => {
    const { user, requests } = await openDomain(D.com, 'contacts');
    const billing = await region(contact('Billing contact'));
    expect(billing).toHaveTextContent('Not set');
    await user.click(
      within(await region(contact('Registrant'))).getByRole('button', { name: 'Copy to the other contacts' }),
    );
    expect(await screen.findByText('Copied to the other contacts.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: contact('Billing contact') })).toHaveTextContent(
        'astrid@nordlicht.example',
      ),
    );
    expect(sentRequests(requests, 'PUT', path(D.com.id, '/contacts'))).toHaveLength(1);
  });

  it('save a .se registrant’s other details at once and send its new number through e-ID', async () => {
    const { user, requests } = await openDomain(D.se, 'contacts');
    const registrant = await region(contact('Registrant'));
    await user.click(within(registrant).getByRole('button', { name: 'Edit the registrant' }));
    const number = within(registrant).getByRole('textbox', { name: 'Personal or organisation number' });
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Changing this number needs e-ID'));
    const city = within(registrant).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Uppsala');
    await user.clear(number);
    await user.type(number, '559911-2233');
    await user.click(within(registrant).getByRole('button', { name: 'Save contact' }));

    const saved = await screen.findByText(/The other details are saved/);
    expect(
      within(saved.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Continue to e-ID' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: contact('Registrant') })).toHaveTextContent('Uppsala'),
    );
    // The number is still the old one until the e-ID check is done.
    expect(screen.getByRole('region', { name: contact('Registrant') })).toHaveTextContent('556677-8899');
    expect(screen.getByRole('region', { name: contact('Registrant') })).not.toHaveTextContent('559911-2233');
    expect(sentRequests(requests, 'PUT', path(D.se.id, '/contacts'))).toHaveLength(1);
  });

  it('two clicks on "Save contact" in one tick send one change', async () => {
    const { user, requests } = await openDomain(D.com, 'contacts');
    const registrant = await region(contact('Registrant'));
    await user.click(within(registrant).getByRole('button', { name: 'Edit the registrant' }));
    const city = within(registrant).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Lund');
    clickTwiceInOneTick(within(registrant).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.getByRole('region', { name: contact('Registrant') })).toHaveTextContent('Lund'));
    expect(sentRequests(requests, 'PUT', path(D.com.id, '/contacts'))).toHaveLength(1);
  });

  it('the e-mail verification says its deadline and sends the e-mail again once', async () => {
    const { requests } = await openDomain(D.farExpiry, 'contacts');
    expect(await screen.findByText('Confirm the registrant’s e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/^We sent a link to/)).toHaveTextContent(
      /^We sent a link to astrid@nordlicht\.example\. Open it by/,
    );
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('Sent again to astrid@nordlicht.example.')).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', path(D.farExpiry.id, '/contacts/verification-email'))).toHaveLength(1);
  });
});
