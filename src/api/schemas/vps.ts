/**
 * The VPS resource: ids, the server itself (list and detail), power bodies and metrics. What only a server's
 * screen needs (network, SSH keys, snapshots) lives in `vps-network.ts`, `vps-ssh-keys.ts` and
 * `vps-snapshots.ts`, so the server list (a first screen) loads none of it.
 */
import * as z from 'zod/mini';
import {
  listPage,
  nullableBoolean,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  renewalInvoice,
  tolerantEnum,
  tolerantGate,
  missingGate,
} from './common';
import { vpsStatusValues, guestNetworkStatusValues } from './vps-values';

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

/** The last failed change of a server (ours, ledger "Home"): which job, what it was, when and why it failed. */
export const vpsFailedJob = z.object({
  jobId: z.string(),
  kind: nullableString,
  failedAt: nullableTimestamp,
  /** The job error's code (for support) and title (shown only when the problem words do not know the code). */
  code: nullableString,
  title: nullableString,
});
export type VpsFailedJob = z.infer<typeof vpsFailedJob>;

const guestNetworkStatusValue = tolerantEnum(guestNetworkStatusValues);

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
  /**
   * Ours (ledger "Home"): `true` when the server stopped without the customer asking (a crash, a host failure),
   * `false` when the customer stopped it; missing or malformed → `null` (not known: Home then says nothing of it).
   */
  stoppedUnexpectedly: nullableBoolean,
  /** Ours (ledger "Home"): the last change of the server that failed, until a later one completes; else null. */
  lastFailedJob: z.catch(z.nullable(vpsFailedJob), null),
  /** Ours (ledger "Home"): the guest network check's status (the network read's `guestNetwork.status`). */
  guestNetworkStatus: z.catch(z.nullable(guestNetworkStatusValue), null),
});
export type VpsSummary = z.infer<typeof vpsSummary>;

const vpsActionGateNames = [
  'canRestart',
  'canStop',
  'canStart',
  'canShutdown',
  'canReset',
  'canRebuild',
  'canEnterRescue',
  'canLeaveRescue',
  'canResetRootPassword',
  'canOpenConsole',
] as const;
type VpsActionGateName = (typeof vpsActionGateNames)[number];

/**
 * The spec names `canRestart` and `canStop`; `canStart`, `canShutdown` and `canReset` gate the named-only power
 * routes the same way; `canOpenConsole` (ours) gates the console's ticket (`src/api/endpoints/console.ts`). Each
 * missing gate is blocked on its own.
 */
export const vpsActions = z.catch(
  z.object({
    canRestart: tolerantGate,
    canStop: tolerantGate,
    canStart: tolerantGate,
    canShutdown: tolerantGate,
    canReset: tolerantGate,
    // Ours (issue 38): the recovery actions, each blocked on its own when missing.
    canRebuild: tolerantGate,
    canEnterRescue: tolerantGate,
    canLeaveRescue: tolerantGate,
    canResetRootPassword: tolerantGate,
    canOpenConsole: tolerantGate,
  } satisfies Record<VpsActionGateName, typeof tolerantGate>),
  Object.fromEntries(vpsActionGateNames.map((name) => [name, missingGate])) as Record<
    VpsActionGateName,
    z.infer<typeof tolerantGate>
  >,
);
export type VpsActions = z.infer<typeof vpsActions>;

/**
 * Detail: the five gates, and `overdueInvoice` (ours, not in the spec; `vpsRoutes.detail`): the unpaid invoice of a
 * suspended server's pending renewal order, with its payment link; missing or malformed reads as null (the banner
 * then points at the unpaid orders).
 */
export const vps = z.extend(vpsSummary, {
  actions: vpsActions,
  /** Ours (issue 38): the rescue system the server runs, or null on its own disk (missing or malformed: null). */
  rescue: z.catch(z.nullable(z.object({ active: z.boolean(), since: nullableTimestamp })), null),
  overdueInvoice: z.catch(z.nullable(renewalInvoice), null),
});
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
// Power actions
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (the spec rejects none here). */
export const vpsRestartBody = z.object({ force: z.optional(z.boolean()) });
export type VpsRestartBody = z.infer<typeof vpsRestartBody>;

/** Spec: "No body". Absent or `{}`; a member is rejected (ledger: "No body" actions). */
export const vpsStopBody = z.strictObject({});

/** Reset, shutdown and start (named-only or ours): no body, like stop (ledger). */
export const vpsNoBody = vpsStopBody;
