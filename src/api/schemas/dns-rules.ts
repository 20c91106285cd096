/**
 * The rules of a DNS zone's records (ours, issue 37), one module for the mock (which refuses a batch that breaks
 * them: 400 with a pointer on the field) and the panel (which says the same at the field while it is typed). Pure
 * functions, no schema library: the record editor loads it without the contract.
 */

export const dnsRecordTypeValues = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS'] as const;
export type DnsRecordType = (typeof dnsRecordTypeValues)[number];

/** CAA property tags of the IANA registry (RFC 8659, 9495, the CA/B Forum's contact tags and BIMI's issuevmc). */
export const caaTagValues = [
  'issue',
  'issuewild',
  'iodef',
  'issuemail',
  'issuevmc',
  'contactemail',
  'contactphone',
] as const;

/** TTL in seconds: one minute to one week (ledger "DNS zones"). */
export const DNS_TTL = { min: 60, max: 604_800, default: 3600 } as const;
/** A TXT value's longest (all its strings together), in UTF-8 bytes. */
export const TXT_MAX_BYTES = 4000;
/** One character-string of a TXT record: longer values are published as several. */
export const TXT_STRING_BYTES = 255;
/** The most records a zone holds. */
export const DNS_ZONE_MAX_RECORDS = 10_000;
/** How many applied versions a zone keeps (the current one included). */
export const DNS_VERSIONS_KEPT = 10;

export type DnsRecordField = 'name' | 'type' | 'ttl' | 'content' | 'priority' | 'weight' | 'port' | 'flags' | 'tag';

/** A record as typed or stored, without its id. Members a type does not use are null. */
export interface DnsRecordData {
  /** Relative to the zone: `@` for the apex, `www`, `_sip._tcp`, `*.shop`. */
  name: string;
  type: DnsRecordType;
  ttl: number;
  /** A/AAAA: the address; CNAME/MX/NS/SRV: the target host; TXT: the text; CAA: the value. */
  content: string;
  priority: number | null;
  weight: number | null;
  port: number | null;
  flags: number | null;
  tag: string | null;
}

export const dnsRuleCodeValues = [
  'missing_required',
  'invalid_name',
  'ttl_out_of_range',
  'invalid_ipv4',
  'invalid_ipv6',
  'invalid_hostname',
  'target_is_ip',
  'cname_at_apex',
  'cname_conflict',
  'txt_too_long',
  'caa_unknown_tag',
  'caa_invalid_flags',
  'number_out_of_range',
  'srv_invalid_name',
  'ns_at_apex',
  'duplicate_record',
] as const;
export type DnsRuleCode = (typeof dnsRuleCodeValues)[number];

export interface DnsRuleError {
  field: DnsRecordField;
  code: DnsRuleCode;
  /** The server's English sentence (the panel says the code in the customer's language). */
  detail: string;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

export function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(value) || value.length > 45) return false;
  const doubles = value.split('::').length - 1;
  if (doubles > 1) return false;
  let groups = value.split(':');
  const last = groups.at(-1) ?? '';
  let count = 0;
  if (last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups = groups.slice(0, -1);
    count += 2;
  }
  for (const group of groups) {
    if (group === '') continue;
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return false;
    count += 1;
  }
  return doubles === 1 ? count < 8 : count === 8 && !value.startsWith(':') && !value.endsWith(':');
}

/** A host name (a target): labels of letters, digits and hyphens; a trailing dot is allowed. */
export function isHostname(value: string): boolean {
  const host = value.endsWith('.') ? value.slice(0, -1) : value;
  if (host.length === 0 || host.length > 253) return false;
  return host.split('.').every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i.test(label) || label === '_');
}

/**
 * A name as the zone keeps it: lower case, relative to the zone, `@` for the apex. `www.example.se.` (absolute,
 * in the zone) and `@`/empty are accepted; a trailing dot outside the zone stays and fails the name rule.
 */
export function relativeName(name: string, zone: string): string {
  const trimmed = name.trim().toLowerCase();
  if (trimmed === '' || trimmed === '@' || trimmed === `${zone}.`) return '@';
  if (trimmed.endsWith(`.${zone}.`)) return trimmed.slice(0, -(zone.length + 2));
  return trimmed;
}

