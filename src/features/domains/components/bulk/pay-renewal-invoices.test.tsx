import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { DEMO_DOMAINS as D } from '@/mock/scenarios/demo/ids';
import { leaveForProvider } from './provider-navigation';

// jsdom cannot leave for the provider's page: the way out is stood in for, and recorded.
vi.mock('./provider-navigation', () => ({ leaveForProvider: vi.fn() }));
const leftFor = vi.mocked(leaveForProvider);
beforeEach(() => leftFor.mockReset());

stubLayoutObservers();

describe('after a bulk renew', () => {
  it('offers to pay all its renewal invoices in one checkout, with the total read from the invoices', async () => {
    const { user, requests } = await renderRoute('/domains', { jobDurationMs: 50 });
    await screen.findByRole('table', { name: 'All domains' });
    for (const name of [D.com.name, D.expired.name]) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(await within(bar).findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Renew domains' }));
    // What the card is charged, as the invoices charge it: 290 + 189 net with 25 % VAT (gross, ledger "Money: VAT").
    const pay = await within(dialog).findByRole('button', {
      name: /^Pay all 2 renewal invoices: SEK\s598\.75 incl\. VAT$/,
    });
    expect(sentRequests(requests, 'POST', '/api/v2/billing/payments')).toEqual([]);
    await user.click(pay);
    await waitFor(() =>
      expect(leftFor).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/pay\.hosting\.example\/.+\/payments\/pay_/),
      ),
    );
    expect(sentRequests(requests, 'POST', '/api/v2/billing/payments')).toHaveLength(1);
  });
});
