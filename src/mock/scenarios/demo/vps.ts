import type { VpsSeedSpec, VpsSpec } from '@/mock/areas/vps/seed';
import { DEMO_DNS, DEMO_OTHER_VPS, DEMO_SSH_KEYS, DEMO_VPS, DEMO_VPS_METRICS, DEMO_VPS_NETWORK } from './ids';

/**
 * The demo scenario's VPSs: Astrid has one per state the screens must show (running, stopped, busy, guest-network
 * mismatch, snapshots full, snapshots unavailable, flaky, two public interfaces, suspended); Bruno has one. The
 * records tests use come from ./ids.
 */

const HOUR = 60 * 60 * 1000;

const PLANS = {
  s: { name: 'VPS S', cpuCores: 1, memoryGb: 2, diskGb: 40 },
  m: { name: 'VPS M', cpuCores: 2, memoryGb: 4, diskGb: 80 },
  l: { name: 'VPS L', cpuCores: 4, memoryGb: 8, diskGb: 160 },
  xl: { name: 'VPS XL', cpuCores: 8, memoryGb: 16, diskGb: 320 },
} as const;

const { web, db, mismatch, busy, snapshotsFull, snapshotsUnavailable, flaky, twoPublicInterfaces, suspended, fresh } =
  DEMO_VPS;
const NET = DEMO_VPS_NETWORK;
const METRICS = DEMO_VPS_METRICS;

/** A VPS with one public interface (eth0) holding `ips`. */
function singleInterface(ips: VpsSpec['interfaces'][number]['ips']): VpsSpec['interfaces'] {
  return [{ name: 'eth0', type: 'public', primary: true, ips }];
}

