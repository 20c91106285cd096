import type { ActionGate, ListPage } from '@/api/schemas/common';
import type { VpsActions, VpsListQuery, VpsStatus, VpsSummary } from '@/api/schemas/vps';
import {
  JOBS_PATH_PREFIX,
  createJob,
  settleJobs,
  type Job,
  type JobCompletion,
  type JobHost,
} from '@/mock/platform/jobs';
import { paginate, type PageQuery } from '@/mock/platform/pagination';
import { sameIp, type IpFamily } from './ip';
import type { MetricsProfile } from './metrics';

/**
 * VPS state of a world and the pure operations every VPS route shares: lookup, list, views, gates and "one change
 * at a time" (HTTP lives in routes.ts; power, network, snapshots and SSH keys have their own modules).
 *
 * Times that move with the world clock (snapshots, guest checks) are stored as milliseconds relative to the
 * world's creation (`…Rel`), so a seed stays deterministic and a seeded snapshot "3 hours old" is 3 hours old in
 * every world. Fixed dates (a VPS's creation, a key's) are plain ISO strings.
 */

export type StoredPowerStatus = Exclude<VpsStatus, 'unknown'>;
export type RegionCode = 'sto1' | 'fra1';

export const REGION_NAMES: Record<RegionCode, string> = { sto1: 'Stockholm', fra1: 'Frankfurt' };

export interface StoredIp {
  id: string;
  address: string;
  family: IpFamily;
  /** The public subnet or private network the address belongs to. */
  subnetId: string | null;
  /** Reverse DNS; null for private addresses. */
  rdns: string | null;
}

/** A public IP not on any interface: free in the pool, or reserved for one customer. */
export interface PoolIp {
  id: string;
  address: string;
  family: IpFamily;
  subnetId: string;
  /** Customer id when reserved (a `change_ip` with `reserveOldIp`); null when free for anyone. */
  reservedFor: string | null;
  /** VPS id while a queued job is about to attach it (no one else may pick it meanwhile). */
  heldBy: string | null;
}

export interface PublicSubnet {
  id: string;
  cidr: string;
  family: IpFamily;
  region: RegionCode;
}

export interface PrivateNetwork {
  id: string;
  customerId: string;
  name: string;
  cidr: string;
  vlan: number;
  region: RegionCode;
}

export interface StoredInterface {
  /** What the API calls `interfaces[].id` and `interfaceName`. */
  name: string;
  type: 'public' | 'private';
  isPrimary: boolean;
  macAddress: string;
  vlan: number | null;
  privateNetworkId: string | null;
  /** In order: the first address of each family is the interface's primary one (ledger). */
  ips: StoredIp[];
}

export interface StoredSnapshot {
  name: string;
  description: string | null;
  createdAtRel: number;
  status: 'creating' | 'available';
}

export interface StoredSshKey {
  id: string;
  customerId: string;
  name: string;
  type: string;
  bits: number;
  /** `<type> <base64>`, without the comment. */
  publicKey: string;
  fingerprint: string;
  createdAt: string;
}

export interface ActiveChange {
  jobId: string;
  kind: string;
}

export interface StoredVps {
  id: string;
  customerId: string;
  name: string;
  hostname: string;
  status: StoredPowerStatus;
  plan: { name: string; cpuCores: number; memoryGb: number; diskGb: number };
  region: RegionCode;
  os: string;
  createdAt: string;
  /** A VPS the scenario creates relative to the world (brand new): its creation time, else null. */
  createdAtRel: number | null;
  interfaces: StoredInterface[];
  /** Interface name → addresses the guest reports, only where they differ from the assigned ones. */
  guestObserved: Record<string, string[]>;
  guestCheckedAtRel: number;
  snapshotSlots: number;
  snapshots: StoredSnapshot[];
  installedKeyIds: string[];
  /** Demo: graceful power actions (restart without force, shutdown) fail: the guest does not answer. */
  flaky: boolean;
  suspendedReason: string | null;
  /** Stopped without the customer asking (ledger "Home"); a power action the customer takes clears it. */
  stoppedUnexpectedly: boolean;
  /** The last change that failed, until a later one completes (ledger "Home", `lastFailedJob`). */
  lastFailedJob: { jobId: string; kind: string; failedAtRel: number; code: string; title: string } | null;
  /** The one change in progress (ledger: one change at a time per VPS). */
  activeOperation: ActiveChange | null;
  /** Its synthetic metrics history (metrics.ts). */
  metrics: MetricsProfile;
  /** Booted into rescue (issue 38): since when (relative to the world); absent or null on its own disk. */
  rescueSinceRel?: number | null;
  /** How an ordered server is paid for (issue 38); absent for seeded ones (plan-change.ts `isPayg` decides). */
  billingMode?: 'payg' | 'prepaid';
  /** An ordered server's prepaid cycle (issue 38); absent: monthly. */
  billingCycle?: 'monthly' | 'quarterly' | 'annually';
}

