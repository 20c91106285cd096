import { describe, expect, it } from 'vitest';
import { availableSubnetsResponse, isKnownNonPrimary, vpsNetworkActionBody, vpsNetworkState } from './vps-network';
import {
  snapshotIdParam,
  sshKeyIdParam,
  vps,
  vpsIdParam,
  vpsListPage,
  vpsListQuery,
  vpsNoBody,
  vpsRestartBody,
  vpsStatusFilterValues,
  vpsStopBody,
} from './vps';
import { vpsStatusValues } from './vps-values';
import {
  resetSshKeysBody,
  resetSshKeysResponse,
  sshKeyCreateBody,
  sshKeyCreateResponse,
  sshKeyList,
} from './vps-ssh-keys';
import {
  snapshotCreateBody,
  snapshotCreateResponse,
  snapshotDeleteResponse,
  snapshotIdOf,
  snapshotList,
  vpsConfigBody,
  vpsConfigResponse,
  vpsUpgradeOptions,
} from './vps-snapshots';
import { issuesOf, paths } from '@/test/schema-issues';

const allowed = { allowed: true, reason: null };

describe('vps detail', () => {
  const detail = {
    id: 'vps_1a2b',
    name: 'web-01',
    hostname: 'web-01.example.com',
    status: 'running',
    plan: { name: 'VPS M', cpuCores: 4, memoryGb: 8, diskGb: 160 },
    region: { code: 'sto1', name: 'Stockholm' },
    primaryIpv4: '203.0.113.10',
    primaryIpv6: '2001:db8::10',
    createdAt: '2025-01-02T03:04:05.000Z',
    actions: { canRestart: allowed, canStop: { allowed: false, reason: 'Already stopping.', code: 'busy' } },
    somethingNew: { nested: true },
  };

  it('parses a realistic detail and drops unknown fields', () => {
    const parsed = vps.parse(detail);
    expect(parsed.status).toBe('running');
    expect(parsed.actions.canStop).toEqual({ allowed: false, reason: 'Already stopping.', code: 'busy' });
    expect(parsed).not.toHaveProperty('somethingNew');
  });

  it('turns an unknown status into unknown and missing gates into blocked ones', () => {
    const parsed = vps.parse({ ...detail, status: 'hibernating', actions: { canRestart: allowed } });
    expect(parsed.status).toBe('unknown');
    expect(parsed.actions.canRestart.allowed).toBe(true);
    expect(parsed.actions.canStop).toMatchObject({ allowed: false, code: 'gate_missing' });
  });

  it('tolerates null read-only fields', () => {
    const parsed = vps.parse({
      ...detail,
      hostname: null,
      plan: null,
      region: 'sto1',
      primaryIpv6: null,
      createdAt: null,
    });
    expect(parsed.plan).toBeNull();
    expect(parsed.region).toBeNull();
    expect(parsed.createdAt).toBeNull();
  });

  it('parses a list page', () => {
    const { actions: _actions, ...item } = detail;
    const page = vpsListPage.parse({ data: [item], hasMore: false, nextCursor: null });
    expect(page.data[0]?.id).toBe('vps_1a2b');
  });
});

