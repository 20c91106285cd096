import {
  DNS_TTL,
  dnsRecordTypeValues,
  normalTarget,
  txtStrings,
  type DnsRecordData,
  type DnsRecordType,
} from '@/api/schemas/dns-rules';

/**
 * BIND zone files (RFC 1035 master files) as far as a customer's zone needs them: `$ORIGIN`, `$TTL`, comments,
 * parentheses over several lines, an omitted owner (the previous one), TTL and class in either order, and the record
 * types a zone here holds. What is read becomes records; every line that does not is said with its number and why.
 */

export const bindLineCodes = [
  'unreadable_line',
  'unsupported_type',
  'outside_zone',
  'include_not_supported',
  'missing_data',
  'invalid_ttl',
] as const;
export type BindLineCode = (typeof bindLineCodes)[number];

export interface ParsedLine {
  line: number;
  text: string;
  record: DnsRecordData;
}

export interface UnreadableLine {
  line: number;
  text: string;
  code: string;
  detail: string;
}

export interface ParsedZoneFile {
  records: ParsedLine[];
  unreadable: UnreadableLine[];
}

/** Splits a line into tokens: quoted strings keep their spaces (and `\"`), `;` outside quotes ends the line. */
function tokens(text: string): { tokens: string[]; quoted: boolean[] } {
  const out: string[] = [];
  const quoted: boolean[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === ';') break;
    if (/\s/.test(char) || char === '(' || char === ')') {
      index += 1;
      continue;
    }
    if (char === '"') {
      let value = '';
      index += 1;
      while (index < text.length && text[index] !== '"') {
        if (text[index] === '\\' && index + 1 < text.length) index += 1;
        value += text[index] ?? '';
        index += 1;
      }
      index += 1;
      out.push(value);
      quoted.push(true);
      continue;
    }
    let value = '';
    while (index < text.length && !/[\s;()"]/.test(text[index] ?? '')) {
      value += text[index] ?? '';
      index += 1;
    }
    out.push(value);
    quoted.push(false);
  }
  return { tokens: out, quoted };
}

const TTL_UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `3600`, `1h`, `1h30m`; null when it is not a TTL. */
export function parseTtl(value: string): number | null {
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.toLowerCase().match(/^(\d+[smhdw])+$/);
  if (!parts) return null;
  let total = 0;
  for (const part of value.toLowerCase().matchAll(/(\d+)([smhdw])/g)) {
    total += Number(part[1]) * (TTL_UNITS[part[2] ?? 's'] ?? 1);
  }
  return total;
}

const CLASSES = new Set(['IN', 'CH', 'HS']);
const SKIPPED_TYPES = new Set(['SOA']);

/** Logical lines: a `(` continues until its `)`; each keeps the number of its first physical line. */
function logicalLines(file: string): { line: number; text: string; raw: string }[] {
  const physical = file.replace(/\r\n?/g, '\n').split('\n');
  const out: { line: number; text: string; raw: string }[] = [];
  for (let index = 0; index < physical.length; index += 1) {
    const start = index;
    let text = physical[index] ?? '';
    const depth = (value: string) => {
      const bare = value.replace(/"(?:[^"\\]|\\.)*"/g, '').replace(/;.*$/, '');
      return (bare.match(/\(/g)?.length ?? 0) - (bare.match(/\)/g)?.length ?? 0);
    };
    let open = depth(text);
    while (open > 0 && index + 1 < physical.length) {
      index += 1;
      const next = physical[index] ?? '';
      open += depth(next);
      text += ` ${next.replace(/;.*$/, '')}`;
    }
    out.push({ line: start + 1, text, raw: (physical[start] ?? '').trim() });
  }
  return out;
}

