import { describe, expect, it } from 'vitest';
import { auditLogPage } from '@/api/schemas/audit-log';
import { dnsChangeResult, dnsVersion, dnsVersionList, dnsZone, type DnsRecordInput } from '@/api/schemas/dns';
import { DEMO_DOMAINS, RESELLER_DOMAINS } from '@/mock/scenarios/demo/ids';
import { expectProblem, mockHarness, namedKey } from '@/mock/test-utils';

const D = DEMO_DOMAINS;
const zonePath = (id: string) => `/api/v2/domains/${id}/dns`;

function rec(overrides: Partial<DnsRecordInput> & Pick<DnsRecordInput, 'name' | 'type' | 'content'>): DnsRecordInput {
  return { ttl: 3600, ...overrides };
}

async function setup(scenario = 'demo') {
  const harness = mockHarness();
  const world = await harness.makeWorld({
    scenario,
    keys: [
      { name: 'domains-only', scopes: ['read:domains', 'write:domains'] },
      { name: 'dns-read', scopes: ['read:dns'] },
      { name: 'dns-write', scopes: ['read:dns', 'write:dns'] },
    ],
  });
  const key = world.keys.full;
  const zone = async (id: string = D.se.id, k = key) =>
    harness.parse(await harness.call(zonePath(id), { key: k }), dnsZone);
  const post = (body: unknown, id: string = D.se.id, k = key) =>
    harness.call(`${zonePath(id)}/changes`, { key: k, body });
  const apply = async (body: Record<string, unknown>, id: string = D.se.id) =>
    harness.parse(await post(body, id), dnsChangeResult);
  const exportText = async (id: string = D.se.id) => {
    const response = await harness.call(`${zonePath(id)}/export`, { key });
    expect(response.status).toBe(200);
    return { response, text: await response.text() };
  };
  return { ...harness, world, key, named: (name: string) => namedKey(world, name), zone, post, apply, exportText };
}

/** A records batch on the zone's current version. */
async function batch(t: Awaited<ReturnType<typeof setup>>, changes: unknown[], dryRun = false, id: string = D.se.id) {
  const { version } = await t.zone(id);
  return t.post({ kind: 'records', baseVersion: version, dryRun, changes }, id);
}

async function expectFieldError(response: Response, pointer: string, code: string) {
  const problem = await expectProblem(response, 400, 'invalid_request');
  expect(problem.errors?.map((error) => [error.pointer, error.code])).toContainEqual([pointer, code]);
}