const servers: VpsSpec[] = [
  {
    id: web.id,
    owner: 'main',
    name: web.name,
    hostname: web.hostname,
    status: web.status,
    plan: PLANS.l,
    region: web.region,
    os: 'Ubuntu 24.04 LTS',
    createdAt: '2024-03-11T09:12:44.000Z',
    interfaces: [
      {
        name: web.primaryInterface,
        type: 'public',
        primary: true,
        ips: [
          { ...web.ips.primaryV4, rdns: DEMO_DNS.web },
          { ...web.ips.primaryV6, rdns: DEMO_DNS.web },
          { ...web.ips.secondaryV4, rdns: DEMO_DNS.mail },
        ],
      },
      {
        name: web.privateInterface,
        type: 'private',
        privateNetworkId: NET.backendNetwork.id,
        ips: [web.ips.private],
      },
    ],
    snapshotSlots: web.snapshots.slots,
    snapshots: [
      { name: web.snapshots.kept, description: 'Before upgrading PHP to 8.4', ageMs: 5 * HOUR },
      { name: web.snapshots.expiringSoon, ageMs: 23.5 * HOUR },
    ],
    installedKeyIds: [DEMO_SSH_KEYS.laptop.id, DEMO_SSH_KEYS.ci.id],
    metrics: { level: 0.45 },
  },
  {
    id: db.id,
    owner: 'main',
    name: db.name,
    hostname: db.hostname,
    status: db.status,
    plan: PLANS.xl,
    region: db.region,
    os: 'Debian 12',
    createdAt: '2024-03-11T09:40:02.000Z',
    interfaces: [
      {
        name: 'eth0',
        type: 'public',
        primary: true,
        ips: [
          { id: 'ip_7e9a1c35', address: db.ipv4, rdns: db.hostname },
          { id: 'ip_8f0b2d46', address: db.ipv6 },
        ],
      },
      {
        name: 'eth1',
        type: 'private',
        privateNetworkId: NET.backendNetwork.id,
        ips: [{ id: 'ip_90c1e3f7', address: '10.20.0.12' }],
      },
    ],
    snapshotSlots: 2,
    snapshots: [{ name: 'before-schema-migration', description: 'Orders table migration', ageMs: 2 * HOUR }],
    installedKeyIds: [DEMO_SSH_KEYS.laptop.id],
    // It went down on its own two hours ago (ticket #104208): Home's "stopped unexpectedly" item.
    stoppedUnexpectedly: true,
    metrics: { level: 0.55, silentForMs: METRICS.silent.silentForMs },
  },
  {
    id: mismatch.id,
    owner: 'main',
    name: mismatch.name,
    hostname: mismatch.hostname,
    status: mismatch.status,
    plan: PLANS.m,
    region: mismatch.region,
    os: 'AlmaLinux 9',
    createdAt: '2024-09-02T14:05:51.000Z',
    interfaces: singleInterface([
      { id: 'ip_a1d2f408', address: mismatch.ipv4, rdns: mismatch.hostname },
      { id: 'ip_b2e3a519', address: mismatch.ipv6 },
    ]),
    guestObserved: { [mismatch.mismatchInterface]: [mismatch.ipv4, mismatch.staleAddress] },
    snapshotSlots: 1,
    installedKeyIds: [DEMO_SSH_KEYS.laptop.id, DEMO_SSH_KEYS.yubikey.id],
    metrics: {
      level: 0.35,
      gaps: [METRICS.gaps.recentGap, METRICS.gaps.busyGap, METRICS.gaps.oldGap],
      busy: [METRICS.gaps.busy],
    },
  },
  {
    id: busy.id,
    owner: 'main',
    name: busy.name,
    hostname: busy.hostname,
    status: busy.status,
    plan: PLANS.l,
    region: busy.region,
    os: 'Ubuntu 22.04 LTS',
    createdAt: '2025-01-20T08:30:00.000Z',
    interfaces: singleInterface([{ id: 'ip_c3f4b62a', address: busy.ipv4 }]),
    snapshotSlots: 1,
    installedKeyIds: [DEMO_SSH_KEYS.ci.id],
    busyWith: { kind: busy.busyKind, startedAgoMs: 10 * 60 * 1000, remainingMs: busy.busyForMs },
  },
  {
    id: snapshotsFull.id,
    owner: 'main',
    name: snapshotsFull.name,
    hostname: snapshotsFull.hostname,
    status: snapshotsFull.status,
    plan: PLANS.m,
    region: snapshotsFull.region,
    os: 'Debian 12',
    createdAt: '2024-06-14T18:22:10.000Z',
    interfaces: singleInterface([{ id: 'ip_d4a5c73b', address: snapshotsFull.ipv4 }]),
    snapshotSlots: snapshotsFull.slots,
    snapshots: [
      { name: 'nightly-a', ageMs: 20 * HOUR },
      { name: 'nightly-b', description: 'Before rotating the backup keys', ageMs: 8 * HOUR },
    ],
    installedKeyIds: [DEMO_SSH_KEYS.laptop.id],
  },
  {
    id: snapshotsUnavailable.id,
    owner: 'main',
    name: snapshotsUnavailable.name,
    hostname: snapshotsUnavailable.hostname,
    status: snapshotsUnavailable.status,
    plan: PLANS.s,
    region: snapshotsUnavailable.region,
    os: 'Rocky Linux 9',
    createdAt: '2023-02-01T10:00:00.000Z',
    interfaces: singleInterface([{ id: 'ip_e5b6d84c', address: snapshotsUnavailable.ipv4 }]),
    snapshotSlots: 0,
    metrics: { unavailableReason: METRICS.unavailable.reason },
  },
  {
    id: flaky.id,
    owner: 'main',
    name: flaky.name,
    hostname: flaky.hostname,
    status: flaky.status,
    plan: PLANS.s,
    region: flaky.region,
    os: 'Ubuntu 24.04 LTS',
    createdAt: '2025-04-03T12:00:00.000Z',
    interfaces: singleInterface([{ id: 'ip_f6c7e95d', address: flaky.ipv4 }]),
    snapshotSlots: 1,
    flaky: true,
    // Its last graceful restart failed (the guest did not answer): Home's "a change failed" item.
    lastFailedJob: {
      jobId: 'job_5e1d7c90',
      kind: 'vps.restart',
      failedAgoMs: 3 * HOUR,
      code: 'guest_unresponsive',
      title: 'The guest did not respond',
    },
    metrics: { level: 0.2, diskTotals: null },
  },
  {
    id: twoPublicInterfaces.id,
    owner: 'main',
    name: twoPublicInterfaces.name,
    hostname: twoPublicInterfaces.hostname,
    status: twoPublicInterfaces.status,
    plan: PLANS.m,
    region: twoPublicInterfaces.region,
    os: 'Debian 12',
    createdAt: '2025-02-17T07:45:00.000Z',
    interfaces: [
      {
        name: twoPublicInterfaces.primaryInterface,
        type: 'public',
        primary: true,
        ips: [
          { id: 'ip_07d8fa6e', address: twoPublicInterfaces.ipv4, rdns: twoPublicInterfaces.hostname },
          { id: 'ip_18e90b7f', address: twoPublicInterfaces.ipv6 },
        ],
      },
      {
        name: twoPublicInterfaces.secondInterface,
        type: 'public',
        ips: [{ id: 'ip_29fa1c80', address: twoPublicInterfaces.secondIpv4 }],
      },
    ],
    snapshotSlots: 2,
    metrics: { level: 0.6, networkTotals: 'estimated', diskTotals: 'estimated' },
  },
  {
    id: fresh.id,
    owner: 'main',
    name: fresh.name,
    hostname: fresh.hostname,
    status: fresh.status,
    plan: PLANS.s,
    region: fresh.region,
    os: 'Ubuntu 24.04 LTS',
    createdAt: { agoMs: fresh.createdAgoMs },
    interfaces: singleInterface([{ id: 'ip_7d3e9f52', address: fresh.ipv4 }]),
    snapshotSlots: 1,
    metrics: { level: 0.15 },
  },
  {
    id: suspended.id,
    owner: 'main',
    name: suspended.name,
    hostname: suspended.hostname,
    status: suspended.status,
    plan: PLANS.s,
    region: suspended.region,
    os: 'Debian 11',
    createdAt: '2022-11-05T16:20:00.000Z',
    interfaces: singleInterface([{ id: 'ip_3a0b2d91', address: suspended.ipv4 }]),
    snapshotSlots: 1,
    snapshots: [{ name: 'last-known-good', ageMs: 12 * HOUR }],
    suspendedReason: `invoice ${suspended.invoice.number} is overdue. Pay it to resume the server.`,
  },
  {
    id: DEMO_OTHER_VPS.web.id,
    owner: 'other',
    name: DEMO_OTHER_VPS.web.name,
    hostname: DEMO_OTHER_VPS.web.hostname,
    status: 'running',
    plan: PLANS.m,
    region: 'fra1',
    os: 'Ubuntu 24.04 LTS',
    createdAt: '2024-08-08T08:08:08.000Z',
    interfaces: [
      {
        name: 'eth0',
        type: 'public',
        primary: true,
        ips: [{ id: 'ip_4b1c3ea2', address: DEMO_OTHER_VPS.web.ipv4, rdns: DEMO_OTHER_VPS.web.hostname }],
      },
      {
        name: 'eth1',
        type: 'private',
        privateNetworkId: 'subnet_ab34cd56',
        ips: [{ id: 'ip_5c2d4fb3', address: '10.50.0.11' }],
      },
    ],
    snapshotSlots: 2,
    snapshots: [{ name: 'before-upgrade', ageMs: 3 * HOUR }],
    installedKeyIds: [DEMO_SSH_KEYS.othersLaptop.id],
  },
];

