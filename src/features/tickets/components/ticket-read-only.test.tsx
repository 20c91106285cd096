import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { DEMO_TICKETS as TICKETS, DEMO_VPS } from '@/mock/scenarios/demo/ids';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope } from '@/test/scope-gates';

const DEMO_TICKETS = { open: TICKETS.openWithStaffReply, closed: TICKETS.closed } as const;

const readOnly = { as: 'readonly', scopes: READ_ONLY_SCOPES };

// What the key cannot do is known before the click (issue 18).
describe('a read-only key on a support ticket', () => {
  it('sees closing blocked with the reason, and a click opens nothing and sends nothing', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${DEMO_TICKETS.open.number}`, readOnly);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Close ticket' }),
      'Your API key can only read support tickets, so it cannot close them.',
    );
  });

  it('sees reopening blocked with the reason', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${DEMO_TICKETS.closed.number}`, readOnly);
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'Reopen ticket' }),
      'Your API key can only read support tickets, so it cannot reopen them.',
    );
  });
});

describe('a read-only key and writing to support', () => {
  it('sees why it cannot reply, with no box to type into', async () => {
    const { user, requests } = await renderRoute(`/support/tickets/${DEMO_TICKETS.open.number}`, readOnly);
    const box = await screen.findByRole('region', { name: 'Reply' });
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    await expectBlockedByScope(
      user,
      requests,
      within(box).getByRole('button', { name: 'Send reply' }),
      'Your API key can only read support tickets, so it cannot reply to them.',
    );
  });

  it('sees why it cannot open a ticket, on the list and on the form', async () => {
    const { user, requests } = await renderRoute('/support/tickets', readOnly);
    // On the list, the header's button points at the list toolbar's one read-only reason (issue 40).
    await expectBlockedByScope(
      user,
      requests,
      await screen.findByRole('button', { name: 'New ticket' }),
      'Your API key can only read, so it cannot change anything here.',
    );
    expect(screen.queryByRole('link', { name: 'New ticket' })).not.toBeInTheDocument();
  });

  it('is shown no form on the new-ticket screen, only why', async () => {
    const { user, requests } = await renderRoute(
      `/support/tickets/new?serviceType=vps&serviceId=${DEMO_VPS.web.id}`,
      readOnly,
    );
    await screen.findByRole('heading', { level: 1, name: 'New support ticket' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await expectBlockedByScope(
      user,
      requests,
      screen.getByRole('button', { name: 'Create ticket' }),
      'Your API key can only read support tickets, so it cannot open new ones.',
    );
  });
});

describe('a key whose scopes are unknown', () => {
  it('may try to close, as today (the server decides)', async () => {
    const { user } = await renderRoute(`/support/tickets/${DEMO_TICKETS.open.number}`, {
      as: 'readonly',
      scopes: null,
    });
    const close = await screen.findByRole('button', { name: 'Close ticket' });
    expectNotBlockedByScope(close);
    await user.click(close);
    expect(screen.getByRole('dialog', { name: `Close ticket #${DEMO_TICKETS.open.number}?` })).toBeInTheDocument();
  });
});
