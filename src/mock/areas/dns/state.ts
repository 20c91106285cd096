import {
  DNS_VERSIONS_KEPT,
  DNS_ZONE_MAX_RECORDS,
  cleanRecord,
  recordErrors,
  recordKey,
  zoneConflicts,
  type DnsRecordData,
  type DnsRuleError,
} from '@/api/schemas/dns-rules';
import type { FieldError } from '@/api/schemas/common';
import type { StoredDomain } from '@/mock/areas/domains/state';
import { parseZoneFile, type UnreadableLine } from './bind';

/**
 * DNS zones of one world (ours, issue 37) and the pure operations on them (HTTP lives in routes.ts). A zone is made
 * when it is first read, from the domain (our hosting's records), unless the scenario seeded one. Records are never
 * changed in place: a version keeps the array of the records it had, so ten versions of a 5,000-record zone share
 * their records.
 */

export const OUR_NAMESERVERS = ['ns1.hosting.example', 'ns2.hosting.example'] as const;
/** Our web hosting's address and mail servers (the `hosting` template and a new zone's records). */
export const OUR_HOSTING = { ipv4: '192.0.2.10', ipv6: '2001:db8::10', mx: 'mx1.hosting.example' } as const;

export interface StoredDnsRecord extends DnsRecordData {
  readonly id: string;
}

export type DnsVersionSource = 'created' | 'editor' | 'import' | 'restore';

export interface DnsZoneVersion {
  version: number;
  appliedAt: string;
  source: DnsVersionSource;
  added: number;
  changed: number;
  removed: number;
  records: readonly StoredDnsRecord[];
}

export interface StoredZone {
  domainId: string;
  customerId: string;
  version: number;
  updatedAt: string;
  records: readonly StoredDnsRecord[];
  /** Newest first, the current version included, at most DNS_VERSIONS_KEPT. */
  versions: DnsZoneVersion[];
  nextId: number;
}

export interface DnsState {
  /** By domain id. */
  zones: Record<string, StoredZone>;
}

export function emptyDnsState(): DnsState {
  return { zones: {} };
}

export function isOnOurNameservers(domain: Pick<StoredDomain, 'nameservers'>): boolean {
  const ours: readonly string[] = OUR_NAMESERVERS;
  return (
    domain.nameservers.length > 0 &&
    domain.nameservers.every((ns) => ours.includes(ns.toLowerCase().replace(/\.$/, '')))
  );
}

function record(id: string, data: Partial<DnsRecordData> & Pick<DnsRecordData, 'name' | 'type' | 'content'>) {
  return {
    id,
    ttl: 3600,
    priority: null,
    weight: null,
    port: null,
    flags: null,
    tag: null,
    ...data,
  } satisfies StoredDnsRecord;
}

/** A new zone's records: the domain on our web hosting with our mail. */
export function defaultRecords(domainName: string): StoredDnsRecord[] {
  return [
    record('rr_1', { name: '@', type: 'A', content: OUR_HOSTING.ipv4 }),
    record('rr_2', { name: '@', type: 'AAAA', content: OUR_HOSTING.ipv6 }),
    record('rr_3', { name: 'www', type: 'CNAME', content: domainName }),
    record('rr_4', { name: '@', type: 'MX', content: OUR_HOSTING.mx, priority: 10 }),
    record('rr_5', { name: '@', type: 'TXT', content: 'v=spf1 include:spf.hosting.example ~all' }),
  ];
}

export function newZone(
  domain: Pick<StoredDomain, 'id' | 'customerId' | 'createdAt'>,
  records: StoredDnsRecord[],
): StoredZone {
  return {
    domainId: domain.id,
    customerId: domain.customerId,
    version: 1,
    updatedAt: domain.createdAt,
    records,
    versions: [
      {
        version: 1,
        appliedAt: domain.createdAt,
        source: 'created',
        added: records.length,
        changed: 0,
        removed: 0,
        records,
      },
    ],
    nextId: records.length + 1,
  };
}

export function zoneOf(state: DnsState, domain: StoredDomain): StoredZone {
  const found = state.zones[domain.id];
  if (found) return found;
  const zone = newZone(domain, defaultRecords(domain.name));
  state.zones[domain.id] = zone;
  return zone;
}

// ---------------------------------------------------------------------------------------------
// Batches
// ---------------------------------------------------------------------------------------------

export interface ZoneDiff {
  added: StoredDnsRecord[];
  changed: { before: StoredDnsRecord; after: StoredDnsRecord }[];
  removed: StoredDnsRecord[];
  unchanged: number;
}

function sameData(a: DnsRecordData, b: DnsRecordData): boolean {
  return recordKey(a) === recordKey(b) && a.ttl === b.ttl;
}

/** What changes from `before` to `after`, record by record (by id). */
export function diffZones(before: readonly StoredDnsRecord[], after: readonly StoredDnsRecord[]): ZoneDiff {
  const old = new Map(before.map((entry) => [entry.id, entry]));
  const diff: ZoneDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  const kept = new Set<string>();
  for (const entry of after) {
    const previous = old.get(entry.id);
    if (!previous) diff.added.push(entry);
    else {
      kept.add(entry.id);
      if (sameData(previous, entry)) diff.unchanged += 1;
      else diff.changed.push({ before: previous, after: entry });
    }
  }
  for (const entry of before) if (!kept.has(entry.id)) diff.removed.push(entry);
  return diff;
}

export function isEmptyDiff(diff: ZoneDiff): boolean {
  return diff.added.length === 0 && diff.changed.length === 0 && diff.removed.length === 0;
}

