/**
 * A hosting account's renewal, plan change and billing-cycle options (issue 23; decided on their entries in
 * src/api/endpoints/hosting.ts): `POST …/actions/renew`, `GET|POST|DELETE …/actions/upgrade`,
 * `GET …/actions/billing-cycle`. The spec names the paths only; the shapes are ours. Read tolerantly: a missing gate
 * is blocked, one malformed plan is dropped, a missing amount or date is `null`. `wouldBlock` is a guard flag
 * (missing → `null`: no commit offered).
 */
import * as z from 'zod/mini';
import {
  billingCycleValues,
  guardFlag,
  missingGate,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  renewalInvoice,
  tolerantArray,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { billingCycleState } from './hosting';

const cycle = tolerantEnum(billingCycleValues);

// ---------------------------------------------------------------------------------------------
// POST /api/v2/shared-hosting/{accountId}/actions/renew
// ---------------------------------------------------------------------------------------------

/** Renews one period of the current cycle; unknown members are ignored. */
export const hostingRenewBody = z.object({
  dryRun: z.optional(z.boolean()),
  cancelExistingInvoice: z.optional(z.boolean()),
});
export type HostingRenewBody = z.infer<typeof hostingRenewBody>;

const renewShape = {
  billingCycle: cycle,
  amount: nullableNumber,
  currencyCode: nullableString,
  /** Where the renewed period starts (the account's `nextDueAt`). */
  periodStartsAt: nullableTimestamp,
  /** The next due date once the renewal's invoice is paid. */
  newNextDueAt: nullableTimestamp,
};

export const hostingRenewPreview = z.object({
  dryRun: z.literal(true),
  ...renewShape,
  wouldBlock: guardFlag,
  blockingInvoice: z.catch(z.nullable(renewalInvoice), null),
});
export type HostingRenewPreview = z.infer<typeof hostingRenewPreview>;

export const hostingRenewCommit = z.object({
  dryRun: z.literal(false),
  ...renewShape,
  renewalInvoice: z.catch(z.nullable(renewalInvoice), null),
  cancelledInvoiceIds: z.catch(tolerantArray(z.string(), 'renew cancelledInvoiceIds[]'), []),
});
export type HostingRenewCommit = z.infer<typeof hostingRenewCommit>;

/** The answer is read by what was asked: a dry run must come back as a preview. */
export function hostingRenewResponseFor(dryRun: true): typeof hostingRenewPreview;
export function hostingRenewResponseFor(dryRun: false): typeof hostingRenewCommit;
export function hostingRenewResponseFor(dryRun: boolean): typeof hostingRenewPreview | typeof hostingRenewCommit;
export function hostingRenewResponseFor(dryRun: boolean) {
  return dryRun ? hostingRenewPreview : hostingRenewCommit;
}

// ---------------------------------------------------------------------------------------------
// GET|POST|DELETE /api/v2/shared-hosting/{accountId}/actions/upgrade
// ---------------------------------------------------------------------------------------------

/** `null` = unlimited (as the catalog's resources). */
const limit = z.catch(z.nullable(z.number()), null);

export const hostingPlanResources = z.object({
  storageGb: limit,
  emailAccounts: limit,
  databases: limit,
  bandwidthGb: limit,
});
export type HostingPlanResources = z.infer<typeof hostingPlanResources>;

/** One resource before and after (`null` = unlimited): the screen says more, less or the same. */
const resourceChange = z.catch(z.object({ from: limit, to: limit }), { from: null, to: null });

export const hostingPlanChanges = z.object({
  storageGb: resourceChange,
  emailAccounts: resourceChange,
  databases: resourceChange,
});
export type HostingPlanChanges = z.infer<typeof hostingPlanChanges>;

/**
 * By the resources, never the price (plan-size.ts): `upgrade` = larger (every resource ≥, one more), `downgrade` =
 * smaller (every ≤, one less), `different` = some more and some less (or the same on each).
 */
export const planDirectionValues = ['upgrade', 'downgrade', 'different'] as const;
export const planChangeWhenValues = ['now', 'period_end'] as const;

export const hostingPlanOption = z.object({
  /** The catalog's slug: what POST sends. */
  productSlug: z.string(),
  name: nullableString,
  direction: tolerantEnum(planDirectionValues),
  /** The recurring price in the account's billing cycle. */
  billingCycle: cycle,
  amount: nullableNumber,
  currencyCode: nullableString,
  resources: z.catch(z.nullable(hostingPlanResources), null),
  changes: z.catch(z.nullable(hostingPlanChanges), null),
  /** What changing now costs for the rest of the paid period (0 for a change at period end). */
  amountDueNow: nullableNumber,
  /** When the change takes effect unless asked otherwise: upgrades now, downgrades at the period's end. */
  defaultWhen: tolerantEnum(planChangeWhenValues),
  canSelect: tolerantGate,
});
export type HostingPlanOption = z.infer<typeof hostingPlanOption>;

export const scheduledPlanChange = z.object({
  productSlug: nullableString,
  name: nullableString,
  direction: tolerantEnum(planDirectionValues),
  effectiveAt: nullableTimestamp,
  amount: nullableNumber,
  currencyCode: nullableString,
});
export type ScheduledPlanChange = z.infer<typeof scheduledPlanChange>;

export const hostingUpgradeOptions = z.object({
  accountId: z.string(),
  current: z.catch(
    z.nullable(
      z.object({
        productSlug: nullableString,
        name: nullableString,
        billingCycle: cycle,
        amount: nullableNumber,
        currencyCode: nullableString,
        resources: z.catch(z.nullable(hostingPlanResources), null),
      }),
    ),
    null,
  ),
  /** The end of the paid period (the account's `nextDueAt`): when a scheduled change takes effect. */
  periodEndsAt: nullableTimestamp,
  plans: z.catch(tolerantArray(hostingPlanOption, 'hosting upgrade plans[]'), []),
  scheduled: z.catch(z.nullable(scheduledPlanChange), null),
  actions: z.catch(z.object({ canUpgrade: tolerantGate, canCancelScheduled: tolerantGate }), {
    canUpgrade: missingGate,
    canCancelScheduled: missingGate,
  }),
});
export type HostingUpgradeOptions = z.infer<typeof hostingUpgradeOptions>;

/** Unknown members are ignored. `when` defaults to the plan's `defaultWhen`; a downgrade cannot be `now`. */
export const hostingUpgradeBody = z.object({
  productSlug: z.string().check(z.minLength(1, 'Choose a plan.'), z.maxLength(100)),
  when: z.optional(z.enum(planChangeWhenValues)),
  dryRun: z.optional(z.boolean()),
  cancelExistingInvoice: z.optional(z.boolean()),
});
export type HostingUpgradeBody = z.infer<typeof hostingUpgradeBody>;

const upgradeShape = {
  productSlug: z.string(),
  name: nullableString,
  direction: tolerantEnum(planDirectionValues),
  when: tolerantEnum(planChangeWhenValues),
  effectiveAt: nullableTimestamp,
  amountDueNow: nullableNumber,
  newRecurringAmount: nullableNumber,
  billingCycle: cycle,
  currencyCode: nullableString,
  changes: z.catch(z.nullable(hostingPlanChanges), null),
};

export const hostingUpgradePreview = z.object({
  dryRun: z.literal(true),
  ...upgradeShape,
  wouldBlock: guardFlag,
  blockingInvoice: z.catch(z.nullable(renewalInvoice), null),
});
export type HostingUpgradePreview = z.infer<typeof hostingUpgradePreview>;

export const hostingUpgradeCommit = z.object({
  dryRun: z.literal(false),
  ...upgradeShape,
  /** The invoice for the rest of the period (a change now); null for a scheduled change. */
  invoice: z.catch(z.nullable(renewalInvoice), null),
  scheduled: z.catch(z.nullable(scheduledPlanChange), null),
  cancelledInvoiceIds: z.catch(tolerantArray(z.string(), 'upgrade cancelledInvoiceIds[]'), []),
});
export type HostingUpgradeCommit = z.infer<typeof hostingUpgradeCommit>;

/** The answer is read by what was asked: a dry run must come back as a preview. */
export function hostingUpgradeResponseFor(dryRun: true): typeof hostingUpgradePreview;
export function hostingUpgradeResponseFor(dryRun: false): typeof hostingUpgradeCommit;
export function hostingUpgradeResponseFor(dryRun: boolean): typeof hostingUpgradePreview | typeof hostingUpgradeCommit;
export function hostingUpgradeResponseFor(dryRun: boolean) {
  return dryRun ? hostingUpgradePreview : hostingUpgradeCommit;
}

/** Only `false` offers the commit (guard flag: unknown keeps it gated). */
export function renewOrUpgradePreviewAllowsCommit(preview: { wouldBlock: boolean | null }): boolean {
  return preview.wouldBlock === false;
}

// ---------------------------------------------------------------------------------------------
// GET /api/v2/shared-hosting/{accountId}/actions/billing-cycle
// ---------------------------------------------------------------------------------------------

/** The account's `billingCycleState` plus what the tab needs beside it. */
export const hostingBillingCycleOptions = z.extend(billingCycleState, {
  accountId: z.string(),
  currentBillingCycle: tolerantNullableEnum(billingCycleValues),
  nextDueAt: nullableTimestamp,
  pendingInvoice: z.catch(z.nullable(renewalInvoice), null),
  /** How many months one period of each cycle covers (ours), for "per month" comparisons. */
  cycleMonths: z.catch(z.record(z.string(), nullableInt), {}),
});
export type HostingBillingCycleOptions = z.infer<typeof hostingBillingCycleOptions>;