export const DEMO_VPS_SPECS: VpsSeedSpec = {
  servers,
  subnets: [
    {
      id: NET.stockholmSubnet.id,
      cidr: NET.stockholmSubnet.cidr,
      region: 'sto1',
      pool: [
        NET.freeIpv4,
        NET.freeIpv4b,
        { id: 'ip_0c2e4a6b', address: '203.0.113.102' },
        { ...NET.reservedIpv4, reservedFor: 'main' },
        { ...NET.othersReservedIpv4, reservedFor: 'other' },
      ],
    },
    {
      id: NET.stockholmSubnet2.id,
      cidr: NET.stockholmSubnet2.cidr,
      region: 'sto1',
      pool: [NET.freeIpv4Other, { id: 'ip_1f3b5d7e', address: '192.0.2.11' }],
    },
    {
      id: NET.stockholmSubnetV6.id,
      cidr: NET.stockholmSubnetV6.cidr,
      region: 'sto1',
      pool: [NET.freeIpv6, { id: 'ip_2a4c6e80', address: '2001:db8:10::101' }],
    },
    {
      id: 'subnet_6c1e8b93',
      cidr: '198.51.100.0/24',
      region: 'fra1',
      pool: [
        { id: 'ip_3b5d7f91', address: '198.51.100.50' },
        { id: 'ip_4c6e8a02', address: '198.51.100.51' },
      ],
    },
    {
      id: 'subnet_2a7f5d18',
      cidr: '2001:db8:20::/64',
      region: 'fra1',
      pool: [{ id: 'ip_5d7f9b13', address: '2001:db8:20::100' }],
    },
  ],
  privateNetworks: [
    { ...NET.backendNetwork, owner: 'main', region: 'sto1' },
    { ...NET.managementNetwork, owner: 'main', region: 'sto1' },
    { id: 'subnet_ab34cd56', owner: 'other', name: 'intern', cidr: '10.50.0.0/24', vlan: 150, region: 'fra1' },
  ],
  sshKeys: [
    {
      id: DEMO_SSH_KEYS.laptop.id,
      owner: 'main',
      name: DEMO_SSH_KEYS.laptop.name,
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIF7LqLGMOHeHJc2FRnBAr+DkkkPF/4CcoosBEpt2Tf/d astrid@laptop',
      createdAt: '2024-03-11T09:00:00.000Z',
    },
    {
      id: DEMO_SSH_KEYS.ci.id,
      owner: 'main',
      name: DEMO_SSH_KEYS.ci.name,
      publicKey:
        'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQDI38uBPO/m1eIj6LoC1nbpi9uCFoDJ2LPmC6EKcczO0ZNUxr6TTSv6Agjm5xpjmmCoxOFEN/GyX4tXxAvuVeS9XsXX12JXZqAM0iO0odXfnH3BNhH11oZn5gZfdlVQcMmNHz461958UQlH5bJjgT7rwbMyFsge6C8Yn9eubaD82nZN4GVxIo6px+q4z/fl4xl8214YPkB6arOlMdX89QlPVer6NWz/9Sku4OgIbCLO3GgOQSECwczvVpgOzpamvQJ8xDd+ZpfdzI4G0qX2D9kbhF61TFmXMU1ASBXQPtn/0w4i1wzkCiD3dOP0vIt8xgpTiWCdN/MfWGeQGt4BrAsPdc3fhNNro7KWAcTGDfMVe36It//OR5VdVsq6WmubzUXCWdEohdwdZU4GVTAPpHE+AyCfC7HldaoiVjv9tp7znSWJ3cA5tD+mr1e/OE8D+SVJXWSRF/y/yu6yVdCrST7yHz/Pp51WmSZnDiURpWWUHdGS+4wL0Ob61EoXcuFNv3E= ci-deploy@nordlicht',
      createdAt: '2024-05-02T13:30:00.000Z',
    },
    {
      id: DEMO_SSH_KEYS.yubikey.id,
      owner: 'main',
      name: DEMO_SSH_KEYS.yubikey.name,
      publicKey:
        'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBBrCOz9ASjb4NGRweI51cCLzosNfPPt4gVuIdCe7t36LiyRye/XNxbcMpIAW6b+9OmLdHeT8LJPYno1OgIaMNbI= ops-yubikey',
      createdAt: '2025-01-15T08:00:00.000Z',
    },
    {
      id: DEMO_SSH_KEYS.othersLaptop.id,
      owner: 'other',
      name: DEMO_SSH_KEYS.othersLaptop.name,
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIILoqBczAsxSrcDySAvdzqUSjRRI+rssaHm00Nm8SLVu bruno@keller',
      createdAt: '2024-08-08T08:00:00.000Z',
    },
  ],
  dns: {
    [DEMO_DNS.web]: [web.ipv4, web.ipv6],
    'www.nordlicht.se': [web.ipv4, web.ipv6],
    [DEMO_DNS.mail]: [web.ips.secondaryV4.address],
    [DEMO_DNS.api]: [NET.freeIpv4.address],
    [DEMO_DNS.elsewhere]: [DEMO_DNS.elsewhereAddress],
    [db.hostname]: [db.ipv4, db.ipv6],
    [mismatch.hostname]: [mismatch.ipv4],
    [busy.hostname]: [busy.ipv4],
    [snapshotsFull.hostname]: [snapshotsFull.ipv4],
    [snapshotsUnavailable.hostname]: [snapshotsUnavailable.ipv4],
    [flaky.hostname]: [flaky.ipv4],
    [twoPublicInterfaces.hostname]: [twoPublicInterfaces.ipv4, twoPublicInterfaces.ipv6],
    [suspended.hostname]: [suspended.ipv4],
    [fresh.hostname]: [fresh.ipv4],
    [DEMO_OTHER_VPS.web.hostname]: [DEMO_OTHER_VPS.web.ipv4],
  },
};
