import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope } from '@/test/scope-gates';
import { DEMO_HOSTING as H } from '@/mock/scenarios/demo/ids';

const path = (id: string, action: 'renew' | 'upgrade') => `/api/v2/shared-hosting/${id}/actions/${action}`;
const billingTab = (id: string) => `/hosting/${id}?tab=billing`;

/** An element's text with its no-break spaces (money, dates) as plain ones. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

async function section(name: 'Renew' | 'Change the plan') {
  return screen.findByRole('region', { name });
}

// Issue 23: renewing and changing the plan of a hosting account (ledger "Shared hosting → Renew, Upgrade").
describe('renewing a hosting account', () => {
  it('previews (nothing changes), then renews with its invoice; each button sends once', async () => {
    const { requests } = await renderRoute(billingTab(H.main.id));
    const renew = await section('Renew');
    clickTwiceInOneTick(within(renew).getByRole('button', { name: 'Preview the renewal' }));
    const preview = await within(renew).findByRole('status');
    expect(text(preview)).toMatch(/^One more period from .+: SEK 149\.00 excl\. VAT\. Once the invoice is paid/);
    expect(sentRequests(requests, 'POST', path(H.main.id, 'renew'))).toHaveLength(1);

    clickTwiceInOneTick(within(preview).getByRole('button', { name: /^Renew for SEK/ }));
    const done = await within(renew).findByText(/^Renewal ordered/);
    const card = done.closest('[role="status"]') as HTMLElement;
    expect(within(card).getByRole('link', { name: /^Show invoice / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/billing\/invoices\/inv_/),
    );
    expect(sentRequests(requests, 'POST', path(H.main.id, 'renew'))).toHaveLength(2);
  });

  it('an open renewal invoice: nothing to renew, that invoice is what to pay; no cancel offered, nothing sent', async () => {
    const { requests } = await renderRoute(billingTab(H.pendingInvoice.id));
    const renew = await section('Renew');
    const waits = await within(renew).findByRole('region', { name: 'Nothing to renew now' });
    // The invoice's amount as it charges it: 990 net + 25 % VAT (gross, ledger "Money: VAT"), never taxed twice.
    expect(text(waits)).toMatch(
      new RegExp(
        `Invoice ${H.pendingInvoice.invoice.number} \\(SEK\\s1,237\\.50 incl\\. VAT, due .+\\) already renews this account\\. Pay it: renewing again is not needed\\.`,
      ),
    );
    expect(
      within(waits).getByRole('link', { name: new RegExp(`^Pay invoice ${H.pendingInvoice.invoice.number}`) }),
    ).toHaveClass('button--primary');
    expect(within(renew).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    const previewButton = within(renew).getByRole('button', { name: 'Preview the renewal' });
    expect(previewButton).toHaveAttribute('aria-disabled', 'true');
    expect(previewButton).toHaveAttribute('data-gate-code', 'invoice_open');
    expect(sentRequests(requests, 'POST', path(H.pendingInvoice.id, 'renew'))).toHaveLength(0);
  });

  it("after a billing-cycle switch the renewal says why it is not needed and offers paying the switch's invoice", async () => {
    const { user, requests } = await renderRoute(`${billingTab(H.main.id)}&cycle=annually`);
    await user.click(await screen.findByRole('button', { name: 'Preview the change' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await user.click(within(preview).getByRole('button', { name: 'Change to yearly' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the billing cycle to yearly?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change to yearly' }));
    const done = await screen.findByRole('status', { name: 'The billing cycle is now yearly' });
    const number = /Renewal invoice (\d+):/.exec(text(done))?.[1] ?? 'missing';

    const renew = await section('Renew');
    const waits = await within(renew).findByRole('region', { name: 'Nothing to renew now' });
    expect(text(waits)).toMatch(
      new RegExp(
        `Invoice ${number} \\(SEK\\s[\\d,.]+ incl\\. VAT, due .+\\) is the first payment of your new billing cycle\\. Once it is paid, the account is paid until .+, so there is nothing to renew before then\\.`,
      ),
    );
    expect(within(waits).getByRole('link', { name: new RegExp(`^Pay invoice ${number}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
    // Never a red "cancel the invoice and renew": no cancel in the renewal, nothing filled in the danger colour.
    expect(within(renew).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(renew.querySelector('.button--danger')).toBeNull();
    expect(within(renew).getByRole('button', { name: 'Preview the renewal' })).toHaveAttribute('aria-disabled', 'true');
    expect(sentRequests(requests, 'POST', path(H.main.id, 'renew'))).toHaveLength(0);
  });
});

describe('changing the plan', () => {
  it('shows the plans with the resource differences and what a change now costs, previews, then changes', async () => {
    const { user, requests } = await renderRoute(billingTab(H.main.id));
    const plan = await section('Change the plan');
    const plans = await within(plan).findByRole('group', { name: 'Plans you can move to' });
    const radios = within(plans).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    // Larger or smaller by the resources, never the price: Medium costs more (paid now) yet has less of each.
    const medium = within(plans).getByRole('radio', { name: /Medium/ });
    expect(medium).toHaveAccessibleName(/Medium · Smaller$/);
    expect(medium).toHaveAccessibleDescription(/Disk: 50 GB \(now 100 GB, less\)/);
    expect(medium).toHaveAccessibleDescription(/now for the rest of the period/);
    const [larger, ...moreLarger] = within(plans).getAllByRole('radio', { name: /· Larger$/ });
    if (!larger) throw new Error('no larger plan');
    expect(moreLarger).toHaveLength(0);
    expect(larger).toHaveAccessibleName(/Max · Larger$/);
    expect(larger).toHaveAccessibleDescription(/Disk: Unlimited \(now 100 GB, more\)/);
    expect(larger).toHaveAccessibleDescription(/Mailboxes: .+Databases: /);
    const smaller = within(plans).getByRole('radio', { name: /Mini · Smaller$/ });
    expect(smaller).toHaveAccessibleDescription(/nothing to pay now/);

    const previewButton = within(plan).getByRole('button', { name: 'Preview the plan change' });
    expect(previewButton).toHaveAccessibleDescription('Choose a plan first.');
    await user.click(larger);
    clickTwiceInOneTick(previewButton);
    const preview = await within(plan).findByRole('status');
    expect(text(preview)).toMatch(/now and pay SEK .+ for the rest of this period; then SEK .+ excl\. VAT/);
    const commit = within(preview).getByRole('button', { name: /^Change to / });
    clickTwiceInOneTick(commit);
    expect(await within(plan).findByText(/^You are now on /)).toBeInTheDocument();
    expect(within(plan).getByText(/^Invoice \d+: /)).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', path(H.main.id, 'upgrade'))).toHaveLength(2);
  });

  it('schedules a smaller plan for the period end, which can be cancelled', async () => {
    const { user, requests } = await renderRoute(billingTab(H.main.id));
    const plan = await section('Change the plan');
    await user.click(await within(plan).findByRole('radio', { name: /Mini · Smaller$/ }));
    await user.click(within(plan).getByRole('button', { name: 'Preview the plan change' }));
    const preview = await within(plan).findByRole('status');
    expect(text(preview)).toMatch(/nothing is charged now/);
    await user.click(within(preview).getByRole('button', { name: /^Change to / }));
    expect(await within(plan).findByText(/^The change to .+ is scheduled for /)).toBeInTheDocument();
    const cancel = await within(plan).findByRole('button', { name: 'Cancel the scheduled change' });
    clickTwiceInOneTick(cancel);
    expect(await within(plan).findByText('The scheduled plan change is cancelled.')).toBeInTheDocument();
    expect(sentRequests(requests, 'DELETE', path(H.main.id, 'upgrade'))).toHaveLength(1);
  });

  it('an unpaid invoice blocks a change now; cancelling it changes the plan in one confirmed step', async () => {
    const { user, requests } = await renderRoute(billingTab(H.pendingInvoice.id));
    const plan = await section('Change the plan');
    // Web Max: a higher price tier, so a change now.
    await user.click(await within(plan).findByRole('radio', { name: /Max · Larger$/ }));
    // Known from the account: said as soon as a change now is chosen, before any request.
    const blocked = await within(plan).findByRole('region', { name: 'An unpaid invoice blocks the plan change' });
    expect(sentRequests(requests, 'POST', path(H.pendingInvoice.id, 'upgrade'))).toHaveLength(0);
    await user.click(within(blocked).getByRole('button', { name: 'Cancel the invoice and change the plan' }));
    const dialog = await screen.findByRole('dialog', {
      name: new RegExp(`^Cancel invoice ${H.pendingInvoice.invoice.number} and change to `),
    });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Cancel the invoice and change the plan' }));
    expect(await within(plan).findByText(/^You are now on /)).toBeInTheDocument();
    expect(within(plan).getByText(`Cancelled invoice: ${H.pendingInvoice.invoice.id}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(requests, 'POST', path(H.pendingInvoice.id, 'upgrade'))).toHaveLength(1);
  });

  it('says why a legacy-panel account cannot change its plan, before the click', async () => {
    await renderRoute(billingTab(H.legacy.id));
    const plan = await section('Change the plan');
    await within(plan).findByRole('group', { name: 'Plans you can move to' });
    const previewButton = within(plan).getByRole('button', { name: 'Preview the plan change' });
    expect(previewButton).toHaveAttribute('aria-disabled', 'true');
    expect(previewButton).toHaveAttribute('data-gate-code', 'legacy_panel');
  });
});

describe('a read-only key', () => {
  it('sees the renewal and the plan change blocked, in words, with nothing sent', async () => {
    const { user, requests } = await renderRoute(billingTab(H.main.id), { as: 'readonly', scopes: READ_ONLY_SCOPES });
    await expectBlockedByScope(
      user,
      requests,
      within(await section('Renew')).getByRole('button', { name: 'Preview the renewal' }),
      'Your API key can only read web hosting, so it cannot renew it.',
    );
    const plan = await section('Change the plan');
    await within(plan).findByRole('group', { name: 'Plans you can move to' });
    await expectBlockedByScope(
      user,
      requests,
      within(plan).getByRole('button', { name: 'Preview the plan change' }),
      'Your API key can only read web hosting, so it cannot change its plan.',
    );
  });
});