/**
 * A change a scenario starts with (a migration...): begun `startedAgoMs` before the world was created, it runs for
 * the first `remainingMs` of world time.
 */
export interface SeededChange {
  vpsId: string;
  kind: string;
  startedAgoMs: number;
  remainingMs: number;
}

export interface VpsState {
  servers: StoredVps[];
  pool: PoolIp[];
  subnets: PublicSubnet[];
  privateNetworks: PrivateNetwork[];
  sshKeys: StoredSshKey[];
  /** The world's public DNS: hostname → addresses (A and AAAA). Reverse DNS must forward-resolve here. */
  dns: Map<string, string[]>;
  seededChanges: SeededChange[];
  seededChangesStarted: boolean;
}

export function emptyVpsState(): VpsState {
  return {
    servers: [],
    pool: [],
    subnets: [],
    privateNetworks: [],
    sshKeys: [],
    dns: new Map(),
    seededChanges: [],
    seededChangesStarted: false,
  };
}

/** What the VPS area needs from a world (worlds.ts satisfies it). */
export interface VpsHost extends JobHost {
  createdAtMs: number;
}

export function relNow(host: VpsHost): number {
  return host.now() - host.createdAtMs;
}

export function isoAt(host: VpsHost, rel: number): string {
  return new Date(host.createdAtMs + rel).toISOString();
}

// ---------------------------------------------------------------------------------------------
// Lookup, addresses
// ---------------------------------------------------------------------------------------------

export function findVps(state: VpsState, customerId: string, id: string): StoredVps | undefined {
  return state.servers.find((vps) => vps.id === id && vps.customerId === customerId);
}

export function primaryInterface(vps: StoredVps): StoredInterface | undefined {
  return vps.interfaces.find((item) => item.isPrimary);
}

/** The interface's primary address of a family: the first of that family (ledger). */
export function isPrimaryIp(item: StoredInterface, ip: StoredIp): boolean {
  return item.ips.find((candidate) => candidate.family === ip.family) === ip;
}

export function primaryIp(vps: StoredVps, family: IpFamily): StoredIp | null {
  return primaryInterface(vps)?.ips.find((ip) => ip.family === family) ?? null;
}

export function assignedIps(vps: StoredVps): { iface: StoredInterface; ip: StoredIp }[] {
  return vps.interfaces.flatMap((iface) => iface.ips.map((ip) => ({ iface, ip })));
}

// ---------------------------------------------------------------------------------------------
// Gates and "one change at a time"
// ---------------------------------------------------------------------------------------------

export const ALLOWED: ActionGate = { allowed: true, reason: null, code: null };

export function blocked(code: string, reason: string): ActionGate {
  return { allowed: false, reason, code };
}

const CHANGE_LABELS: Record<string, string> = {
  'vps.restart': 'a restart',
  'vps.reset': 'a hard reset',
  'vps.stop': 'a forced power-off',
  'vps.shutdown': 'a shutdown',
  'vps.start': 'a start',
  'vps.migrate': 'a migration to a new host',
  'vps.snapshot.create': 'a snapshot',
  'vps.provision': 'its installation',
  'vps.rebuild': 'a reinstall',
  'vps.rescue': 'a boot into rescue',
  'vps.rescue.leave': 'leaving rescue',
  'vps.root_password': 'a root password reset',
};

export function changeLabel(kind: string): string {
  return CHANGE_LABELS[kind] ?? (kind.startsWith('vps.network.') ? 'a network change' : 'another change');
}

/** What blocks every change of the VPS: suspension, or the change already in progress. */
export function vpsWideBlock(vps: StoredVps): ActionGate | null {
  if (vps.status === 'suspended') {
    return blocked('vps_suspended', `${vps.name} is suspended: ${vps.suspendedReason ?? 'contact support.'}`);
  }
  if (vps.activeOperation) {
    return blocked(
      'vps_busy',
      `${vps.name} is busy with ${changeLabel(vps.activeOperation.kind)}; try again when it has finished.`,
    );
  }
  return null;
}

/**
 * A suspended server whose overdue renewal was paid runs again (ledger "VPS", "Billing → Payment";
 * src/mock/areas/billing/suspensions.ts). False, and nothing changes, when the server is not suspended.
 */
export function resumeSuspended(vps: StoredVps): boolean {
  if (vps.status !== 'suspended') return false;
  vps.status = 'running';
  vps.suspendedReason = null;
  return true;
}

export type PowerGateName = 'canRestart' | 'canStop' | 'canStart' | 'canShutdown' | 'canReset';