describe('network state', () => {
  it('parses a full network read with a guest-network mismatch', () => {
    const parsed = vpsNetworkState.parse({
      vpsId: 'vps_1a2b',
      interfaces: [
        {
          id: 'eth0',
          type: 'public',
          isPrimary: true,
          macAddress: '52:54:00:12:34:56',
          vlan: null,
          ip: [
            {
              id: 'ip_1',
              ip: '203.0.113.10',
              type: 'ipv4',
              isPrimary: true,
              rdns: 'web-01.example.com',
              subnet: { id: 'subnet_1', parentCidr: '203.0.113.0/24' },
            },
          ],
        },
      ],
      availableIPv4: [{ id: 'ip_2', ip: '203.0.113.11', status: 'available', subnet: null }],
      availableIPv6: [],
      privateSubnets: [{ id: 'subnet_p1', name: 'backend', cidr: '10.0.0.0/24', vlan: 12 }],
      guestNetwork: {
        status: 'mismatch',
        checkedAt: '2025-01-02T03:04:05.000Z',
        mismatches: [{ interfaceName: 'eth0', expected: ['203.0.113.10'], observed: ['198.51.100.7'] }],
        actions: { canRepair: allowed },
      },
      actions: { canAssignIp: allowed },
    });
    expect(parsed.interfaces[0]?.ip[0]?.id).toBe('ip_1');
    expect(parsed.availableIPv4[0]?.id).toBe('ip_2');
    expect(parsed.guestNetwork.status).toBe('mismatch');
    expect(parsed.guestNetwork.mismatches[0]?.interfaceName).toBe('eth0');
    expect(parsed.guestNetwork.actions.canRepair.allowed).toBe(true);
    expect(parsed.actions.canAssignIp.allowed).toBe(true);
    expect(parsed.actions.canDeletePrimaryInterface.allowed).toBe(false);
  });

  it('survives a server that leaves out the guest network and gates', () => {
    const parsed = vpsNetworkState.parse({ vpsId: 'vps_1', interfaces: [], guestNetwork: { status: 'weird' } });
    expect(parsed.guestNetwork.status).toBe('unknown');
    expect(parsed.guestNetwork.actions.canRepair.allowed).toBe(false);
    expect(parsed.availableIPv6).toEqual([]);
  });

  it('parses the available subnets response exactly as the spec table', () => {
    const parsed = availableSubnetsResponse.parse({
      subnets: [
        {
          id: null,
          parentCidr: '198.51.100.0/24',
          isCurrentNetwork: false,
          availableCount: 2,
          ips: [
            {
              id: 'ip_9',
              ip: '198.51.100.9',
              status: 'available',
              subnet: { id: null, parentCidr: '198.51.100.0/24' },
            },
            { id: null, ip: '198.51.100.10', status: 'available', subnet: null },
          ],
        },
      ],
    });
    expect(parsed.subnets[0]?.ips).toHaveLength(2);
  });

  it('drops a malformed subnet or IP and keeps its siblings', () => {
    const good = { id: null, parentCidr: '198.51.100.0/24', isCurrentNetwork: false, availableCount: 1, ips: [] };
    const parsed = availableSubnetsResponse.parse({
      subnets: [
        { id: 'x', parentCidr: null },
        { ...good, ips: [{ id: 'ip_1', ip: '198.51.100.1', status: 'available', subnet: null }, { id: 'ip_2' }] },
      ],
    });
    expect(parsed.subnets).toHaveLength(1);
    expect(parsed.subnets[0]?.ips.map((ip) => ip.id)).toEqual(['ip_1']);
  });
});

