import { opaqueId } from '@/api/schemas/common';

/** What the DNS route checks in its URL (route files are in the entry: no contract module here). */
export const dnsDomainIdParam = opaqueId('dom_');

/** The zone's reads, loaded by the route's loader beside the words. */
export const loadDnsQueries = () => import('./api/dns-queries');