/** Gates of the detail: the spec's canRestart and canStop, ours for start, shutdown and reset, and the console's. */
export function powerGates(vps: StoredVps): Pick<VpsActions, PowerGateName | 'canOpenConsole'> {
  return { ...powerOnlyGates(vps), canOpenConsole: consoleGate(vps) };
}

function powerOnlyGates(vps: StoredVps): Pick<VpsActions, PowerGateName> {
  const wide = vpsWideBlock(vps);
  if (wide) return { canRestart: wide, canStop: wide, canStart: wide, canShutdown: wide, canReset: wide };
  if (vps.status === 'running') {
    return {
      canRestart: ALLOWED,
      canStop: ALLOWED,
      canShutdown: ALLOWED,
      canReset: ALLOWED,
      canStart: blocked('vps_already_running', `${vps.name} is already running.`),
    };
  }
  const notRunning = blocked('vps_not_running', `${vps.name} is ${vps.status}; start it first.`);
  return {
    canRestart: notRunning,
    canStop: notRunning,
    canShutdown: notRunning,
    canReset: notRunning,
    canStart: ALLOWED,
  };
}

/**
 * The console's gate (`src/api/endpoints/console.ts`): a running server only, busy or not (a console helps most while
 * something is going on); suspended says so first.
 */
export function consoleGate(vps: StoredVps): ActionGate {
  if (vps.status === 'suspended') {
    return blocked('vps_suspended', `${vps.name} is suspended: ${vps.suspendedReason ?? 'contact support.'}`);
  }
  if (vps.status !== 'running') {
    return blocked('vps_not_running', `${vps.name} is ${vps.status}; the console works while it runs.`);
  }
  return ALLOWED;
}

/** The running job of the change in progress, if any. */
export function activeJob(host: VpsHost, vps: StoredVps): Job | undefined {
  return vps.activeOperation ? host.jobs.get(vps.activeOperation.jobId) : undefined;
}

export interface ChangeInput {
  customerId: string;
  kind: string;
  /** Applied when the job completes; the VPS is free again before it runs. */
  apply: (job: Job) => JobCompletion | void;
  operationResult?: Record<string, unknown>;
  durationMs?: number;
}

/**
 * Starts a change that answers 202: a job that holds the VPS busy until it is terminal, then applies the change
 * (or reports the failure `apply` returns).
 */
export function startChange(host: VpsHost, vps: StoredVps, input: ChangeInput): Job {
  const job = createJob(host, {
    customerId: input.customerId,
    kind: input.kind,
    target: { type: 'vps', id: vps.id },
    accepted: true,
    ...(input.durationMs !== undefined ? { durationMs: input.durationMs } : {}),
    ...(input.operationResult ? { operationResult: input.operationResult } : {}),
    onComplete: (done) => {
      if (vps.activeOperation?.jobId === done.id) vps.activeOperation = null;
      const outcome = input.apply(done);
      vps.lastFailedJob = outcome?.error
        ? {
            jobId: done.id,
            kind: input.kind,
            failedAtRel: relNow(host),
            code: outcome.error.code,
            title: outcome.error.title,
          }
        : null;
      return outcome;
    },
  });
  vps.activeOperation = { jobId: job.id, kind: input.kind };
  return job;
}

/** A change that finishes within the request (200 with a completed operation): reverse DNS, configuration. */
export function applyInline(
  host: VpsHost,
  vps: StoredVps,
  input: { customerId: string; kind: string; apply: () => Record<string, unknown> },
): Job {
  return createJob(host, {
    customerId: input.customerId,
    kind: input.kind,
    target: { type: 'vps', id: vps.id },
    durationMs: 0,
    onComplete: () => ({ result: input.apply() }),
  });
}

/**
 * Starts the changes the scenario seeded, once per world, on the world's timeline (so a seeded migration with 10
 * minutes left ends 10 world-minutes after creation, however late the VPS area is first asked about it).
 */