describe('network action body', () => {
  it('accepts a valid change_ip with reserveOldIp', () => {
    const parsed = vpsNetworkActionBody.parse({
      action: 'change_ip',
      ipId: 'ip_9',
      interfaceName: 'eth0',
      subnetId: 'subnet_1',
      reserveOldIp: true,
    });
    expect(parsed.action).toBe('change_ip');
  });

  it('rejects confirm on change_ip at /confirm', () => {
    const result = vpsNetworkActionBody.safeParse({
      action: 'change_ip',
      ipId: 'ip_9',
      interfaceName: 'eth0',
      confirm: true,
    });
    expect(issuesOf(result)).toEqual([{ path: 'confirm', message: 'confirm is not accepted for change_ip.' }]);
  });

  it('rejects reserveOldIp on assign_ip at /reserveOldIp', () => {
    const result = vpsNetworkActionBody.safeParse({
      action: 'assign_ip',
      ipId: 'ip_9',
      interfaceName: 'eth0',
      reserveOldIp: false,
    });
    expect(paths(result)).toEqual(['reserveOldIp']);
  });

  it('requires ipId or ipAddress for assign_ip (only ipType or subnetId is invalid)', () => {
    expect(
      paths(vpsNetworkActionBody.safeParse({ action: 'assign_ip', interfaceName: 'eth0', ipType: 'ipv4' })),
    ).toEqual(['ipId']);
    expect(
      paths(
        vpsNetworkActionBody.safeParse({
          action: 'assign_ip',
          interfaceName: 'eth0',
          subnetId: 'subnet_1',
          ipId: null,
        }),
      ),
    ).toEqual(['ipId']);
    expect(
      vpsNetworkActionBody.safeParse({ action: 'assign_ip', interfaceName: 'eth0', ipAddress: '203.0.113.11' }).success,
    ).toBe(true);
  });

  it('requires interfaceName where the spec says', () => {
    for (const action of ['repair_guest_network', 'delete_interface']) {
      expect(paths(vpsNetworkActionBody.safeParse({ action }))).toEqual(['interfaceName']);
    }
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'change_ip', ipId: 'ip_1' }))).toEqual(['interfaceName']);
  });

  it('requires ipType for get_available_subnets and remove_ip', () => {
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'get_available_subnets' }))).toEqual(['ipType']);
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'get_available_subnets', ipType: null }))).toEqual([
      'ipType',
    ]);
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'remove_ip', ipId: 'ip_2', interfaceName: 'eth0' }))).toEqual(
      ['ipType'],
    );
    expect(vpsNetworkActionBody.safeParse({ action: 'get_available_subnets', ipType: 'ipv6' }).success).toBe(true);
  });

  it('lets delete_primary_interface through only with confirm: true', () => {
    expect(vpsNetworkActionBody.safeParse({ action: 'delete_primary_interface', confirm: true }).success).toBe(true);
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'delete_primary_interface', confirm: false }))).toEqual([
      'confirm',
    ]);
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'delete_primary_interface' }))).toEqual(['confirm']);
  });

  it('validates assign_ips items with per-item paths', () => {
    const result = vpsNetworkActionBody.safeParse({
      action: 'assign_ips',
      interfaceName: 'eth0',
      ips: [
        { ipId: 'ip_1', ipAddress: null, ipType: 'ipv4' },
        { ipId: null, ipAddress: null, ipType: 'ipv4' },
      ],
    });
    expect(paths(result)).toEqual(['ips.1.ipId']);
  });

  it('validates update_rdns: empty resets, hostnames must be hostnames', () => {
    expect(vpsNetworkActionBody.safeParse({ action: 'update_rdns', ip: '203.0.113.10', rdns: '' }).success).toBe(true);
    expect(
      vpsNetworkActionBody.safeParse({ action: 'update_rdns', ip: '203.0.113.10', rdns: 'mail.example.com' }).success,
    ).toBe(true);
    expect(
      paths(vpsNetworkActionBody.safeParse({ action: 'update_rdns', ip: '203.0.113.10', rdns: 'not a host' })),
    ).toEqual(['rdns']);
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'update_rdns', ip: '999.1.1.1', rdns: '' }))).toEqual(['ip']);
  });

  it('rejects unknown actions on /action and unknown fields', () => {
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'reboot' }))).toEqual(['action']);
    const unknownField = vpsNetworkActionBody.safeParse({
      action: 'delete_interface',
      interfaceName: 'eth1',
      force: true,
    });
    expect(unknownField.success).toBe(false);
    expect(unknownField.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['force'] });
  });

  it('turns a huge string into a validation error', () => {
    const result = vpsNetworkActionBody.safeParse({ action: 'delete_interface', interfaceName: 'x'.repeat(1_000_000) });
    expect(paths(result)).toEqual(['interfaceName']);
  });

  it('caps create_private_interface vlan and needs a subnet', () => {
    expect(
      vpsNetworkActionBody.safeParse({ action: 'create_private_interface', subnetId: 'subnet_p1', vlan: 12 }).success,
    ).toBe(true);
    expect(paths(vpsNetworkActionBody.safeParse({ action: 'create_private_interface', vlan: 5000 }))).toEqual([
      'subnetId',
      'vlan',
    ]);
  });
});

