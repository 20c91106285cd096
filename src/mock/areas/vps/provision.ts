import { randomBytes } from 'node:crypto';
import type { Job } from '@/mock/platform/jobs';
import { defaultRdns, inCidr } from './ip';
import { metricsProfile } from './metrics';
import { macAddress } from './network';
import {
  isoAt,
  relNow,
  startChange,
  type RegionCode,
  type StoredIp,
  type StoredVps,
  type VpsHost,
  type VpsState,
} from './state';

/**
 * A new server from an order (issue 38; `orderRoutes.create`): listed at once as `provisioning` without addresses,
 * busy with its `vps.provision` job; when the job completes it runs, with a public IPv4 and IPv6 address of its
 * location (a free one of the region's pool when there is one, else the next of the provider's range for new
 * servers), and, when the order asked for it, with the chosen snapshot of another server restored onto its disk.
 */

/** The provider's ranges for new servers where the world's pool has nothing free (a new account's world has none). */
const NEW_SERVER_RANGES: Record<RegionCode, { v4: string; v4Prefix: string; v6Prefix: string }> = {
  sto1: { v4: '198.18.10.0/24', v4Prefix: '198.18.10.', v6Prefix: '2001:db8:a10::' },
  fra1: { v4: '198.18.20.0/24', v4Prefix: '198.18.20.', v6Prefix: '2001:db8:a20::' },
};

/** A random password of letters and digits (never a seed's: it is the customer's secret). */
export function newPassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

function ipId(): string {
  return `ip_${randomBytes(4).toString('hex')}`;
}

function usedAddresses(state: VpsState): Set<string> {
  return new Set(state.servers.flatMap((vps) => vps.interfaces.flatMap((iface) => iface.ips.map((ip) => ip.address))));
}

/** A public address of the family for a server in `region`: from the free pool, else the next of the new range. */
function allocate(state: VpsState, region: RegionCode, family: 'ipv4' | 'ipv6'): StoredIp {
  const regionSubnets = new Set(
    state.subnets.filter((subnet) => subnet.region === region && subnet.family === family).map((s) => s.id),
  );
  const free = state.pool.find(
    (ip) => ip.family === family && regionSubnets.has(ip.subnetId) && ip.reservedFor === null && ip.heldBy === null,
  );
  if (free) {
    state.pool = state.pool.filter((ip) => ip !== free);
    return { id: free.id, address: free.address, family, subnetId: free.subnetId, rdns: defaultRdns(free.address) };
  }
  const range = NEW_SERVER_RANGES[region];
  const used = usedAddresses(state);
  let host = 10;
  const addressOf = (n: number) => (family === 'ipv4' ? `${range.v4Prefix}${n}` : `${range.v6Prefix}${n.toString(16)}`);
  while (used.has(addressOf(host))) host += 1;
  const address = addressOf(host);
  const subnetId = `subnet_new_${region}_${family}`;
  if (!state.subnets.some((subnet) => subnet.id === subnetId)) {
    state.subnets.push({ id: subnetId, cidr: family === 'ipv4' ? range.v4 : `${range.v6Prefix}/64`, family, region });
  }
  if (family === 'ipv4' && !inCidr(address, range.v4)) throw new Error(`No address left in ${range.v4}`);
  return { id: ipId(), address, family, subnetId, rdns: defaultRdns(address) };
}

export interface ProvisionInput {
  customerId: string;
  hostname: string;
  region: RegionCode;
  plan: StoredVps['plan'];
  os: string;
  sshKeyIds: readonly string[];
  billingMode: 'payg' | 'prepaid';
  billingCycle: 'monthly' | 'quarterly' | 'annually';
  /** A snapshot of another of the customer's servers to restore once installed (the order's restore intent). */
  restoreFrom: { vps: StoredVps; snapshot: string } | null;
}

export interface Provisioned {
  vps: StoredVps;
  job: Job;
  /** Made when no SSH key was chosen; shown once (the order's 201 only). */
  rootPassword: string | null;
}

export function provisionServer(host: VpsHost, state: VpsState, input: ProvisionInput): Provisioned {
  const id = `vps_${randomBytes(4).toString('hex')}`;
  const name = input.hostname.split('.')[0] ?? input.hostname;
  const vps: StoredVps = {
    id,
    customerId: input.customerId,
    name,
    hostname: input.hostname,
    status: 'provisioning',
    plan: { ...input.plan },
    region: input.region,
    os: input.os,
    createdAt: '',
    createdAtRel: relNow(host),
    interfaces: [],
    guestObserved: {},
    guestCheckedAtRel: relNow(host),
    snapshotSlots: 0,
    snapshots: [],
    installedKeyIds: [...input.sshKeyIds],
    flaky: false,
    suspendedReason: null,
    stoppedUnexpectedly: false,
    lastFailedJob: null,
    activeOperation: null,
    metrics: metricsProfile(id, { level: 0.1 }),
    rescueSinceRel: null,
    billingMode: input.billingMode,
    billingCycle: input.billingCycle,
  };
  state.servers.push(vps);
  const restore = input.restoreFrom;
  const job = startChange(host, vps, {
    customerId: input.customerId,
    kind: 'vps.provision',
    operationResult: { vpsId: id, name },
    apply: () => {
      const v4 = allocate(state, input.region, 'ipv4');
      const v6 = allocate(state, input.region, 'ipv6');
      vps.interfaces = [
        {
          name: 'eth0',
          type: 'public',
          isPrimary: true,
          macAddress: macAddress(id, 'eth0'),
          vlan: null,
          privateNetworkId: null,
          ips: [v4, v6],
        },
      ];
      vps.status = 'running';
      vps.guestCheckedAtRel = relNow(host);
      const snapshot = restore?.vps.snapshots.find((item) => item.name === restore.snapshot);
      return {
        result: {
          vpsId: id,
          name,
          status: vps.status,
          primaryIpv4: v4.address,
          primaryIpv6: v6.address,
          restoredFrom:
            restore && snapshot
              ? { vpsId: restore.vps.id, snapshot: snapshot.name, restoredTo: isoAt(host, snapshot.createdAtRel) }
              : null,
        },
      };
    },
  });
  return { vps, job, rootPassword: input.sshKeyIds.length === 0 ? newPassword() : null };
}
