import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findListCount } from '@/test/list-count';
import { renderRoute } from '@/test/render-route';

import { DEMO_ADDON_DOMAINS, DEMO_HOSTING, DEMO_HOSTING_COUNTS } from '@/mock/scenarios/demo/ids';
import { findRowByTitle } from '@/test/table-rows';

const COUNTS = DEMO_HOSTING_COUNTS.main;

const main = DEMO_HOSTING.main;
const shop = DEMO_HOSTING.pendingInvoice;
const account = (id: string) => `/api/v2/shared-hosting/${id}`;

/** The table row of one mailbox or domain. */
// Route tests: the real hosting routes (param and search checks, loaders, shell) against the in-process mock.
describe('hosting list route', () => {
  it('lists the accounts and links each to its screen, loading no section or mutation request', async () => {
    const { requests } = await renderRoute('/hosting');
    expect(await screen.findByRole('link', { name: main.domain })).toHaveAttribute('href', `/hosting/${main.id}`);
    expect(requests.every((r) => r.startsWith('GET '))).toBe(true);
    expect(await findListCount(`${COUNTS.total} hosting accounts`)).toBeInTheDocument();
  });

  it('filters by text as the user types (on the page it has, asking nothing again), kept in the URL', async () => {
    const { user, router, requests } = await renderRoute('/hosting');
    await screen.findByRole('table', { name: 'All hosting accounts, pinned first' });
    const asked = requests.length;
    await user.type(screen.getByRole('searchbox', { name: 'Name, domain or tag' }), shop.domain);
    const table = await screen.findByRole('table', { name: 'Hosting accounts matching your filters' });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: shop.domain }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(COUNTS.total);
    expect(await findListCount(`${rows.length} of ${COUNTS.total} hosting accounts`)).toBeInTheDocument();
    // The total is read once (the unfiltered list of 100); the list itself is not read again for the text.
    expect(requests.slice(asked).filter((r) => !r.includes('limit=100'))).toEqual([]);
  });

  it('combines the text with a status from the URL, and clears both from the empty state', async () => {
    const { user, router } = await renderRoute(`/hosting?status=suspended&q=${shop.domain}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'No hosting accounts match' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Name, domain or tag' })).toHaveValue(shop.domain);
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'All hosting accounts, pinned first' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });
});

describe('hosting account route', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws destructive row buttons outlined in the danger colour, never filled', async () => {
    await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    const deletes = await screen.findAllByRole('button', { name: /^Delete/ });
    expect(deletes.length).toBeGreaterThan(0);
    for (const button of deletes) expect(button).toHaveClass('button--danger-outline');
    await renderRoute(`/hosting/${main.id}?tab=domains`);
    const removes = await screen.findAllByRole('button', { name: /^Remove/ });
    expect(removes.length).toBeGreaterThan(0);
    for (const button of removes) expect(button).toHaveClass('button--danger-outline');
  });

  it('an id that is not an acct_ id is "page not found" without asking the server', async () => {
    const { requests } = await renderRoute('/hosting/nordlicht.se');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(requests.some((r) => r.includes('/shared-hosting/'))).toBe(false);
  });

  it('overview: the account, its plan price and the control panel link', async () => {
    await renderRoute(`/hosting/${main.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: main.domain })).toBeInTheDocument();
    expect(screen.getAllByText(/SEK\s?149\.00 excl\. VAT per month/).length).toBeGreaterThan(0);
    const panel = screen.getAllByRole('link', { name: /Open control panel/ })[0];
    expect(panel).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(panel).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('billing: the cycle chosen in the URL previews, then commits with the renewal invoice', async () => {
    // The demo's authored morning: 8 of the 30 paid days of the month are not begun (149 × 8 / 30 = 39.73).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00.000Z'));
    const { user } = await renderRoute(`/hosting/${main.id}?tab=billing&cycle=annually`);
    expect(await screen.findByRole('radio', { name: /Yearly/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Preview the change' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('From monthly to yearly');
    // The amount with its currency and VAT basis, and the credit in figures: only the unused, paid part.
    expect(preview).toHaveTextContent(/You will be invoiced SEK\s?1,450\.27 excl\. VAT/);
    expect(preview).toHaveTextContent(
      /First payment SEK\s?1,450\.27 excl\. VAT, then SEK\s?1,490\.00 excl\. VAT each time\. SEK\s?39\.73 excl\. VAT is credited: the 8 days of your current period not yet begun, of the 30 days you paid SEK\s?149\.00 excl\. VAT for \(until /,
    );
    await user.click(within(preview).getByRole('button', { name: 'Change to yearly' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the billing cycle to yearly?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change to yearly' }));
    const done = await screen.findByRole('status', { name: 'The billing cycle is now yearly' });
    expect(within(done).getByRole('link', { name: /Pay invoice/ })).toHaveAttribute('target', '_blank');
    // The new renewal invoice on the billing area's screen, beside its order.
    expect(within(done).getByRole('link', { name: /^Show invoice \d+$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/billing\/invoices\/inv_[0-9a-f]+$/),
    );
    expect(within(done).getByRole('link', { name: /^View the order of invoice/ })).toBeInTheDocument();
  });

  it('billing: without a choice the preview says why it is blocked', async () => {
    await renderRoute(`/hosting/${main.id}?tab=billing`);
    const button = await screen.findByRole('button', { name: 'Preview the change' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('billing: an unpaid invoice blocks the change, with its pay, invoice and order links', async () => {
    const { user } = await renderRoute(`/hosting/${shop.id}?tab=billing&cycle=monthly`);
    await user.click(await screen.findByRole('button', { name: 'Preview the change' }));
    const blocked = await screen.findByRole('region', { name: 'An unpaid invoice blocks this change' });
    expect(blocked).toHaveTextContent(shop.invoice.number);
    expect(within(blocked).getByRole('link', { name: `Show invoice ${shop.invoice.number}` })).toHaveAttribute(
      'href',
      `/billing/invoices/${shop.invoice.id}`,
    );
    expect(
      within(blocked).getByRole('link', { name: `View the order of invoice ${shop.invoice.number}` }),
    ).toHaveAttribute('href', `/orders/${shop.order.id}`);
    expect(within(blocked).getByRole('button', { name: 'Cancel the invoice and change' })).toBeEnabled();
  });

  it('mailboxes: a password the check finds too weak is not sent; the field says why, with suggestions', async () => {
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    await user.type(screen.getByLabelText('Name before @'), 'sales');
    const password = screen.getByLabelText('Password', { exact: true });
    await user.type(password, 'Nordlicht2026');
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('This password is too easy to guess');
    expect(alert).toHaveTextContent('Nothing was sent. Everything you typed is kept.');
    expect(requests.filter((request) => request.startsWith('POST '))).toEqual([]);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    // The error is announced with the field, after its checklist and meter.
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toHaveLength(3);
    expect(document.getElementById(described[2] ?? '')?.textContent).not.toBe('');
    expect(screen.getByLabelText('Name before @')).toHaveValue('sales');
  });

  it('mailboxes: create, change a quota and delete', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`);
    await user.click(await screen.findByRole('button', { name: 'Create a mailbox' }));
    await user.type(screen.getByLabelText('Name before @'), 'sales');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Kv8#tr2Lm!qZ9wXp');
    await user.click(screen.getByRole('button', { name: 'Create mailbox' }));
    expect(await screen.findByText(`Mailbox sales@${main.domain} was created.`)).toBeInTheDocument();

    const near = main.mailboxes.nearQuota;
    await user.click(within(await findRowByTitle(near)).getByRole('button', { name: /^Change quota/ }));
    const quotaDialog = screen.getByRole('dialog', { name: `Change the quota of ${near}` });
    const quota = within(quotaDialog).getByLabelText('Quota in GB');
    await user.clear(quota);
    await user.type(quota, 'lots');
    expect(quota).toHaveAttribute('aria-invalid', 'true');
    await user.clear(quota);
    await user.type(quota, '40');
    await user.click(within(quotaDialog).getByRole('button', { name: 'Save quota' }));
    expect(await screen.findByText(`The quota of ${near} was changed.`)).toBeInTheDocument();

    const over = main.mailboxes.overQuota;
    await user.click(within(await findRowByTitle(over)).getByRole('button', { name: /^Delete/ }));
    const deleteDialog = screen.getByRole('dialog', { name: `Delete ${over}?` });
    await user.type(within(deleteDialog).getByLabelText(`Type ${over} to confirm`), over);
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete mailbox' }));
    expect(await screen.findByText(`Mailbox ${over} was deleted.`)).toBeInTheDocument();
  });

  it('addon domains: add one, with the document root it gets', async () => {
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=domains`);
    await user.type(await screen.findByLabelText('Domain name'), DEMO_ADDON_DOMAINS.ready);
    const dir = screen.getByRole('textbox', { name: /folder/i });
    expect(dir.getAttribute('aria-describedby')).toMatch(/\S+ \S+/);
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(new RegExp(`^${DEMO_ADDON_DOMAINS.ready} was added`))).toBeInTheDocument();
    expect(requests).toContain(`POST ${account(main.id)}/domains`);
  });

  it('addon domains: a domain that is not ready says so and offers to try again', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=domains`);
    await user.type(await screen.findByLabelText('Domain name'), DEMO_ADDON_DOMAINS.recentlyRegistered.domain);
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    const notReady = await screen.findByRole('alert');
    expect(notReady).toHaveTextContent(`${DEMO_ADDON_DOMAINS.recentlyRegistered.domain} is not ready yet`);
    expect(within(notReady).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('addon domains: remove one after typing its name', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=domains`);
    const domain = main.addonDomain;
    await user.click(within(await findRowByTitle(domain)).getByRole('button', { name: /^Remove/ }));
    const dialog = screen.getByRole('dialog', { name: `Remove ${domain}?` });
    const confirm = within(dialog).getByRole('button', { name: 'Remove domain' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(`Type ${domain} to confirm`), domain);
    await user.click(confirm);
    expect(await screen.findByText(`${domain} was removed.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
