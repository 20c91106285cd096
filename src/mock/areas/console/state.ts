import { randomBytes } from 'node:crypto';
import { CONSOLE_TICKET_TTL_SECONDS } from '@/api/schemas/console';
import { DEMO_CONSOLE } from '@/mock/scenarios/demo/ids';

/**
 * The serial console's tickets and live connections of one world (`src/api/endpoints/console.ts`). A ticket names
 * its world (`cst_<world>_<secret>`), so the WebSocket handshake, which carries no key, finds where to redeem it.
 */

/** The root password of every server's simulated console (said in the demo scenario's description). */
export const CONSOLE_ROOT_PASSWORD: string = DEMO_CONSOLE.password;

/** Tickets kept per world (issued, used or expired) before the oldest are forgotten. */
const MAX_TICKETS = 200;

export interface StoredTicket {
  ticket: string;
  customerId: string;
  vpsId: string;
  issuedAtMs: number;
  expiresAtMs: number;
  usedAtMs: number | null;
}

/** A console connection in progress: what the world's drop control ends. */
export interface LiveConsole {
  customerId: string;
  vpsId: string;
  /** Ends the connection abruptly (no close frame: the browser sees 1006), as a network drop would. */
  drop: () => void;
}

export interface ConsoleState {
  tickets: Map<string, StoredTicket>;
  rootPassword: string;
  live: Set<LiveConsole>;
}

export function emptyConsoleState(): ConsoleState {
  return { tickets: new Map(), rootPassword: CONSOLE_ROOT_PASSWORD, live: new Set() };
}

export function issueTicket(
  state: ConsoleState,
  input: { worldId: string; customerId: string; vpsId: string; nowMs: number },
): StoredTicket {
  const stored: StoredTicket = {
    ticket: `cst_${input.worldId.replace(/^wld_/, '')}_${randomBytes(24).toString('hex')}`,
    customerId: input.customerId,
    vpsId: input.vpsId,
    issuedAtMs: input.nowMs,
    expiresAtMs: input.nowMs + CONSOLE_TICKET_TTL_SECONDS * 1000,
    usedAtMs: null,
  };
  state.tickets.set(stored.ticket, stored);
  // Oldest first (a Map keeps insertion order): a world asked for many tickets forgets the oldest.
  for (const ticket of state.tickets.keys()) {
    if (state.tickets.size <= MAX_TICKETS) break;
    state.tickets.delete(ticket);
  }
  return stored;
}

/** The world a ticket names (`wld_…`), or null when it is not one of ours. */
export function worldIdOfTicket(ticket: string): string | null {
  const match = /^cst_([0-9a-f]+)_[0-9a-f]{48}$/.exec(ticket);
  return match ? `wld_${match[1]}` : null;
}

export type Redeemed =
  | { ok: true; ticket: StoredTicket }
  | { ok: false; reason: 'unknown' | 'used' | 'expired'; ticket: StoredTicket | null };

/** Spends a ticket: once, before it expires (world clock). A refused ticket stays as it was. */
export function redeemTicket(state: ConsoleState, ticket: string, nowMs: number): Redeemed {
  const stored = state.tickets.get(ticket);
  if (!stored) return { ok: false, reason: 'unknown', ticket: null };
  if (stored.usedAtMs !== null) return { ok: false, reason: 'used', ticket: stored };
  if (nowMs >= stored.expiresAtMs) return { ok: false, reason: 'expired', ticket: stored };
  stored.usedAtMs = nowMs;
  return { ok: true, ticket: stored };
}

/** Ends the world's console connections abruptly (the drop control); how many there were. */
export function dropConsoles(state: ConsoleState): number {
  const live = [...state.live];
  for (const connection of live) connection.drop();
  return live.length;
}
