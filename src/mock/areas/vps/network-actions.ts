import { randomBytes } from 'node:crypto';
import type { IpType, VpsNetworkActionBody } from '@/api/schemas/vps-network';
import type { JobCompletion } from '@/mock/platform/jobs';
import { invalidRequest, type ProblemError } from '@/mock/platform/problems';
import { bigIntToIpv4, defaultRdns, inCidr, ipToBigInt, sameIp } from './ip';
import {
  MAX_INTERFACES,
  availableIps,
  gateRefusal,
  macAddress,
  mismatchRows,
  networkGates,
  repairGate,
  subnetOf,
} from './network';
import { resolveRdns } from './rdns';
import {
  REGION_NAMES,
  assignedIps,
  isPrimaryIp,
  primaryInterface,
  relNow,
  type PoolIp,
  type StoredInterface,
  type StoredIp,
  type StoredVps,
  type VpsHost,
  type VpsState,
} from './state';

/**
 * The ten mutating actions of `POST /api/v2/vps/{id}/network` (`vpsRoutes.networkAction`). Everything that needs the
 * state (which IPs are free, which interface is primary...) is checked here before anything changes: a request is
 * either refused whole (400 at a field, 403 for a gate) or planned; the plan's `apply` runs when its job completes
 * (at once for reverse DNS).
 */

export type MutatingBody = Exclude<VpsNetworkActionBody, { action: 'get_available_subnets' }>;

export type NetworkPlan =
  { inline: true; apply: () => Record<string, unknown> } | { inline: false; apply: () => JobCompletion };

function fieldProblem(pointer: string, detail: string): ProblemError {
  return invalidRequest([{ pointer, detail, code: 'invalid_request' }]);
}

/** The gate of the network read that answers for each mutating action. */
export const NETWORK_ACTION_GATES: Record<MutatingBody['action'], string> = {
  assign_ip: 'canAssignIp',
  assign_ips: 'canAssignIp',
  remove_ip: 'canRemoveIp',
  change_ip: 'canChangeIp',
  update_rdns: 'canUpdateRdns',
  repair_guest_network: 'canRepair',
  create_public_interface: 'canCreatePublicInterface',
  create_private_interface: 'canCreatePrivateInterface',
  delete_interface: 'canDeleteInterface',
  delete_primary_interface: 'canDeletePrimaryInterface',
};

interface IpSelection {
  ipId?: string | null | undefined;
  ipAddress?: string | null | undefined;
  ipType?: IpType | null | undefined;
  subnetId?: string | null | undefined;
}

/** The available IP a request names (ipId preferred, ipAddress as fallback), checked against its other fields. */
function selectAvailableIp(state: VpsState, vps: StoredVps, selection: IpSelection, base = ''): PoolIp {
  const candidates = availableIps(state, vps);
  let ip: PoolIp | undefined;
  if (selection.ipId != null) {
    ip = candidates.find((candidate) => candidate.id === selection.ipId);
    if (!ip) {
      throw fieldProblem(
        `${base}/ipId`,
        `${selection.ipId} is not an available IP for ${vps.name}. Choose one from availableIPv4/availableIPv6 or get_available_subnets.`,
      );
    }
    if (selection.ipAddress != null && !sameIp(selection.ipAddress, ip.address)) {
      throw fieldProblem(`${base}/ipAddress`, `${selection.ipAddress} is not the address of ${ip.id} (${ip.address}).`);
    }
  } else {
    const address = selection.ipAddress ?? '';
    ip = candidates.find((candidate) => sameIp(candidate.address, address));
    if (!ip) {
      throw fieldProblem(`${base}/ipAddress`, `${address} is not an available IP for ${vps.name}.`);
    }
  }
  if (selection.ipType != null && selection.ipType !== ip.family) {
    throw fieldProblem(`${base}/ipType`, `${ip.address} is an ${ip.family === 'ipv4' ? 'IPv4' : 'IPv6'} address.`);
  }
  if (selection.subnetId != null && selection.subnetId !== ip.subnetId) {
    throw fieldProblem('/subnetId', `${ip.address} is not in subnet ${selection.subnetId}.`);
  }
  return ip;
}

function hold(ip: PoolIp, vps: StoredVps): void {
  ip.heldBy = vps.id;
}

