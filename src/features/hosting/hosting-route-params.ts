import { opaqueId } from '@/api/schemas/common';
import { hostingServiceStatusValues } from '@/api/schemas/hosting-values';
import { withoutUnknown } from '@/api/schemas/known-values';

/**
 * What the hosting routes validate in the URL, kept apart from the contract module on purpose: route files are in
 * the first screen's bundle, and `api/schemas/hosting.ts` is not small. Only types are imported from it, and the
 * compiler checks these lists against them.
 */

/** The sections of an account's screen, as the `tab` search param names them. */
export const hostingTabValues = ['overview', 'billing', 'mailboxes', 'domains'] as const;
export type HostingTab = (typeof hostingTabValues)[number];
/** The dialogs a link may open on an account's screen (`?open=`: the palette's, issue 38). */
export const hostingOpenValues = ['password', 'routing', 'cancel'] as const;
export type HostingOpen = (typeof hostingOpenValues)[number];

/** The list's `serviceStatus` filter (`hostingServiceStatusFilterValues`), plus `all` for no filter. */
export const hostingStatusFilters = withoutUnknown(hostingServiceStatusValues);
export type HostingStatusFilter = (typeof hostingStatusFilters)[number];

/** The contract's `hostingAccountIdParam` (`opaqueId('acct_')`), built here so a route does not load the contract. */
export const hostingAccountIdParam = opaqueId('acct_');

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadHostingQueries = () => import('./api/hosting-queries');
/** An account's sections (mailboxes, addon domains): loaded by the account's route, never by the list. */
export const loadHostingSectionQueries = () => import('./api/hosting-section-queries');
