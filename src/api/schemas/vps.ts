import * as z from 'zod/mini';
import {
  guardFlag,
  listPage,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  operation,
  operationEnvelope,
  paginationQuery,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
} from './common';
import { MAX_SSH_PUBLIC_KEY_LENGTH, parseSshPublicKey } from './ssh-public-key';

/** The value `tolerantGate` yields for a gate the server left out (blocked, with a reason). */
const missingGate = tolerantGate.parse(undefined);

// ---------------------------------------------------------------------------------------------
// Path parameters: opaque ids (a well-formed id we did not expect is the server's 404, never our 400)
// ---------------------------------------------------------------------------------------------

export const vpsIdParam = opaqueId('vps_');
export const sshKeyIdParam = opaqueId('ssh_');
/** A snapshot is addressed by its name (`{snapshotId}` in the spec); any non-empty string is passed on. */
export const snapshotIdParam = z.string().check(z.minLength(1), z.maxLength(200));

// ---------------------------------------------------------------------------------------------
// VPS detail and list (shape "not shown" by the spec; see src/api/assumptions.md)
// ---------------------------------------------------------------------------------------------

export const vpsStatusValues = [
  'running',
  'stopped',
  'starting',
  'stopping',
  'restarting',
  'provisioning',
  'suspended',
] as const;
export const vpsStatus = tolerantEnum(vpsStatusValues);
export type VpsStatus = z.infer<typeof vpsStatus>;

// Everything below `id` and the two gates is "not shown" by the spec: each member falls back on its own.
export const vpsPlan = z.object({
  name: nullableString,
  cpuCores: nullableInt,
  memoryGb: nullableNumber,
  diskGb: nullableNumber,
});
export type VpsPlan = z.infer<typeof vpsPlan>;

export const vpsRegion = z.object({
  code: nullableString,
  name: nullableString,
});
export type VpsRegion = z.infer<typeof vpsRegion>;

/**
 * The change a VPS is busy with (a power action, a network change, a snapshot, a migration): one at a time. Poll
 * `pollUrl` like any operation. Ours (not in the spec): `null` when missing, and the gates stay the authority on
 * what may be done meanwhile.
 */
export const vpsActiveOperation = z.object({
  jobId: z.string(),
  /** `vps.restart`, `vps.stop`, `vps.network.change_ip`, `vps.snapshot.create`, `vps.migrate`... */
  kind: nullableString,
  pollUrl: nullableString,
  startedAt: nullableTimestamp,
});
export type VpsActiveOperation = z.infer<typeof vpsActiveOperation>;

/** Fields of a VPS list item; the detail adds the action gates. */
export const vpsSummary = z.object({
  id: z.string(),
  /** Not named by the spec: `null` when a server leaves it out (show the id instead). */
  name: nullableString,
  hostname: nullableString,
  status: vpsStatus,
  plan: z.catch(z.nullable(vpsPlan), null),
  region: z.catch(z.nullable(vpsRegion), null),
  primaryIpv4: nullableString,
  primaryIpv6: nullableString,
  /** Operating system as shown to people, e.g. "Ubuntu 24.04 LTS". */
  os: nullableString,
  createdAt: nullableTimestamp,
  activeOperation: z.catch(z.nullable(vpsActiveOperation), null),
});
export type VpsSummary = z.infer<typeof vpsSummary>;

const vpsActionGateNames = ['canRestart', 'canStop', 'canStart', 'canShutdown', 'canReset'] as const;
type VpsActionGateName = (typeof vpsActionGateNames)[number];

/**
 * The spec names `canRestart` and `canStop`; `canStart`, `canShutdown` and `canReset` gate the named-only power
 * routes the same way. Each missing gate is blocked on its own.
 */
export const vpsActions = z.catch(
  z.object({
    canRestart: tolerantGate,
    canStop: tolerantGate,
    canStart: tolerantGate,
    canShutdown: tolerantGate,
    canReset: tolerantGate,
  } satisfies Record<VpsActionGateName, typeof tolerantGate>),
  Object.fromEntries(vpsActionGateNames.map((name) => [name, missingGate])) as Record<
    VpsActionGateName,
    z.infer<typeof tolerantGate>
  >,
);
export type VpsActions = z.infer<typeof vpsActions>;

export const vps = z.extend(vpsSummary, { actions: vpsActions });
export type Vps = z.infer<typeof vps>;