/** A target as the zone keeps it: lower case, without the trailing dot. */
export function normalTarget(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

function isRelativeName(name: string): boolean {
  if (name === '@') return true;
  if (name.length > 200) return false;
  const labels = name.split('.');
  return labels.every((label, index) => (index === 0 && label === '*') || LABEL.test(label));
}

function utf8Bytes(value: string): number {
  return new TextEncoder().encode(value).length;
}

/**
 * A TXT value as the DNS publishes it: strings of at most 255 bytes each (RFC 1035), cut at character boundaries.
 * One string when it fits.
 */
export function txtStrings(text: string): string[] {
  const strings: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > TXT_STRING_BYTES) {
      strings.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  strings.push(current);
  return strings;
}

function inRange(value: number | null, min: number, max: number): boolean {
  return value !== null && Number.isInteger(value) && value >= min && value <= max;
}

const TARGET_TYPES: readonly DnsRecordType[] = ['CNAME', 'MX', 'NS', 'SRV'];

/** What is wrong with one record on its own (the zone's rules across records are `zoneConflicts`). */
export function recordErrors(record: DnsRecordData): DnsRuleError[] {
  const errors: DnsRuleError[] = [];
  const add = (field: DnsRecordField, code: DnsRuleCode, detail: string) => errors.push({ field, code, detail });
  if (!isRelativeName(record.name)) {
    add(
      'name',
      'invalid_name',
      'Use @ for the domain itself, or a name such as www or mail (letters, digits, hyphens).',
    );
  }
  if (!inRange(record.ttl, DNS_TTL.min, DNS_TTL.max)) {
    add('ttl', 'ttl_out_of_range', `The TTL must be a whole number of seconds from ${DNS_TTL.min} to ${DNS_TTL.max}.`);
  }
  const content = record.content.trim();
  if (content === '') {
    add('content', 'missing_required', 'This field is required.');
    return errors;
  }
  switch (record.type) {
    case 'A':
      if (!isIpv4(content)) add('content', 'invalid_ipv4', 'Enter an IPv4 address such as 192.0.2.10.');
      break;
    case 'AAAA':
      if (!isIpv6(content)) add('content', 'invalid_ipv6', 'Enter an IPv6 address such as 2001:db8::10.');
      break;
    case 'TXT':
      if (utf8Bytes(record.content) > TXT_MAX_BYTES) {
        add('content', 'txt_too_long', `A TXT value can be at most ${TXT_MAX_BYTES} bytes.`);
      }
      break;
    case 'CAA':
      if (!(caaTagValues as readonly string[]).includes(record.tag ?? '')) {
        add('tag', 'caa_unknown_tag', `The CAA tag must be one of ${caaTagValues.join(', ')}.`);
      }
      if (record.flags !== 0 && record.flags !== 128) {
        add('flags', 'caa_invalid_flags', 'The CAA flag is 0, or 128 for critical.');
      }
      break;
    default:
      break;
  }
  if (TARGET_TYPES.includes(record.type)) {
    if (isIpv4(normalTarget(content)) || isIpv6(content)) {
      add('content', 'target_is_ip', `A ${record.type} record points at a host name, not an IP address.`);
    } else if (!isHostname(content)) {
      add('content', 'invalid_hostname', 'Enter a host name such as mail.example.com.');
    }
  }
  if (record.type === 'CNAME' && record.name === '@') {
    add('name', 'cname_at_apex', 'The domain itself (@) cannot have a CNAME record: use an A or AAAA record.');
  }
  if (record.type === 'NS' && record.name === '@') {
    add('name', 'ns_at_apex', 'The domain’s own nameservers are changed at the domain, not in its zone.');
  }
  if (record.type === 'MX' || record.type === 'SRV') {
    if (!inRange(record.priority, 0, 65_535)) add('priority', 'number_out_of_range', 'Use a number from 0 to 65535.');
  }
  if (record.type === 'SRV') {
    if (!inRange(record.weight, 0, 65_535)) add('weight', 'number_out_of_range', 'Use a number from 0 to 65535.');
    if (!inRange(record.port, 0, 65_535)) add('port', 'number_out_of_range', 'Use a number from 0 to 65535.');
    if (!/^_[a-z0-9-]+\._(tcp|udp|tls)(\.|$)/.test(record.name)) {
      add('name', 'srv_invalid_name', 'An SRV name is _service._protocol, such as _sip._tcp.');
    }
  }
  return errors;
}

/** The identity of a record's data (two records with the same key are the same record). */
export function recordKey(record: DnsRecordData): string {
  const content = record.type === 'TXT' || record.type === 'CAA' ? record.content : normalTarget(record.content);
  return [
    record.name,
    record.type,
    content,
    record.priority ?? '',
    record.weight ?? '',
    record.port ?? '',
    record.flags ?? '',
    record.tag ?? '',
  ].join('\u0000');
}

/**
 * The rules across records, for the records at `indexes` (the ones being added or changed; the others were valid
 * already): a CNAME must be the only record at its name, and a record must not be there twice.
 */
export function zoneConflicts(
  records: readonly DnsRecordData[],
  indexes: Iterable<number>,
): Map<number, DnsRuleError[]> {
  const byName = new Map<string, number[]>();
  const byKey = new Map<string, number[]>();
  records.forEach((record, index) => {
    byName.set(record.name, [...(byName.get(record.name) ?? []), index]);
    const key = recordKey(record);
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  const out = new Map<number, DnsRuleError[]>();
  for (const index of indexes) {
    const record = records[index];
    if (!record) continue;
    const errors: DnsRuleError[] = [];
    const here = byName.get(record.name) ?? [];
    const others = here.filter((other) => other !== index);
    if (others.length > 0 && (record.type === 'CNAME' || others.some((other) => records[other]?.type === 'CNAME'))) {
      errors.push({
        field: 'name',
        code: 'cname_conflict',
        detail:
          record.type === 'CNAME'
            ? `${record.name} already has other records: a CNAME must be the only record at its name.`
            : `${record.name} has a CNAME record: no other record can be at the same name.`,
      });
    }
    if ((byKey.get(recordKey(record)) ?? []).length > 1) {
      errors.push({ field: 'content', code: 'duplicate_record', detail: 'The zone already has this record.' });
    }
    if (errors.length > 0) out.set(index, errors);
  }
  return out;
}

/** A record's data with the members its type does not use set to null (what the zone stores). */
export function cleanRecord(record: DnsRecordData, zone: string): DnsRecordData {
  const uses = (type: readonly DnsRecordType[]) => type.includes(record.type);
  const content = record.content.trim();
  return {
    name: relativeName(record.name, zone),
    type: record.type,
    ttl: record.ttl,
    content: TARGET_TYPES.includes(record.type)
      ? normalTarget(content)
      : record.type === 'TXT'
        ? record.content
        : content,
    priority: uses(['MX', 'SRV']) ? record.priority : null,
    weight: uses(['SRV']) ? record.weight : null,
    port: uses(['SRV']) ? record.port : null,
    flags: uses(['CAA']) ? record.flags : null,
    tag: uses(['CAA']) ? (record.tag?.trim().toLowerCase() ?? null) : null,
  };
}
