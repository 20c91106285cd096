import type { DnsRecordData } from '@/api/schemas/dns-rules';
import type { PendingChange, ZoneRow } from './dns-changes';

/**
 * Templates: a set of records for a service (our hosting, a mail provider), put into the editor's changes and so
 * applied through the same preview. A template replaces the records that would clash with it (a mail provider's
 * replace the MX and SPF records at the apex and a DMARC record), and adds only what the zone lacks.
 */

export const dnsTemplateIds = ['hosting', 'google', 'microsoft', 'zoho', 'fastmail'] as const;
export type DnsTemplateId = (typeof dnsTemplateIds)[number];

/** The placeholder of a DKIM key the customer fills in from the provider (the record is valid with it). */
export const DKIM_PLACEHOLDER = 'v=DKIM1; k=rsa; p=PASTE-THE-KEY-FROM-YOUR-MAIL-PROVIDER';

const HOSTING = { ipv4: '192.0.2.10', ipv6: '2001:db8::10', mx: 'mx1.hosting.example' } as const;

function r(data: Partial<DnsRecordData> & Pick<DnsRecordData, 'name' | 'type' | 'content'>): DnsRecordData {
  return { ttl: 3600, priority: null, weight: null, port: null, flags: null, tag: null, ...data };
}

/** Whether a template asks for a DKIM key (the others have none, or a CNAME to the provider). */
export function templateTakesDkim(id: DnsTemplateId): boolean {
  return id === 'google' || id === 'microsoft' || id === 'zoho';
}

function spf(include: string): DnsRecordData {
  return r({ name: '@', type: 'TXT', content: `v=spf1 include:${include} ~all` });
}

function dmarc(domain: string): DnsRecordData {
  return r({ name: '_dmarc', type: 'TXT', content: `v=DMARC1; p=none; rua=mailto:dmarc@${domain}` });
}

export function templateRecords(id: DnsTemplateId, domain: string, dkim: string): DnsRecordData[] {
  const key = dkim.trim() === '' ? DKIM_PLACEHOLDER : dkim.trim();
  switch (id) {
    case 'hosting':
      return [
        r({ name: '@', type: 'A', content: HOSTING.ipv4 }),
        r({ name: '@', type: 'AAAA', content: HOSTING.ipv6 }),
        r({ name: 'www', type: 'CNAME', content: domain }),
        r({ name: '@', type: 'MX', content: HOSTING.mx, priority: 10 }),
        spf('spf.hosting.example'),
      ];
    case 'google':
      return [
        r({ name: '@', type: 'MX', content: 'smtp.google.com', priority: 1 }),
        spf('_spf.google.com'),
        r({ name: 'google._domainkey', type: 'TXT', content: key }),
        dmarc(domain),
      ];
    case 'microsoft':
      return [
        r({ name: '@', type: 'MX', content: `${domain.replace(/\./g, '-')}.mail.protection.outlook.com`, priority: 0 }),
        r({ name: 'autodiscover', type: 'CNAME', content: 'autodiscover.outlook.com' }),
        spf('spf.protection.outlook.com'),
        r({ name: 'selector1._domainkey', type: 'TXT', content: key }),
        dmarc(domain),
      ];
    case 'zoho':
      return [
        r({ name: '@', type: 'MX', content: 'mx.zoho.eu', priority: 10 }),
        r({ name: '@', type: 'MX', content: 'mx2.zoho.eu', priority: 20 }),
        r({ name: '@', type: 'MX', content: 'mx3.zoho.eu', priority: 50 }),
        spf('zoho.eu'),
        r({ name: 'zmail._domainkey', type: 'TXT', content: key }),
        dmarc(domain),
      ];
    case 'fastmail':
      return [
        r({ name: '@', type: 'MX', content: 'in1-smtp.messagingengine.com', priority: 10 }),
        r({ name: '@', type: 'MX', content: 'in2-smtp.messagingengine.com', priority: 20 }),
        spf('spf.messagingengine.com'),
        r({ name: 'fm1._domainkey', type: 'CNAME', content: `fm1.${domain}.dkim.fmhosted.com` }),
        dmarc(domain),
      ];
  }
}

/** Whether an existing record gives way to the template's. */
function replaced(id: DnsTemplateId, data: DnsRecordData, incoming: readonly DnsRecordData[]): boolean {
  const apexMail =
    data.name === '@' && (data.type === 'MX' || (data.type === 'TXT' && data.content.startsWith('v=spf1')));
  const dmarcRecord = data.name === '_dmarc' && data.type === 'TXT';
  if (id === 'hosting') {
    return apexMail || (data.name === '@' && (data.type === 'A' || data.type === 'AAAA')) || data.name === 'www';
  }
  // A name the template puts a CNAME at must be free.
  const cnameAt = incoming.some((record) => record.type === 'CNAME' && record.name === data.name);
  return apexMail || dmarcRecord || cnameAt;
}

function same(a: DnsRecordData, b: DnsRecordData): boolean {
  return a.name === b.name && a.type === b.type && a.content === b.content && a.priority === b.priority;
}

/**
 * The changes that make the zone's rows carry the template: removals of what it replaces (unless the template has
 * the very same record), then the records the zone lacks. `nextKey` names each added row.
 */
export function templateChanges(
  id: DnsTemplateId,
  domain: string,
  dkim: string,
  rows: readonly ZoneRow[],
  nextKey: () => string,
): PendingChange[] {
  const incoming = templateRecords(id, domain, dkim);
  const live = rows.filter((row) => row.state !== 'removed' && row.data !== null);
  const changes: PendingChange[] = [];
  for (const row of live) {
    const data = row.data as DnsRecordData;
    if (!replaced(id, data, incoming) || incoming.some((record) => same(record, data))) continue;
    if (row.state === 'added') continue;
    changes.push({ kind: 'delete', key: row.key });
  }
  for (const record of incoming) {
    if (live.some((row) => row.data && same(row.data, record))) continue;
    changes.push({ kind: 'add', key: nextKey(), record });
  }
  return changes;
}