describe('restart body', () => {
  it('accepts {} and { force }, validates force and ignores unknown members', () => {
    expect(vpsRestartBody.parse({})).toEqual({});
    expect(vpsRestartBody.parse({ force: true })).toEqual({ force: true });
    expect(vpsRestartBody.safeParse({ force: 'yes' }).success).toBe(false);
    expect(vpsRestartBody.parse({ hard: true })).toEqual({});
  });

  it('stop takes no body: {} only ("No body" actions, ledger)', () => {
    expect(vpsStopBody.parse({})).toEqual({});
    expect(vpsStopBody.safeParse({ force: true }).success).toBe(false);
  });
});

describe('snapshots', () => {
  it('enforces snapshot name rules', () => {
    expect(snapshotCreateBody.safeParse({ name: 'before-upgrade_2' }).success).toBe(true);
    expect(snapshotCreateBody.safeParse({ name: 'a'.repeat(40), description: null }).success).toBe(true);
    expect(issuesOf(snapshotCreateBody.safeParse({ name: 'a'.repeat(41) }))[0]?.path).toBe('name');
    expect(paths(snapshotCreateBody.safeParse({ name: 'has space' }))).toEqual(['name']);
    expect(paths(snapshotCreateBody.safeParse({ name: 'dots.are.bad' }))).toEqual(['name']);
    expect(paths(snapshotCreateBody.safeParse({ name: 'åäö' }))).toEqual(['name']);
    expect(paths(snapshotCreateBody.safeParse({ name: '' }))).toContain('name');
    expect(paths(snapshotCreateBody.safeParse({ name: 'ok', description: 'x'.repeat(501) }))).toEqual(['description']);
    // Unknown members are ignored (the spec rejects none on snapshot creation).
    expect(snapshotCreateBody.parse({ name: 'ok', retention: 48 })).toEqual({ name: 'ok' });
  });

  it('parses the snapshot list and create response', () => {
    const list = snapshotList.parse({
      available: true,
      limits: { totalSnapshots: 2, usedSnapshots: 1 },
      actions: { canCreate: allowed },
      data: [
        {
          id: 'before-upgrade',
          name: 'before-upgrade',
          description: null,
          createdAt: '2025-01-02T03:04:05.000Z',
          expiresAt: '2025-01-03T03:04:05.000Z',
          status: 'copying',
        },
      ],
    });
    expect(list.data?.[0]?.status).toBe('unknown');
    expect(list.reason).toBeNull();

    const created = snapshotCreateResponse.parse({
      operation: { status: 'queued', jobId: 'job_1', pollUrl: '/api/jobs/job_1', result: { name: 'before-upgrade' } },
    });
    expect(created.operation.result.name).toBe('before-upgrade');
    expect(
      snapshotCreateResponse.safeParse({ operation: { status: 'queued', jobId: 'job_1', pollUrl: '/api/jobs/job_1' } })
        .success,
    ).toBe(false);
  });
});

describe('ssh keys', () => {
  it('parses the key listing', () => {
    const parsed = sshKeyList.parse({
      sshKeys: [{ id: 'ssh_1', name: 'laptop', fingerprint: 'SHA256:abc', createdAt: '2025-01-02T03:04:05.000Z' }],
    });
    expect(parsed.sshKeys[0]).toMatchObject({ id: 'ssh_1', installed: false });
  });

  it('accepts an empty key list (removes all keys) and rejects duplicates and unknown fields', () => {
    expect(resetSshKeysBody.parse({ sshKeyIds: [] })).toEqual({ sshKeyIds: [] });
    expect(paths(resetSshKeysBody.safeParse({ sshKeyIds: ['ssh_1', 'ssh_1'] }))).toEqual(['sshKeyIds']);
    // Unknown members are ignored (the spec rejects none here).
    expect(resetSshKeysBody.parse({ sshKeyIds: ['ssh_1'], reboot: true })).toEqual({ sshKeyIds: ['ssh_1'] });
    expect(resetSshKeysBody.safeParse({}).success).toBe(false);
    expect(paths(resetSshKeysBody.safeParse({ sshKeyIds: ['laptop'] }))).toEqual(['sshKeyIds.0']);
  });

  it('accepts keyCount 0 despite the spec minimum of 1', () => {
    expect(resetSshKeysResponse.parse({ accepted: true, keyCount: 0 }).keyCount).toBe(0);
    expect(resetSshKeysResponse.safeParse({ accepted: true, keyCount: -1 }).success).toBe(false);
  });
});

