import { parseSshPublicKey } from '@/api/schemas/ssh-public-key';
import type { WorldCustomers } from '@/mock/platform/customers';
import { defaultRdns, inCidr, ipFamily, type IpFamily } from './ip';
import { metricsProfile, type MetricsSpec } from './metrics';
import { macAddress } from './network';
import { sha256Fingerprint } from './ssh-keys';
import {
  emptyVpsState,
  type RegionCode,
  type StoredInterface,
  type StoredPowerStatus,
  type StoredVps,
  type VpsState,
} from './state';

/**
 * Turns a scenario's VPS data into VPS state. Specs say what a reader sees; derived values (address families,
 * subnets of assigned IPs, MAC addresses, default reverse DNS, key fingerprints) follow from them, so scenarios
 * never spell them out. Times that move with the world clock are given as ages ("3 hours old at world creation").
 */

type Owner = keyof WorldCustomers;

export interface IpSpec {
  id: string;
  address: string;
  /** Default: the provider's name for the address (public) or none (private). */
  rdns?: string;
}

export interface InterfaceSpec {
  name: string;
  type: 'public' | 'private';
  primary?: boolean;
  /** Private interfaces: the private network they join (its VLAN unless `vlan` says otherwise). */
  privateNetworkId?: string;
  vlan?: number;
  ips: IpSpec[];
}

export interface SnapshotSpec {
  name: string;
  description?: string;
  /** How old the snapshot is when the world is created. */
  ageMs: number;
}

export interface VpsSpec {
  id: string;
  owner: Owner;
  name: string;
  hostname: string;
  status: Extract<StoredPowerStatus, 'running' | 'stopped' | 'suspended'>;
  plan: { name: string; cpuCores: number; memoryGb: number; diskGb: number };
  region: RegionCode;
  os: string;
  /** A fixed date, or `{ agoMs }`: created that long before the world (a brand-new VPS). */
  createdAt: string | { agoMs: number };
  interfaces: InterfaceSpec[];
  /** Addresses the guest reports per interface, where they differ from the assigned ones. */
  guestObserved?: Record<string, string[]>;
  snapshotSlots: number;
  snapshots?: SnapshotSpec[];
  installedKeyIds?: string[];
  flaky?: boolean;
  suspendedReason?: string;
  /** Stopped without the customer asking (a crash): Home lists it (ledger "Home"). */
  stoppedUnexpectedly?: boolean;
  /** A change that failed `failedAgoMs` before the world was created (ledger "Home", `lastFailedJob`). */
  lastFailedJob?: { jobId: string; kind: string; failedAgoMs: number; code: string; title: string };
  /** A change begun `startedAgoMs` before world creation, in progress for the first `remainingMs` of world time. */
  busyWith?: { kind: string; startedAgoMs: number; remainingMs: number };
  /** Its metrics history (default: a full history of moderate use since `createdAt`, exact counters). */
  metrics?: MetricsSpec;
}

export interface PublicSubnetSpec {
  id: string;
  cidr: string;
  region: RegionCode;
  /** The subnet's addresses on no interface: free, or reserved for one customer. */
  pool: { id: string; address: string; reservedFor?: Owner }[];
}

export interface PrivateNetworkSpec {
  id: string;
  owner: Owner;
  name: string;
  cidr: string;
  vlan: number;
  region: RegionCode;
}

export interface SshKeySpec {
  id: string;
  owner: Owner;
  name: string;
  /** An OpenSSH public key line. */
  publicKey: string;
  createdAt: string;
}

export interface VpsSeedSpec {
  servers: readonly VpsSpec[];
  subnets: readonly PublicSubnetSpec[];
  privateNetworks: readonly PrivateNetworkSpec[];
  sshKeys: readonly SshKeySpec[];
  /** The world's public DNS: hostname → addresses. */
  dns: Readonly<Record<string, readonly string[]>>;
}

const GUEST_CHECKED_AGO_MS = 5 * 60 * 1000;

function familyOf(address: string): IpFamily {
  const family = ipFamily(address);
  if (!family) throw new Error(`Seed: ${address} is not an IP address`);
  return family;
}

