import * as z from 'zod/mini';
import {
  actionGate,
  guardFlag,
  listPageShape,
  nullableBoolean,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  tolerantArray,
  tolerantEnum,
  missingGate,
  tolerantGate,
  tolerantNullableEnum,
  withDroppedCount,
} from './common';
import {
  domainServiceStatusValues,
  domainPendingOrderKindValues,
  domainListSortValues,
  domainProgressKindValues,
  domainProgressStepValues,
} from './domains-values';

const missingGateReason = missingGate.reason;

/**
 * `{id}` of a domain: the opaque `dom_` id, never a hostname (a hostname is a 400; a `dom_` id with characters we
 * did not expect is the server's 404).
 */
export const domainIdParam = opaqueId('dom_');

export const domainServiceStatus = tolerantEnum(domainServiceStatusValues);
export type DomainServiceStatus = z.infer<typeof domainServiceStatus>;

// ---------------------------------------------------------------------------------------------
// Domain detail and list
// ---------------------------------------------------------------------------------------------

export const domainLifecycle = z.object({
  /** Free string; common values `standard`, `registration`, `transfer`, `renewal`. */
  type: z.catch(z.string(), 'unknown'),
  autoRenewEnabled: nullableBoolean,
  registrarLockEnabled: nullableBoolean,
  transferInProgress: z.catch(z.boolean(), false),
});
export type DomainLifecycle = z.infer<typeof domainLifecycle>;

export const domainBillingCycleValues = ['annually', 'biennially', 'triennially'] as const;

export const domainBilling = z.object({
  amount: z.number(),
  currencyCode: z.string(),
  /** null for 4-9 year periods. */
  billingCycle: tolerantNullableEnum(domainBillingCycleValues),
  periodYears: z.catch(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(9))), null),
  initialAmount: z.catch(z.optional(z.number()), undefined),
});
export type DomainBilling = z.infer<typeof domainBilling>;

/** A pending order of a domain as its list row names it (ours, ledger "Home"). */
export const domainPendingOrderRef = z.object({
  kind: tolerantEnum(domainPendingOrderKindValues),
  orderId: nullableString,
  orderNumber: nullableString,
  invoiceId: nullableString,
  invoiceNumber: nullableString,
  amount: nullableNumber,
  currencyCode: nullableString,
  dueAt: nullableTimestamp,
});
export type DomainPendingOrderRef = z.infer<typeof domainPendingOrderRef>;

/** A paid registration or transfer in still on its way (ours, ledger "Home"): its step and when it should be done. */
export const domainProgress = z.object({
  kind: tolerantEnum(domainProgressKindValues),
  step: tolerantEnum(domainProgressStepValues),
  expectedAt: nullableTimestamp,
});
export type DomainProgress = z.infer<typeof domainProgress>;

/** Fields a list item carries; the detail adds the rest. */
export const domainSummary = z.object({
  id: z.string(),
  name: z.string(),
  serviceStatus: domainServiceStatus,
  /** Guard: missing or malformed is `null` (unknown), never "nothing to do" (see `isKnownNoActionRequired`). */
  actionRequired: guardFlag,
  lifecycle: domainLifecycle,
  billing: z.catch(z.nullable(domainBilling), null),
  createdAt: nullableTimestamp,
  expiresAt: nullableTimestamp,
  nextDueAt: nullableTimestamp,
  tags: z.catch(tolerantArray(z.string(), 'domain tags[]'), []),
  pinned: z.catch(z.boolean(), false),
  /**
   * Ours (ledger "Home"): the order the domain waits for, a pending registration (`domain`) or renewal (`renewal`)
   * order with an unsettled invoice; null when none or not known.
   */
  pendingOrder: z.catch(z.nullable(domainPendingOrderRef), null),
  /** Ours (ledger "Home"): when a registry unlock was requested and is still being handled; else null. */
  unlockRequestedAt: nullableTimestamp,
  /** Ours (ledger "Home"): a paid registration or transfer in on its way; null when none or not known. */
  progress: z.catch(z.nullable(domainProgress), null),
  /**
   * Ours (ledger "Home"): `true` when the DNS zone holds changes made here but the domain uses other nameservers, so
   * they are not served; null when not known (nothing said).
   */
  dnsNotServed: nullableBoolean,
});
export type DomainSummary = z.infer<typeof domainSummary>;

/** True only when the server said no customer action is required; unknown shows the "action may be needed" state. */
export function isKnownNoActionRequired(domain: { actionRequired: boolean | null }): boolean {
  return domain.actionRequired === false;
}

export const hostingConnection = z.object({
  type: tolerantEnum(['hosting', 'standalone', 'wordpress'] as const),
  hostingAccountId: nullableString,
  hostingAccountName: nullableString,
  hostingAccountDomain: nullableString,
  ssl: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
});
export type HostingConnection = z.infer<typeof hostingConnection>;