describe('GET /api/v2/domains/{id}/dns', () => {
  it('reads the zone with its version, and says whether our nameservers serve it', async () => {
    const t = await setup();
    const se = await t.zone();
    expect(se.version).toBe(1);
    expect(se.onOurNameservers).toBe(true);
    expect(se.actions.canEdit.allowed).toBe(true);
    expect(se.records.items.map((r) => r.type)).toEqual(
      expect.arrayContaining(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS']),
    );
    const elsewhere = await t.zone(D.foreignOrg.id);
    expect(elsewhere.onOurNameservers).toBe(false);
    expect(elsewhere.ourNameservers).toEqual(['ns1.hosting.example', 'ns2.hosting.example']);
    expect(elsewhere.actions.canEdit).toMatchObject({ allowed: false, code: 'dns_not_on_our_nameservers' });
    const refused = await t.post(
      { kind: 'records', baseVersion: 1, changes: [{ op: 'delete', id: 'rr_1' }] },
      D.foreignOrg.id,
    );
    await expectProblem(refused, 409, 'dns_not_on_our_nameservers');
  });

  it('needs read:dns to read and write:dns to change: write:domains alone is not enough', async () => {
    const t = await setup();
    await expectProblem(await t.call(zonePath(D.se.id), { key: t.named('domains-only') }), 403, 'forbidden');
    expect((await t.zone(D.se.id, t.named('dns-read'))).version).toBe(1);
    const body = { kind: 'records', baseVersion: 1, dryRun: true, changes: [{ op: 'delete', id: 'rr_1' }] };
    await expectProblem(await t.post(body, D.se.id, t.named('dns-read')), 403, 'forbidden');
    expect((await t.post(body, D.se.id, t.named('dns-write'))).status).toBe(200);
    // The read-only key reads zones; the full key's scopes include both.
    expect((await t.zone(D.se.id, t.world.keys.readonly)).version).toBe(1);
  });

  it('gives a reseller domain a zone of 5,000 records', async () => {
    const t = await setup('reseller');
    const big = await t.zone(RESELLER_DOMAINS.bigZone.id);
    expect(big.records.items).toHaveLength(RESELLER_DOMAINS.bigZone.records);
    expect(big.records.dropped).toBe(0);
  });
});

describe('POST /api/v2/domains/{id}/dns/changes: the rules, at the field', () => {
  it('refuses a CNAME beside other records at the same name, and a record beside a CNAME', async () => {
    const t = await setup();
    await expectFieldError(
      await batch(t, [{ op: 'add', record: rec({ name: 'shop', type: 'CNAME', content: 'example.com' }) }]),
      '/changes/0/record/name',
      'cname_conflict',
    );
    await expectFieldError(
      await batch(t, [{ op: 'add', record: rec({ name: 'www', type: 'TXT', content: 'hello' }) }]),
      '/changes/0/record/name',
      'cname_conflict',
    );
  });

  it('refuses a CNAME at the apex', async () => {
    const t = await setup();
    await expectFieldError(
      await batch(t, [{ op: 'add', record: rec({ name: '@', type: 'CNAME', content: 'example.com' }) }]),
      '/changes/0/record/name',
      'cname_at_apex',
    );
  });

  it('refuses an MX or a CNAME pointing at an IP address', async () => {
    const t = await setup();
    const response = await batch(t, [
      { op: 'add', record: rec({ name: '@', type: 'MX', content: '192.0.2.25', priority: 10 }) },
      { op: 'add', record: rec({ name: 'blog', type: 'CNAME', content: '2001:db8::1' }) },
    ]);
    const problem = await expectProblem(response, 400, 'invalid_request');
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/changes/0/record/content', 'target_is_ip'],
      ['/changes/1/record/content', 'target_is_ip'],
    ]);
  });

  it('refuses a CAA tag not in the standard and a TTL out of range, every error at once', async () => {
    const t = await setup();
    const problem = await expectProblem(
      await batch(t, [
        { op: 'add', record: rec({ name: '@', type: 'CAA', content: 'ca.example', flags: 0, tag: 'issuer' }) },
        { op: 'add', record: rec({ name: 'fast', type: 'A', content: '192.0.2.5', ttl: 5 }) },
        { op: 'add', record: rec({ name: 'slow', type: 'A', content: '192.0.2.6', ttl: 700_000 }) },
      ]),
      400,
      'invalid_request',
    );
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/changes/0/record/tag', 'caa_unknown_tag'],
      ['/changes/1/record/ttl', 'ttl_out_of_range'],
      ['/changes/2/record/ttl', 'ttl_out_of_range'],
    ]);
  });

  it('keeps a TXT value over 255 bytes whole and publishes it as several strings', async () => {
    const t = await setup();
    const long = `v=DKIM1; p=${'A'.repeat(400)}`;
    const response = await batch(t, [
      { op: 'add', record: rec({ name: 'k2._domainkey', type: 'TXT', content: long }) },
    ]);
    const result = await t.parse(response, dnsChangeResult);
    expect(result.added.items[0]?.content).toBe(long);
    const { text } = await t.exportText();
    const line = text.split('\n').find((l) => l.startsWith('k2._domainkey'));
    expect(line).toMatch(/TXT "v=DKIM1; p=A{244}" "A{156}"$/);
  });

  it('refuses an unknown record id at its pointer, and a wrong type of member in the body', async () => {
    const t = await setup();
    await expectFieldError(await batch(t, [{ op: 'delete', id: 'rr_zzz' }]), '/changes/0/id', 'record_not_found');
    const wrong = await t.post({ kind: 'records', baseVersion: 1, changes: [{ op: 'add', record: { name: 'x' } }] });
    const problem = await expectProblem(wrong, 400, 'invalid_request');
    expect(problem.errors?.some((e) => e.pointer.startsWith('/changes/0/record/'))).toBe(true);
  });
});

