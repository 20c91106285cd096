import { opaqueId } from '@/api/schemas/common';
import type { DnsRecordType } from '@/api/schemas/dns-rules';

/** What the DNS route checks in its URL (route files are in the entry: no contract module here). */
export const dnsDomainIdParam = opaqueId('dom_');

/** The zone's reads, loaded by the route's loader beside the words. */
export const loadDnsQueries = () => import('./api/dns-queries');

/** The zone's type select (the kit toolbar, issue 40): the record types the editor knows (checked against them). */
export const dnsTypeFilters = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'] as const;
type MissingDnsType = Exclude<DnsRecordType, (typeof dnsTypeFilters)[number]>;
export const dnsTypeFiltersAreComplete: [MissingDnsType] extends [never] ? true : MissingDnsType = true;

/** The zone's sort: a column ascending, `-` before it descending; absent: the zone's own order. */
export const dnsSortValues = ['name', '-name', 'type', '-type', 'ttl', '-ttl'] as const;