/** Read member by member: a malformed member never hides the pending order (and its blockers). */
export const pendingDomainOrder = z.object({
  id: nullableString,
  orderNumber: nullableString,
  invoiceId: nullableString,
  invoiceNumber: nullableString,
  proformaId: nullableString,
  invoiceStatus: nullableString,
  amount: nullableNumber,
  currencyCode: nullableString,
  createdAt: nullableTimestamp,
  dueAt: nullableTimestamp,
  /** For example `outstanding_invoice`. */
  blockers: z.catch(tolerantArray(z.string(), 'pendingDomainOrder blockers[]'), []),
});
export type PendingDomainOrder = z.infer<typeof pendingDomainOrder>;

/** A domain's pending renewal order, as much of it as the server sent (see `domain.pendingRenewalOrder`). */
export const pendingRenewalOrderOfDomain = z.looseObject({
  id: nullableString,
  orderNumber: nullableString,
  /** Sent with the `pendingOrders[]` item (ledger "Domains → Order links"): the invoice's screen is linked from it. */
  invoiceId: nullableString,
  invoiceNumber: nullableString,
  billing: z.catch(z.nullable(z.object({ amount: nullableNumber, currencyCode: nullableString })), null),
  dueAt: nullableTimestamp,
});
export type PendingRenewalOrderOfDomain = z.infer<typeof pendingRenewalOrderOfDomain>;

/** Only `href` is in the spec; other members are kept as sent. */
export const unlockAction = z.looseObject({ href: z.string() });
export type UnlockAction = z.infer<typeof unlockAction>;

export const registryLock = z.object({
  enabled: nullableBoolean,
  /**
   * Guard: true = .se/.nu registry lock, unlocked only through request-unlock. Missing or malformed is `null`
   * (unknown), never "unlock directly" (see `canUnlockDirectly`).
   */
  requiresManualUnlockFlow: guardFlag,
  unlockAction: z.catch(z.nullable(unlockAction), null),
});
export type RegistryLock = z.infer<typeof registryLock>;

/**
 * True only when the server said the lock needs no manual flow, so the registrar lock may be changed directly
 * (`PATCH /api/v2/domains/{id}`). Unknown (or no `registryLock`) keeps the direct unlock gated.
 */
export function canUnlockDirectly(lock: { requiresManualUnlockFlow: boolean | null } | null): boolean {
  return lock?.requiresManualUnlockFlow === false;
}

export const whoisPrivacy = z.object({
  enabled: nullableBoolean,
  autoEnable: z.catch(z.boolean(), false),
  status: tolerantEnum(['auto_enable_allowed', 'auto_enable_opted_out'] as const),
  reason: nullableString,
  updatedAt: nullableTimestamp,
});
export type WhoisPrivacy = z.infer<typeof whoisPrivacy>;

export const registryLockBlockCodeValues = ['tld_not_supported', 'lock_already_active', 'domain_not_active'] as const;

/** A gate whose `code` is a known enum (null when allowed; `'unknown'` for new codes). */
export const activateRegistryLockGate = z.catch(
  z.extend(actionGate, {
    code: z.catch(
      z.optional(z.nullable(z.union([z.enum(registryLockBlockCodeValues), z.literal('unknown')]))),
      'unknown' as const,
    ),
  }),
  { allowed: false, reason: missingGateReason, code: 'unknown' as const },
);

/** `requiresConfirmation: 'cancel_pending_order'` means disabling must ask before cancelling an order. */
export const disableAutoRenewGate = z.catch(
  z.extend(actionGate, {
    requiresConfirmation: z.catch(
      z.nullable(z.union([z.literal('cancel_pending_order'), z.literal('unknown')])),
      'unknown' as const,
    ),
  }),
  { ...missingGate, requiresConfirmation: null },
);

export const domainActions = z.catch(
  z.object({
    canDelete: tolerantGate,
    canActivateRegistryLock: activateRegistryLockGate,
    canRequestRegistryUnlock: tolerantGate,
    canChangeBillingCycle: tolerantGate,
    canDisableAutoRenew: disableAutoRenewGate,
    /** Ours (`renewal` in the endpoint table): `POST …/actions/renew` is accepted now (codes as `GET …/renewal`). */
    canRenew: tolerantGate,
    /** Ours (`transferCode` in the endpoint table): the transfer (EPP) code may be fetched now. */
    canGetTransferCode: tolerantGate,
    /** Ours (`changeNameservers`). */
    canChangeNameservers: tolerantGate,
    /** Ours (`changeWhoisPrivacy`): `tld_not_supported` where the registry allows no privacy service. */
    canChangeWhoisPrivacy: tolerantGate,
  }),
  {
    canDelete: missingGate,
    canActivateRegistryLock: { allowed: false, reason: missingGateReason, code: 'unknown' },
    canRequestRegistryUnlock: missingGate,
    canChangeBillingCycle: missingGate,
    canDisableAutoRenew: { ...missingGate, requiresConfirmation: null },
    canRenew: missingGate,
    canGetTransferCode: missingGate,
    canChangeNameservers: missingGate,
    canChangeWhoisPrivacy: missingGate,
  },
);
export type DomainActions = z.infer<typeof domainActions>;

