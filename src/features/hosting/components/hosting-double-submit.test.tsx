import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { findRowByTitle } from '@/test/table-rows';
import { DEMO_ADDON_DOMAINS, DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

/** The table row of one mailbox or domain (its buttons say which, in text only screen readers hear). */
const account = (id: string) => `/api/v2/shared-hosting/${id}`;
const billingCycle = (id: string) => `${account(id)}/actions/billing-cycle`;

/**
 * Issue 16: every control of the hosting area that changes something, clicked twice inside one tick (no React
 * render between the clicks, so `disabled={isPending}` has not happened yet), sends one request and ends in one
 * result. A second request would show: a second commit, a 409 (mailbox exists, already removed) or a second message.
 */
describe('hosting: two clicks in one tick send one request', () => {
  it('billing cycle: Preview the change', async () => {
    const { requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=billing&cycle=annually`);
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Preview the change' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('From monthly to yearly');
    expect(sentRequests(requests, 'POST', billingCycle(DEMO_HOSTING.main.id))).toHaveLength(1);
  });

  it('billing cycle: the commit confirm', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=billing&cycle=annually`);
    await user.click(await screen.findByRole('button', { name: 'Preview the change' }));
    await user.click(await screen.findByRole('button', { name: 'Change to yearly' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the billing cycle to yearly?' });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Change to yearly' }));

    expect(await screen.findByRole('heading', { name: 'The billing cycle is now yearly' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText(/^Renewal invoice \d+:/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // One preview, one commit.
    expect(sentRequests(requests, 'POST', billingCycle(DEMO_HOSTING.main.id))).toHaveLength(2);
  });

  it('billing cycle: Cancel the invoice and change (confirm)', async () => {
    const { user, requests } = await renderRoute(
      `/hosting/${DEMO_HOSTING.pendingInvoice.id}?tab=billing&cycle=monthly`,
    );
    await user.click(await screen.findByRole('button', { name: 'Preview the change' }));
    const blocked = await screen.findByRole('region', { name: 'An unpaid invoice blocks this change' });
    await user.click(within(blocked).getByRole('button', { name: 'Cancel the invoice and change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the billing cycle to monthly?' });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Cancel the invoice and change' }));

    expect(await screen.findByRole('heading', { name: 'The billing cycle is now monthly' })).toBeInTheDocument();
    expect(screen.getByText(`Cancelled invoice: ${DEMO_HOSTING.pendingInvoice.invoice.id}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', billingCycle(DEMO_HOSTING.pendingInvoice.id))).toHaveLength(2);
  });

  it('mailboxes: Create mailbox', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    await user.type(screen.getByLabelText('Name before @'), 'sales');
    await user.type(screen.getByLabelText('Password'), 'Kv8#tr2Lm!qZ9wXp');
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Create mailbox' }));

    expect(await screen.findByText('Mailbox sales@nordlicht.se was created.')).toBeInTheDocument();
    // A second request would have been refused (409 mailbox_exists) and shown under the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${account(DEMO_HOSTING.main.id)}/email-accounts`)).toHaveLength(1);
  });

  it('mailboxes: Delete mailbox (typed address)', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`);
    const address = DEMO_HOSTING.main.mailboxes.overQuota;
    await user.click(within(await findRowByTitle(address)).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: `Delete ${address}?` });
    await user.type(within(dialog).getByLabelText(`Type ${address} to confirm`), address);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Delete mailbox' }));

    expect(await screen.findByText(`Mailbox ${address} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      sentRequests(
        requests,
        'DELETE',
        `${account(DEMO_HOSTING.main.id)}/email-accounts/${encodeURIComponent(address)}`,
      ),
    ).toHaveLength(1);
  });

  it('mailboxes: Save quota', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`);
    const address = DEMO_HOSTING.main.mailboxes.nearQuota;
    await user.click(within(await findRowByTitle(address)).getByRole('button', { name: /^Change quota/ }));
    const dialog = screen.getByRole('dialog', { name: `Change the quota of ${address}` });
    const quota = within(dialog).getByLabelText('Quota in GB');
    await user.clear(quota);
    await user.type(quota, '40');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Save quota' }));

    expect(await screen.findByText(`The quota of ${address} was changed.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      sentRequests(
        requests,
        'PUT',
        `${account(DEMO_HOSTING.main.id)}/email-accounts/${encodeURIComponent(address)}/quota`,
      ),
    ).toHaveLength(1);
  });

  it('addon domains: Add domain', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=domains`);
    await user.type(await screen.findByLabelText('Domain name'), DEMO_ADDON_DOMAINS.ready);
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Add domain' }));

    expect(await screen.findByText(new RegExp(`^${DEMO_ADDON_DOMAINS.ready} was added`))).toBeInTheDocument();
    // A second request would have been refused (409 addon_domain_exists) and said so.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${account(DEMO_HOSTING.main.id)}/domains`)).toHaveLength(1);
  });

  it('addon domains: Try again after "not ready yet"', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=domains`);
    await user.type(await screen.findByLabelText('Domain name'), DEMO_ADDON_DOMAINS.recentlyRegistered.domain);
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    const notReady = await screen.findByRole('alert');
    expect(notReady).toHaveTextContent(`${DEMO_ADDON_DOMAINS.recentlyRegistered.domain} is not ready yet`);

    clickTwiceInOneTick(within(notReady).getByRole('button', { name: 'Try again' }));
    // The retry is still refused (the domain is not ready for 90 minutes of world time): one retry, one notice.
    await waitFor(() =>
      expect(sentRequests(requests, 'POST', `${account(DEMO_HOSTING.main.id)}/domains`)).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add domain' })).toBeEnabled());
    expect(await screen.findByRole('alert')).toHaveTextContent('is not ready yet');
    expect(sentRequests(requests, 'POST', `${account(DEMO_HOSTING.main.id)}/domains`)).toHaveLength(2);
  });

  it('addon domains: Remove domain (typed name)', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=domains`);
    const domain = DEMO_HOSTING.main.addonDomain;
    await user.click(within(await findRowByTitle(domain)).getByRole('button', { name: /^Remove/ }));
    const dialog = screen.getByRole('dialog', { name: `Remove ${domain}?` });
    await user.type(within(dialog).getByLabelText(`Type ${domain} to confirm`), domain);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Remove domain' }));

    expect(await screen.findByText(`${domain} was removed.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', `${account(DEMO_HOSTING.main.id)}/domains`)).toEqual([
      `DELETE ${account(DEMO_HOSTING.main.id)}/domains?domain=${domain}`,
    ]);
  });

  it('mailboxes: Set the new password (generated)', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`);
    const address = DEMO_HOSTING.main.mailboxes.nearQuota;
    await user.click(within(await findRowByTitle(address)).getByRole('button', { name: /^New password/ }));
    const dialog = screen.getByRole('dialog', { name: `A new password for ${address}` });
    await user.click(within(dialog).getByRole('button', { name: 'Generate a strong password' }));
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Set the new password' }));

    expect(await screen.findByRole('heading', { name: `The password of ${address}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { name: `The password of ${address}` })).toHaveLength(1);
    expect(
      sentRequests(
        requests,
        'PUT',
        `${account(DEMO_HOSTING.main.id)}/email-accounts/${encodeURIComponent(address)}/password`,
      ),
    ).toHaveLength(1);
  });

  it('mailboxes: Add forwarding', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=mailboxes`);
    const address = DEMO_HOSTING.main.mailboxes.nearQuota;
    const to = 'team@example.com';
    await user.click(within(await findRowByTitle(address)).getByRole('button', { name: /^Forwarding and aliases/ }));
    const dialog = await screen.findByRole('dialog', { name: `Forwarding and aliases of ${address}` });
    await within(dialog).findByText('Mail is not forwarded.');
    await user.type(within(dialog).getByLabelText('Forward to address'), to);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Add forwarding' }));

    expect(await within(dialog).findByText(`Mail to ${address} is now also sent to ${to}.`)).toBeInTheDocument();
    // A second request would have been refused (409 forwarder_exists) and said so.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      sentRequests(
        requests,
        'POST',
        `${account(DEMO_HOSTING.main.id)}/email-accounts/${encodeURIComponent(address)}/forwarders`,
      ),
    ).toHaveLength(1);
  });

  it('cancel at the end of the period (confirm), then Undo the cancellation', async () => {
    const { user, requests } = await renderRoute(`/hosting/${DEMO_HOSTING.main.id}?tab=billing`);
    const section = await screen.findByRole('region', { name: 'Cancel the account' });
    await user.click(await within(section).findByRole('button', { name: 'Cancel at the end of the period' }));
    const confirm = await screen.findByRole('dialog', { name: /^Cancel nordlicht\.se on / });
    clickTwiceInOneTick(within(confirm).getByRole('button', { name: 'Cancel the account' }));
    expect(await within(section).findByText(/ends on .*you can undo the cancellation/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A second request would have been refused (409: already scheduled) and said so.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${account(DEMO_HOSTING.main.id)}/actions/cancel`)).toHaveLength(1);

    clickTwiceInOneTick(within(section).getByRole('button', { name: 'Undo the cancellation' }));
    expect(await within(section).findByText(/The cancellation is undone/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', `${account(DEMO_HOSTING.main.id)}/actions/cancel`)).toHaveLength(1);
  });
});
