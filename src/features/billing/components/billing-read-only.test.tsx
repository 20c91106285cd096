import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope, writesIn } from '@/test/scope-gates';

const readOnly = { as: 'readonly', scopes: READ_ONLY_SCOPES };
const { invoices } = DEMO_BILLING;

// What the key cannot do is known before the click: every money action of billing needs write:billing.
describe('a read-only key on billing', () => {
  it('sees "Apply credit" and "Cancel invoice" blocked in words; a click sends nothing', async () => {
    const { user, requests } = await renderRoute(`/billing/invoices/${invoices.unpaid.id}`, readOnly);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Apply credit' }),
      'Your API key can only read billing, so it cannot pay invoices with your credit.',
    );
    await expectBlockedByScope(
      user,
      requests,
      screen.getByRole('button', { name: 'Cancel invoice' }),
      'Your API key can only read billing, so it cannot cancel invoices.',
    );
    // Paying at the provider is not a write of the panel's: the link stays.
    expect(screen.getByRole('link', { name: /^Pay/ })).toBeInTheDocument();
  });

  it('is told before typing that it cannot add funds; Enter sends nothing', async () => {
    const { user, requests } = await renderRoute('/billing/credit', readOnly);
    const submit = await screen.findByRole('button', { name: 'Create invoice' });
    const reason = 'Your API key can only read billing, so it cannot add funds to your credit.';
    expect(submit).toHaveAccessibleDescription(reason);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '250{Enter}');
    expect(writesIn(requests)).toEqual([]);
    await expectBlockedByScope(user, requests, submit, reason);
  });

  it('sees every card action blocked, the reason said once for the list', async () => {
    const { user, requests } = await renderRoute('/billing/cards', readOnly);
    const reason = 'Your API key can only read billing, so it cannot add, change or remove payment cards.';
    const table = await screen.findByRole('table', { name: 'Your payment cards' });
    expect(screen.getAllByText(reason)).toHaveLength(1);
    for (const button of within(table).getAllByRole('button')) {
      await expectBlockedByScope(user, requests, button, reason);
    }
    await expectBlockedByScope(user, requests, screen.getByRole('button', { name: 'Add a card' }), reason);
  });
});

describe('a key that cannot read billing', () => {
  it('has no Billing in the navigation, and a deep link says what the key lacks in words', async () => {
    const scopes = ['read:vm'];
    await renderRoute('/billing/credit', { keys: [{ name: 'vm', scopes }], as: 'vm', scopes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Your API key is not allowed to see invoices and billing\./);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
  });
});

describe('a key whose scopes are unknown', () => {
  it('keeps the money actions as the server’s gates say', async () => {
    await renderRoute(`/billing/invoices/${invoices.unpaid.id}`, { as: 'readonly', scopes: null });
    const apply = await screen.findByRole('button', { name: 'Apply credit' });
    expectNotBlockedByScope(apply);
    await waitFor(() => expect(apply).not.toHaveAttribute('aria-disabled'));
  });
});
