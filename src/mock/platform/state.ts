import { emptyAccountState } from '@/mock/areas/account/state';
import { emptyAuditState } from '@/mock/areas/audit/state';
import { emptyBillingState } from '@/mock/areas/billing/state';
import { emptyDnsState } from '@/mock/areas/dns/state';
import { emptyDomainsState } from '@/mock/areas/domains/state';
import { emptyHostingState } from '@/mock/areas/hosting/state';
import { emptyCatalogState } from '@/mock/areas/catalog/state';
import { emptyConsoleState } from '@/mock/areas/console/state';
import { emptyOrdersState } from '@/mock/areas/orders/state';
import { emptyTeamState } from '@/mock/areas/team/state';
import { emptyTicketsState } from '@/mock/areas/tickets/state';
import { emptyVpsState } from '@/mock/areas/vps/state';
import type { WorldCustomers } from './customers';

/**
 * Per-area resource state of one world, assembled from each area's `state.ts`: one line per area. The world's
 * state type and its empty value both come from this list, so they cannot drift apart.
 */
const AREA_STATES = {
  tickets: emptyTicketsState,
  vps: emptyVpsState,
  console: emptyConsoleState,
  hosting: emptyHostingState,
  catalog: emptyCatalogState,
  orders: emptyOrdersState,
  domains: emptyDomainsState,
  dns: emptyDnsState,
  billing: emptyBillingState,
  audit: emptyAuditState,
  account: emptyAccountState,
  team: emptyTeamState,
} satisfies Record<string, () => object>;

export type WorldState = { [Area in keyof typeof AREA_STATES]: ReturnType<(typeof AREA_STATES)[Area]> };

/** Every area empty; scenarios fill only the areas they use. */
export function emptyWorldState(): WorldState {
  // Sound by construction: every key of AREA_STATES maps to the value its own factory returns.
  return Object.fromEntries(Object.entries(AREA_STATES).map(([area, empty]) => [area, empty()])) as WorldState;
}

/** What a scenario's seed returns. Seeds must be deterministic (fixed timestamps, no Math.random). */
export interface ScenarioSeed {
  customers: WorldCustomers;
  state: WorldState;
}
