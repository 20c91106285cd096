/** A VPS's network: the state read and the eleven actions of `POST /api/v2/vps/{id}/network`. */
import * as z from 'zod/mini';
import {
  guardFlag,
  nullableInt,
  nullableString,
  nullableTimestamp,
  opaqueId,
  operationEnvelope,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
  missingGate,
} from './common';

// ---------------------------------------------------------------------------------------------
// Network state read: GET /api/v2/vps/{id}/network (only field names are in the spec)
// ---------------------------------------------------------------------------------------------

export const ipTypeValues = ['ipv4', 'ipv6'] as const;
export const ipTypeEnum = z.enum(ipTypeValues);
export type IpType = z.infer<typeof ipTypeEnum>;

export const subnetRef = z.object({
  id: nullableString,
  parentCidr: nullableString,
});
export type SubnetRef = z.infer<typeof subnetRef>;

/**
 * An IP on an interface. `id` may be null: the client then falls back to the raw address. `isPrimary` is a
 * guard: `null` (unknown) must be treated as primary, so removing it is never offered (see `isKnownNonPrimary`).
 */
export const interfaceIp = z.object({
  id: nullableString,
  ip: nullableString,
  type: tolerantEnum(ipTypeValues),
  isPrimary: guardFlag,
  rdns: nullableString,
  subnet: z.catch(z.nullable(subnetRef), null),
});
export type InterfaceIp = z.infer<typeof interfaceIp>;

export const networkInterface = z.object({
  /** The value to send as `interfaceName` (for example `eth0`). */
  id: z.string(),
  type: tolerantEnum(['public', 'private'] as const),
  /** Guard: `null` (unknown) is treated as primary (only `delete_primary_interface` may remove it). */
  isPrimary: guardFlag,
  macAddress: nullableString,
  vlan: nullableInt,
  ip: z.catch(tolerantArray(interfaceIp, 'VPS network interfaces[].ip[]'), []),
});
export type NetworkInterface = z.infer<typeof networkInterface>;

/**
 * True only when the server said in so many words that this IP or interface is not primary. Offer removing an
 * IP (`remove_ip`) or deleting an interface (`delete_interface`) only then; unknown keeps the action gated.
 */
export function isKnownNonPrimary(item: { isPrimary: boolean | null }): boolean {
  return item.isPrimary === false;
}

export const availableIp = z.object({
  id: nullableString,
  ip: nullableString,
  /** `available` (from the pool) or `reserved` (kept by an earlier `change_ip` with reserveOldIp). */
  status: z.catch(z.string(), 'unknown'),
  subnet: z.catch(z.nullable(subnetRef), null),
});
export type AvailableIp = z.infer<typeof availableIp>;

export const privateSubnet = z.object({
  id: z.string(),
  name: nullableString,
  cidr: nullableString,
  vlan: nullableInt,
});
export type PrivateSubnet = z.infer<typeof privateSubnet>;

export const guestNetworkStatusValues = ['in_sync', 'mismatch', 'unavailable'] as const;
export const guestNetworkStatus = tolerantEnum(guestNetworkStatusValues);
export type GuestNetworkStatus = z.infer<typeof guestNetworkStatus>;

export const guestNetworkMismatch = z.object({
  interfaceName: z.string(),
  expected: z.catch(tolerantArray(z.string(), 'VPS guest network mismatches[].expected[]'), []),
  observed: z.catch(tolerantArray(z.string(), 'VPS guest network mismatches[].observed[]'), []),
});
export type GuestNetworkMismatch = z.infer<typeof guestNetworkMismatch>;

export const guestNetwork = z.object({
  status: guestNetworkStatus,
  checkedAt: nullableTimestamp,
  mismatches: z.catch(tolerantArray(guestNetworkMismatch, 'VPS guest network mismatches[]'), []),
  actions: z.catch(z.object({ canRepair: tolerantGate }), { canRepair: missingGate }),
});
export type GuestNetwork = z.infer<typeof guestNetwork>;

const networkActionGateNames = [
  'canAssignIp',
  'canRemoveIp',
  'canChangeIp',
  'canUpdateRdns',
  'canCreatePublicInterface',
  'canCreatePrivateInterface',
  'canDeleteInterface',
  'canDeletePrimaryInterface',
] as const;
type NetworkActionGateName = (typeof networkActionGateNames)[number];

export const vpsNetworkActions = z.catch(
  z.object({
    canAssignIp: tolerantGate,
    canRemoveIp: tolerantGate,
    canChangeIp: tolerantGate,
    canUpdateRdns: tolerantGate,
    canCreatePublicInterface: tolerantGate,
    canCreatePrivateInterface: tolerantGate,
    canDeleteInterface: tolerantGate,
    canDeletePrimaryInterface: tolerantGate,
  } satisfies Record<NetworkActionGateName, typeof tolerantGate>),
  Object.fromEntries(networkActionGateNames.map((name) => [name, missingGate])) as Record<
    NetworkActionGateName,
    z.infer<typeof tolerantGate>
  >,
);

