/** Snapshots of a VPS and the capacity (snapshot slots) behind them. */
import * as z from 'zod/mini';
import {
  nullableInt,
  nullableString,
  nullableTimestamp,
  operation,
  countedArray,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
  missingGate,
} from './common';

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
  /**
   * Ours (issue 23, `vpsRoutes.restoreSnapshot`): whether the server can be returned to this snapshot now
   * (`POST …/snapshots/{snapshotId}/actions/restore`). Missing → blocked.
   */
  actions: z.catch(z.object({ canRestore: tolerantGate }), { canRestore: missingGate }),
});
export type Snapshot = z.infer<typeof snapshot>;

/** The spec uses the snapshot's name as `{snapshotId}`; a server-sent `id` wins when present. */
export function snapshotIdOf(item: Snapshot): string {
  return item.id ?? item.name;
}

/**
 * The spec names `available`, `limits.totalSnapshots` and `actions.canCreate`; `reason`, `usedSnapshots` and
 * the `data` list are ours and read as `null` when a server leaves them out (null `data`: no list was sent,
 * which is not the same as "no snapshots"). `dropped` (ours, never sent) counts the malformed snapshots left out.
 */
export const snapshotList = z.pipe(
  z.object({
    available: z.catch(z.boolean(), false),
    reason: nullableString,
    limits: z.object({
      totalSnapshots: z.number().check(z.int(), z.minimum(0)),
      usedSnapshots: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
    }),
    actions: z.catch(z.object({ canCreate: tolerantGate }), { canCreate: missingGate }),
    data: z.catch(z.nullable(countedArray(snapshot, 'VPS snapshots data[]')), null),
  }),
  z.transform(({ data, ...list }) => ({ ...list, data: data?.items ?? null, dropped: data?.dropped ?? 0 })),
);
export type SnapshotList = z.infer<typeof snapshotList>;
/** The list as the API sends it (what the mock answers): without the client's `dropped`. */
export type SnapshotListBody = Omit<SnapshotList, 'dropped'>;

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