export function seedVps(spec: VpsSeedSpec, customers: WorldCustomers): VpsState {
  const state = emptyVpsState();
  state.subnets = spec.subnets.map((subnet) => ({
    id: subnet.id,
    cidr: subnet.cidr,
    family: familyOf(subnet.cidr.split('/')[0] ?? ''),
    region: subnet.region,
  }));
  state.pool = spec.subnets.flatMap((subnet) =>
    subnet.pool.map((ip) => {
      if (!inCidr(ip.address, subnet.cidr)) throw new Error(`Seed: ${ip.address} is not in ${subnet.cidr}`);
      return {
        id: ip.id,
        address: ip.address,
        family: familyOf(ip.address),
        subnetId: subnet.id,
        reservedFor: ip.reservedFor ? customers[ip.reservedFor].id : null,
        heldBy: null,
      };
    }),
  );
  state.privateNetworks = spec.privateNetworks.map((network) => ({
    id: network.id,
    customerId: customers[network.owner].id,
    name: network.name,
    cidr: network.cidr,
    vlan: network.vlan,
    region: network.region,
  }));
  state.sshKeys = spec.sshKeys.map((key) => {
    const parsed = parseSshPublicKey(key.publicKey);
    if (!parsed.ok) throw new Error(`Seed: SSH key ${key.id}: ${parsed.message}`);
    return {
      id: key.id,
      customerId: customers[key.owner].id,
      name: key.name,
      type: parsed.key.type,
      bits: parsed.key.bits,
      publicKey: parsed.key.canonical,
      fingerprint: sha256Fingerprint(parsed.key.blob),
      createdAt: key.createdAt,
    };
  });
  state.dns = new Map(Object.entries(spec.dns).map(([name, addresses]) => [name, [...addresses]]));

  const subnetIdOf = (address: string): string => {
    const subnet = state.subnets.find((candidate) => inCidr(address, candidate.cidr));
    if (!subnet) throw new Error(`Seed: ${address} is in no public subnet`);
    return subnet.id;
  };

  state.servers = spec.servers.map((server): StoredVps => {
    const interfaces = server.interfaces.map((iface): StoredInterface => {
      const network = state.privateNetworks.find((candidate) => candidate.id === iface.privateNetworkId);
      if (iface.type === 'private' && !network) throw new Error(`Seed: ${server.name}/${iface.name} has no network`);
      return {
        name: iface.name,
        type: iface.type,
        isPrimary: iface.primary ?? false,
        macAddress: macAddress(server.id, iface.name),
        vlan: iface.vlan ?? network?.vlan ?? null,
        privateNetworkId: network?.id ?? null,
        ips: iface.ips.map((ip) => ({
          id: ip.id,
          address: ip.address,
          family: familyOf(ip.address),
          subnetId: network ? network.id : subnetIdOf(ip.address),
          rdns: network ? null : (ip.rdns ?? defaultRdns(ip.address)),
        })),
      };
    });
    return {
      id: server.id,
      customerId: customers[server.owner].id,
      name: server.name,
      hostname: server.hostname,
      status: server.status,
      plan: { ...server.plan },
      region: server.region,
      os: server.os,
      createdAt: typeof server.createdAt === 'string' ? server.createdAt : '',
      createdAtRel: typeof server.createdAt === 'string' ? null : -server.createdAt.agoMs,
      interfaces,
      guestObserved: Object.fromEntries(
        Object.entries(server.guestObserved ?? {}).map(([name, addresses]) => [name, [...addresses]]),
      ),
      guestCheckedAtRel: -GUEST_CHECKED_AGO_MS,
      snapshotSlots: server.snapshotSlots,
      snapshots: (server.snapshots ?? []).map((snapshot) => ({
        name: snapshot.name,
        description: snapshot.description ?? null,
        createdAtRel: -snapshot.ageMs,
        status: 'available',
      })),
      installedKeyIds: [...(server.installedKeyIds ?? [])],
      flaky: server.flaky ?? false,
      suspendedReason: server.suspendedReason ?? null,
      stoppedUnexpectedly: server.stoppedUnexpectedly ?? false,
      lastFailedJob: server.lastFailedJob
        ? {
            jobId: server.lastFailedJob.jobId,
            kind: server.lastFailedJob.kind,
            failedAtRel: -server.lastFailedJob.failedAgoMs,
            code: server.lastFailedJob.code,
            title: server.lastFailedJob.title,
          }
        : null,
      activeOperation: null,
      metrics: metricsProfile(server.id, server.metrics),
    };
  });
  state.seededChanges = spec.servers.flatMap((server) =>
    server.busyWith ? [{ vpsId: server.id, ...server.busyWith }] : [],
  );
  return state;
}