/** Makes `records` the zone's new version (nothing happens when nothing changes). */
export function commitZone(
  zone: StoredZone,
  records: readonly StoredDnsRecord[],
  diff: ZoneDiff,
  source: DnsVersionSource,
  nowIso: string,
  nextId: number,
): void {
  if (isEmptyDiff(diff)) return;
  zone.version += 1;
  zone.records = records;
  zone.updatedAt = nowIso;
  zone.nextId = nextId;
  zone.versions.unshift({
    version: zone.version,
    appliedAt: nowIso,
    source,
    added: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    records,
  });
  zone.versions.length = Math.min(zone.versions.length, DNS_VERSIONS_KEPT);
}

export type RecordChange =
  | { op: 'add'; record: DnsRecordData }
  | { op: 'update'; id: string; record: DnsRecordData }
  | { op: 'delete'; id: string };

export interface Planned {
  records: StoredDnsRecord[];
  diff: ZoneDiff;
  nextId: number;
}

function fieldErrorsOf(index: number, errors: readonly DnsRuleError[]): FieldError[] {
  return errors.map((error) => ({
    pointer: `/changes/${index}/record/${error.field}`,
    detail: error.detail,
    code: error.code,
  }));
}

/**
 * The zone after `changes`, or every rule they break as field errors (`/changes/<i>/record/<field>`, an unknown id
 * at `/changes/<i>/id`), all at once.
 */
export function planRecordChanges(
  zone: StoredZone,
  zoneName: string,
  changes: readonly RecordChange[],
): Planned | { errors: FieldError[] } {
  const working: StoredDnsRecord[] = [...zone.records];
  const origin = new Map<string, number>();
  const errors: FieldError[] = [];
  let nextId = zone.nextId;
  changes.forEach((change, index) => {
    if (change.op === 'add') {
      const id = `rr_${(nextId++).toString(36)}`;
      working.push({ id, ...cleanRecord(change.record, zoneName) });
      origin.set(id, index);
      return;
    }
    const at = working.findIndex((entry) => entry.id === change.id);
    if (at < 0) {
      errors.push({
        pointer: `/changes/${index}/id`,
        detail: `The zone has no record ${change.id} (it may have been deleted).`,
        code: 'record_not_found',
      });
      return;
    }
    if (change.op === 'delete') {
      working.splice(at, 1);
      origin.delete(change.id);
    } else {
      working[at] = { id: change.id, ...cleanRecord(change.record, zoneName) };
      origin.set(change.id, index);
    }
  });
  if (working.length > DNS_ZONE_MAX_RECORDS) {
    errors.push({
      pointer: '/changes',
      detail: `A zone holds at most ${DNS_ZONE_MAX_RECORDS} records.`,
      code: 'zone_too_large',
    });
  }
  const positions = new Map<number, number>();
  working.forEach((entry, position) => {
    const index = origin.get(entry.id);
    if (index === undefined) return;
    positions.set(position, index);
    errors.push(...fieldErrorsOf(index, recordErrors(entry)));
  });
  for (const [position, conflicts] of zoneConflicts(working, positions.keys())) {
    errors.push(...fieldErrorsOf(positions.get(position) ?? 0, conflicts));
  }
  if (errors.length > 0) return { errors };
  return { records: working, diff: diffZones(zone.records, working), nextId };
}

/** A restore: the kept version's records as they were (their ids too). */
export function planRestore(zone: StoredZone, version: DnsZoneVersion): Planned {
  const records = [...version.records];
  return { records, diff: diffZones(zone.records, records), nextId: zone.nextId };
}

/**
 * An import: the file's records (`merge`: added where the zone lacks them; `replace`: the zone becomes the file, a
 * record it already has keeps its id). A line whose record breaks a rule, alone or beside what is already there, is
 * unreadable with the rule's code, and left out.
 */
export function planImport(
  zone: StoredZone,
  zoneName: string,
  file: string,
  mode: 'merge' | 'replace',
): Planned & { unreadable: UnreadableLine[] } {
  const parsed = parseZoneFile(file, zoneName);
  const unreadable = [...parsed.unreadable];
  const existingByKey = new Map<string, StoredDnsRecord>();
  for (const entry of zone.records) existingByKey.set(recordKey(entry), entry);
  const working: StoredDnsRecord[] = mode === 'merge' ? [...zone.records] : [];
  const inWorking = new Set(working.map((entry) => recordKey(entry)));
  let nextId = zone.nextId;
  for (const { line, text, record } of parsed.records) {
    const clean = cleanRecord(record, zoneName);
    const key = recordKey(clean);
    const alone = recordErrors(clean);
    const refuse = (error: DnsRuleError) => unreadable.push({ line, text, code: error.code, detail: error.detail });
    if (alone[0]) {
      refuse(alone[0]);
      continue;
    }
    if (inWorking.has(key)) {
      // Already in the zone (merge) or twice in the file: one record; a merge keeps the zone's TTL.
      continue;
    }
    const existing = existingByKey.get(key);
    const candidate: StoredDnsRecord = { id: existing?.id ?? `rr_${(nextId++).toString(36)}`, ...clean };
    working.push(candidate);
    const conflict = zoneConflicts(working, [working.length - 1]).get(working.length - 1)?.[0];
    if (conflict) {
      working.pop();
      refuse(conflict);
      continue;
    }
    inWorking.add(key);
  }
  unreadable.sort((a, b) => a.line - b.line);
  return { records: working, diff: diffZones(zone.records, working), nextId, unreadable };
}
