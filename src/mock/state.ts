import type { TicketsState } from './areas/tickets';

/** Account holder a world's keys belong to. */
export interface Customer {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
}

/** The two customers every world holds: `main` owns the full/readonly keys, `other` the `other` key. */
export interface WorldCustomers {
  main: Customer;
  other: Customer;
}

/**
 * Per-area resource state of one world. Each area adds its own member (vps, orders, hosting,
 * domains...) plus an empty default in `emptyWorldState`, so scenarios only fill what they use.
 */
export interface WorldState {
  tickets: TicketsState;
}

export function emptyWorldState(): WorldState {
  return {
    tickets: { tickets: [], attachments: new Map() },
  };
}

/** What a scenario's seed returns. Seeds must be deterministic (fixed timestamps, no Math.random). */
export interface ScenarioSeed {
  customers: WorldCustomers;
  state: WorldState;
}