const guestNetworkUnavailable: GuestNetwork = {
  status: 'unknown',
  checkedAt: null,
  mismatches: [],
  actions: { canRepair: missingGate },
};

export const vpsNetworkState = z.object({
  /** Not named by the spec. */
  vpsId: nullableString,
  interfaces: z.catch(tolerantArray(networkInterface, 'VPS network interfaces[]'), []),
  availableIPv4: z.catch(tolerantArray(availableIp, 'VPS network availableIPv4[]'), []),
  availableIPv6: z.catch(tolerantArray(availableIp, 'VPS network availableIPv6[]'), []),
  privateSubnets: z.catch(tolerantArray(privateSubnet, 'VPS network privateSubnets[]'), []),
  guestNetwork: z.catch(guestNetwork, guestNetworkUnavailable),
  actions: vpsNetworkActions,
});
export type VpsNetworkState = z.infer<typeof vpsNetworkState>;

/** Response of `get_available_subnets` (HTTP 200 `{ subnets }`). */
export const availableSubnetIp = z.object({
  id: z.nullable(z.string()),
  ip: z.string(),
  status: z.string(),
  subnet: z.catch(z.nullable(subnetRef), null),
});
export type AvailableSubnetIp = z.infer<typeof availableSubnetIp>;

export const availableSubnet = z.object({
  id: z.nullable(z.string()),
  parentCidr: z.nullable(z.string()),
  isCurrentNetwork: z.boolean(),
  availableCount: z.number().check(z.int()),
  ips: z.catch(tolerantArray(availableSubnetIp, 'available subnets[].ips[]'), []),
});
export type AvailableSubnet = z.infer<typeof availableSubnet>;

export const availableSubnetsResponse = z.object({
  subnets: tolerantArray(availableSubnet, 'available subnets[]'),
});
export type AvailableSubnetsResponse = z.infer<typeof availableSubnetsResponse>;

// ---------------------------------------------------------------------------------------------
// Network action body: POST /api/v2/vps/{id}/network
// ---------------------------------------------------------------------------------------------

export const networkActionValues = [
  'assign_ip',
  'assign_ips',
  'remove_ip',
  'change_ip',
  'update_rdns',
  'get_available_subnets',
  'repair_guest_network',
  'create_public_interface',
  'create_private_interface',
  'delete_interface',
  'delete_primary_interface',
] as const;
export type NetworkActionName = (typeof networkActionValues)[number];

const ipv4Address = z.ipv4();
const ipv6Address = z.ipv6();
const ipAddressMessage = 'Enter a valid IPv4 or IPv6 address.';
const ipAddress = z.string({ error: ipAddressMessage }).check(
  z.maxLength(45, { error: ipAddressMessage, abort: true }),
  z.refine<string>((v) => ipv4Address.safeParse(v).success || ipv6Address.safeParse(v).success, ipAddressMessage),
);
const ipId = opaqueId('ip_');
const subnetId = opaqueId('subnet_');
const interfaceName = z.string().check(z.minLength(1), z.maxLength(64));
const requiredInterfaceName = z.string({ error: 'interfaceName is required.' }).check(z.minLength(1), z.maxLength(64));
const requiredIpType = z.enum(ipTypeValues, { error: 'ipType is required: ipv4 or ipv6.' });
const hostnamePattern = /^(?=.{1,253}$)(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))+\.?$/;

/** Optional IP selection fields as several actions accept them ("string or null" in the spec). */
const ipSelection = {
  ipId: z.optional(z.nullable(ipId)),
  ipAddress: z.optional(z.nullable(ipAddress)),
  ipType: z.optional(z.nullable(ipTypeEnum)),
};

const networkFieldNames = [
  'ipId',
  'ipType',
  'interfaceName',
  'subnetId',
  'ipAddress',
  'reserveOldIp',
  'ips',
  'ip',
  'rdns',
  'vlan',
  'confirm',
] as const;
type NetworkField = (typeof networkFieldNames)[number];
type NotAllowed = z.ZodMiniOptional<z.ZodMiniNever>;

/**
 * One strict object per action. Every spec field the action does not list is declared as "never",
 * so sending it (e.g. `confirm` on change_ip) fails with the error on that field's own path rather
 * than an anonymous unrecognized-key issue on the body. Truly unknown keys stay strict-object errors.
 */