export function startSeededChanges(host: VpsHost, state: VpsState): void {
  if (state.seededChangesStarted) return;
  state.seededChangesStarted = true;
  for (const change of state.seededChanges) {
    const vps = state.servers.find((item) => item.id === change.vpsId);
    if (!vps) continue;
    const job = startChange(host, vps, {
      customerId: vps.customerId,
      kind: change.kind,
      durationMs: change.startedAgoMs + change.remainingMs,
      apply: () => ({ result: { vpsId: vps.id } }),
    });
    job.createdAtMs = host.createdAtMs - change.startedAgoMs;
  }
  settleJobs(host);
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

/**
 * The guest network check as the network read says it (network.ts `guestNetworkView`): unavailable unless running,
 * else whether the guest reports other addresses than the assigned ones on some interface.
 */
export function guestNetworkStatusOf(vps: StoredVps): 'in_sync' | 'mismatch' | 'unavailable' {
  if (vps.status !== 'running') return 'unavailable';
  const differs = vps.interfaces.some((iface) => {
    const observed = vps.guestObserved[iface.name];
    if (!observed) return false;
    const expected = iface.ips.map((ip) => ip.address);
    return !(
      expected.length === observed.length && expected.every((item) => observed.some((other) => sameIp(item, other)))
    );
  });
  return differs ? 'mismatch' : 'in_sync';
}

export function toSummary(host: VpsHost, vps: StoredVps): VpsSummary {
  const job = activeJob(host, vps);
  return {
    id: vps.id,
    name: vps.name,
    hostname: vps.hostname,
    status: vps.status,
    plan: { ...vps.plan },
    region: { code: vps.region, name: REGION_NAMES[vps.region] },
    primaryIpv4: primaryIp(vps, 'ipv4')?.address ?? null,
    primaryIpv6: primaryIp(vps, 'ipv6')?.address ?? null,
    os: vps.os,
    createdAt: vps.createdAtRel !== null ? isoAt(host, vps.createdAtRel) : vps.createdAt,
    stoppedUnexpectedly: vps.status === 'stopped' && vps.stoppedUnexpectedly,
    lastFailedJob: vps.lastFailedJob
      ? {
          jobId: vps.lastFailedJob.jobId,
          kind: vps.lastFailedJob.kind,
          failedAt: isoAt(host, vps.lastFailedJob.failedAtRel),
          code: vps.lastFailedJob.code,
          title: vps.lastFailedJob.title,
        }
      : null,
    guestNetworkStatus: guestNetworkStatusOf(vps),
    activeOperation:
      vps.activeOperation && job
        ? {
            jobId: job.id,
            kind: vps.activeOperation.kind,
            pollUrl: `${JOBS_PATH_PREFIX}${job.id}`,
            startedAt: new Date(job.createdAtMs).toISOString(),
          }
        : null,
  };
}

/** The detail without `overdueInvoice`, which the route adds from the orders state (billing.ts `overdueInvoiceOf`). */
export function toDetail(
  host: VpsHost,
  vps: StoredVps,
): VpsSummary & { actions: VpsActions; rescue: { active: boolean; since: string } | null } {
  return {
    ...toSummary(host, vps),
    actions: { ...powerGates(vps), ...recoveryGates(vps) },
    rescue: isInRescue(vps) ? { active: true, since: isoAt(host, vps.rescueSinceRel ?? 0) } : null,
  };
}

export function isInRescue(vps: StoredVps): boolean {
  return vps.rescueSinceRel !== undefined && vps.rescueSinceRel !== null;
}

type RecoveryGateName = 'canRebuild' | 'canEnterRescue' | 'canLeaveRescue' | 'canResetRootPassword';

/** The recovery actions' gates (issue 38; `vpsRoutes.rebuild` and the next ones): suspended, busy, then rescue. */
export function recoveryGates(vps: StoredVps): Pick<VpsActions, RecoveryGateName> {
  const wide = vpsWideBlock(vps);
  if (wide) return { canRebuild: wide, canEnterRescue: wide, canLeaveRescue: wide, canResetRootPassword: wide };
  if (isInRescue(vps)) {
    const inRescue = blocked('vps_in_rescue', `${vps.name} is running the rescue system; leave rescue first.`);
    return { canRebuild: inRescue, canEnterRescue: inRescue, canLeaveRescue: ALLOWED, canResetRootPassword: inRescue };
  }
  return {
    canRebuild: ALLOWED,
    canEnterRescue: ALLOWED,
    canLeaveRescue: blocked('vps_not_in_rescue', `${vps.name} is not in rescue.`),
    canResetRootPassword: ALLOWED,
  };
}

function matchesQuery(vps: StoredVps, q: string): boolean {
  const needle = q.toLowerCase();
  const haystack = [vps.name, vps.hostname, ...assignedIps(vps).map(({ ip }) => ip.address)];
  return haystack.some((value) => value.toLowerCase().includes(needle));
}

/** One page of the customer's VPSs, by name (ledger); `q` matches name, hostname or any assigned address. */
export function listVps(
  host: VpsHost,
  state: VpsState,
  customerId: string,
  query: PageQuery & Pick<VpsListQuery, 'status' | 'q'>,
): ListPage<VpsSummary> {
  const q = query.q?.trim() ?? '';
  const visible = state.servers.filter(
    (vps) =>
      vps.customerId === customerId &&
      (query.status === undefined || vps.status === query.status) &&
      (q === '' || matchesQuery(vps, q)),
  );
  const page = paginate(visible, (vps) => ({ key: vps.name.toLowerCase(), id: vps.id }), query, { direction: 'asc' });
  return { ...page, data: page.data.map((vps) => toSummary(host, vps)) };
}
