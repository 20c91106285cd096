import * as z from 'zod/mini';
import {
  countedArray,
  guardFlag,
  nullableInt,
  nullableString,
  nullableTimestamp,
  tolerantArray,
  tolerantEnum,
  missingGate,
  tolerantGate,
} from './common';
import { DNS_ZONE_MAX_RECORDS, dnsRecordTypeValues, type DnsRecordData } from './dns-rules';

/**
 * DNS zones (ours, issue 37; the spec names none): a domain's records, a batch of changes previewed then applied
 * against the zone's version, the last applied versions, BIND import and export. The rules of the records are
 * `dns-rules.ts`, shared by the mock and the editor.
 */

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** A record as read. Client: an unknown type is `unknown` (shown, not editable); a malformed record is dropped. */
export const dnsRecord = z.object({
  id: z.string(),
  name: z.string(),
  type: tolerantEnum(dnsRecordTypeValues),
  ttl: nullableInt,
  content: z.string(),
  priority: nullableInt,
  weight: nullableInt,
  port: nullableInt,
  flags: nullableInt,
  tag: nullableString,
});
export type DnsRecord = z.infer<typeof dnsRecord>;

export const dnsZone = z.object({
  domainId: z.string(),
  domainName: z.string(),
  /** Increases with every applied batch; a batch names the version it was made on. */
  version: z.number().check(z.int()),
  updatedAt: nullableTimestamp,
  /** Guard flag: null (unknown) offers the switch as false does, and says it may be served elsewhere. */
  onOurNameservers: guardFlag,
  nameservers: z.catch(tolerantArray(z.string(), 'dns zone nameservers[]'), []),
  ourNameservers: z.catch(tolerantArray(z.string(), 'dns zone ourNameservers[]'), []),
  records: countedArray(dnsRecord, 'dns zone records[]'),
  actions: z.catch(z.object({ canEdit: tolerantGate }), { canEdit: missingGate }),
});
export type DnsZone = z.infer<typeof dnsZone>;

export const dnsVersionSourceValues = ['created', 'editor', 'import', 'restore'] as const;

export const dnsVersionSummary = z.object({
  version: z.number().check(z.int()),
  appliedAt: nullableTimestamp,
  source: tolerantEnum(dnsVersionSourceValues),
  added: nullableInt,
  changed: nullableInt,
  removed: nullableInt,
  recordCount: nullableInt,
});
export type DnsVersionSummary = z.infer<typeof dnsVersionSummary>;

export const dnsVersionList = z.object({ data: countedArray(dnsVersionSummary, 'dns versions[]') });
export type DnsVersionList = z.infer<typeof dnsVersionList>;

export const dnsVersion = z.object({
  version: z.number().check(z.int()),
  appliedAt: nullableTimestamp,
  records: countedArray(dnsRecord, 'dns version records[]'),
});
export type DnsVersion = z.infer<typeof dnsVersion>;

// ---------------------------------------------------------------------------------------------
// A batch of changes
// ---------------------------------------------------------------------------------------------

const count = z.number().check(z.int(), z.minimum(0), z.maximum(65_535));
const optionalNumber = z.optional(z.nullable(z.number()));

/** A record as sent: every member typed; the rules (ranges, addresses, conflicts) are the handler's, per field. */
export const dnsRecordInput = z.strictObject({
  name: z.string().check(z.maxLength(255)),
  type: z.enum(dnsRecordTypeValues),
  ttl: z.number(),
  content: z.string().check(z.maxLength(8192)),
  priority: optionalNumber,
  weight: optionalNumber,
  port: optionalNumber,
  flags: optionalNumber,
  tag: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type DnsRecordInput = z.input<typeof dnsRecordInput>;

export function recordData(input: z.output<typeof dnsRecordInput>): DnsRecordData {
  return {
    name: input.name,
    type: input.type,
    ttl: input.ttl,
    content: input.content,
    priority: input.priority ?? null,
    weight: input.weight ?? null,
    port: input.port ?? null,
    flags: input.flags ?? null,
    tag: input.tag ?? null,
  };
}

const recordId = z.string().check(z.minLength(1), z.maxLength(64));

export const dnsChange = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), record: dnsRecordInput }),
  z.strictObject({ op: z.literal('update'), id: recordId, record: dnsRecordInput }),
  z.strictObject({ op: z.literal('delete'), id: recordId }),
]);
export type DnsChange = z.input<typeof dnsChange>;

const batchBase = {
  /** The zone's `version` the batch was made on: another version is a 409 `dns_zone_changed`. */
  baseVersion: count.check(z.maximum(Number.MAX_SAFE_INTEGER)),
  /** Only the preview: nothing is applied, no account-log entry. */
  dryRun: z.optional(z.boolean()),
};

export const dnsImportModeValues = ['merge', 'replace'] as const;

export const dnsChangesBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('records'),
    ...batchBase,
    changes: z.array(dnsChange).check(z.minLength(1), z.maxLength(DNS_ZONE_MAX_RECORDS)),
  }),
  z.strictObject({
    kind: z.literal('import'),
    ...batchBase,
    zoneFile: z.string().check(z.minLength(1), z.maxLength(1_000_000)),
    mode: z.enum(dnsImportModeValues),
  }),
  z.strictObject({ kind: z.literal('restore'), ...batchBase, version: z.number().check(z.int(), z.minimum(1)) }),
]);
export type DnsChangesBody = z.input<typeof dnsChangesBody>;

export const dnsRecordChange = z.object({ before: dnsRecord, after: dnsRecord });
export type DnsRecordChange = z.infer<typeof dnsRecordChange>;

/** An import's line that became no record: its number (1-based), its text and why, as a rule or parse code. */
export const dnsUnreadableLine = z.object({
  line: z.number().check(z.int()),
  text: z.catch(z.string(), ''),
  code: z.catch(z.string(), 'unknown'),
  detail: z.catch(z.string(), ''),
});
export type DnsUnreadableLine = z.infer<typeof dnsUnreadableLine>;

export const dnsChangeResult = z.object({
  dryRun: z.boolean(),
  baseVersion: z.number().check(z.int()),
  /** The version after the batch (a preview: what it would be). The same as `baseVersion` when nothing changes. */
  version: z.number().check(z.int()),
  added: countedArray(dnsRecord, 'dns added[]'),
  changed: countedArray(dnsRecordChange, 'dns changed[]'),
  removed: countedArray(dnsRecord, 'dns removed[]'),
  unchanged: nullableInt,
  unreadable: z.catch(countedArray(dnsUnreadableLine, 'dns unreadable[]'), { items: [], dropped: 0 }),
});
export type DnsChangeResult = z.infer<typeof dnsChangeResult>;

export const dnsVersionParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'Expected a version number.')),
  z.transform((value) => Number(value)),
);