describe('fail-safe reading', () => {
  const ip = (extra: Record<string, unknown>) => ({
    id: 'ip_1',
    ip: '203.0.113.10',
    type: 'ipv4',
    rdns: null,
    subnet: null,
    ...extra,
  });
  const iface = (extra: Record<string, unknown>) => ({
    id: 'eth0',
    type: 'public',
    macAddress: null,
    vlan: null,
    ip: [],
    ...extra,
  });

  it('reads a missing or malformed isPrimary as unknown (null), never as "not primary"', () => {
    const parsed = vpsNetworkState.parse({
      interfaces: [
        iface({
          id: 'eth0',
          ip: [ip({ id: 'ip_1' }), ip({ id: 'ip_2', isPrimary: 'yes' }), ip({ id: 'ip_3', isPrimary: false })],
        }),
        iface({ id: 'eth1', isPrimary: 1 }),
        iface({ id: 'eth2', isPrimary: false }),
      ],
    });
    const [eth0, eth1, eth2] = parsed.interfaces;
    expect(eth0?.isPrimary).toBeNull();
    expect(eth0?.ip.map((item) => item.isPrimary)).toEqual([null, null, false]);
    expect(eth0?.ip.map(isKnownNonPrimary)).toEqual([false, false, true]);
    expect(eth1?.isPrimary).toBeNull();
    expect(eth2 && isKnownNonPrimary(eth2)).toBe(true);
  });

  it('drops one malformed interface, IP or available IP and keeps the rest', () => {
    const parsed = vpsNetworkState.parse({
      interfaces: [iface({ id: 42 }), iface({ id: 'eth1', ip: ['garbage', ip({ id: 'ip_9' })] })],
      availableIPv4: [{ id: 'ip_5', ip: '203.0.113.5', status: 'available', subnet: null }, null],
      guestNetwork: {
        status: 'mismatch',
        mismatches: [{ interfaceName: 'eth1', expected: ['203.0.113.9', 7], observed: [] }, { expected: [] }],
        actions: { canRepair: allowed },
      },
    });
    expect(parsed.interfaces.map((item) => item.id)).toEqual(['eth1']);
    expect(parsed.interfaces[0]?.ip.map((item) => item.id)).toEqual(['ip_9']);
    expect(parsed.availableIPv4.map((item) => item.id)).toEqual(['ip_5']);
    expect(parsed.guestNetwork.mismatches).toEqual([
      { interfaceName: 'eth1', expected: ['203.0.113.9'], observed: [] },
    ]);
  });

  it('keeps a list page when one row is malformed', () => {
    const row = { id: 'vps_1', name: 'web-01', status: 'running' };
    const page = vpsListPage.parse({
      data: [row, { name: 'no id' }, { ...row, id: 'vps_2' }],
      hasMore: false,
      nextCursor: null,
    });
    expect(page.data.map((item) => item.id)).toEqual(['vps_1', 'vps_2']);
  });

  it('renders a server that omits the fields the spec does not name', () => {
    const detail = vps.parse({ id: 'vps_1', actions: { canRestart: allowed, canStop: allowed } });
    expect(detail).toMatchObject({ id: 'vps_1', name: null, hostname: null, status: 'unknown', plan: null });
    expect(vps.parse({ id: 'vps_1', plan: { cpuCores: 2 } }).plan).toEqual({
      name: null,
      cpuCores: 2,
      memoryGb: null,
      diskGb: null,
    });

    expect(vpsNetworkState.parse({}).vpsId).toBeNull();

    expect(sshKeyList.parse({ sshKeys: [{ id: 'ssh_1' }] }).sshKeys[0]).toMatchObject({ id: 'ssh_1', name: null });

    const list = snapshotList.parse({
      available: true,
      limits: { totalSnapshots: 2 },
      actions: { canCreate: allowed },
    });
    expect(list.limits.usedSnapshots).toBeNull();
    expect(list.data).toBeNull();
    const withSnapshot = snapshotList.parse({
      available: true,
      limits: { totalSnapshots: 2 },
      actions: { canCreate: allowed },
      data: [{ name: 'before-upgrade', status: 'available' }, { id: 'no-name' }],
    });
    expect(withSnapshot.data).toHaveLength(1);
    const first = withSnapshot.data?.[0];
    expect(first?.id).toBeNull();
    expect(first && snapshotIdOf(first)).toBe('before-upgrade');
  });
});

