/**
 * The reads Home (`/`) makes, one table for the page and for the boot script (src/boot/first-requests.ts), which
 * sends them while the scripts download: both build the same URL from it, so the page takes the early answers
 * over. A bounded set, whatever the account holds (ledger "Home"): one page of up to 100 servers, hosting accounts,
 * orders, outstanding invoices and open tickets; for domains (10,000 at a reseller) only filtered pages of 20 and
 * one count, never the whole list. Pure and import-light: it is bundled into the boot script.
 */

import { billingRoutes } from './endpoints/billing';
import { domainRoutes } from './endpoints/domains';
import type { Route } from './endpoints/route';
import { hostingRoutes } from './endpoints/hosting';
import { orderRoutes } from './endpoints/orders';
import { ticketRoutes } from './endpoints/tickets';
import { vpsRoutes } from './endpoints/vps';
import type { Read } from './first-reads/read';

/** Domains expiring within this many days without auto-renew need the customer. */
export const EXPIRING_WITHIN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `expiresBefore` of the "expires soon" read: the UTC day `EXPIRING_WITHIN_DAYS` after `nowMs` (an ISO date). */
export function expiringBefore(nowMs: number): string {
  return new Date(nowMs + EXPIRING_WITHIN_DAYS * DAY_MS).toISOString().slice(0, 10);
}

export type HomeReadName =
  | 'vps'
  | 'hosting'
  | 'domainCounts'
  | 'domainsActionRequired'
  | 'domainsExpiring'
  | 'domainsPendingOrder'
  | 'domainsUnlock'
  | 'domainsInProgress'
  | 'domainsDnsNotServed'
  | 'orders'
  | 'invoices'
  | 'tickets';

/** The area a read belongs to, by its navigation entry's first screen (src/app/nav-areas.ts). */
export type HomeAreaPath = '/vps' | '/hosting' | '/domains' | '/orders' | '/billing/invoices' | '/support/tickets';

/** A list read of an area's table (src/api/first-reads/read.ts), without path parameters. */
export interface HomeRead extends Read<Route & { method: 'GET' }> {
  area: HomeAreaPath;
  params?: undefined;
  /** In the order the client writes it (`apiUrl` keeps the object's order). */
  query: Readonly<Record<string, string | number>>;
}

/** Filtered domain pages: the first 20 of each kind (Home shows a few and links to the rest). */
const DOMAIN_PAGE = 20;

export function homeReads(nowMs: number): Record<HomeReadName, HomeRead> {
  return {
    vps: { area: '/vps', route: vpsRoutes.list, query: { limit: 100 } },
    hosting: { area: '/hosting', route: hostingRoutes.list, query: { limit: 100 } },
    domainCounts: { area: '/domains', route: domainRoutes.list, query: { counts: 'status', limit: 1 } },
    domainsActionRequired: {
      area: '/domains',
      route: domainRoutes.list,
      query: { actionRequired: 'true', limit: DOMAIN_PAGE },
    },
    domainsExpiring: {
      area: '/domains',
      route: domainRoutes.list,
      query: {
        serviceStatus: 'active',
        autoRenew: 'false',
        expiresBefore: expiringBefore(nowMs),
        sort: 'expiresAt',
        limit: DOMAIN_PAGE,
      },
    },
    domainsPendingOrder: {
      area: '/domains',
      route: domainRoutes.list,
      query: { pendingOrder: 'true', limit: DOMAIN_PAGE },
    },
    domainsUnlock: {
      area: '/domains',
      route: domainRoutes.list,
      query: { unlockRequested: 'true', limit: DOMAIN_PAGE },
    },
    domainsInProgress: {
      area: '/domains',
      route: domainRoutes.list,
      query: { inProgress: 'true', limit: DOMAIN_PAGE },
    },
    domainsDnsNotServed: {
      area: '/domains',
      route: domainRoutes.list,
      query: { dnsNotServed: 'true', limit: DOMAIN_PAGE },
    },
    orders: { area: '/orders', route: orderRoutes.list, query: { limit: 100 } },
    invoices: {
      area: '/billing/invoices',
      route: billingRoutes.invoices,
      query: { status: 'outstanding', limit: 100 },
    },
    tickets: { area: '/support/tickets', route: ticketRoutes.list, query: { status: 'open', limit: 100 } },
  };
}
