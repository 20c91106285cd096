import * as z from 'zod/mini';
import { tolerantArray } from '@/api/schemas/common';
import { domainSummary, type DomainSummary } from '@/api/schemas/domains';
import { ticketSummary } from '@/api/schemas/tickets';
import { vpsSummary } from '@/api/schemas/vps';
import type { ViewBundle } from '@/api/schemas/view-bundle';
import { domainListChanged, findDomain } from '@/mock/areas/domains/state';
import { findTicket } from '@/mock/areas/tickets/state';
import { findVps } from '@/mock/areas/vps/state';
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
 * - Servers: from a server list or server read (`/api/v2/vps…`, not its sections): power status (a transient one is
 *   kept as it is), name and host name.
 * - Support tickets: from a ticket list or ticket read: status, priority, subject.
 * - Other areas (hosting, orders, billing, the activity log): taken from the scenario as it is (not imported yet).
 *
 * Returns how many records each area imported.
 */
export function importBundle(
  state: WorldState,
  customers: WorldCustomers,
  bundle: Pick<ViewBundle, 'reads'>,
): { domains: number; vps: number; tickets: number } {
  const customerId = customers.main.id;
  return {
    domains: importDomains(state, customerId, bundle.reads),
    vps: importServers(state, customerId, bundle.reads),
    tickets: importTickets(state, customerId, bundle.reads),
  };
}

/** The records of one resource the bundle shows: the items of its list pages and its single reads, each tolerant. */
function shownRecords<T extends z.ZodMiniType>(
  reads: ViewBundle['reads'],
  root: string,
  item: T,
  label: string,
): z.output<T>[] {
  const list = new RegExp(`^${root}(?:\\?|$)`);
  const single = new RegExp(`^${root}/[^/?]+(?:\\?|$)`);
  const page = z.object({ data: tolerantArray(item, label) });
  const shown: z.output<T>[] = [];
  for (const read of reads) {
    if (list.test(read.path)) {
      const parsed = z.safeParse(page, read.body);
      if (parsed.success) shown.push(...parsed.data.data);
    } else if (single.test(read.path)) {
      const parsed = z.safeParse(item, read.body);
      if (parsed.success) shown.push(parsed.data);
    }
  }
  return shown;
}

function importServers(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  let imported = 0;
  for (const summary of shownRecords(reads, '/api/v2/vps', vpsSummary, 'bundle VPS')) {
    const stored = findVps(state.vps, customerId, summary.id);
    if (!stored) continue;
    if (summary.status !== 'unknown' && summary.status !== 'provisioning') stored.status = summary.status;
    if (summary.name !== null) stored.name = summary.name;
    if (summary.hostname !== null) stored.hostname = summary.hostname;
    imported += 1;
  }
  return imported;
}

function importTickets(state: WorldState, customerId: string, reads: ViewBundle['reads']): number {
  let imported = 0;
  for (const summary of shownRecords(reads, '/api/v2/support/tickets', ticketSummary, 'bundle tickets')) {
    const stored = findTicket(state.tickets, customerId, summary.id);
    if (!stored) continue;
    if (summary.status !== 'unknown') stored.status = summary.status;
    if (summary.priority !== 'unknown') stored.priority = summary.priority;
    stored.subject = summary.subject;
    imported += 1;
  }
  return imported;
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
