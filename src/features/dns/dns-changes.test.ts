import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '@/api/schemas/dns';
import type { DnsRecordData } from '@/api/schemas/dns-rules';
import { changesOf, filterRows, indexRows, recordProblems, zoneRows, type PendingChange } from './dns-changes';
import { DKIM_PLACEHOLDER, templateChanges } from './dns-templates';

// Records as the zone sends them and as the editor keeps them: both shapes.
const record = (
  id: string,
  data: Partial<DnsRecordData> & Pick<DnsRecordData, 'name' | 'type' | 'content'>,
): DnsRecord & DnsRecordData => ({
  id,
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  flags: null,
  tag: null,
  ...data,
});

const ZONE = [
  record('rr_1', { name: '@', type: 'A', content: '192.0.2.10' }),
  record('rr_2', { name: 'www', type: 'CNAME', content: 'example.se' }),
  record('rr_3', { name: '@', type: 'MX', content: 'mx1.hosting.example', priority: 10 }),
  record('rr_4', { name: '@', type: 'TXT', content: 'v=spf1 include:spf.hosting.example ~all' }),
];

describe('the editor’s changes', () => {
  it('filters by name or value and by type, and sends the changes in the order they were made', () => {
    const pending = new Map<string, PendingChange>([
      ['rr_2', { kind: 'delete', key: 'rr_2' }],
      ['new-1', { kind: 'add', key: 'new-1', record: { ...ZONE[0]!, name: 'shop', content: '192.0.2.44' } }],
    ]);
    const rows = zoneRows(ZONE, pending);
    expect(rows.map((row) => [row.key, row.state])).toEqual([
      ['rr_1', 'same'],
      ['rr_2', 'removed'],
      ['rr_3', 'same'],
      ['rr_4', 'same'],
      ['new-1', 'added'],
    ]);
    const index = indexRows(rows);
    expect(filterRows(index, 'MX1', '').map((row) => row.key)).toEqual(['rr_3']);
    expect(filterRows(index, '', 'A').map((row) => row.key)).toEqual(['rr_1', 'new-1']);
    expect(changesOf(pending).map((change) => change.op)).toEqual(['delete', 'add']);
  });

  it('checks a record against the zone as it would be (a removed record no longer conflicts)', () => {
    const cname = { ...ZONE[1]!, name: 'www', type: 'TXT' as const, content: 'hello' };
    expect(recordProblems(cname, 'example.se', zoneRows(ZONE, new Map()), null).name?.code).toBe('cname_conflict');
    const rows = zoneRows(ZONE, new Map([['rr_2', { kind: 'delete', key: 'rr_2' }]]));
    expect(recordProblems(cname, 'example.se', rows, null)).toEqual({});
  });

  it('puts a mail template in place of the zone’s mail records, with the DKIM placeholder', () => {
    let n = 0;
    const changes = templateChanges('google', 'example.se', '', zoneRows(ZONE, new Map()), () => `new-${++n}`);
    expect(changes.filter((change) => change.kind === 'delete').map((change) => change.key)).toEqual(['rr_3', 'rr_4']);
    const added = changes.flatMap((change) => (change.kind === 'add' ? [change.record] : []));
    expect(added.map((entry) => [entry.name, entry.type, entry.content])).toEqual([
      ['@', 'MX', 'smtp.google.com'],
      ['@', 'TXT', 'v=spf1 include:_spf.google.com ~all'],
      ['google._domainkey', 'TXT', DKIM_PLACEHOLDER],
      ['_dmarc', 'TXT', 'v=DMARC1; p=none; rua=mailto:dmarc@example.se'],
    ]);
  });
});
