import { opaqueId } from '@/api/schemas/common';
import { domainListSortValues, domainServiceStatusValues, type DomainListSort } from '@/api/schemas/domains-values';
import { withoutUnknown } from '@/api/schemas/known-values';

/**
 * What the domain routes validate in the URL, kept apart from the contract module on purpose: route files are in
 * the first screen's bundle and `api/schemas/domains.ts` is not small. Only types are imported from it, and the
 * compiler checks these lists against them.
 */

/** The contract's `domainIdParam` (`opaqueId('dom_')`), built here so the routes do not load the whole domains contract. */
export const domainIdParam = opaqueId('dom_');

/** The list's `status` filter: every domain service status the contract names. */
export const domainStatusFilters = withoutUnknown(domainServiceStatusValues);
export type DomainStatusFilter = (typeof domainStatusFilters)[number];

export const domainSortValues = domainListSortValues;

/** The list's filter as the URL holds it (blank text is no filter). */
export interface DomainListFilter {
  /** Case-insensitive part of the name. */
  q?: string | undefined;
  status?: DomainStatusFilter | undefined;
  /** Without the dot: `se`. */
  tld?: string | undefined;
  sort?: DomainListSort | undefined;
}

/** The area's list and detail queries, loaded by the routes' loaders in parallel with the catalog. */
export const loadDomainQueries = () => import('./api/domain-queries');

/** The sections of a domain's screen, as the `tab` search param names them (none or an unknown one: overview). */
export const domainTabValues = ['overview', 'registry-lock', 'contacts'] as const;
export type DomainTab = (typeof domainTabValues)[number];

/**
 * The dialog or form a domain's screen opens from its URL (`?open=renew`), so a link can say what to do:
 * `nameservers` opens the nameserver change (the palette's "Change nameservers of …").
 */
export const domainActionValues = ['renew', 'renewal-period', 'nameservers'] as const;
export type DomainAction = (typeof domainActionValues)[number];
/** The renewal section's dialogs among them. */
export type DomainRenewalAction = Extract<DomainAction, 'renew' | 'renewal-period'>;

/** A domain's sections (contacts): loaded by its route, never by the list. */
export const loadDomainSectionQueries = () => import('./api/domain-section-queries');
