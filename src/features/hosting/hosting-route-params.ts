import { opaqueId } from '@/api/schemas/common';
import type { HostingServiceStatus } from '@/api/schemas/hosting';

/**
 * What the hosting routes validate in the URL, kept apart from the contract module on purpose: route files are in
 * the first screen's bundle, and `api/schemas/hosting.ts` is not small. Only types are imported from it, and the
 * compiler checks these lists against them.
 */

/** The sections of an account's screen, as the `tab` search param names them. */
export const hostingTabValues = ['overview', 'billing', 'mailboxes', 'domains'] as const;
export type HostingTab = (typeof hostingTabValues)[number];

/** The list's `serviceStatus` filter (`hostingServiceStatusFilterValues`), plus `all` for no filter. */
export const hostingStatusFilters = [
  'active',
  'pending',
  'suspended',
  'cancelled',
  'terminated',
  'expired',
  'fraud',
] as const satisfies readonly Exclude<HostingServiceStatus, 'unknown'>[];
export type HostingStatusFilter = (typeof hostingStatusFilters)[number];

type Missing = Exclude<Exclude<HostingServiceStatus, 'unknown'>, HostingStatusFilter>;
export const statusFiltersAreComplete: [Missing] extends [never] ? true : Missing = true;

/** The contract's `hostingAccountIdParam` (`opaqueId('acct_')`), built here so a route does not load the contract. */
export const hostingAccountIdParam = opaqueId('acct_');

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadHostingQueries = () => import('./api/hosting-queries');
/** An account's sections (mailboxes, addon domains): loaded by the account's route, never by the list. */
export const loadHostingSectionQueries = () => import('./api/hosting-section-queries');
