import type { AuditRoute, AuditTargetRule } from '@/mock/platform/audit';
import { createdResource } from '@/mock/platform/audit';
import { findVps } from './state';

/** The VPS area's changes as the audit log names them (ledger "Audit log"). */
const server: AuditTargetRule = {
  type: 'vps',
  param: 'id',
  name: (state, customerId, id) => findVps(state.vps, customerId, id)?.name ?? null,
};

export const vpsAuditRoutes: readonly AuditRoute[] = [
  ...(['start', 'stop', 'restart', 'shutdown', 'reset'] as const).map((verb): AuditRoute => ({
    method: 'POST',
    path: `/api/v2/vps/:id/actions/${verb}`,
    area: 'vps',
    action: `vps.${verb}`,
    target: server,
  })),
  // `get_available_subnets` only reads: its handler skips the entry.
  { method: 'POST', path: '/api/v2/vps/:id/network', area: 'vps', action: 'vps.network_change', target: server },
  {
    method: 'POST',
    path: '/api/v2/vps/:id/actions/reset-ssh-keys',
    area: 'vps',
    action: 'vps.reset_ssh_keys',
    target: server,
  },
  { method: 'POST', path: '/api/v2/vps/:id/snapshots', area: 'vps', action: 'vps.snapshot_create', target: server },
  {
    method: 'DELETE',
    path: '/api/v2/vps/:id/snapshots/:snapshotId',
    area: 'vps',
    action: 'vps.snapshot_delete',
    target: server,
  },
  { method: 'POST', path: '/api/v2/vps/:id/actions/config', area: 'vps', action: 'vps.change_config', target: server },
  {
    method: 'POST',
    path: '/api/v2/vps/:id/actions/upgrade',
    area: 'vps',
    action: 'vps.upgrade',
    target: server,
    // A dry run only previews (its answer says `dryRun: true`): no entry.
    skipWhen: (body) => typeof body === 'object' && body !== null && Reflect.get(body, 'dryRun') === true,
  },
  {
    method: 'POST',
    path: '/api/v2/vps/:id/snapshots/:snapshotId/actions/restore',
    area: 'vps',
    action: 'vps.snapshot_restore',
    target: server,
  },
  {
    method: 'POST',
    path: '/api/v2/ssh-keys',
    area: 'vps',
    action: 'ssh_key.create',
    target: { type: 'ssh_key', fromResponse: createdResource('name') },
  },
];