/** Reads `file` as the zone of `zone` (`example.se`, no trailing dot). */
export function parseZoneFile(file: string, zone: string): ParsedZoneFile {
  const records: ParsedLine[] = [];
  const unreadable: UnreadableLine[] = [];
  let origin = `${zone}.`;
  let defaultTtl: number = DNS_TTL.default;
  let previousOwner = '@';
  for (const { line, text, raw } of logicalLines(file)) {
    const fail = (code: BindLineCode, detail: string) => unreadable.push({ line, text: raw, code, detail });
    const { tokens: parts, quoted } = tokens(text);
    if (parts.length === 0) continue;
    const first = parts[0] ?? '';
    if (first.toUpperCase() === '$ORIGIN') {
      const value = (parts[1] ?? '').toLowerCase();
      if (!value.endsWith('.')) fail('unreadable_line', '$ORIGIN needs an absolute name ending in a dot.');
      else origin = value;
      continue;
    }
    if (first.toUpperCase() === '$TTL') {
      const ttl = parseTtl(parts[1] ?? '');
      if (ttl === null) fail('invalid_ttl', 'The $TTL value is not a number of seconds.');
      else defaultTtl = ttl;
      continue;
    }
    if (first.toUpperCase() === '$INCLUDE') {
      fail('include_not_supported', '$INCLUDE cannot be imported: paste the included file’s records instead.');
      continue;
    }
    if (first.startsWith('$')) {
      fail('unreadable_line', `${first} is not a directive of a zone file.`);
      continue;
    }
    // The owner is omitted when the line starts with blank space.
    let position = 0;
    let owner = previousOwner;
    if (!/^\s/.test(text)) {
      owner = absolute(first.toLowerCase(), origin);
      position = 1;
    }
    let ttl: number | null = null;
    let sawTtl = false;
    for (let step = 0; step < 2 && position < parts.length; step += 1) {
      const part = parts[position] ?? '';
      if (CLASSES.has(part.toUpperCase())) {
        position += 1;
      } else if (!sawTtl && /^\d/.test(part)) {
        ttl = parseTtl(part);
        sawTtl = true;
        position += 1;
        if (ttl === null) break;
      }
    }
    if (sawTtl && ttl === null) {
      fail('invalid_ttl', 'The TTL is not a number of seconds.');
      continue;
    }
    const typeToken = (parts[position] ?? '').toUpperCase();
    const data = parts.slice(position + 1);
    const dataQuoted = quoted.slice(position + 1);
    if (typeToken === '') {
      fail('unreadable_line', 'This line names no record type.');
      continue;
    }
    if (SKIPPED_TYPES.has(typeToken)) {
      previousOwner = owner;
      continue;
    }
    if (!(dnsRecordTypeValues as readonly string[]).includes(typeToken)) {
      fail(
        /^[A-Z][A-Z0-9]*$/.test(typeToken) ? 'unsupported_type' : 'unreadable_line',
        /^[A-Z][A-Z0-9]*$/.test(typeToken)
          ? `${typeToken} records are not supported here (A, AAAA, CNAME, MX, TXT, SRV, CAA, NS are).`
          : `“${parts[position] ?? ''}” is not a record type.`,
      );
      continue;
    }
    const type = typeToken as DnsRecordType;
    previousOwner = owner;
    const name = relativeOwner(owner, zone);
    if (name === null) {
      fail('outside_zone', `${owner} is not in ${zone}.`);
      continue;
    }
    if (type === 'NS' && name === '@') continue;
    const record = recordOf(type, name, ttl ?? defaultTtl, data, dataQuoted, origin);
    if (typeof record === 'string') {
      fail('missing_data', record);
      continue;
    }
    records.push({ line, text: raw, record });
  }
  return { records, unreadable };
}

function absolute(name: string, origin: string): string {
  if (name === '@') return origin;
  return name.endsWith('.') ? name : `${name}.${origin}`;
}

/** `www.example.se.` → `www`; the apex → `@`; a name outside the zone → null. */
function relativeOwner(owner: string, zone: string): string | null {
  if (owner === `${zone}.`) return '@';
  if (owner.endsWith(`.${zone}.`)) return owner.slice(0, -(zone.length + 2));
  return null;
}

