import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceInOneTick, sentRequests } from '@/test/double-submit';
import { renderRoute } from '@/test/render-route';
import { READ_ONLY_SCOPES, writesIn } from '@/test/scope-gates';

// Issue 37: the register and transfer screens against the mock (route tests).
describe('registering a domain', () => {
  it('says why each name cannot be had and prices the available ones per year', async () => {
    const { user } = await renderRoute('/domains/new?names=fjallstuga.se%0Anic.se%0Aname.xyz');
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    const rows = await within(results).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^fjallstuga\.seAvailableSEK\s189\.00 excl\. VAT per year/),
      expect.stringMatching(/^nic\.seReservedThe registry keeps this name back\./),
      expect.stringMatching(/^name\.xyzEnding not offeredWe do not register names with this ending\./),
    ]);
  });

  it('checks a new .se registrant’s personal number before anything is sent', async () => {
    const { user, requests } = await renderRoute('/domains/new?names=fjallstuga.se');
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add fjallstuga.se' }));
    await user.click(screen.getByRole('radio', { name: 'Someone new' }));
    await user.click(screen.getByRole('radio', { name: 'Personal number (a person)' }));
    await user.type(screen.getByLabelText('Personal number', { exact: true }), '811218-9875');
    const before = writesIn(requests).length;
    await user.click(screen.getByRole('button', { name: 'Review the price' }));
    expect(screen.getByLabelText('Personal number', { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining('The last digit does not match the others'),
    );
    // Only the search left; no preview or order.
    expect(writesIn(requests).slice(before)).toEqual([]);
  });

  it('tells a read-only key before the click that it cannot place the order', async () => {
    const { user } = await renderRoute('/domains/new?names=fjallstuga.se', {
      as: 'readonly',
      scopes: READ_ONLY_SCOPES,
    });
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add fjallstuga.se' }));
    expect(screen.getByRole('button', { name: 'Review the price' })).toHaveAccessibleDescription(
      'Your API key can only read orders, so it cannot place them.',
    );
  });
});

describe('transferring a domain in', () => {
  it('says in words why a locked domain cannot move', async () => {
    const { user } = await renderRoute('/domains/transfer?domain=nordlicht.org');
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/nordlicht\.org is locked at its current registrar/)).toBeVisible();
    expect(screen.queryByLabelText('Transfer code (EPP code)')).toBeNull();
  });
});

// Two clicks on the order button in one tick (no render between them) place one order.
describe('ordering: two clicks in one tick send one order', () => {
  const ordersOf = (requests: readonly string[]) =>
    sentRequests([...requests], 'POST', '/api/v2/orders').filter((entry) => !entry.includes('preview'));

  it('the register order button', async () => {
    const { user, requests, router } = await renderRoute('/domains/new?names=fjallstuga.se');
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add fjallstuga.se' }));
    await user.click(screen.getByRole('button', { name: 'Review the price' }));
    const summary = await screen.findByRole('region', { name: 'Before you order' });
    await user.click(within(summary).getByRole('checkbox', { name: /I accept the terms of service/ }));
    clickTwiceInOneTick(within(summary).getByRole('button', { name: /^Order · / }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/ord_/));
    expect(ordersOf(requests)).toHaveLength(1);
  });

  it('the transfer order button', async () => {
    const { user, requests, router } = await renderRoute('/domains/transfer?domain=nordlicht-store.se');
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    await user.type(await screen.findByLabelText('Transfer code (EPP code)'), 'Xk7-pQ2m9');
    await user.click(screen.getByRole('button', { name: 'Review the price' }));
    const summary = await screen.findByRole('region', { name: 'Before you order' });
    await user.click(within(summary).getByRole('checkbox', { name: /I accept the terms of service/ }));
    clickTwiceInOneTick(within(summary).getByRole('button', { name: /^Transfer · / }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/ord_/));
    expect(ordersOf(requests)).toHaveLength(1);
  });
});