describe('path parameters and list query', () => {
  it('treats ids as opaque: the right prefix with unexpected characters passes, another kind does not', () => {
    expect(vpsIdParam.safeParse('vps_1a2b').success).toBe(true);
    expect(vpsIdParam.safeParse('vps_Ünïcode-and.dots').success).toBe(true);
    expect(vpsIdParam.safeParse('web-01.example.com').success).toBe(false);
    expect(vpsIdParam.safeParse('vps_').success).toBe(false);
    expect(sshKeyIdParam.safeParse('ssh_x:y').success).toBe(true);
    expect(sshKeyIdParam.safeParse('vps_1').success).toBe(false);
    expect(snapshotIdParam.safeParse('before-upgrade').success).toBe(true);
    expect(snapshotIdParam.safeParse('').success).toBe(false);
  });

  it('builds the list query on paginationQuery with the VPS statuses as filter values', () => {
    expect(vpsStatusFilterValues).toEqual(vpsStatusValues);
    expect(vpsListQuery.parse({ status: 'running', limit: '5', utm_source: 'mail' })).toEqual({
      status: 'running',
      limit: 5,
    });
    expect(paths(vpsListQuery.safeParse({ status: 'hibernating' }))).toEqual(['status']);
    expect(paths(vpsListQuery.safeParse({ limit: '101' }))).toEqual(['limit']);
  });
});