export const vpsListPage = listPage(vpsSummary, 'VPS list');
export type VpsListPage = z.infer<typeof vpsListPage>;

/** Values of the VPS list's `status` filter: the VPS statuses themselves. */
export const vpsStatusFilterValues = vpsStatusValues;
export const vpsListQuery = z.extend(paginationQuery, {
  status: z.optional(z.enum(vpsStatusFilterValues)),
  /** Case-insensitive "contains" over name, hostname and the primary IPs; blank means no filter. */
  q: z.optional(z.string().check(z.maxLength(100))),
});
export type VpsListQuery = z.input<typeof vpsListQuery>;

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

// ---------------------------------------------------------------------------------------------
// Power actions
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (the spec rejects none here). */
export const vpsRestartBody = z.object({ force: z.optional(z.boolean()) });
export type VpsRestartBody = z.infer<typeof vpsRestartBody>;

/** Spec: "No body". Absent or `{}`; a member is rejected (ledger: "No body" actions). */
export const vpsStopBody = z.strictObject({});

/** Reset, shutdown and start (named-only or ours): no body, like stop (ledger). */
export const vpsNoBody = vpsStopBody;

// ---------------------------------------------------------------------------------------------
// SSH keys
// ---------------------------------------------------------------------------------------------

export const sshKey = z.object({
  id: z.string(),
  /** Not named by the spec: `null` when left out (show the fingerprint or id). */
  name: nullableString,
  /** OpenSSH's `SHA256:<base64>`. */
  fingerprint: nullableString,
  /** Key type as in the key line, e.g. `ssh-ed25519`. */
  type: nullableString,
  bits: nullableInt,
  /** The key line without its comment (`<type> <base64>`). */
  publicKey: nullableString,
  createdAt: nullableTimestamp,
  /** Whether the key is configured on this VPS now (lets the reset dialog preselect); false outside a VPS. */
  installed: z.catch(z.boolean(), false),
});
export type SshKey = z.infer<typeof sshKey>;

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * `POST /api/v2/ssh-keys` (named-only; ledger). The public key is checked with the same parser the server uses,
 * so the form shows the server's reason before sending. Unknown members are ignored.
 */
export const sshKeyCreateBody = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Enter a name for the key.'),
    z.maxLength(64, 'Use at most 64 characters.'),
    z.refine((value: string) => ![...value].some(isControlCharacter), 'Use no control characters.'),
  ),
  publicKey: z.string().check(
    z.maxLength(MAX_SSH_PUBLIC_KEY_LENGTH, {
      error: `A public key line is at most ${MAX_SSH_PUBLIC_KEY_LENGTH} characters.`,
      abort: true,
    }),
    z.superRefine((value: string, ctx) => {
      const result = parseSshPublicKey(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, params: { reason: result.problem } });
    }),
  ),
});
export type SshKeyCreateBody = z.infer<typeof sshKeyCreateBody>;
export type SshKeyCreateInput = z.input<typeof sshKeyCreateBody>;

/** 201: the stored key (`installed` is false: a new key is on no VPS until a reset installs it). */
export const sshKeyCreateResponse = sshKey;

export const sshKeyList = z.object({ sshKeys: tolerantArray(sshKey, 'SSH keys sshKeys[]') });
export type SshKeyList = z.infer<typeof sshKeyList>;

export const resetSshKeysBody = z.object({
  sshKeyIds: z.array(opaqueId('ssh_')).check(
    z.maxLength(100, 'Choose at most 100 keys.'),
    z.refine<string[]>((ids) => new Set(ids).size === ids.length, 'Each key may be chosen once.'),
  ),
});
export type ResetSshKeysBody = z.infer<typeof resetSshKeysBody>;

/**
 * The spec contradicts itself: `keyCount` has "minimum 1", yet an empty `sshKeyIds` "removes all keys". Neither
 * reading is relied on: any integer >= 0 parses, and screens must not branch on `keyCount` (ledger).
 */
export const resetSshKeysResponse = z.object({
  accepted: z.boolean(),
  keyCount: z.number().check(z.int(), z.minimum(0)),
});
export type ResetSshKeysResponse = z.infer<typeof resetSshKeysResponse>;

// ---------------------------------------------------------------------------------------------
// Snapshots
// ---------------------------------------------------------------------------------------------