describe('POST /api/v2/domains/{id}/dns/changes: one batch, previewed, then applied', () => {
  it('previews added, changed and removed without changing anything, then applies them as one version', async () => {
    const t = await setup();
    const before = await t.zone();
    const shop = before.records.items.find((r) => r.name === 'shop');
    const dmarc = before.records.items.find((r) => r.name === '_dmarc');
    if (!shop || !dmarc) throw new Error('demo zone without shop or _dmarc');
    const changes = [
      { op: 'add', record: rec({ name: '@', type: 'MX', content: 'mx3.hosting.example', priority: 30 }) },
      { op: 'update', id: shop.id, record: rec({ name: 'shop', type: 'A', content: '198.51.100.99', ttl: 600 }) },
      { op: 'delete', id: dmarc.id },
    ];
    const preview = await t.parse(await batch(t, changes, true), dnsChangeResult);
    expect(preview).toMatchObject({ dryRun: true, baseVersion: 1, version: 2 });
    expect(preview.added.items.map((r) => r.content)).toEqual(['mx3.hosting.example']);
    expect(preview.changed.items.map((c) => [c.before.content, c.after.content])).toEqual([
      ['198.51.100.24', '198.51.100.99'],
    ]);
    expect(preview.removed.items.map((r) => r.name)).toEqual(['_dmarc']);
    expect((await t.zone()).version).toBe(1);

    const applied = await t.parse(await batch(t, changes), dnsChangeResult);
    expect(applied).toMatchObject({ dryRun: false, version: 2 });
    const after = await t.zone();
    expect(after.version).toBe(2);
    expect(after.records.items.some((r) => r.content === 'mx3.hosting.example')).toBe(true);
    expect(after.records.items.some((r) => r.name === '_dmarc')).toBe(false);

    const log = await t.parse(await t.call('/api/v2/audit-log?limit=5', { key: t.key }), auditLogPage);
    const entries = log.data.filter((entry) => entry.action === 'dns.apply_changes');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.target?.name).toBe(D.se.name);
  });

  it('refuses a batch made on an older version with what to do, and applies nothing', async () => {
    const t = await setup();
    const add = (content: string) => ({
      kind: 'records',
      baseVersion: 1,
      changes: [{ op: 'add', record: rec({ name: 'x', type: 'A', content }) }],
    });
    expect((await t.post(add('192.0.2.1'))).status).toBe(200);
    const refused = await expectProblem(await t.post(add('192.0.2.2')), 409, 'dns_zone_changed');
    expect(refused.extensions?.currentVersion ?? refused.currentVersion).toBe(2);
    expect(refused.detail).toContain('Read the zone again');
    const zone = await t.zone();
    expect(zone.records.items.filter((r) => r.name === 'x').map((r) => r.content)).toEqual(['192.0.2.1']);
  });
});

describe('versions and restore', () => {
  it('lists the applied versions and restores one through the same preview', async () => {
    const t = await setup();
    await batch(t, [{ op: 'add', record: rec({ name: 'new', type: 'A', content: '192.0.2.77' }) }]);
    const versions = await t.parse(await t.call(`${zonePath(D.se.id)}/versions`, { key: t.key }), dnsVersionList);
    expect(versions.data.items.map((v) => [v.version, v.source, v.added])).toEqual([
      [2, 'editor', 1],
      [1, 'created', 13],
    ]);
    const first = await t.parse(await t.call(`${zonePath(D.se.id)}/versions/1`, { key: t.key }), dnsVersion);
    expect(first.records.items.some((r) => r.name === 'new')).toBe(false);

    const preview = await t.apply({ kind: 'restore', baseVersion: 2, version: 1, dryRun: true });
    expect(preview.removed.items.map((r) => r.name)).toEqual(['new']);
    expect(preview.added.items).toEqual([]);
    const restored = await t.apply({ kind: 'restore', baseVersion: 2, version: 1 });
    expect(restored.version).toBe(3);
    expect((await t.zone()).records.items.some((r) => r.name === 'new')).toBe(false);
    await expectProblem(await t.post({ kind: 'restore', baseVersion: 3, version: 99 }), 404, 'dns_version_not_found');
    await expectProblem(await t.call(`${zonePath(D.se.id)}/versions/99`, { key: t.key }), 404, 'dns_version_not_found');
  });
});

