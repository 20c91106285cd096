import { createHash } from 'node:crypto';
import type { ActionGate } from '@/api/schemas/common';
import type {
  AvailableIp,
  AvailableSubnetsResponse,
  GuestNetwork,
  IpType,
  VpsNetworkState,
} from '@/api/schemas/vps-network';
import { ProblemError } from '@/mock/platform/problems';
import { sameIp } from './ip';
import {
  ALLOWED,
  REGION_NAMES,
  assignedIps,
  blocked,
  isPrimaryIp,
  isoAt,
  vpsWideBlock,
  type PoolIp,
  type StoredVps,
  type VpsHost,
  type VpsState,
} from './state';

/**
 * The network of a VPS as `GET …/network` shows it (`vpsRoutes.network`): interfaces, the IPs it may take, private
 * networks, the guest network and the gates; also `get_available_subnets`. The actions live in network-actions.ts.
 */

export const MAX_INTERFACES = 8;

/** 403 with the gate's code and reason, naming the gate when there is one (ledger: blocked gates). */
export function gateRefusal(gateName: string | null, gate: ActionGate): ProblemError {
  return new ProblemError({
    status: 403,
    code: gate.code ?? 'forbidden',
    detail: gate.reason ?? 'This action is not allowed now.',
    ...(gateName ? { extensions: { gate: gateName } } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------

export function subnetOf(state: VpsState, subnetId: string | null) {
  return state.subnets.find((subnet) => subnet.id === subnetId);
}

function privateNetworkOf(state: VpsState, id: string | null) {
  return state.privateNetworks.find((network) => network.id === id);
}

/** Public IPs this VPS may take: free ones of its region and the ones its customer reserved there. */
export function availableIps(state: VpsState, vps: StoredVps, family?: IpType): PoolIp[] {
  return state.pool.filter(
    (ip) =>
      ip.heldBy === null &&
      (ip.reservedFor === null || ip.reservedFor === vps.customerId) &&
      subnetOf(state, ip.subnetId)?.region === vps.region &&
      (family === undefined || ip.family === family),
  );
}

function subnetRef(state: VpsState, subnetId: string | null): { id: string; parentCidr: string } | null {
  const subnet = subnetOf(state, subnetId);
  if (subnet) return { id: subnet.id, parentCidr: subnet.cidr };
  const network = privateNetworkOf(state, subnetId);
  return network ? { id: network.id, parentCidr: network.cidr } : null;
}

function toAvailableIp(state: VpsState, ip: PoolIp): AvailableIp {
  return {
    id: ip.id,
    ip: ip.address,
    status: ip.reservedFor ? 'reserved' : 'available',
    subnet: subnetRef(state, ip.subnetId),
  };
}

export function macAddress(vpsId: string, interfaceName: string): string {
  const digest = createHash('sha256').update(`${vpsId}/${interfaceName}`).digest();
  return ['52', '54', '00', ...[0, 1, 2].map((i) => (digest[i] ?? 0).toString(16).padStart(2, '0'))].join(':');
}

// ---------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.some((other) => sameIp(item, other)));
}

export function mismatchRows(vps: StoredVps) {
  return vps.interfaces.flatMap((iface) => {
    const expected = iface.ips.map((ip) => ip.address);
    const observed = vps.guestObserved[iface.name] ?? expected;
    return sameSet(expected, observed) ? [] : [{ interfaceName: iface.name, expected, observed: [...observed] }];
  });
}

export function repairGate(vps: StoredVps): ActionGate {
  const wide = vpsWideBlock(vps);
  if (wide) return wide;
  if (vps.status !== 'running') {
    return blocked(
      'vps_not_running',
      `${vps.name} is ${vps.status}; the guest network can be repaired only while it runs.`,
    );
  }
  if (mismatchRows(vps).length === 0) {
    return blocked('guest_network_in_sync', `The guest network of ${vps.name} matches its assigned addresses.`);
  }
  return ALLOWED;
}

function guestNetworkView(host: VpsHost, vps: StoredVps): GuestNetwork {
  const running = vps.status === 'running';
  const mismatches = running ? mismatchRows(vps) : [];
  return {
    status: !running ? 'unavailable' : mismatches.length > 0 ? 'mismatch' : 'in_sync',
    checkedAt: isoAt(host, vps.guestCheckedAtRel),
    mismatches,
    actions: { canRepair: repairGate(vps) },
  };
}

export function networkGates(state: VpsState, vps: StoredVps): VpsNetworkState['actions'] {
  const wide = vpsWideBlock(vps);
  const region = REGION_NAMES[vps.region];
  const noIp = blocked('no_ip_available', `There is no free public IP in ${region} right now.`);
  const hasFreeIp = availableIps(state, vps).length > 0;
  const full = vps.interfaces.length >= MAX_INTERFACES;
  const interfaceLimit = blocked(
    'interface_limit_reached',
    `${vps.name} has the most interfaces allowed (${MAX_INTERFACES}).`,
  );
  const attachable = state.privateNetworks.filter(
    (network) =>
      network.customerId === vps.customerId &&
      network.region === vps.region &&
      !vps.interfaces.some((iface) => iface.privateNetworkId === network.id),
  );
  const gate = (decide: () => ActionGate): ActionGate => wide ?? decide();
  return {
    canAssignIp: gate(() => (hasFreeIp ? ALLOWED : noIp)),
    canChangeIp: gate(() => (hasFreeIp ? ALLOWED : noIp)),
    canRemoveIp: gate(() =>
      vps.interfaces.some((iface) => iface.ips.some((ip) => !isPrimaryIp(iface, ip)))
        ? ALLOWED
        : blocked(
            'no_removable_ip',
            'Only primary addresses are assigned; change a primary address instead of removing it.',
          ),
    ),
    canUpdateRdns: gate(() => ALLOWED),
    canCreatePublicInterface: gate(() => (full ? interfaceLimit : hasFreeIp ? ALLOWED : noIp)),
    canCreatePrivateInterface: gate(() =>
      full
        ? interfaceLimit
        : attachable.length > 0
          ? ALLOWED
          : blocked('no_private_network_available', `Every private network of yours in ${region} is attached already.`),
    ),
    canDeleteInterface: gate(() =>
      vps.interfaces.some((iface) => !iface.isPrimary)
        ? ALLOWED
        : blocked('no_secondary_interface', `${vps.name} has only its primary interface.`),
    ),
    canDeletePrimaryInterface: gate(() =>
      vps.interfaces.some((iface) => !iface.isPrimary && iface.type === 'public')
        ? ALLOWED
        : blocked(
            'primary_interface_required',
            'The primary interface can be deleted only when another public interface can take over.',
          ),
    ),
  };
}

export function networkView(host: VpsHost, state: VpsState, vps: StoredVps): VpsNetworkState {
  return {
    vpsId: vps.id,
    interfaces: vps.interfaces.map((iface) => ({
      id: iface.name,
      type: iface.type,
      isPrimary: iface.isPrimary,
      macAddress: iface.macAddress,
      vlan: iface.vlan,
      ip: iface.ips.map((ip) => ({
        id: ip.id,
        ip: ip.address,
        type: ip.family,
        isPrimary: isPrimaryIp(iface, ip),
        rdns: ip.rdns,
        subnet: subnetRef(state, ip.subnetId),
      })),
    })),
    availableIPv4: availableIps(state, vps, 'ipv4').map((ip) => toAvailableIp(state, ip)),
    availableIPv6: availableIps(state, vps, 'ipv6').map((ip) => toAvailableIp(state, ip)),
    privateSubnets: state.privateNetworks
      .filter((network) => network.customerId === vps.customerId && network.region === vps.region)
      .map((network) => ({ id: network.id, name: network.name, cidr: network.cidr, vlan: network.vlan })),
    guestNetwork: guestNetworkView(host, vps),
    actions: networkGates(state, vps),
  };
}

/** `get_available_subnets`: every public subnet of the VPS's region and family, with what this VPS may take. */
export function availableSubnets(state: VpsState, vps: StoredVps, family: IpType): AvailableSubnetsResponse {
  const mine = assignedIps(vps).map(({ ip }) => ip.subnetId);
  const subnets = state.subnets.filter((subnet) => subnet.region === vps.region && subnet.family === family);
  return {
    subnets: subnets.map((subnet) => {
      const ips = availableIps(state, vps, family)
        .filter((ip) => ip.subnetId === subnet.id)
        .map((ip) => ({
          id: ip.id,
          ip: ip.address,
          status: ip.reservedFor ? 'reserved' : 'available',
          subnet: { id: subnet.id, parentCidr: subnet.cidr },
        }));
      return {
        id: subnet.id,
        parentCidr: subnet.cidr,
        isCurrentNetwork: mine.includes(subnet.id),
        availableCount: ips.length,
        ips,
      };
    }),
  };
}
