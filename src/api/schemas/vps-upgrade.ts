/**
 * A server's plan change, billing mode and snapshot restore (issue 23; decisions on `vpsRoutes.upgrade`, `billing`,
 * `restoreSnapshot`): `GET|POST /api/v2/vps/{id}/actions/upgrade`, `GET /api/v2/vps/{id}/actions/billing-cycle`,
 * `POST /api/v2/vps/{id}/snapshots/{snapshotId}/actions/restore`. The spec names the paths only; the shapes are ours.
 * `requiresStop`, `restarts` and `isPayg` are guard flags: unknown (`null`) keeps the costly or disruptive action
 * gated, never assumed harmless.
 */
import * as z from 'zod/mini';
import {
  guardFlag,
  missingGate,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  operation,
  renewalInvoice,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { vpsUpgradeOptions } from './vps-snapshots';

export const vpsPlanResources = z.object({
  cpuCores: nullableNumber,
  memoryGb: nullableNumber,
  diskGb: nullableNumber,
});
export type VpsPlanResources = z.infer<typeof vpsPlanResources>;

export const vpsPlanDirectionValues = ['upgrade', 'downgrade', 'sideways'] as const;

/** One plan the server can move to, with what it costs and what it takes. */
export const vpsPlanOption = z.object({
  /** What POST sends as `plan`. */
  code: z.string(),
  name: nullableString,
  resources: z.catch(z.nullable(vpsPlanResources), null),
  direction: tolerantEnum(vpsPlanDirectionValues),
  monthlyAmount: nullableNumber,
  /** Pay-as-you-go price per hour (for PAYG servers; null for prepaid ones). */
  hourlyAmount: nullableNumber,
  currencyCode: nullableString,
  /** Prepaid: the price difference for the rest of the paid period, invoiced on commit; PAYG: 0. */
  amountDueNow: nullableNumber,
  /** Guard flag: the server must be stopped first (fewer cores or less memory). */
  requiresStop: guardFlag,
  /** Guard flag: a running server restarts while the change is applied (cores or memory change). */
  restarts: guardFlag,
  /** Blocked `disk_cannot_shrink`, `vps_must_be_stopped`, `plan_unchanged`, or the server's own gate. */
  canSelect: tolerantGate,
});
export type VpsPlanOption = z.infer<typeof vpsPlanOption>;

export const vpsBillingCycleValues = ['monthly', 'quarterly', 'annually'] as const;

/** How the server is paid for (`GET …/actions/billing-cycle`, also inside the upgrade options). */
export const vpsBilling = z.object({
  vpsId: z.string(),
  /** Guard flag (as the order's): true = pay-as-you-go, false = prepaid fixed cycle, null = not known. */
  isPayg: guardFlag,
  /** PAYG servers still report `monthly` (as orders do). */
  billingCycle: tolerantNullableEnum(vpsBillingCycleValues),
  monthlyAmount: nullableNumber,
  hourlyAmount: nullableNumber,
  currencyCode: nullableString,
  /** Prepaid: when the paid period ends; PAYG: null (billed monthly in arrears). */
  nextDueAt: nullableTimestamp,
  /** Prepaid cycles offered with their price per period (PAYG: none). */
  options: z.catch(
    tolerantArray(
      z.object({
        billingCycle: tolerantEnum(vpsBillingCycleValues),
        amount: nullableNumber,
        currencyCode: nullableString,
        isCurrent: z.catch(z.boolean(), false),
      }),
      'VPS billing options[]',
    ),
    [],
  ),
});
export type VpsBilling = z.infer<typeof vpsBilling>;

/** The upgrade read: snapshot slots (as before) plus plans, billing and the server's gate. */
export const vpsUpgradeView = z.extend(vpsUpgradeOptions, {
  plans: z.catch(
    z.nullable(
      z.object({
        current: z.catch(
          z.nullable(z.object({ code: nullableString, name: nullableString, resources: vpsPlanResources })),
          null,
        ),
        options: z.catch(tolerantArray(vpsPlanOption, 'VPS upgrade plans.options[]'), []),
      }),
    ),
    null,
  ),
  billing: z.catch(z.nullable(vpsBilling), null),
  actions: z.catch(z.object({ canUpgrade: tolerantGate }), { canUpgrade: missingGate }),
});
export type VpsUpgradeView = z.infer<typeof vpsUpgradeView>;

/** Unknown members are ignored. `dryRun: true` answers the preview without a change. */
export const vpsUpgradeBody = z.object({
  plan: z.string().check(z.minLength(1, 'Choose a plan.'), z.maxLength(64)),
  dryRun: z.optional(z.boolean()),
});
export type VpsUpgradeBody = z.infer<typeof vpsUpgradeBody>;

const upgradeShape = {
  plan: z.string(),
  from: z.catch(z.nullable(vpsPlanResources), null),
  to: z.catch(z.nullable(vpsPlanResources), null),
  amountDueNow: nullableNumber,
  currencyCode: nullableString,
  restarts: guardFlag,
};

/** 200: what the change would do, without doing it. */
export const vpsUpgradePreview = z.object({ dryRun: z.literal(true), ...upgradeShape });
export type VpsUpgradePreview = z.infer<typeof vpsUpgradePreview>;

/** 202: the change runs as a job; the plan is the new one when it completes. */
export const vpsUpgradeAccepted = z.object({
  operation,
  ...upgradeShape,
  /** Prepaid with something to pay: the invoice for the difference; else null. */
  invoice: z.catch(z.nullable(renewalInvoice), null),
});
export type VpsUpgradeAccepted = z.infer<typeof vpsUpgradeAccepted>;

// ---------------------------------------------------------------------------------------------
// Snapshot restore
// ---------------------------------------------------------------------------------------------

/** 202: the restore runs as a job; the server's disk is returned to the snapshot when it completes. */
export const snapshotRestoreAccepted = z.object({
  operation,
  snapshot: z.catch(z.object({ name: nullableString, createdAt: nullableTimestamp }), { name: null, createdAt: null }),
});
export type SnapshotRestoreAccepted = z.infer<typeof snapshotRestoreAccepted>;
