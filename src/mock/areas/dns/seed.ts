import type { DnsRecordData } from '@/api/schemas/dns-rules';
import type { DomainsState } from '@/mock/areas/domains/state';
import { emptyDnsState, newZone, type DnsState, type StoredDnsRecord } from './state';

/** A scenario's zone: the records of one of its domains (the zone's first version, applied when it was created). */
export interface DnsZoneSpec {
  domainId: string;
  records: readonly DnsRecordData[];
}

export function seedDnsZones(specs: readonly DnsZoneSpec[], domains: DomainsState): DnsState {
  const state = emptyDnsState();
  for (const spec of specs) {
    const domain = domains.domains.find((entry) => entry.id === spec.domainId);
    if (!domain) throw new Error(`DNS seed: no domain ${spec.domainId}`);
    const records: StoredDnsRecord[] = spec.records.map((data, index) => ({
      id: `rr_${(index + 1).toString(36)}`,
      ...data,
    }));
    state.zones[domain.id] = newZone(domain, records);
  }
  return state;
}