export const snapshotNamePattern = /^[A-Za-z0-9_-]{1,40}$/;

export const snapshotCreateBody = z.object({
  name: z
    .string()
    .check(
      z.minLength(1, 'Enter a snapshot name.'),
      z.maxLength(40, 'Use at most 40 characters.'),
      z.regex(snapshotNamePattern, 'Use only letters, digits, "_" and "-".'),
    ),
  description: z.optional(z.nullable(z.string().check(z.maxLength(500, 'Use at most 500 characters.')))),
});
export type SnapshotCreateBody = z.infer<typeof snapshotCreateBody>;

export const snapshotStatusValues = ['creating', 'available', 'failed', 'expired'] as const;
export const snapshotStatus = tolerantEnum(snapshotStatusValues);
export type SnapshotStatus = z.infer<typeof snapshotStatus>;

export const snapshot = z.object({
  /** Not named by the spec; equals `name` in the mock. Address a snapshot with `snapshotIdOf`. */
  id: nullableString,
  name: z.string(),
  description: nullableString,
  createdAt: nullableTimestamp,
  expiresAt: nullableTimestamp,
  status: snapshotStatus,
});
export type Snapshot = z.infer<typeof snapshot>;

/** The spec uses the snapshot's name as `{snapshotId}`; a server-sent `id` wins when present. */
export function snapshotIdOf(item: Snapshot): string {
  return item.id ?? item.name;
}

/**
 * The spec names `available`, `limits.totalSnapshots` and `actions.canCreate`; `reason`, `usedSnapshots` and
 * the `data` list are ours and read as `null` when a server leaves them out (null `data`: no list was sent,
 * which is not the same as "no snapshots").
 */
export const snapshotList = z.object({
  available: z.catch(z.boolean(), false),
  reason: nullableString,
  limits: z.object({
    totalSnapshots: z.number().check(z.int(), z.minimum(0)),
    usedSnapshots: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
  }),
  actions: z.catch(z.object({ canCreate: tolerantGate }), { canCreate: missingGate }),
  data: z.catch(z.nullable(tolerantArray(snapshot, 'VPS snapshots data[]')), null),
});
export type SnapshotList = z.infer<typeof snapshotList>;

export const snapshotCreateResponse = z.object({
  operation: z.extend(operation, { result: z.object({ name: z.string() }) }),
});
export type SnapshotCreateResponse = z.infer<typeof snapshotCreateResponse>;

/** `DELETE /api/v2/vps/{id}/snapshots/{snapshotId}` (named-only; ledger): 200 with the refreshed list. */
export const snapshotDeleteResponse = snapshotList;

// ---------------------------------------------------------------------------------------------
// Capacity: GET /api/v2/vps/{id}/actions/upgrade, POST /api/v2/vps/{id}/actions/config (named-only; ledger)
// ---------------------------------------------------------------------------------------------

export const snapshotSlotOption = z.object({
  slots: z.number().check(z.int(), z.minimum(0)),
  monthlyAmount: z.number(),
  currencyCode: z.string(),
  isCurrent: z.catch(z.boolean(), false),
});
export type SnapshotSlotOption = z.infer<typeof snapshotSlotOption>;

/** Only snapshot slots are modelled; `null` when a server sends no slot options (offer none). */
export const vpsUpgradeOptions = z.object({
  snapshotSlots: z.catch(
    z.nullable(
      z.object({
        current: nullableInt,
        used: nullableInt,
        options: z.catch(tolerantArray(snapshotSlotOption, 'VPS upgrade snapshotSlots.options[]'), []),
      }),
    ),
    null,
  ),
});
export type VpsUpgradeOptions = z.infer<typeof vpsUpgradeOptions>;

/** Unknown members (here and in `resources`) are ignored; `snapshotSlots` must be one of the offered options. */
export const vpsConfigBody = z.object({
  resources: z.object({
    snapshotSlots: z.number().check(z.int('Choose a whole number of slots.'), z.minimum(0), z.maximum(100)),
  }),
});
export type VpsConfigBody = z.infer<typeof vpsConfigBody>;

/** 200 with the operation finished inline and the resources now in force. */
export const vpsConfigResponse = z.object({
  operation,
  resources: z.catch(z.object({ snapshotSlots: nullableInt }), { snapshotSlots: null }),
});
export type VpsConfigResponse = z.infer<typeof vpsConfigResponse>;
