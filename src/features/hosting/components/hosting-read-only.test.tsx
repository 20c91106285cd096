import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope, writesIn } from '@/test/scope-gates';

import { DEMO_HOSTING } from '@/mock/scenarios/demo/ids';

const main = DEMO_HOSTING.main;
const MAILBOXES = 'Your API key can only read web hosting, so it cannot create, change or delete mailboxes.';
const READ_ONLY_LIST = 'Your API key can only read, so it cannot change anything here.';
const DOMAINS = 'Your API key can only read web hosting, so it cannot add or remove domains.';
const BILLING = 'Your API key can only read web hosting, so it cannot change the billing cycle.';

const readOnly = { as: 'readonly', scopes: READ_ONLY_SCOPES };

// What the key cannot do is known before the click (issue 18).
describe('a read-only key on a web hosting account', () => {
  it('sees creating, resizing and deleting mailboxes blocked with the reason', async () => {
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`, readOnly);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Create a mailbox' }),
      MAILBOXES,
    );
    // The form never opens: nothing to type that could not be sent.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const quota = screen.getByRole('button', { name: new RegExp(`^Change quota ?${main.mailboxes.nearQuota}$`) });
    await expectBlockedByScope(user, requests, quota, READ_ONLY_LIST);
    const remove = screen.getByRole('button', { name: new RegExp(`^Delete ?${main.mailboxes.nearQuota}$`) });
    await expectBlockedByScope(user, requests, remove, READ_ONLY_LIST);
    // Said once in the list's toolbar for every row's buttons (issue 40), and once at the new-mailbox button.
    expect(screen.getAllByText(READ_ONLY_LIST)).toHaveLength(1);
    expect(screen.getAllByText(MAILBOXES)).toHaveLength(1);
  });

  it('sees adding and removing addon domains blocked, with the form readable', async () => {
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=domains`, readOnly);
    const remove = await screen.findByRole('button', { name: new RegExp(`^Remove ?${main.addonDomain}$`) });
    // The list's rows point at its toolbar's one reason (issue 40); the form below says its own.
    await expectBlockedByScope(user, requests, remove, READ_ONLY_LIST);
    const submit = screen.getByRole('button', { name: 'Add domain' });
    await expectBlockedByScope(user, requests, submit, DOMAINS);
    await user.type(screen.getByRole('textbox', { name: /Domain/ }), 'shop.example.se{Enter}');
    expect(writesIn(requests)).toEqual([]);
  });

  it('sees the billing-cycle preview blocked, even with a cycle chosen', async () => {
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=billing&cycle=annually`, readOnly);
    const preview = await screen.findByRole('button', { name: 'Preview the change' });
    await expectBlockedByScope(user, requests, preview, BILLING);
  });
});

describe('a key whose scopes are unknown', () => {
  it('keeps today’s behaviour on every tab', async () => {
    const { user } = await renderRoute(`/hosting/${main.id}?tab=mailboxes`, { as: 'readonly', scopes: null });
    const create = await screen.findByRole('button', { name: 'Create a mailbox' });
    expectNotBlockedByScope(create);
    await user.click(create);
    expect(await screen.findByRole('button', { name: 'Create mailbox' })).toBeInTheDocument();
  });

  it('offers the billing-cycle preview', async () => {
    await renderRoute(`/hosting/${main.id}?tab=billing&cycle=annually`, { scopes: null });
    const preview = await screen.findByRole('button', { name: 'Preview the change' });
    expect(preview).not.toHaveAttribute('aria-disabled');
  });
});

describe('a key that may change hosting but not billing', () => {
  it('may add mailboxes, and is told it may not change the billing cycle', async () => {
    const scopes = ['read:hosting', 'write:hosting', 'console:services'];
    const { user, requests } = await renderRoute(`/hosting/${main.id}?tab=billing&cycle=annually`, {
      keys: [{ name: 'hosting-admin', scopes }],
      as: 'hosting-admin',
      scopes,
    });
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Preview the change' }),
      'Your API key is not allowed to change the billing cycle.',
    );
    await user.click(screen.getByRole('link', { name: 'Mailboxes' }));
    expectNotBlockedByScope(await screen.findByRole('button', { name: 'Create a mailbox' }));
  });
});
