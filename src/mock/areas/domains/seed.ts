import type { WorldCustomers } from '@/mock/platform/customers';
import { emptyDomainsState, type DomainsState, type StoredDomain } from './state';

/** A scenario's domain: everything a stored domain holds, owned by one of the world's customers. */
export interface DomainSpec extends Omit<StoredDomain, 'customerId' | 'unlockConfirmable'> {
  owner: keyof WorldCustomers;
}

export interface DomainsSeed {
  domains: readonly DomainSpec[];
  /** Organisation numbers the registry knows the customers by. */
  orgnos?: Partial<Record<keyof WorldCustomers, string>>;
}

export function seedDomains(seed: DomainsSeed, customers: WorldCustomers): DomainsState {
  const state = emptyDomainsState();
  for (const { owner, ...spec } of seed.domains) {
    state.domains.push({ ...spec, customerId: customers[owner].id, unlockConfirmable: false });
  }
  for (const [owner, orgno] of Object.entries(seed.orgnos ?? {})) {
    if (orgno && (owner === 'main' || owner === 'other')) state.orgnos[customers[owner].id] = orgno;
  }
  return state;
}
