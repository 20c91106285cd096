import type { AuditEntryBody, AuditLogQuery } from '@/api/schemas/audit-log';
import type { ListPage } from '@/api/schemas/common';
import { paginate, type PageQuery } from '@/mock/platform/pagination';

/**
 * The account's audit log (ledger "Audit log"): entries the platform's recorder writes for every change a key
 * asked for (platform/audit.ts), plus a scenario's seeded history. Kept per world, newest last, at most
 * `MAX_AUDIT_ENTRIES` (the oldest go first), so a runaway client cannot grow a world without bound.
 */

export const MAX_AUDIT_ENTRIES = 2000;

export interface StoredAuditEntry extends AuditEntryBody {
  customerId: string;
}

export interface AuditState {
  entries: StoredAuditEntry[];
  /** The next entry's number (`aud_000001`…): ids sort in the order entries were written. */
  next: number;
}

export function emptyAuditState(): AuditState {
  return { entries: [], next: 1 };
}

export function auditEntryId(sequence: number): string {
  return `aud_${String(sequence).padStart(6, '0')}`;
}

export function appendAuditEntry(
  state: AuditState,
  customerId: string,
  entry: Omit<AuditEntryBody, 'id'>,
): StoredAuditEntry {
  const stored: StoredAuditEntry = { ...entry, id: auditEntryId(state.next), customerId };
  state.next += 1;
  state.entries.push(stored);
  if (state.entries.length > MAX_AUDIT_ENTRIES) state.entries.splice(0, state.entries.length - MAX_AUDIT_ENTRIES);
  return stored;
}

/**
 * The job an accepted change started (`operationId`) failed: its entry turns `failed` with the job's error code (no
 * HTTP status: the request itself was accepted), so the log says how the change went, not only that it was asked.
 */
export function markOperationFailed(state: AuditState, jobId: string, code: string): void {
  for (const entry of state.entries) {
    if (entry.operationId !== jobId || entry.outcome !== 'succeeded') continue;
    entry.outcome = 'failed';
    entry.problem = { code, status: null };
  }
}

export function toAuditEntry({ customerId: _owner, ...entry }: StoredAuditEntry): AuditEntryBody {
  return entry;
}

type ListQuery = PageQuery & Omit<AuditLogQuery, 'limit' | 'cursor'>;

/** The caller's own entries, newest first, filtered; `from` inclusive, `to` exclusive. */
export function listAuditEntries(state: AuditState, customerId: string, query: ListQuery): ListPage<AuditEntryBody> {
  const from = query.from === undefined ? null : Date.parse(query.from);
  const to = query.to === undefined ? null : Date.parse(query.to);
  const rows = state.entries.filter((entry) => {
    if (entry.customerId !== customerId) return false;
    if (query.area !== undefined && entry.area !== query.area) return false;
    if (query.action !== undefined && entry.action !== query.action) return false;
    if (query.outcome !== undefined && entry.outcome !== query.outcome) return false;
    const at = Date.parse(entry.time);
    if (from !== null && at < from) return false;
    if (to !== null && at >= to) return false;
    return true;
  });
  const page = paginate(rows, (entry) => ({ key: Date.parse(entry.time), id: entry.id }), query);
  return { ...page, data: page.data.map(toAuditEntry) };
}
