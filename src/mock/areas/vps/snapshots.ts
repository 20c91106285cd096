import type { ActionGate } from '@/api/schemas/common';
import type { SnapshotListBody, VpsUpgradeOptions } from '@/api/schemas/vps-snapshots';
import { invalidRequest } from '@/mock/platform/problems';
import {
  ALLOWED,
  blocked,
  isoAt,
  relNow,
  vpsWideBlock,
  type StoredSnapshot,
  type StoredVps,
  type VpsHost,
} from './state';

/**
 * Snapshots (`vpsRoutes.snapshots`): slots per VPS (`limits.totalSnapshots`), kept about 24 hours (spec): a
 * snapshot is gone from the list once its `expiresAt` has passed on the world clock, and its slot is free again.
 * A VPS without slots has snapshots unavailable; slots are bought through actions/upgrade and actions/config.
 */

export const SNAPSHOT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Slot tiers offered by actions/upgrade, with their monthly price. */
export const SNAPSHOT_SLOT_TIERS: readonly { slots: number; monthlyAmount: number }[] = [
  { slots: 1, monthlyAmount: 29 },
  { slots: 2, monthlyAmount: 49 },
  { slots: 3, monthlyAmount: 69 },
  { slots: 5, monthlyAmount: 99 },
  { slots: 10, monthlyAmount: 179 },
];
export const SNAPSHOT_CURRENCY = 'SEK';

/** Drops expired snapshots (their slot is free again). */
export function pruneSnapshots(host: VpsHost, vps: StoredVps): void {
  const now = relNow(host);
  vps.snapshots = vps.snapshots.filter((snapshot) => snapshot.createdAtRel + SNAPSHOT_RETENTION_MS > now);
}

function unavailableReason(vps: StoredVps): string | null {
  if (vps.status === 'suspended') return `${vps.name} is suspended: ${vps.suspendedReason ?? 'contact support.'}`;
  if (vps.snapshotSlots === 0) {
    return `Snapshots are not included in the plan of ${vps.name}. Add snapshot slots to use them.`;
  }
  return null;
}

export function snapshotGate(vps: StoredVps): ActionGate {
  const unavailable = unavailableReason(vps);
  if (vps.status === 'suspended' && unavailable) return blocked('vps_suspended', unavailable);
  if (unavailable) return blocked('snapshots_unavailable', unavailable);
  const wide = vpsWideBlock(vps);
  if (wide) return wide;
  if (vps.snapshots.length >= vps.snapshotSlots) {
    return blocked(
      'snapshot_limit_reached',
      `All ${vps.snapshotSlots} snapshot slots of ${vps.name} are in use. Delete a snapshot, wait for one to expire, or add slots.`,
    );
  }
  return ALLOWED;
}

/**
 * Whether the server can be returned to this snapshot now (`vpsRoutes.restoreSnapshot`): the snapshot first
 * (`snapshot_not_ready` while it is being created, which also holds the server busy), then the server's own block
 * (`vps_suspended`, `vps_busy`: one change at a time).
 */
export function restoreGate(vps: StoredVps, snapshot: StoredSnapshot): ActionGate {
  if (snapshot.status !== 'available') {
    return blocked(
      'snapshot_not_ready',
      `Snapshot ${snapshot.name} is still being created; restore it once it is ready.`,
    );
  }
  return vpsWideBlock(vps) ?? ALLOWED;
}

/** Call after `pruneSnapshots`. */
export function snapshotListView(host: VpsHost, vps: StoredVps): SnapshotListBody {
  const reason = unavailableReason(vps);
  return {
    available: reason === null,
    reason,
    limits: { totalSnapshots: vps.snapshotSlots, usedSnapshots: vps.snapshots.length },
    actions: { canCreate: snapshotGate(vps) },
    data: [...vps.snapshots]
      .sort((a, b) => b.createdAtRel - a.createdAtRel)
      .map((snapshot) => ({
        id: snapshot.name,
        name: snapshot.name,
        description: snapshot.description,
        createdAt: isoAt(host, snapshot.createdAtRel),
        expiresAt: isoAt(host, snapshot.createdAtRel + SNAPSHOT_RETENTION_MS),
        status: snapshot.status,
        actions: { canRestore: restoreGate(vps, snapshot) },
      })),
  };
}

export function upgradeOptionsView(vps: StoredVps): VpsUpgradeOptions {
  return {
    snapshotSlots: {
      current: vps.snapshotSlots,
      used: vps.snapshots.length,
      options: SNAPSHOT_SLOT_TIERS.filter((tier) => tier.slots >= vps.snapshots.length).map((tier) => ({
        slots: tier.slots,
        monthlyAmount: tier.monthlyAmount,
        currencyCode: SNAPSHOT_CURRENCY,
        isCurrent: tier.slots === vps.snapshotSlots,
      })),
    },
  };
}

/** Checks a slot count for actions/config (400 at `/resources/snapshotSlots` otherwise). */
export function checkSlotChange(vps: StoredVps, slots: number): void {
  const pointer = '/resources/snapshotSlots';
  if (!SNAPSHOT_SLOT_TIERS.some((tier) => tier.slots === slots)) {
    const offered = SNAPSHOT_SLOT_TIERS.map((tier) => tier.slots).join(', ');
    throw invalidRequest([
      {
        pointer,
        detail: `Choose one of the offered slot counts (${offered}); see actions/upgrade.`,
        code: 'invalid_request',
      },
    ]);
  }
  if (slots < vps.snapshots.length) {
    throw invalidRequest([
      {
        pointer,
        detail: `${vps.name} has ${vps.snapshots.length} snapshots; delete some before going down to ${slots} slots.`,
        code: 'invalid_request',
      },
    ]);
  }
}
