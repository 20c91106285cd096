import type { TeamRole } from '@/api/schemas/team';

/**
 * The team's invitations and the mock's outbox (issue 39; src/api/endpoints/team.ts). The people themselves are the
 * account area's (`state.account.people`). An invitation's token is kept only as its SHA-256 hash.
 */
export interface Invitation {
  id: string;
  customerId: string;
  email: string;
  role: TeamRole;
  canPlaceOrders: boolean;
  tokenHash: string;
  invitedBy: string | null;
  invitedAtMs: number;
  expiresAtMs: number;
  usedAtMs: number | null;
  cancelled: boolean;
}

/** A mail the mock "sent": shown on its stand-in outbox page (`/__mock/outbox/<worldId>`), never delivered. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** Plain text, one paragraph a line. */
  lines: string[];
  link: { label: string; href: string } | null;
  sentAtMs: number;
}

export interface TeamState {
  invitations: Invitation[];
  outbox: OutboxMail[];
}

export function emptyTeamState(): TeamState {
  return { invitations: [], outbox: [] };
}
