import type { AuditEntryBody } from '@/api/schemas/audit-log';
import type { WorldCustomers } from '@/mock/platform/customers';
import { emptyAuditState, type AuditState } from './state';

/** A scenario's authored history: entries as the recorder would have written them, with fixed ids. */
export interface AuditEntrySpec extends AuditEntryBody {
  owner: keyof WorldCustomers;
}

export function seedAudit(specs: readonly AuditEntrySpec[], customers: WorldCustomers): AuditState {
  const state = emptyAuditState();
  const ordered = [...specs].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const { owner, ...entry } of ordered) state.entries.push({ ...entry, customerId: customers[owner].id });
  return state;
}