describe('contract additions for the mock (ledger "VPS")', () => {
  it('reads the start, shutdown and reset gates and the change in progress, each failing safe', () => {
    const parsed = vps.parse({
      id: 'vps_1',
      status: 'running',
      os: 'Debian 12',
      activeOperation: { jobId: 'job_1', kind: 'vps.restart', pollUrl: '/api/jobs/job_1', startedAt: 'x' },
      actions: {
        canRestart: allowed,
        canStop: allowed,
        canStart: { allowed: false, reason: 'Running.', code: 'vps_already_running' },
      },
    });
    expect(parsed.os).toBe('Debian 12');
    expect(parsed.activeOperation?.jobId).toBe('job_1');
    expect(parsed.actions.canStart.code).toBe('vps_already_running');
    expect(parsed.actions.canShutdown).toMatchObject({ allowed: false, code: 'gate_missing' });
    expect(parsed.actions.canReset).toMatchObject({ allowed: false, code: 'gate_missing' });
    expect(vps.parse({ id: 'vps_1', activeOperation: { kind: 'x' } }).activeOperation).toBeNull();
    expect(vps.parse({ id: 'vps_1' }).actions.canStart.allowed).toBe(false);
  });

  it('reads the overdue invoice of a suspended server member by member; missing or malformed is null', () => {
    const invoice = {
      id: 'inv_1',
      number: '2026-0388',
      orderId: 'ord_1',
      amount: 99,
      currencyCode: 'SEK',
      dueAt: '2026-11-08T00:00:00.000Z',
      status: 'unpaid',
      paymentUrl: 'https://pay.example/invoices/inv_1',
      purpose: 'renewal',
    };
    expect(vps.parse({ id: 'vps_1', status: 'suspended', overdueInvoice: invoice }).overdueInvoice).toEqual(invoice);
    expect(vps.parse({ id: 'vps_1' }).overdueInvoice).toBeNull();
    expect(vps.parse({ id: 'vps_1', overdueInvoice: 'inv_1' }).overdueInvoice).toBeNull();
    // One bad member is null on its own; only an https payment address is kept.
    const partial = vps.parse({
      id: 'vps_1',
      overdueInvoice: { ...invoice, amount: '99', status: 'overdue', paymentUrl: 'javascript:alert(1)' },
    }).overdueInvoice;
    expect(partial).toMatchObject({ id: 'inv_1', number: '2026-0388', amount: null, status: 'unknown' });
    expect(partial?.paymentUrl).toBeNull();
    // List items never carry it.
    expect(
      vpsListPage.parse({ data: [{ id: 'vps_1', overdueInvoice: invoice }], hasMore: false, nextCursor: null }).data[0],
    ).not.toHaveProperty('overdueInvoice');
  });

  it('takes q on the list query', () => {
    expect(vpsListQuery.parse({ q: 'web' })).toEqual({ q: 'web', limit: 20 });
    expect(paths(vpsListQuery.safeParse({ q: 'x'.repeat(101) }))).toEqual(['q']);
  });

  it('validates a new SSH key with the shared parser, reporting the reason at publicKey', () => {
    const publicKey = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPNeltY3Z0hpuQ5DtOFjbpGfG1N6W9g5RY4FoyNG2aIR e2e@test';
    expect(sshKeyCreateBody.parse({ name: ' laptop ', publicKey, extra: true })).toEqual({ name: 'laptop', publicKey });
    expect(issuesOf(sshKeyCreateBody.safeParse({ name: 'k', publicKey: 'nonsense' }))).toEqual([
      { path: 'publicKey', message: expect.stringContaining('not a supported key type') },
    ]);
    expect(paths(sshKeyCreateBody.safeParse({ name: '  ', publicKey }))).toEqual(['name']);
    expect(paths(sshKeyCreateBody.safeParse({ name: 'tab\there', publicKey }))).toEqual(['name']);
    expect(paths(sshKeyCreateBody.safeParse({ name: 'k', publicKey: 'x'.repeat(100_000) }))).toEqual(['publicKey']);
  });

  it('parses a created key, upgrade options and the config response, tolerating what is ours', () => {
    expect(sshKeyCreateResponse.parse({ id: 'ssh_1' })).toMatchObject({
      id: 'ssh_1',
      type: null,
      bits: null,
      installed: false,
    });
    const options = vpsUpgradeOptions.parse({
      snapshotSlots: {
        current: 1,
        options: [{ slots: 2, monthlyAmount: 49, currencyCode: 'SEK' }, { slots: 'many' }],
      },
    });
    expect(options.snapshotSlots).toEqual({
      current: 1,
      used: null,
      options: [{ slots: 2, monthlyAmount: 49, currencyCode: 'SEK', isCurrent: false }],
    });
    expect(vpsUpgradeOptions.parse({}).snapshotSlots).toBeNull();
    expect(vpsConfigBody.parse({ resources: { snapshotSlots: 3, cpuCores: 4 }, note: 'x' })).toEqual({
      resources: { snapshotSlots: 3 },
    });
    expect(paths(vpsConfigBody.safeParse({ resources: { snapshotSlots: -1 } }))).toEqual(['resources.snapshotSlots']);
    const config = vpsConfigResponse.parse({ operation: { status: 'completed', jobId: 'job_1', pollUrl: null } });
    expect(config.resources.snapshotSlots).toBeNull();
    expect(snapshotDeleteResponse).toBe(snapshotList);
  });

  it('gives reset, shutdown and start no body, like stop', () => {
    expect(vpsNoBody.parse({})).toEqual({});
    expect(vpsNoBody.safeParse({ force: true }).success).toBe(false);
  });
});