function networkAction<A extends NetworkActionName, S extends Partial<Record<NetworkField, z.ZodMiniType>>>(
  action: A,
  shape: S,
) {
  const rejected = Object.fromEntries(
    networkFieldNames
      .filter((field) => !(field in shape))
      .map((field) => [field, z.optional(z.never({ error: `${field} is not accepted for ${action}.` }))]),
  ) as { [K in Exclude<NetworkField, keyof S>]: NotAllowed };
  return z.strictObject({ ...rejected, ...shape, action: z.literal(action) });
}

type IpSelector = { ipId?: string | null | undefined; ipAddress?: string | null | undefined };
const ipSelectorMessage = 'Choose one IP: send ipId (preferred) or ipAddress.';

/** The "names one concrete IP" rule, reported on `ipId`. */
const requireConcreteIp = z.superRefine((value: IpSelector, ctx) => {
  if (value.ipId == null && value.ipAddress == null) {
    ctx.addIssue({ code: 'custom', path: ['ipId'], message: ipSelectorMessage });
  }
});

export const assignIpBody = networkAction('assign_ip', {
  ...ipSelection,
  interfaceName: requiredInterfaceName,
  subnetId: z.optional(z.nullable(subnetId)),
}).check(requireConcreteIp);

export const assignIpsItem = z
  .strictObject({
    ipId: z.nullable(ipId),
    ipAddress: z.nullable(ipAddress),
    ipType: z.nullable(ipTypeEnum),
  })
  .check(requireConcreteIp);
export type AssignIpsItem = z.infer<typeof assignIpsItem>;

export const assignIpsBody = networkAction('assign_ips', {
  interfaceName: requiredInterfaceName,
  ips: z.array(assignIpsItem).check(z.minLength(1, 'Choose at least one IP.'), z.maxLength(64)),
});

/** The spec does not say which field selects the IP to detach: ipId or ipAddress, as for assign. */
export const removeIpBody = networkAction('remove_ip', {
  ipId: ipSelection.ipId,
  ipAddress: ipSelection.ipAddress,
  ipType: requiredIpType,
  interfaceName: requiredInterfaceName,
}).check(requireConcreteIp);

// subnetId only proves where the chosen IP came from; requireConcreteIp keeps it from picking alone.
export const changeIpBody = networkAction('change_ip', {
  ...ipSelection,
  interfaceName: requiredInterfaceName,
  subnetId: z.optional(z.nullable(subnetId)),
  reserveOldIp: z.optional(z.boolean()),
}).check(requireConcreteIp);

export const updateRdnsBody = networkAction('update_rdns', {
  ip: ipAddress,
  // Empty string (or null) resets to the default hostname of the IP.
  rdns: z.nullable(
    z.string().check(
      z.maxLength(253, { error: 'Use at most 253 characters.', abort: true }),
      z.refine<string>((v) => v === '' || hostnamePattern.test(v), 'Enter a public hostname such as host.example.com.'),
    ),
  ),
});

export const getAvailableSubnetsBody = networkAction('get_available_subnets', {
  ipType: requiredIpType,
});

export const repairGuestNetworkBody = networkAction('repair_guest_network', {
  interfaceName: requiredInterfaceName,
});

export const createPublicInterfaceBody = networkAction('create_public_interface', {
  ...ipSelection,
  subnetId: z.optional(z.nullable(subnetId)),
  interfaceName: z.optional(z.nullable(interfaceName)),
}).check(requireConcreteIp);

export const createPrivateInterfaceBody = networkAction('create_private_interface', {
  subnetId: z.string({ error: 'subnetId is required.' }).check(z.minLength(1), z.maxLength(64)),
  vlan: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(4094)))),
  interfaceName: z.optional(z.nullable(interfaceName)),
});

export const deleteInterfaceBody = networkAction('delete_interface', {
  interfaceName: requiredInterfaceName,
});

export const deletePrimaryInterfaceBody = networkAction('delete_primary_interface', {
  confirm: z.literal(true, { error: 'Set confirm to true to delete the primary interface.' }),
  interfaceName: z.optional(z.nullable(interfaceName)),
});

export const vpsNetworkActionBody = z.discriminatedUnion('action', [
  assignIpBody,
  assignIpsBody,
  removeIpBody,
  changeIpBody,
  updateRdnsBody,
  getAvailableSubnetsBody,
  repairGuestNetworkBody,
  createPublicInterfaceBody,
  createPrivateInterfaceBody,
  deleteInterfaceBody,
  deletePrimaryInterfaceBody,
]);
export type VpsNetworkActionBody = z.infer<typeof vpsNetworkActionBody>;
export type VpsNetworkActionInput = z.input<typeof vpsNetworkActionBody>;

/** Mutating network actions return the operation envelope (200 inline, 202 queued). */
export const vpsNetworkActionResponse = operationEnvelope;