/** Takes a held pool IP onto an interface (fresh default reverse DNS). */
function attach(state: VpsState, ip: PoolIp, iface: StoredInterface): StoredIp {
  state.pool = state.pool.filter((candidate) => candidate !== ip);
  const stored: StoredIp = {
    id: ip.id,
    address: ip.address,
    family: ip.family,
    subnetId: ip.subnetId,
    rdns: defaultRdns(ip.address),
  };
  iface.ips.push(stored);
  return stored;
}

/** Returns a public address to the pool, free or reserved for the customer; private addresses just go. */
function release(state: VpsState, vps: StoredVps, ip: StoredIp, reserve: boolean): void {
  if (!subnetOf(state, ip.subnetId) || ip.subnetId === null) return;
  state.pool.push({
    id: ip.id,
    address: ip.address,
    family: ip.family,
    subnetId: ip.subnetId,
    reservedFor: reserve ? vps.customerId : null,
    heldBy: null,
  });
}

function interfaceNames(vps: StoredVps): string {
  return vps.interfaces.map((item) => item.name).join(', ');
}

function findInterface(vps: StoredVps, name: string): StoredInterface {
  const iface = vps.interfaces.find((item) => item.name === name);
  if (!iface) {
    throw fieldProblem('/interfaceName', `${name} is not an interface of ${vps.name} (it has ${interfaceNames(vps)}).`);
  }
  return iface;
}

function findPublicInterface(vps: StoredVps, name: string): StoredInterface {
  const iface = findInterface(vps, name);
  if (iface.type !== 'public') {
    throw fieldProblem('/interfaceName', `${name} is a private interface; public IPs go on a public interface.`);
  }
  return iface;
}

const INTERFACE_NAME = /^[a-z][a-z0-9]{0,14}$/;

function newInterfaceName(vps: StoredVps, requested: string | null | undefined): string {
  if (requested != null) {
    if (!INTERFACE_NAME.test(requested)) {
      throw fieldProblem('/interfaceName', 'Interface names are 1–15 lower-case letters and digits, such as eth2.');
    }
    if (vps.interfaces.some((item) => item.name === requested)) {
      throw fieldProblem('/interfaceName', `${vps.name} already has an interface ${requested}.`);
    }
    return requested;
  }
  for (let n = 0; ; n += 1) {
    const name = `eth${n}`;
    if (!vps.interfaces.some((item) => item.name === name)) return name;
  }
}

function randomIpId(): string {
  return `ip_${randomBytes(5).toString('hex')}`;
}

