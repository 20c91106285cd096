import type { SnapshotRestoreAccepted } from '@/api/schemas/vps-upgrade';
import type { Job } from '@/mock/platform/jobs';
import { ProblemError, notFound } from '@/mock/platform/problems';
import { gateRefusal } from './network';
import { pruneSnapshots, restoreGate } from './snapshots';
import { isoAt, relNow, startChange, type StoredVps, type VpsHost } from './state';

/**
 * Returning a server's disk to a snapshot (`vpsRoutes.restoreSnapshot`; issue 23). The snapshot's `canRestore` decides:
 * the server's own block is a 403 with its code (`vps_suspended`, `vps_busy`, as snapshot creation), a snapshot
 * still being created a 409 `snapshot_not_ready` (as deleting one is 409 `snapshot_creating`). The restore is a job
 * (202, kind `vps.snapshot.restore`): a running server is `restarting` while its disk is rewritten and boots again
 * (`running`) when the job completes; a stopped one stays stopped. Everything written since the snapshot is lost;
 * the snapshot itself and the others stay.
 */
export function beginRestore(
  host: VpsHost,
  vps: StoredVps,
  name: string,
): { job: Job; body: Omit<SnapshotRestoreAccepted, 'operation'> } {
  pruneSnapshots(host, vps);
  const snapshot = vps.snapshots.find((candidate) => candidate.name === name);
  if (!snapshot) throw notFound('not_found', `${vps.name} has no snapshot named ${name}.`);
  const gate = restoreGate(vps, snapshot);
  if (!gate.allowed) {
    if (gate.code === 'snapshot_not_ready') {
      throw new ProblemError({
        status: 409,
        code: 'snapshot_not_ready',
        detail: gate.reason ?? 'The snapshot is not ready.',
        members: { actions: { canRestore: gate } },
      });
    }
    throw gateRefusal('canRestore', gate);
  }
  const before = vps.status;
  if (before === 'running') vps.status = 'restarting';
  const job = startChange(host, vps, {
    customerId: vps.customerId,
    kind: 'vps.snapshot.restore',
    operationResult: { name: snapshot.name },
    apply: () => {
      if (before === 'running') {
        vps.status = 'running';
        vps.guestCheckedAtRel = relNow(host);
      }
      return { result: { vpsId: vps.id, name: snapshot.name, restoredTo: isoAt(host, snapshot.createdAtRel) } };
    },
  });
  return { job, body: { snapshot: { name: snapshot.name, createdAt: isoAt(host, snapshot.createdAtRel) } } };
}
