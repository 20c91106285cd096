import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { findRowByTitle } from '@/test/table-rows';
import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

const main = DEMO_HOSTING.main;

describe('a mailbox’s forwarding', () => {
  it('adds a forwarder to another mailbox of the account, refuses a loop in words, and removes it', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    const astrid = main.mailboxes.nearQuota;
    const info = main.mailboxes.overQuota;
    await user.click(within(await findRowByTitle(astrid)).getByRole('button', { name: /^Forwarding and aliases/ }));
    const dialog = await screen.findByRole('dialog', { name: `Forwarding and aliases of ${astrid}` });
    expect(await within(dialog).findByText('Mail is not forwarded.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Forward to address');
    await user.type(field, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
    expect(within(dialog).getByText(/Enter a full e-mail address/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, info);
    await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
    expect(await within(dialog).findByText(`Mail to ${astrid} is now also sent to ${info}.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Remove/ })).toBeInTheDocument();
    await user.type(field, astrid);
    await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/would come back/);
    await user.click(within(dialog).getByRole('button', { name: /^Remove/ }));
    expect(await within(dialog).findByText(`${info} was removed.`)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('Mail is not forwarded.')).toBeInTheDocument());
  });
});

describe('cancelling an account at the end of its period', () => {
  it('says what ends and what happens to the unused part before confirming, then shows the date and undoes it', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=billing`);
    const section = await screen.findByRole('region', { name: 'Cancel the account' });
    expect(await within(section).findByText(/go offline on/)).toHaveTextContent(main.domain);
    expect(within(section).getByText(/mailboxes stop getting mail/)).toBeInTheDocument();
    expect(within(section).getByText(/deleted for good/)).toBeInTheDocument();
    expect(within(section).getByText(/Nothing is refunded and nothing more is charged/)).toHaveTextContent(/VAT/);
    await user.click(within(section).getByRole('button', { name: 'Cancel at the end of the period' }));
    const confirm = await screen.findByRole('dialog', { name: /^Cancel nordlicht\.se on / });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel the account' }));
    expect(await within(section).findByText(/ends on .*you can undo the cancellation/)).toBeInTheDocument();
    expect(await screen.findByText(/^Ends /)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Undo the cancellation' }));
    expect(await within(section).findByText(/The cancellation is undone/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Ends /)).not.toBeInTheDocument());
  });
});
