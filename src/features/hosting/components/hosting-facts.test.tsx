import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { findRowByTitle } from '@/test/table-rows';

const main = DEMO_HOSTING.main;

/** The table row of one mailbox. */
describe('hosting: facts that stay true', () => {
  it('a cancelled account shows no recurring price, on its screen and in the list', async () => {
    await renderRoute(`/hosting/${DEMO_HOSTING.cancelled.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: DEMO_HOSTING.cancelled.domain })).toBeInTheDocument();
    expect(screen.getAllByText('No recurring charge').length).toBeGreaterThan(0);
    expect(screen.queryByText(/per month/)).not.toBeInTheDocument();
  });

  it('the list says "No recurring charge" for the cancelled account and the price for an active one', async () => {
    await renderRoute('/hosting?status=cancelled');
    const link = await screen.findByRole('link', { name: DEMO_HOSTING.cancelled.domain });
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('No recurring charge')).toBeInTheDocument();
  });
});

describe('hosting mailboxes: password once, quota in GB, mail client settings', () => {
  it('shows a generated password once with a copy button and a "save it now" note, then never again', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    await user.type(screen.getByLabelText('Name before @'), 'sales');
    await user.click(screen.getByRole('button', { name: 'Generate a strong password' }));
    const field = screen.getByLabelText<HTMLInputElement>('Password', { exact: true });
    const generated = field.value;
    expect(generated.length).toBeGreaterThanOrEqual(8);
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));

    const once = await screen.findByRole('region', { name: `The password of sales@${main.domain}` });
    expect(within(once).getByText(generated)).toBeInTheDocument();
    expect(within(once).getByText(/Save it now.*won't be shown again/)).toBeInTheDocument();
    expect(within(once).getByRole('button', { name: `Copy the password of sales@${main.domain}` })).toBeEnabled();
    // Focus lands on it, so keyboard and screen-reader users find it after submitting.
    expect(within(once).getByRole('heading', { level: 3 })).toHaveFocus();
    // The form is gone with the typed password: nothing else on the page holds it.
    expect(screen.queryByLabelText('Password', { exact: true, selector: 'input' })).not.toBeInTheDocument();

    await user.click(within(once).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText(generated)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a mailbox' })).toBeInTheDocument();
  });

  it('the password is gone after leaving the mailboxes screen and coming back', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    await user.type(screen.getByLabelText('Name before @'), 'info2');
    await user.click(screen.getByRole('button', { name: 'Generate a strong password' }));
    const generated = screen.getByLabelText<HTMLInputElement>('Password', { exact: true }).value;
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    expect(await screen.findByText(generated)).toBeInTheDocument();

    const sections = screen.getByRole('navigation', { name: /sections/i });
    await user.click(within(sections).getByRole('link', { name: 'Overview' }));
    await waitFor(() => expect(screen.queryByText(generated)).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('navigation', { name: /sections/i })).getByRole('link', { name: 'Mailboxes' }),
    );
    expect(await findRowByTitle(`info2@${main.domain}`)).toBeInTheDocument();
    expect(screen.queryByText(generated)).not.toBeInTheDocument();
  });

  it('a password the customer typed is not repeated back: only "created" is said', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    await user.type(screen.getByLabelText('Name before @'), 'typed');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Kv8#tr2Lm!qZ9wXp');
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    expect(await screen.findByText(`Mailbox typed@${main.domain} was created.`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /The password of/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Kv8#tr2Lm!qZ9wXp')).not.toBeInTheDocument();
  });

  it('the quota is chosen in GB and saved as MB (1 GB = 1024 MB), as the hint says', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    const quota = screen.getByLabelText('Quota in GB');
    expect(quota).toHaveValue('32');
    expect(screen.getByText('Saved as 32,768 MB (1 GB is 1024 MB).')).toBeInTheDocument();
    await user.clear(quota);
    await user.type(quota, '2.5');
    expect(screen.getByText('Saved as 2,560 MB (1 GB is 1024 MB).')).toBeInTheDocument();
    await user.clear(quota);
    await user.type(quota, '2000');
    await user.tab();
    expect(await screen.findByText(/Enter a number of GB from 0 to 1024/)).toBeInTheDocument();
    await user.clear(quota);
    await user.type(quota, '2,5');
    await user.type(screen.getByLabelText('Name before @'), 'small');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Kv8#tr2Lm!qZ9wXp');
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    // The server stored 2560 MB: the list reads it back as 2.5 GB.
    expect(await findRowByTitle(`small@${main.domain}`)).toHaveTextContent('2.5 GB');
  });

  it('shows the mail client settings: incoming IMAP/POP3 and outgoing SMTP servers, ports, username', async () => {
    await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    const settings = await screen.findByRole('region', { name: 'Mail client settings' });
    const imap = within(settings).getByRole('heading', { name: 'Incoming mail (IMAP)' }).parentElement as HTMLElement;
    expect(imap).toHaveTextContent('mail.hosting.example');
    expect(imap).toHaveTextContent('993');
    expect(imap).toHaveTextContent('SSL/TLS');
    expect(within(imap).getByRole('button', { name: 'Copy the server of Incoming mail (IMAP)' })).toBeEnabled();
    const pop3 = within(settings).getByRole('heading', { name: 'Incoming mail (POP3)' }).parentElement as HTMLElement;
    expect(pop3).toHaveTextContent('995');
    const smtp = within(settings).getByRole('heading', { name: 'Outgoing mail (SMTP)' }).parentElement as HTMLElement;
    expect(smtp).toHaveTextContent('mail.hosting.example');
    expect(smtp).toHaveTextContent('465');
    expect(settings).toHaveTextContent('The full mailbox address, such as');
  });

  it('without mail settings from the server, says so instead of guessing a server', async () => {
    await renderRoute(`/hosting/${main.id}?tab=mailboxes`, {
      rewrite: (request, body) =>
        request === `GET /api/v2/shared-hosting/${main.id}` && typeof body === 'object' && body !== null
          ? { ...body, mailSettings: { imap: { host: 'bad host!', port: 0 } } }
          : undefined,
    });
    const settings = await screen.findByRole('region', { name: 'Mail client settings' });
    expect(settings).toHaveTextContent('The mail client settings could not be shown');
    expect(settings).not.toHaveTextContent('mail.hosting.example');
    // The rest of the screen works.
    expect(await findRowByTitle(main.mailboxes.nearQuota)).toBeInTheDocument();
  });
});