export const domain = z.extend(domainSummary, {
  orderId: nullableString,
  contactDetailsVerification: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
  hostingConnection: z.catch(z.nullable(hostingConnection), null),
  nameservers: z.catch(tolerantArray(z.string(), 'domain nameservers[]'), []),
  // EPP codes are exposed only by explicit EPP actions; anything a detail read carries is dropped.
  transfer: z.catch(z.object({ eppCode: z.catch(z.null(), null) }), { eppCode: null }),
  notes: nullableString,
  /**
   * Shape not in the spec beyond `id` (the order cancel route takes it); the rest as the bulk job's
   * `pendingOrders[]` item (`detail` in the endpoint table), plus `dueAt` (the invoice's due date). Member by member: an object
   * without a readable id still says that a renewal order is pending, and a missing member reads as null.
   */
  pendingRenewalOrder: z.catch(z.nullable(pendingRenewalOrderOfDomain), null),
  pendingDomainOrder: z.catch(z.nullable(pendingDomainOrder), null),
  registryLock: z.catch(z.nullable(registryLock), null),
  whoisPrivacy: z.catch(z.nullable(whoisPrivacy), null),
  actions: domainActions,
});
export type Domain = z.infer<typeof domain>;

/**
 * A page of the list. `total` (ours, not in the spec; `list` in the endpoint table) is how many domains match the filter
 * across all pages: absent or malformed reads as `null` (not known), never as 0.
 */
export const domainListPage = z.pipe(
  z.object({
    ...listPageShape(domainSummary, 'domain list'),
    total: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
    /**
     * Ours (ledger "Home"), sent only for `counts=status`: how many of the caller's domains matching the filter are
     * in each status. Missing or malformed → null (Home then shows the total alone); a malformed count is dropped.
     */
    statusCounts: z.catch(z.nullable(z.record(z.string(), z.catch(z.number().check(z.int(), z.minimum(0)), -1))), null),
  }),
  z.transform(withDroppedCount),
);
export type DomainListPage = z.infer<typeof domainListPage>;

/** Values of the domain list's `serviceStatus` filter: the domain service statuses themselves. */
export const domainServiceStatusFilterValues = domainServiceStatusValues;

// ---------------------------------------------------------------------------------------------
// List and PATCH (named-only in the spec: shapes decided in the endpoint table, src/api/endpoints/domains.ts)
// ---------------------------------------------------------------------------------------------

export type { DomainListSort } from './domains-values';

const booleanQuery = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);

/** `GET /api/v2/domains` query: every filter optional; `sort` default `name`. */
export const domainListQuery = z.extend(paginationQuery, {
  /** Case-insensitive substring of the name. */
  name: z.optional(z.string().check(z.trim(), z.maxLength(253))),
  serviceStatus: z.optional(z.enum(domainServiceStatusFilterValues)),
  /** Without the dot, e.g. `se`. */
  tld: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{2,63}$/, 'Use a TLD such as se.'))),
  /** ISO date or timestamp: domains expiring strictly before it. */
  expiresBefore: z.optional(z.iso.date()),
  autoRenew: z.optional(booleanQuery),
  /** Ours (ledger "Home"): `true` = only domains with `actionRequired`. A server without it sends every row. */
  actionRequired: z.optional(booleanQuery),
  /** Ours (ledger "Home"): `true` = only domains with a `pendingOrder`. */
  pendingOrder: z.optional(booleanQuery),
  /** Ours (ledger "Home"): `true` = only domains with an unlock request being handled (`unlockRequestedAt`). */
  unlockRequested: z.optional(booleanQuery),
  /** Ours (ledger "Home"): `true` = only domains with a `progress` (a paid registration or transfer on its way). */
  inProgress: z.optional(booleanQuery),
  /** Ours (ledger "Home"): `true` = only domains with `dnsNotServed`. */
  dnsNotServed: z.optional(booleanQuery),
  /** Ours (ledger "Home"): `status` adds `statusCounts` to the page. */
  counts: z.optional(z.enum(['status'])),
  /** Default `name`. */
  sort: z.optional(z.enum(domainListSortValues)),
});
export type DomainListQuery = z.input<typeof domainListQuery>;

/** `PATCH /api/v2/domains/{id}`: at least one of the two; unknown members are rejected. */
export const domainPatchBody = z
  .strictObject({
    registrarLock: z.optional(z.boolean()),
    autoRenew: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.registrarLock !== undefined || body.autoRenew !== undefined, {
      message: 'Send registrarLock or autoRenew.',
    }),
  );
export type DomainPatchBody = z.infer<typeof domainPatchBody>;
