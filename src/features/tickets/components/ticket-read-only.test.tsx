import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, expectBlockedByScope, expectNotBlockedByScope } from '@/test/scope-gates';

// The demo's records (src/mock/scenarios/demo/ids.ts).
const DEMO_TICKETS = { open: { number: '104201' }, closed: { number: '104210' } } as const;

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