function hostOf(value: string, origin: string): string {
  return normalTarget(absolute(value.toLowerCase(), origin));
}

function intOf(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

function recordOf(
  type: DnsRecordType,
  name: string,
  ttl: number,
  data: string[],
  quoted: boolean[],
  origin: string,
): DnsRecordData | string {
  const base: DnsRecordData = {
    name,
    type,
    ttl,
    content: '',
    priority: null,
    weight: null,
    port: null,
    flags: null,
    tag: null,
  };
  const need = (count: number) =>
    data.length < count ? `A ${type} record needs ${count} values after its type.` : null;
  switch (type) {
    case 'A':
    case 'AAAA':
      return need(1) ?? { ...base, content: data[0] ?? '' };
    case 'CNAME':
    case 'NS':
      return need(1) ?? { ...base, content: hostOf(data[0] ?? '', origin) };
    case 'MX':
      return need(2) ?? { ...base, priority: intOf(data[0]), content: hostOf(data[1] ?? '', origin) };
    case 'SRV':
      return (
        need(4) ?? {
          ...base,
          priority: intOf(data[0]),
          weight: intOf(data[1]),
          port: intOf(data[2]),
          content: hostOf(data[3] ?? '', origin),
        }
      );
    case 'CAA':
      return need(3) ?? { ...base, flags: intOf(data[0]), tag: (data[1] ?? '').toLowerCase(), content: data[2] ?? '' };
    case 'TXT':
      if (data.length === 0) return 'A TXT record needs its text after its type.';
      // Several strings are one value (RFC 7208 §3.3); unquoted words are strings too, joined by a space.
      return { ...base, content: data.join(quoted.every(Boolean) ? '' : ' ') };
  }
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function owner(name: string): string {
  return name === '@' ? '@' : name;
}

/** The rdata of a record as a zone file writes it (targets absolute, TXT as strings of at most 255 bytes). */
function rdata(record: DnsRecordData): string {
  const host = (value: string) => `${value}.`;
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.content;
    case 'CNAME':
    case 'NS':
      return host(record.content);
    case 'MX':
      return `${record.priority ?? 0} ${host(record.content)}`;
    case 'SRV':
      return `${record.priority ?? 0} ${record.weight ?? 0} ${record.port ?? 0} ${host(record.content)}`;
    case 'CAA':
      return `${record.flags ?? 0} ${record.tag ?? ''} ${quote(record.content)}`;
    case 'TXT':
      return txtStrings(record.content).map(quote).join(' ');
  }
}

const TYPE_ORDER: readonly string[] = dnsRecordTypeValues;

/** The zone as a BIND file: origin, default TTL, SOA and apex NS of `nameservers`, then the records. */
export function writeZoneFile(
  zone: string,
  records: readonly DnsRecordData[],
  nameservers: readonly string[],
  serial: number,
): string {
  const primary = nameservers[0] ?? 'ns1.hosting.example';
  const lines = [
    `; ${zone}: exported from the control panel (zone version ${serial})`,
    `$ORIGIN ${zone}.`,
    `$TTL ${DNS_TTL.default}`,
    `@ IN SOA ${primary}. hostmaster.${zone}. ( ${serial} 3600 900 1209600 300 )`,
    ...nameservers.map((ns) => `@ IN NS ${ns}.`),
  ];
  const sorted = [...records].sort(
    (a, b) =>
      (a.name === '@' ? -1 : 0) - (b.name === '@' ? -1 : 0) ||
      a.name.localeCompare(b.name) ||
      TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
      a.content.localeCompare(b.content),
  );
  for (const record of sorted) {
    lines.push(`${owner(record.name)} ${record.ttl} IN ${record.type} ${rdata(record)}`);
  }
  return `${lines.join('\n')}\n`;
}