describe('BIND import and export', () => {
  const FILE = [
    '$ORIGIN nordlicht.se.', // 1
    '$TTL 1h', // 2
    '@ IN SOA ns1.hosting.example. hostmaster.nordlicht.se. ( 1 3600 900', // 3
    '     1209600 300 )', // 4
    'blog 300 IN A 192.0.2.50', // 5
    'blog IN AAAA not-an-address', // 6
    '  IN TXT "blog" "notes"', // 7
    'ftp IN PTR files.example.', // 8
    'news IN CNAME blog', // 9
    '@ IN MX 5 mail.nordlicht.se.', // 10
  ].join('\n');

  it('previews what a file would change and every unreadable line with its number and why', async () => {
    const t = await setup();
    const preview = await t.apply({ kind: 'import', baseVersion: 1, zoneFile: FILE, mode: 'merge', dryRun: true });
    expect(preview.unreadable.items.map((line) => [line.line, line.code])).toEqual([
      [6, 'invalid_ipv6'],
      [8, 'unsupported_type'],
    ]);
    expect(preview.unreadable.items[0]?.text).toBe('blog IN AAAA not-an-address');
    expect(preview.added.items.map((r) => [r.name, r.type, r.content, r.ttl])).toEqual([
      ['blog', 'A', '192.0.2.50', 300],
      ['blog', 'TXT', 'blognotes', 3600],
      ['news', 'CNAME', 'blog.nordlicht.se', 3600],
      ['@', 'MX', 'mail.nordlicht.se', 3600],
    ]);
    expect(preview.removed.items).toEqual([]);
    expect((await t.zone()).version).toBe(1);
    const applied = await t.apply({ kind: 'import', baseVersion: 1, zoneFile: FILE, mode: 'merge' });
    expect(applied.version).toBe(2);
    expect((await t.zone()).records.items).toHaveLength(13 + 4);
  });

  it('says a record that breaks a rule beside the zone, with its line', async () => {
    const t = await setup();
    const preview = await t.apply({
      kind: 'import',
      baseVersion: 1,
      zoneFile: 'www IN A 192.0.2.1\n@ IN CNAME other.example.\n$INCLUDE other.zone',
      mode: 'merge',
      dryRun: true,
    });
    expect(preview.unreadable.items.map((line) => [line.line, line.code])).toEqual([
      [1, 'cname_conflict'],
      [2, 'cname_at_apex'],
      [3, 'include_not_supported'],
    ]);
  });

  it('exports a BIND file that imports back into the same zone with nothing to change', async () => {
    const t = await setup();
    const { response, text } = await t.exportText();
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="nordlicht.se.zone"');
    expect(text).toContain('$ORIGIN nordlicht.se.');
    expect(text).toContain('@ IN NS ns1.hosting.example.');
    expect(text).toContain('_sip._tcp 3600 IN SRV 10 5 5060 sip.nordlicht.se.');
    expect(text).toContain('@ 3600 IN CAA 0 issue "letsencrypt.org"');
    const roundTrip = await t.apply({ kind: 'import', baseVersion: 1, zoneFile: text, mode: 'replace', dryRun: true });
    expect(roundTrip.unreadable.items).toEqual([]);
    expect([roundTrip.added.items, roundTrip.changed.items, roundTrip.removed.items]).toEqual([[], [], []]);
    expect(roundTrip.version).toBe(1);
  });

  it('replaces the zone with a file: what the file lacks is removed', async () => {
    const t = await setup();
    const result = await t.apply({
      kind: 'import',
      baseVersion: 1,
      zoneFile: '@ 3600 IN A 192.0.2.10\nwww 3600 IN CNAME nordlicht.se.',
      mode: 'replace',
      dryRun: true,
    });
    expect(result.added.items).toEqual([]);
    expect(result.unchanged).toBe(2);
    expect(result.removed.items).toHaveLength(11);
  });
});
