import type { DnsChange, DnsRecord } from '@/api/schemas/dns';
import {
  dnsRecordTypeValues,
  recordErrors,
  relativeName,
  cleanRecord,
  zoneConflicts,
  type DnsRecordData,
  type DnsRecordType,
  type DnsRuleError,
} from '@/api/schemas/dns-rules';

/**
 * The editor's changes before they are applied: kept in the page, one per row, sent as one batch. Pure functions
 * (the page holds the state), so the rules are checked here exactly as the server will (`dns-rules.ts`).
 */

export type PendingChange =
  | { kind: 'add'; key: string; record: DnsRecordData }
  | { kind: 'update'; key: string; record: DnsRecordData }
  | { kind: 'delete'; key: string };

/** By row key: a record's id, or `new-<n>` for an added one. Insertion order is the batch's order. */
export type Pending = ReadonlyMap<string, PendingChange>;

export type RowState = 'same' | 'added' | 'changed' | 'removed';

export interface ZoneRow {
  key: string;
  /** The record's data as it would be (`removed`: as it is). Null for a record of a type the editor does not know. */
  data: DnsRecordData | null;
  record: DnsRecord | null;
  state: RowState;
}

export function isKnownType(type: string): type is DnsRecordType {
  return (dnsRecordTypeValues as readonly string[]).includes(type);
}

/** A record as read, as the rules see it (null for an unknown type). */
export function dataOf(record: DnsRecord): DnsRecordData | null {
  if (!isKnownType(record.type)) return null;
  return {
    name: record.name,
    type: record.type,
    ttl: record.ttl ?? 0,
    content: record.content,
    priority: record.priority,
    weight: record.weight,
    port: record.port,
    flags: record.flags,
    tag: record.tag,
  };
}

/** The zone's rows with the pending changes on them, added ones last. */
export function zoneRows(records: readonly DnsRecord[], pending: Pending): ZoneRow[] {
  const rows: ZoneRow[] = records.map((record) => {
    const change = pending.get(record.id);
    if (!change) return { key: record.id, data: dataOf(record), record, state: 'same' };
    if (change.kind === 'delete') return { key: record.id, data: dataOf(record), record, state: 'removed' };
    return { key: record.id, data: change.record, record, state: 'changed' };
  });
  for (const change of pending.values()) {
    if (change.kind === 'add') rows.push({ key: change.key, data: change.record, record: null, state: 'added' });
  }
  return rows;
}

/** The batch's changes, in the order they were made. */
export function changesOf(pending: Pending): DnsChange[] {
  return [...pending.values()].map((change): DnsChange => {
    if (change.kind === 'delete') return { op: 'delete', id: change.key };
    if (change.kind === 'update') return { op: 'update', id: change.key, record: { ...change.record } };
    return { op: 'add', record: { ...change.record } };
  });
}

/**
 * What is wrong with `record` if it took the place of the row `key` (null: a new record), among the zone's rows as
 * they would be: its own rules and the zone's (a CNAME alone at its name, no record twice). One error per field.
 */
export function recordProblems(
  record: DnsRecordData,
  zoneName: string,
  rows: readonly ZoneRow[],
  key: string | null,
): Partial<Record<keyof DnsRecordData, DnsRuleError>> {
  const clean = cleanRecord({ ...record, name: relativeName(record.name, zoneName) }, zoneName);
  const others = rows
    .filter((row) => row.key !== key && row.state !== 'removed' && row.data !== null)
    .map((row) => row.data as DnsRecordData);
  const all = [...others, clean];
  const errors = [...recordErrors(clean), ...(zoneConflicts(all, [all.length - 1]).get(all.length - 1) ?? [])];
  const out: Partial<Record<keyof DnsRecordData, DnsRuleError>> = {};
  for (const error of errors) out[error.field] ??= error;
  return out;
}

/** A row's value as one line (`10 mail.example.com`, `0 issue "letsencrypt.org"`). */
export function valueText(data: DnsRecordData): string {
  switch (data.type) {
    case 'MX':
      return `${data.priority ?? ''} ${data.content}`;
    case 'SRV':
      return `${data.priority ?? ''} ${data.weight ?? ''} ${data.port ?? ''} ${data.content}`;
    case 'CAA':
      return `${data.flags ?? ''} ${data.tag ?? ''} "${data.content}"`;
    default:
      return data.content;
  }
}

/** What the filter looks in: a row's type and its name and value in lower case, made once per row. */
export interface RowIndex {
  row: ZoneRow;
  type: string;
  text: string;
}

export function indexRows(rows: readonly ZoneRow[]): RowIndex[] {
  return rows.map((row) => {
    const data = row.data;
    const name = data?.name ?? row.record?.name ?? '';
    const value = data ? valueText(data) : (row.record?.content ?? '');
    return { row, type: data?.type ?? row.record?.type ?? '', text: `${name}\u0000${value}`.toLowerCase() };
  });
}

/** The rows whose type is `type` (any when empty) and whose name or value holds `text`. */
export function filterRows(index: readonly RowIndex[], text: string, type: string): ZoneRow[] {
  const needle = text.toLowerCase();
  const out: ZoneRow[] = [];
  for (const entry of index) {
    if (type !== '' && entry.type !== type) continue;
    if (needle !== '' && !entry.text.includes(needle)) continue;
    out.push(entry.row);
  }
  return out;
}
