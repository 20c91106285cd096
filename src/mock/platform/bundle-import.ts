import * as z from 'zod/mini';
import { tolerantArray } from '@/api/schemas/common';
import { domainSummary, type DomainSummary } from '@/api/schemas/domains';
import type { ViewBundle } from '@/api/schemas/view-bundle';
import { domainListChanged, findDomain } from '@/mock/areas/domains/state';
import type { WorldCustomers } from './customers';
import type { WorldState } from './state';

/**
 * "Continue in a world" (ledger "View bundles"): a world built from the bundle's scenario, then each area imports
 * the records the bundle shows, read with the contract's schemas (tolerant per item: a malformed record is left as
 * the scenario has it). A record is imported onto the scenario's record of the same id of the world's main customer
 * (the customer the bundle was made by); an id the scenario does not have is not made up from a summary.
 *
 * - Domains: every domain of a domain list or domain read (`/api/v2/domains…`): status, whether action is required,
 *   auto-renew, registrar lock, transfer in progress, expiry and next due dates, tags, pinned. The gates follow from
 *   those, as the area computes them.
 * - Other areas: taken from the scenario as it is (not imported yet).
 *
 * Returns how many records each area imported.
 */
export function importBundle(
  state: WorldState,
  customers: WorldCustomers,
  bundle: Pick<ViewBundle, 'reads'>,
): { domains: number } {
  return { domains: importDomains(state, customers.main.id, bundle.reads) };
}

const domainListBody = z.object({ data: tolerantArray(domainSummary, 'bundle domain list') });
const DOMAIN_LIST = /^\/api\/v2\/domains(?:\?|$)/;
const DOMAIN_READ = /^\/api\/v2\/domains\/[^/?]+(?:\?|$)/;

function importDomains(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  const shown: DomainSummary[] = [];
  for (const read of reads) {
    if (DOMAIN_LIST.test(read.path)) {
      const parsed = z.safeParse(domainListBody, read.body);
      if (parsed.success) shown.push(...parsed.data.data);
    } else if (DOMAIN_READ.test(read.path)) {
      const parsed = z.safeParse(domainSummary, read.body);
      if (parsed.success) shown.push(parsed.data);
    }
  }
  let imported = 0;
  for (const summary of shown) {
    const stored = findDomain(state.domains, customerId, summary.id);
    if (!stored) continue;
    if (summary.serviceStatus !== 'unknown') stored.status = summary.serviceStatus;
    if (summary.actionRequired !== null) stored.actionRequired = summary.actionRequired;
    const lifecycle = summary.lifecycle;
    if (lifecycle.autoRenewEnabled !== null) stored.autoRenew = lifecycle.autoRenewEnabled;
    if (lifecycle.registrarLockEnabled !== null) stored.registrarLock = lifecycle.registrarLockEnabled;
    stored.transferInProgress = lifecycle.transferInProgress;
    stored.expiresAt = summary.expiresAt;
    stored.nextDueAt = summary.nextDueAt;
    stored.tags = [...summary.tags];
    stored.pinned = summary.pinned;
    imported += 1;
  }
  if (imported > 0) domainListChanged(state.domains);
  return imported;
}
