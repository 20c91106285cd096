import { opaqueId } from '@/api/schemas/common';
import { metricsTimeframeInputs, vpsStatusValues } from '@/api/schemas/vps-values';
import type { SnapshotStatus } from '@/api/schemas/vps-snapshots';
import type { PowerChoice } from './vps-power';

/**
 * What the VPS routes validate in the URL, kept apart from the contract module on purpose: route files are in
 * the first screen's bundle, and `api/schemas/vps.ts` (network bodies, the SSH key parser) is not small. Only
 * types are imported from it, and the compiler checks these lists against them.
 */

/** The contract's `vpsIdParam` (`opaqueId('vps_')`), rebuilt here so a route does not load the VPS contract. */
export const vpsRouteParam = opaqueId('vps_');

/** The sections of a server's screen, as the `tab` search param names them. */
export const vpsTabValues = ['overview', 'network', 'ssh-keys', 'snapshots', 'metrics'] as const;
export type VpsTab = (typeof vpsTabValues)[number];

/**
 * `power`: a power action whose confirmation opens on the server's screen (the command palette's "Restart web-01"
 * leads there; the confirmation and the request stay the Power menu's own). Every rung of the ladder (`powerChoices`).
 */
export const powerParamValues = ['start', 'restart', 'forceRestart', 'reset', 'shutdown', 'stop'] as const;
type MissingPower = Exclude<PowerChoice, (typeof powerParamValues)[number]>;
export const powerParamsAreComplete: [MissingPower] extends [never] ? true : MissingPower = true;

/** The recovery confirmations a link may open on the overview (`?recover=`: the palette's, issue 38). */
export const recoverParamValues = ['rebuild', 'rescue'] as const;
export type RecoverParam = (typeof recoverParamValues)[number];

/** The list's `status` filter: every VPS status the contract names. */
export const vpsStatusFilters = vpsStatusValues;
export type VpsStatusFilter = (typeof vpsStatusFilters)[number];

/** The snapshots tab's `status` filter: every snapshot status the contract names (checked against its type). */
export const snapshotStatusFilters = ['creating', 'available', 'failed', 'expired'] as const;
type MissingSnapshotStatus = Exclude<SnapshotStatus, 'unknown' | (typeof snapshotStatusFilters)[number]>;
export type SnapshotStatusFilter = (typeof snapshotStatusFilters)[number];
export const snapshotStatusFiltersAreComplete: [MissingSnapshotStatus] extends [never] ? true : MissingSnapshotStatus =
  true;
/** The snapshots tab's `sort`: a column ascending, `-` before it descending (newest first when absent). */
export const snapshotSortValues = ['name', '-name', 'created', '-created', 'expires', '-expires'] as const;
export type SnapshotSort = (typeof snapshotSortValues)[number];

/** The SSH keys tab's `status` filter: the account's keys on this server now, or those that are not. */
export const sshKeyStatusFilters = ['installed', 'notInstalled'] as const;
export type SshKeyStatusFilter = (typeof sshKeyStatusFilters)[number];
/** The SSH keys tab's `sort`: name, type or when added, `-` before it descending (as the server sends them when absent). */
export const sshKeySortValues = ['name', '-name', 'type', '-type', 'created', '-created'] as const;

/** The `status` and `sort` the server's screen takes: the snapshots tab's and the SSH keys tab's (each tab reads its own). */
export const vpsTabStatusValues = ['all', ...snapshotStatusFilters, ...sshKeyStatusFilters] as const;
export const vpsTabSortValues = [...snapshotSortValues, 'type', '-type'] as const;
type MissingSshKeySort = Exclude<(typeof sshKeySortValues)[number], (typeof vpsTabSortValues)[number]>;
export const vpsTabSortValuesAreComplete: [MissingSshKeySort] extends [never] ? true : MissingSshKeySort = true;

/** The metrics `timeframe` in the URL: the contract's names and aliases (an alias is rewritten to its name). */
export const timeframeParams = metricsTimeframeInputs;

/** The metrics tab's queries and its charts (Recharts), fetched only when that tab opens. */
export const loadVpsMetricsQueries = () => import('./api/vps-metrics-queries');
export const loadMetricsCharts = () => import('./metrics/metrics-chart');

/** The area's queries, loaded by the routes' loaders in parallel with the catalog (a chunk of their own). */
export const loadVpsQueries = () => import('./api/vps-queries');
/**
 * A server's sections (network, SSH keys, snapshots): their queries, loaded by the server's route with the open
 * tab's data (and its code, components/vps-sections.ts), never by the list or the overview.
 */
export const loadVpsSectionQueries = () => import('./api/vps-section-queries');
