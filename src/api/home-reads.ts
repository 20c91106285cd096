/**
 * The reads Home (`/`) makes, one table for the page and for the boot script (src/boot/first-requests.ts), which
 * sends them while the scripts download: both build the same URL from it, so the page takes the early answers
 * over. A bounded set, whatever the account holds (ledger "Home"): one page of up to 100 servers, hosting accounts,
 * orders, outstanding invoices and open tickets; for domains (10,000 at a reseller) only filtered pages of 20 and
 * one count, never the whole list. Pure and import-light: it is bundled into the boot script.
 */

import { ticketRoutes } from './endpoints/tickets';

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
  | 'orders'
  | 'invoices'
  | 'tickets';

/** The area a read belongs to, by its navigation entry's first screen (src/app/nav-areas.ts). */
export type HomeAreaPath = '/vps' | '/hosting' | '/domains' | '/orders' | '/billing/invoices' | '/support/tickets';

export interface HomeRead {
  area: HomeAreaPath;
  path: string;
  /** In the order the client writes it (`apiUrl` keeps the object's order). */
  query: Readonly<Record<string, string | number>>;
}

/** Filtered domain pages: the first 20 of each kind (Home shows a few and links to the rest). */
const DOMAIN_PAGE = 20;

export function homeReads(nowMs: number): Record<HomeReadName, HomeRead> {
  return {
    vps: { area: '/vps', path: '/api/v2/vps', query: { limit: 100 } },
    hosting: { area: '/hosting', path: '/api/v2/shared-hosting', query: { limit: 100 } },
    domainCounts: { area: '/domains', path: '/api/v2/domains', query: { counts: 'status', limit: 1 } },
    domainsActionRequired: {
      area: '/domains',
      path: '/api/v2/domains',
      query: { actionRequired: 'true', limit: DOMAIN_PAGE },
    },
    domainsExpiring: {
      area: '/domains',
      path: '/api/v2/domains',
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
      path: '/api/v2/domains',
      query: { pendingOrder: 'true', limit: DOMAIN_PAGE },
    },
    domainsUnlock: {
      area: '/domains',
      path: '/api/v2/domains',
      query: { unlockRequested: 'true', limit: DOMAIN_PAGE },
    },
    orders: { area: '/orders', path: '/api/v2/orders', query: { limit: 100 } },
    invoices: {
      area: '/billing/invoices',
      path: '/api/v2/billing/invoices',
      query: { status: 'outstanding', limit: 100 },
    },
    tickets: { area: '/support/tickets', path: ticketRoutes.list.path, query: { status: 'open', limit: 100 } },
  };
}

/** The read's path with its query string, as `apiUrl` writes it (without the base URL). */
export function homeReadPath(read: HomeRead): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(read.query)) params.set(key, String(value));
  return `${read.path}?${params.toString()}`;
}
