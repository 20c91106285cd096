import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';

const JOB_MS = 60_000;

const domain = (id: string) => `/api/v2/domains/${id}`;
const BULK = {
  redirects: '/api/v2/domains/bulk/redirects',
  autoRenew: '/api/v2/domains/bulk/autorenew',
  renew: '/api/v2/domains/bulk/renew',
} as const;

stubLayoutObservers();

/**
 * Issue 16: every control of the domains area that changes something, clicked twice inside one tick (no React render
 * between the clicks, so `disabled={sending}` has not happened yet), sends one request. The auto-renew switch is in
 * domain-detail-page.test.tsx, the redirect form's send button in bulk/redirect-create-flow.test.tsx.
 */
describe('domain screen: two clicks in one tick send one request', () => {
  it('the registrar lock switch', async () => {
    const { requests } = await renderRoute(`/domains/${D.com.id}`);
    const lock = await screen.findByRole('switch', { name: 'Registrar lock' });
    expect(lock).toHaveAttribute('aria-checked', 'true');
    clickTwiceInOneTick(lock);

    // A second PATCH would have turned it on again (each click sends the opposite of what the screen showed).
    await waitFor(() => expect(lock).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(lock).not.toHaveAttribute('aria-busy'));
    expect(sentRequests(requests, 'PATCH', domain(D.com.id))).toHaveLength(1);
  });

  it('Request unlock', async () => {
    const { requests } = await renderRoute(`/domains/${D.se.id}?tab=registry-lock`);
    clickTwiceInOneTick(await screen.findByRole('button', { name: 'Request unlock' }));

    // A second request would have answered "already requested".
    expect(await screen.findByRole('heading', { name: 'The unlock has been requested' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request unlock' })).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'An unlock has already been requested' })).not.toBeInTheDocument();
    expect(sentRequests(requests, 'POST', `${domain(D.se.id)}/actions/request-unlock`)).toHaveLength(1);
  });

  it('the confirmed unlock (forceRequest)', async () => {
    const { user, requests } = await renderRoute(`/domains/${D.confirmable.id}?tab=registry-lock`);
    await user.click(await screen.findByRole('button', { name: 'Request unlock' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send for review' }));
    const dialog = screen.getByRole('dialog', { name: `Send the unlock of ${D.confirmable.name} for review?` });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Confirm and send' }));

    expect(await screen.findByRole('heading', { name: 'The unlock has been requested' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The first request, then one confirmed one.
    expect(sentRequests(requests, 'POST', `${domain(D.confirmable.id)}/actions/request-unlock`)).toHaveLength(2);
  });

  it.each([
    { choice: 'Keep the order and turn off', operation: `Auto-renew off for ${D.se.name} (renewal order kept)` },
    { choice: 'Cancel the order and turn off', operation: `Auto-renew off for ${D.se.name}, renewal order cancelled` },
  ])('auto-renew off with a pending renewal order: $choice', async ({ choice, operation }) => {
    const { user, requests } = await renderRoute(`/domains/${D.se.id}`);
    await user.click(await screen.findByRole('switch', { name: 'Auto-renew' }));
    const dialog = await screen.findByRole('dialog', { name: `Turn auto-renew off for ${D.se.name}?` });
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: choice }));

    expect(await screen.findByText(operation)).toBeInTheDocument();
    expect(sentRequests(requests, 'POST', BULK.autoRenew)).toHaveLength(1);
    expect(sentRequests(requests, 'PATCH', domain(D.se.id))).toHaveLength(0);
  });
});

/** Ticks the domains on the list and opens a bulk action's dialog from the selection bar. */
async function openBulk(user: UserEvent, names: readonly string[], action: string): Promise<HTMLElement> {
  await screen.findByRole('table', { name: 'All domains' });
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  const bar = screen.getByRole('region', { name: 'Selection' });
  await user.click(await within(bar).findByRole('button', { name: action }));
  return screen.findByRole('dialog');
}

/** The result table's row of one domain. */
async function outcomeOf(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  const table = await within(dialog).findByRole('table', { name: 'What happened to each selected domain' });
  const cell = await within(table).findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`${name} is in no row`);
  return row;
}

/** Nothing is waiting or on its way any more: the dialog can be closed again (a second attempt would be sent by now). */
async function sendingDone(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled());
}

describe('bulk dialogs: two clicks in one tick send one request', () => {
  it('Delete redirects', async () => {
    const { user, requests } = await renderRoute('/domains', { jobDurationMs: JOB_MS });
    const dialog = await openBulk(user, [D.se.name, D.com.name], 'Delete redirects');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Delete redirects' }));

    expect(await outcomeOf(dialog, D.se.name)).toHaveTextContent('Queued');
    expect(await outcomeOf(dialog, D.com.name)).toHaveTextContent('Queued');
    await sendingDone(dialog);
    expect(sentRequests(requests, 'POST', BULK.redirects)).toHaveLength(1);
  });

  it.each([
    // Each on a domain that is not already in the asked state (those are left out before sending).
    { action: 'Turn auto-renew on', name: D.com.name },
    { action: 'Turn auto-renew off', name: D.confirmable.name },
  ])('$action', async ({ action, name }) => {
    const { user, requests } = await renderRoute('/domains', { jobDurationMs: JOB_MS });
    const dialog = await openBulk(user, [name], action);
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: action }));

    expect(await outcomeOf(dialog, name)).toHaveTextContent('Queued');
    await sendingDone(dialog);
    expect(sentRequests(requests, 'POST', BULK.autoRenew)).toHaveLength(1);
  });

  it('Renew domains', async () => {
    const { user, requests } = await renderRoute('/domains', { jobDurationMs: JOB_MS });
    const dialog = await openBulk(user, [D.com.name], 'Renew');
    clickTwiceInOneTick(within(dialog).getByRole('button', { name: 'Renew domains' }));

    expect(await outcomeOf(dialog, D.com.name)).toHaveTextContent('Queued');
    await sendingDone(dialog);
    expect(sentRequests(requests, 'POST', BULK.renew)).toHaveLength(1);
  });

  it('Retry the failed one', async () => {
    // A list read before the domain changed state: the dialog cannot know, the server refuses the batch (409).
    const { user, requests } = await renderRoute('/domains', {
      jobDurationMs: JOB_MS,
      rewrite: (request, body) => {
        if (request !== 'GET /api/v2/domains' || typeof body !== 'object' || body === null) return undefined;
        const page = body as { data: { id: string; serviceStatus: string }[] };
        return {
          ...page,
          data: page.data.map((d) => (d.id === D.pending.id ? { ...d, serviceStatus: 'active' } : d)),
        };
      },
    });
    const dialog = await openBulk(user, [D.com.name, D.pending.name], 'Turn auto-renew on');
    await user.click(within(dialog).getByRole('button', { name: 'Turn auto-renew on' }));
    expect(await outcomeOf(dialog, D.com.name)).toHaveTextContent('Not sent');
    clickTwiceInOneTick(await within(dialog).findByRole('button', { name: 'Retry the failed one' }));

    await waitFor(async () => expect(await outcomeOf(dialog, D.com.name)).toHaveTextContent('Queued'));
    // The refused request, then one retry.
    await sendingDone(dialog);
    expect(sentRequests(requests, 'POST', BULK.autoRenew)).toHaveLength(2);
  });

  it.each([
    { button: 'Keep the orders and turn auto-renew off' },
    { button: 'Cancel the orders and turn auto-renew off' },
  ])('pending renewal orders: $button', async ({ button }) => {
    const { user, requests, advanceClock } = await renderRoute('/domains', { jobDurationMs: JOB_MS });
    const dialog = await openBulk(user, [D.se.name, D.unlocked.name], 'Turn auto-renew off');
    await user.click(within(dialog).getByRole('button', { name: 'Turn auto-renew off' }));
    expect(await outcomeOf(dialog, D.se.name)).toHaveTextContent('Queued');
    await advanceClock(JOB_MS + 1000);
    const pending = await within(dialog).findByRole(
      'region',
      { name: 'Renewal orders waiting for payment' },
      { timeout: 8000 },
    );
    clickTwiceInOneTick(within(pending).getByRole('button', { name: button }));

    await waitFor(async () => expect(await outcomeOf(dialog, D.se.name)).toHaveTextContent('Queued'));
    // The first request, then one re-submit of the blocked domains.
    await sendingDone(dialog);
    expect(sentRequests(requests, 'POST', BULK.autoRenew)).toHaveLength(2);
  });
});