/** The next free host address of a private network (from .11; .1–.10 are the network's own). */
function nextPrivateAddress(state: VpsState, networkId: string, cidr: string): string | null {
  const used = state.servers.flatMap((vps) =>
    vps.interfaces
      .filter((iface) => iface.privateNetworkId === networkId)
      .flatMap((iface) => iface.ips.map((ip) => ip.address)),
  );
  const base = ipToBigInt(cidr.split('/')[0] ?? '');
  if (!base || base.family !== 'ipv4') return null;
  for (let host = 11n; host < 255n; host += 1n) {
    const address = bigIntToIpv4(base.value + host);
    if (inCidr(address, cidr) && !used.includes(address)) return address;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

function familyLabel(family: IpType): string {
  return family === 'ipv4' ? 'IPv4' : 'IPv6';
}

/** The assigned IP a `remove_ip` names on its interface. */
function findAssignedOn(iface: StoredInterface, selection: IpSelection): { ip: StoredIp; pointer: string } {
  const pointer = selection.ipId != null ? '/ipId' : '/ipAddress';
  const ip =
    selection.ipId != null
      ? iface.ips.find((candidate) => candidate.id === selection.ipId)
      : iface.ips.find((candidate) => sameIp(candidate.address, selection.ipAddress ?? ''));
  if (!ip) {
    throw fieldProblem(pointer, `${selection.ipId ?? selection.ipAddress} is not assigned to ${iface.name}.`);
  }
  if (selection.ipId != null && selection.ipAddress != null && !sameIp(selection.ipAddress, ip.address)) {
    throw fieldProblem('/ipAddress', `${selection.ipAddress} is not the address of ${ip.id} (${ip.address}).`);
  }
  return { ip, pointer };
}

/**
 * Checks a mutating action against the state and returns its plan, or throws the 400 (field) or 403 (gate) that
 * refuses it. The caller has already refused a suspended or busy VPS.
 */
export function planNetworkAction(host: VpsHost, state: VpsState, vps: StoredVps, body: MutatingBody): NetworkPlan {
  switch (body.action) {
    case 'update_rdns': {
      const found = assignedIps(vps).find(({ ip }) => sameIp(ip.address, body.ip));
      if (!found) throw fieldProblem('/ip', `${body.ip} is not assigned to ${vps.name}.`);
      if (found.iface.type === 'private')
        throw fieldProblem('/ip', `${body.ip} is a private address; it has no reverse DNS.`);
      const rdns = resolveRdns(state.dns, found.ip.address, body.rdns);
      return {
        inline: true,
        apply: () => {
          found.ip.rdns = rdns;
          return { ip: found.ip.address, rdns };
        },
      };
    }

    case 'assign_ip': {
      const iface = findPublicInterface(vps, body.interfaceName);
      const ip = selectAvailableIp(state, vps, body);
      hold(ip, vps);
      return {
        inline: false,
        apply: () => {
          attach(state, ip, iface);
          return { result: { interfaceName: iface.name, ip: ip.address, ipId: ip.id } };
        },
      };
    }

    case 'assign_ips': {
      const iface = findPublicInterface(vps, body.interfaceName);
      const chosen: PoolIp[] = [];
      body.ips.forEach((item, index) => {
        const ip = selectAvailableIp(state, vps, item, `/ips/${index}`);
        if (chosen.includes(ip)) throw fieldProblem(`/ips/${index}`, `${ip.address} is listed twice.`);
        chosen.push(ip);
      });
      for (const ip of chosen) hold(ip, vps);
      return {
        inline: false,
        apply: () => {
          for (const ip of chosen) attach(state, ip, iface);
          return { result: { interfaceName: iface.name, ips: chosen.map((ip) => ip.address) } };
        },
      };
    }

    case 'remove_ip': {
      const iface = findInterface(vps, body.interfaceName);
      const { ip, pointer } = findAssignedOn(iface, body);
      if (ip.family !== body.ipType) {
        throw fieldProblem('/ipType', `${ip.address} is an ${familyLabel(ip.family)} address.`);
      }
      if (isPrimaryIp(iface, ip)) {
        throw fieldProblem(
          pointer,
          `${ip.address} is the primary ${familyLabel(ip.family)} address of ${iface.name} and cannot be removed; replace it with change_ip.`,
        );
      }
      return {
        inline: false,
        apply: () => {
          iface.ips = iface.ips.filter((candidate) => candidate !== ip);
          release(state, vps, ip, false);
          return { result: { interfaceName: iface.name, ip: ip.address } };
        },
      };
    }

    case 'change_ip': {
      const iface = findPublicInterface(vps, body.interfaceName);
      const next = selectAvailableIp(state, vps, body);
      const old = iface.ips.find((ip) => ip.family === next.family);
      if (!old) {
        throw fieldProblem(
          body.ipId != null ? '/ipId' : '/ipAddress',
          `${iface.name} has no ${familyLabel(next.family)} address to change; add one with assign_ip.`,
        );
      }
      const reserve = body.reserveOldIp === true;
      hold(next, vps);
      return {
        inline: false,
        apply: () => {
          state.pool = state.pool.filter((candidate) => candidate !== next);
          const replacement: StoredIp = {
            id: next.id,
            address: next.address,
            family: next.family,
            subnetId: next.subnetId,
            rdns: defaultRdns(next.address),
          };
          iface.ips = iface.ips.map((ip) => (ip === old ? replacement : ip));
          release(state, vps, old, reserve);
          return {
            result: { interfaceName: iface.name, oldIp: old.address, newIp: next.address, oldIpReserved: reserve },
          };
        },
      };
    }

    case 'repair_guest_network': {
      const gate = repairGate(vps);
      if (!gate.allowed) throw gateRefusal('canRepair', gate);
      const rows = mismatchRows(vps);
      if (!rows.some((row) => row.interfaceName === body.interfaceName)) {
        throw fieldProblem(
          '/interfaceName',
          `${body.interfaceName} has no mismatch; send an interfaceName from guestNetwork.mismatches (${rows
            .map((row) => row.interfaceName)
            .join(', ')}).`,
        );
      }
      return {
        inline: false,
        apply: () => {
          delete vps.guestObserved[body.interfaceName];
          vps.guestCheckedAtRel = relNow(host);
          return { result: { interfaceName: body.interfaceName } };
        },
      };
    }

    case 'create_public_interface': {
      if (vps.interfaces.length >= MAX_INTERFACES) {
        throw gateRefusal('canCreatePublicInterface', networkGates(state, vps).canCreatePublicInterface);
      }
      const name = newInterfaceName(vps, body.interfaceName);
      const ip = selectAvailableIp(state, vps, body);
      hold(ip, vps);
      return {
        inline: false,
        apply: () => {
          const iface: StoredInterface = {
            name,
            type: 'public',
            isPrimary: false,
            macAddress: macAddress(vps.id, name),
            vlan: null,
            privateNetworkId: null,
            ips: [],
          };
          vps.interfaces.push(iface);
          attach(state, ip, iface);
          return { result: { interfaceName: name, ip: ip.address } };
        },
      };
    }

    case 'create_private_interface': {
      if (vps.interfaces.length >= MAX_INTERFACES) {
        throw gateRefusal('canCreatePrivateInterface', networkGates(state, vps).canCreatePrivateInterface);
      }
      const network = state.privateNetworks.find(
        (candidate) =>
          candidate.id === body.subnetId && candidate.customerId === vps.customerId && candidate.region === vps.region,
      );
      if (!network) {
        throw fieldProblem(
          '/subnetId',
          `${body.subnetId} is not one of your private networks in ${REGION_NAMES[vps.region]}; see privateSubnets.`,
        );
      }
      const attached = vps.interfaces.find((iface) => iface.privateNetworkId === network.id);
      if (attached)
        throw fieldProblem('/subnetId', `${network.name} is already attached to ${vps.name} as ${attached.name}.`);
      const name = newInterfaceName(vps, body.interfaceName);
      const address = nextPrivateAddress(state, network.id, network.cidr);
      if (!address) throw fieldProblem('/subnetId', `${network.name} has no free address left.`);
      const vlan = body.vlan ?? network.vlan;
      return {
        inline: false,
        apply: () => {
          vps.interfaces.push({
            name,
            type: 'private',
            isPrimary: false,
            macAddress: macAddress(vps.id, name),
            vlan,
            privateNetworkId: network.id,
            ips: [{ id: randomIpId(), address, family: 'ipv4', subnetId: network.id, rdns: null }],
          });
          return { result: { interfaceName: name, ip: address, vlan } };
        },
      };
    }

    case 'delete_interface': {
      const iface = findInterface(vps, body.interfaceName);
      if (iface.isPrimary) {
        throw fieldProblem(
          '/interfaceName',
          `${iface.name} is the primary interface; delete it with delete_primary_interface (confirm: true) once another public interface can take over.`,
        );
      }
      return {
        inline: false,
        apply: () => {
          vps.interfaces = vps.interfaces.filter((candidate) => candidate !== iface);
          for (const ip of iface.ips) release(state, vps, ip, false);
          delete vps.guestObserved[iface.name];
          return { result: { interfaceName: iface.name } };
        },
      };
    }

    case 'delete_primary_interface': {
      const gate = networkGates(state, vps).canDeletePrimaryInterface;
      if (!gate.allowed) throw gateRefusal('canDeletePrimaryInterface', gate);
      const primary = primaryInterface(vps);
      if (!primary) throw gateRefusal('canDeletePrimaryInterface', gate);
      if (body.interfaceName != null && body.interfaceName !== primary.name) {
        throw fieldProblem(
          '/interfaceName',
          `${body.interfaceName} is not the primary interface (${primary.name} is).`,
        );
      }
      return {
        inline: false,
        apply: () => {
          vps.interfaces = vps.interfaces.filter((candidate) => candidate !== primary);
          for (const ip of primary.ips) release(state, vps, ip, false);
          delete vps.guestObserved[primary.name];
          const successor = vps.interfaces.find((iface) => iface.type === 'public');
          if (successor) successor.isPrimary = true;
          return { result: { interfaceName: primary.name, primaryInterface: successor?.name ?? null } };
        },
      };
    }
  }
}
