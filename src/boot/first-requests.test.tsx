import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEMO_BILLING,
  DEMO_DOMAINS,
  DEMO_HOSTING,
  DEMO_ORDERS,
  DEMO_TICKETS,
  DEMO_VPS,
} from '@/mock/scenarios/demo/ids';
import { renderRoute } from '@/test/render-route';
import { stubLayoutObservers } from '@/test/layout-stubs';
import { firstRequests, homeRequests, signedOutRequests } from './first-requests';

stubLayoutObservers();

/**
 * The boot script's early reads are only worth their bytes when the screen then makes exactly those requests: each
 * first screen is rendered (real routes, the in-process mock) and every early request must be among its own.
 */
const SCREENS = [
  '/',
  '/vps',
  `/vps/${DEMO_VPS.web.id}`,
  `/vps/${DEMO_VPS.web.id}?tab=metrics`,
  `/vps/${DEMO_VPS.web.id}?tab=metrics&timeframe=week`,
  '/hosting',
  `/hosting/${DEMO_HOSTING.main.id}`,
  '/domains',
  `/domains/${DEMO_DOMAINS.se.id}`,
  '/orders',
  `/orders/${DEMO_ORDERS.pendingHosting.id}`,
  '/billing/invoices',
  `/billing/invoices/${DEMO_BILLING.invoices.partiallyPaid.id}`,
  '/support/tickets',
  `/support/tickets/${DEMO_TICKETS.openWithStaffReply.number}`,
  '/catalog',
];

describe('first requests: what the boot script asks for is what each first screen asks for', () => {
  for (const address of SCREENS) {
    it(address, async () => {
      const url = new URL(address, 'http://panel.test');
      const early = firstRequests(url.pathname, url.search, 'en', null);
      expect(early.length).toBeGreaterThan(0);
      const { requests } = await renderRoute(address);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => {
        for (const request of early) expect(requests).toContain(`GET ${request.path}`);
      });
    });
  }

  it('signed out: the sign-in page asks for the demo scenarios in a demo build, wherever the address was', async () => {
    for (const address of ['/sign-in', '/vps', '/', '/orders/ord_x']) {
      expect(signedOutRequests(address, '', 'en'), address).toEqual([{ path: '/__mock/scenarios', anonymous: true }]);
    }
    expect(signedOutRequests('/catalog', '', 'sv')).toEqual(firstRequests('/catalog', '', 'sv', null));
    expect(signedOutRequests('/terms', '', 'en')).toEqual([]);
    const { requests } = await renderRoute('/vps', { signedIn: false });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(requests).toContain('GET /__mock/scenarios'));
  });

  it('asks the catalog without the key, and every other read with it', () => {
    expect(firstRequests('/catalog', '', 'sv', null)).toEqual([
      { path: '/api/v2/products/shared-hosting?locale=sv&limit=20', anonymous: true },
    ]);
    expect(firstRequests('/vps', '', 'sv', null)).toEqual([{ path: '/api/v2/vps?limit=20', anonymous: false }]);
  });

  it('asks nothing for an address it cannot be sure of: a filter, another tab, an odd id, an unknown page', () => {
    for (const address of [
      '/vps?status=running',
      '/domains?q=nordlicht',
      `/vps/${DEMO_VPS.web.id}?tab=network`,
      `/vps/${DEMO_VPS.web.id}?tab=metrics&timeframe=7d`,
      '/vps/a%2Fb',
      '/vps/not-a-server',
      '/domains/nordlicht.se',
      '/support/tickets/1234567890123',
      '/sign-in',
      '/nowhere',
    ]) {
      const url = new URL(address, 'http://panel.test');
      expect(firstRequests(url.pathname, url.search, 'en', null), address).toEqual([]);
    }
  });

  it('asks nothing of an area the key cannot read (when its scopes are known)', () => {
    expect(firstRequests('/vps', '', 'en', ['read:domains'])).toEqual([]);
    expect(firstRequests('/vps/vps_3f2a91c4', '', 'en', ['read:domains'])).toEqual([]);
    expect(firstRequests('/domains', '', 'en', ['read:domains'])).toEqual([
      { path: '/api/v2/domains?limit=100', anonymous: false },
    ]);
    expect(firstRequests('/catalog', '', 'en', [])).toHaveLength(1);
  });

  it('asks Home’s reads at `/`, only of the areas the key can read, and never the whole domain list', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    // Each by its name, by which Home's boot-drawn list takes its answer (src/features/home/home-first-rows.ts).
    expect(homeRequests(['read:domains', 'read:support'], now)).toEqual(
      [
        ['domainCounts', '/api/v2/domains?counts=status&limit=1'],
        ['domainsActionRequired', '/api/v2/domains?actionRequired=true&limit=20'],
        [
          'domainsExpiring',
          '/api/v2/domains?serviceStatus=active&autoRenew=false&expiresBefore=2026-12-22&sort=expiresAt&limit=20',
        ],
        ['domainsPendingOrder', '/api/v2/domains?pendingOrder=true&limit=20'],
        ['domainsUnlock', '/api/v2/domains?unlockRequested=true&limit=20'],
        ['domainsInProgress', '/api/v2/domains?inProgress=true&limit=20'],
        ['domainsDnsNotServed', '/api/v2/domains?dnsNotServed=true&limit=20'],
        ['tickets', '/api/v2/support/tickets?status=open&limit=100'],
      ].map(([name, path]) => ({ path, anonymous: false, name })),
    );
    // Every area: twelve reads in all, however many resources the account holds.
    expect(homeRequests(null, now)).toHaveLength(12);
    expect(firstRequests('/', '', 'en', [])).toEqual([]);
  });
});
