import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '@/test/double-submit';
import { renderRoute, type RequestRewrite } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';

// The demo's domains: se active, auto-renew on, 189 kr / 1 year; com active, auto-renew off, 290 kr / 2 years;
// pending (auto-renew off); expired, auto-renew off, 189 kr / 1 year.
const BULK = { autoRenew: '/api/v2/domains/bulk/autorenew', renew: '/api/v2/domains/bulk/renew' } as const;

stubLayoutObservers();

/** Records the bodies the app sends to `path` (unchanged). */
function bodiesTo(path: string): { bodies: unknown[]; rewriteRequest: RequestRewrite } {
  const bodies: unknown[] = [];
  return {
    bodies,
    rewriteRequest: (request, body) => {
      if (request === `POST ${path}`) bodies.push(body);
      return undefined;
    },
  };
}

async function openBulk(user: UserEvent, names: readonly string[], action: string): Promise<HTMLElement> {
  await screen.findByRole('table', { name: 'All domains' });
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  const bar = screen.getByRole('region', { name: 'Selection' });
  await user.click(await within(bar).findByRole('button', { name: action }));
  return screen.findByRole('dialog');
}

describe('bulk dialogs: money and ineligible domains before sending', () => {
  it('renew: lists each domain’s price and period and the total, leaves out the pending one, sends the rest', async () => {
    const { bodies, rewriteRequest } = bodiesTo(BULK.renew);
    const { user, requests } = await renderRoute('/domains', { jobDurationMs: 60_000, rewriteRequest });
    const dialog = await openBulk(user, [D.com.name, D.pending.name, D.expired.name], 'Renew');

    const leftOut = within(dialog).getByRole('list', { name: 'Domains left out' });
    expect(within(dialog).getByText('1 selected domain is left out')).toBeVisible();
    expect(leftOut).toHaveTextContent(
      `${D.pending.name}: it is not registered yet; only active or expired domains can be renewed.`,
    );

    const prices = within(dialog).getByRole('table', { name: 'Renewal prices' });
    const rows = within(prices)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [D.com.name, '2 years', expect.stringMatching(/^SEK\s290\.00 excl\. VAT$/)],
      [D.expired.name, '1 year', expect.stringMatching(/^SEK\s189\.00 excl\. VAT$/)],
    ]);
    expect(within(prices).queryByText(D.pending.name)).toBeNull();
    const total = within(dialog).getByRole('term');
    expect(total).toHaveTextContent('Total');
    // The demo is a business (/me tax): the VAT and the total with it beside the net total about to be invoiced.
    expect(within(dialog).getByRole('definition')).toHaveTextContent(
      /^SEK\s479\.00 excl\. VAT · VAT 25% SEK\s119\.75 · SEK\s598\.75 incl\. VAT$/,
    );
    expect(
      within(dialog).getByText(/Each renewal becomes an order with an unpaid invoice of this price/),
    ).toBeVisible();
    expect(sentRequests(requests, 'POST', BULK.renew)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Renew domains' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ domainIds: [D.com.id, D.expired.id] });
  });

  it('auto-renew on: the pending domain and the one already on are listed with why; only the rest is sent, no 409', async () => {
    const { bodies, rewriteRequest } = bodiesTo(BULK.autoRenew);
    const { user } = await renderRoute('/domains', { jobDurationMs: 60_000, rewriteRequest });
    const dialog = await openBulk(user, [D.se.name, D.com.name, D.pending.name], 'Turn auto-renew on');
    const leftOut = within(dialog).getByRole('list', { name: 'Domains left out' });
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${D.se.name}: auto-renew is already on.`,
      `${D.pending.name}: it is not registered yet; auto-renew can be turned on only for active domains.`,
    ]);
    expect(within(dialog).getByText('1 domain')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Turn auto-renew on' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ domainIds: [D.com.id], enabled: true });
    const outcome = await within(dialog).findByRole('table', { name: 'What happened to each selected domain' });
    expect(await within(outcome).findByRole('cell', { name: D.com.name })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Retry the failed one' })).toBeNull();
    expect(within(dialog).queryByText(/Not sent/)).toBeNull();
  });

  it('auto-renew off for domains that all have it off: says there is nothing to send and offers no send button', async () => {
    const { user, requests } = await renderRoute('/domains');
    const dialog = await openBulk(user, [D.com.name, D.expired.name], 'Turn auto-renew off');
    expect(within(dialog).getByText('2 selected domains are left out')).toBeVisible();
    expect(within(dialog).getByText(/None of the selected domains can take this action/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Turn auto-renew off' })).toBeNull();
    expect(sentRequests(requests, 'POST', BULK.autoRenew)).toEqual([]);
  });

  it('delete redirects: domains whose rules were read and are none are left out; with none left, nothing to send', async () => {
    const { user, requests } = await renderRoute('/domains');
    const dialog = await openBulk(user, [D.se.name, D.com.name], 'Delete redirects');
    expect(await within(dialog).findByText('2 selected domains are left out')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Domains left out' })).toHaveTextContent(
      `${D.se.name}: it has no redirects to delete.`,
    );
    expect(within(dialog).getByText(/None of the selected domains can take this action/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete redirects' })).toBeNull();
    expect(requests.filter((r) => r.startsWith('POST '))).toEqual([]);
  });
});
