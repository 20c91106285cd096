import * as z from 'zod/mini';
import {
  actionGate,
  guardFlag,
  listPage,
  nullableBoolean,
  nullableInt,
  nullableNumber,
  nullableString,
  nullableTimestamp,
  opaqueId,
  operation,
  paginationQuery,
  terminalOperationStatuses,
  tolerantArray,
  tolerantEnum,
  missingGate,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { jobResultOf, type JobPoll } from './jobs';

const missingGateReason = missingGate.reason;

/**
 * `{id}` of a domain: the opaque `dom_` id, never a hostname (a hostname is a 400; a `dom_` id with characters we
 * did not expect is the server's 404).
 */
export const domainIdParam = opaqueId('dom_');

export const domainServiceStatusValues = [
  'active',
  'suspended',
  'terminated',
  'pending',
  'cancelled',
  'expired',
  'fraud',
  'unknown',
] as const;
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
  }),
  {
    canDelete: missingGate,
    canActivateRegistryLock: { allowed: false, reason: missingGateReason, code: 'unknown' },
    canRequestRegistryUnlock: missingGate,
    canChangeBillingCycle: missingGate,
    canDisableAutoRenew: { ...missingGate, requiresConfirmation: null },
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
   * Shape not in the spec beyond `id` (the order cancel route takes it). Member by member: an object without a
   * readable id still says that a renewal order is pending.
   */
  pendingRenewalOrder: z.catch(z.nullable(z.looseObject({ id: nullableString })), null),
  pendingDomainOrder: z.catch(z.nullable(pendingDomainOrder), null),
  registryLock: z.catch(z.nullable(registryLock), null),
  whoisPrivacy: z.catch(z.nullable(whoisPrivacy), null),
  actions: domainActions,
});
export type Domain = z.infer<typeof domain>;

/**
 * A page of the list. `total` (ours, not in the spec; ledger "Domains", list) is how many domains match the filter
 * across all pages: absent or malformed reads as `null` (not known), never as 0.
 */
export const domainListPage = z.extend(listPage(domainSummary, 'domain list'), {
  total: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
});
export type DomainListPage = z.infer<typeof domainListPage>;

/** Values of the domain list's `serviceStatus` filter: the domain service statuses themselves. */
export const domainServiceStatusFilterValues = domainServiceStatusValues;

// ---------------------------------------------------------------------------------------------
// Contacts
// ---------------------------------------------------------------------------------------------

export const registrationIdentifier = z.object({
  value: nullableString,
  countryCode: nullableString,
  type: nullableString,
});
export type RegistrationIdentifier = z.infer<typeof registrationIdentifier>;

export const domainContact = z.object({
  firstName: nullableString,
  lastName: nullableString,
  companyName: nullableString,
  email: nullableString,
  phoneNumber: nullableString,
  street: nullableString,
  address2: nullableString,
  city: nullableString,
  postalCode: nullableString,
  state: nullableString,
  countryCode: nullableString,
  registrationIdentifier: z.catch(z.nullable(registrationIdentifier), null),
});
export type DomainContact = z.infer<typeof domainContact>;

/**
 * For this gate `allowed: true` means "verification is required", so a missing gate is read as
 * required: the safe reading is to ask for e-identity rather than to promise an edit will pass.
 */
export const requiresIdentityVerificationGate = z.catch(actionGate, {
  allowed: true,
  reason: 'The server did not say whether identity verification is required; assuming it is.',
  code: 'gate_missing',
});

const nullableContact = z.catch(z.nullable(domainContact), null);

export const domainContacts = z.object({
  registrant: nullableContact,
  admin: nullableContact,
  tech: nullableContact,
  billing: nullableContact,
  /** true for pending-registration Swedish-TLD drafts whose registrant data is still editable. */
  draft: z.catch(z.boolean(), false),
  serviceStatus: domainServiceStatus,
  contactDetailsVerification: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
  actions: z.catch(
    z.object({
      canEditContacts: tolerantGate,
      requiresIdentityVerification: requiresIdentityVerificationGate,
    }),
    {
      canEditContacts: missingGate,
      requiresIdentityVerification: requiresIdentityVerificationGate.parse(undefined),
    },
  ),
  updateOutcome: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
});
export type DomainContacts = z.infer<typeof domainContacts>;

// ---------------------------------------------------------------------------------------------
// Registry unlock
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (the spec rejects none here). */
export const registryUnlockBody = z.object({ forceRequest: z.optional(z.boolean()) });
export type RegistryUnlockBody = z.infer<typeof registryUnlockBody>;

export const registryUnlockStatusValues = [
  'already_unlocked',
  'already_requested',
  'bankid_required',
  'verification_failed',
  'submitted',
] as const;
export const registryUnlockStatus = tolerantEnum(registryUnlockStatusValues);
export type RegistryUnlockStatus = z.infer<typeof registryUnlockStatus>;

export const registryUnlockResult = z.object({
  domainId: z.string(),
  status: registryUnlockStatus,
  domainName: nullableString,
  domainExtension: nullableString,
  companyVerified: nullableBoolean,
  verifiedAs: nullableString,
  companyName: nullableString,
  daysSinceRequest: nullableNumber,
  verificationReason: nullableString,
  domainOrgno: nullableString,
  yourOrgno: nullableString,
  /** true: the caller may retry with `forceRequest: true` after the user confirms. */
  requiresConfirmation: z.catch(z.boolean(), false),
});
export type RegistryUnlockResult = z.infer<typeof registryUnlockResult>;

// ---------------------------------------------------------------------------------------------
// Bulk operations
// ---------------------------------------------------------------------------------------------

export const bulkDomainLimit = 100;

/** Bulk auto-renew: `dom_` ids (a hostname is a 400; foreign or unknown ids are the server's to reject). */
const domainIds = z
  .array(opaqueId('dom_'))
  .check(
    z.minLength(1, 'Choose at least one domain.'),
    z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
  );

const hostnamePattern =
  /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const domainNames = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(253, { error: 'Use at most 253 characters.', abort: true }),
        z.regex(hostnamePattern, 'Use a domain name such as example.com (not a dom_ id).'),
      ),
  )
  .check(
    z.minLength(1, 'Choose at least one domain.'),
    z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
  );

export const redirectStatusCodes = [301, 302, 307, 308] as const;
export const redirectScopeValues = ['exact', 'root_www', 'subdomains', 'all'] as const;

// Redirect bodies: unknown members are ignored; the spec's own "create only"/"delete only" fields fail on their path.
export const redirectSpec = z.object({
  /** URL or path template; may contain `{domain}`. */
  sourceUrl: z.string().check(z.trim(), z.minLength(1, 'Enter the source URL or path.'), z.maxLength(2048)),
  targetUrl: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Enter the destination URL.', abort: true }),
      z.maxLength(2048, { error: 'Use at most 2048 characters.', abort: true }),
      z.regex(/^https?:\/\/[^\s/?#]+\S*$/i, 'Enter a full URL starting with http:// or https://.'),
    ),
  statusCode: z.optional(z.literal(redirectStatusCodes, { error: 'Choose 301, 302, 307 or 308.' })),
  preserveQueryString: z.optional(z.boolean()),
  preservePathSuffix: z.optional(z.boolean()),
  description: z.optional(z.string().check(z.maxLength(500))),
  redirectScope: z.optional(z.enum(redirectScopeValues)),
});
export type RedirectSpec = z.infer<typeof redirectSpec>;

export const bulkRedirectCreateBody = z.object({
  action: z.literal('create'),
  domainNames,
  redirect: redirectSpec,
  ruleIds: z.optional(z.never({ error: 'ruleIds is accepted only for delete.' })),
});

export const bulkRedirectDeleteBody = z.object({
  action: z.literal('delete'),
  domainNames,
  redirect: z.optional(z.never({ error: 'redirect is accepted only for create.' })),
  /** Omitted: every matching rule of the selected domains is removed. */
  ruleIds: z.optional(z.array(opaqueId('redir_')).check(z.minLength(1), z.maxLength(500))),
});

export const bulkRedirectBody = z.discriminatedUnion('action', [bulkRedirectCreateBody, bulkRedirectDeleteBody]);
export type BulkRedirectBody = z.infer<typeof bulkRedirectBody>;

export const bulkRedirectResponse = z.object({
  operation,
  action: tolerantEnum(['create', 'delete'] as const),
  domainsQueued: nullableInt,
});
export type BulkRedirectResponse = z.infer<typeof bulkRedirectResponse>;

export const pendingOrderActionValues = ['block', 'keep', 'cancel'] as const;

export const bulkAutoRenewBody = z.object({
  domainIds,
  enabled: z.boolean({ error: 'Say whether auto-renew should be on or off.' }),
  /** Only relevant when disabling; the server defaults to `block`. */
  pendingOrderAction: z.optional(z.enum(pendingOrderActionValues)),
  /** Legacy alias of `pendingOrderAction: cancel`; ignored when that is present. */
  confirmCancelPending: z.optional(z.boolean()),
});
export type BulkAutoRenewBody = z.infer<typeof bulkAutoRenewBody>;

export const bulkAutoRenewResponse = z.object({
  operation,
  enabled: z.boolean(),
  domainsQueued: nullableInt,
});
export type BulkAutoRenewResponse = z.infer<typeof bulkAutoRenewResponse>;

export const pendingRenewalOrder = z.object({
  domainId: nullableString,
  domainName: nullableString,
  orderId: nullableString,
  orderNumber: nullableString,
  invoiceId: nullableString,
  invoiceNumber: nullableString,
  invoiceStatus: nullableString,
  billing: z.catch(z.nullable(z.object({ amount: nullableNumber, currencyCode: nullableString })), null),
  createdAt: nullableTimestamp,
});
export type PendingRenewalOrder = z.infer<typeof pendingRenewalOrder>;

/**
 * Job result of a bulk auto-renew. A blocked disable has `pendingOrdersFound: true` and changed nothing;
 * re-submit with `keep` or `cancel`. `pendingOrdersFound` is a guard: missing or malformed is `null`, so a blocked
 * disable can never read as success (see `autoRenewOutcomeOf`).
 */
export const autoRenewJobResult = z.object({
  pendingOrdersFound: guardFlag,
  pendingOrders: z.catch(tolerantArray(pendingRenewalOrder, 'auto-renew pendingOrders[]'), []),
  domainsUpdated: nullableInt,
});
export type AutoRenewJobResult = z.infer<typeof autoRenewJobResult>;

/**
 * The auto-renew result of a poll body, wherever the server put it: in the job's `result` (or `operation.result`)
 * or beside `operation` at the top level. When the two places disagree the blocking reading wins.
 */
export function autoRenewJobResultOf(poll: JobPoll): AutoRenewJobResult {
  const nested = autoRenewJobResult.parse(jobResultOf(poll) ?? {});
  const top = autoRenewJobResult.parse({
    pendingOrdersFound: poll.pendingOrdersFound,
    pendingOrders: poll.pendingOrders,
  });
  const flags = [nested.pendingOrdersFound, top.pendingOrdersFound];
  return {
    pendingOrdersFound: flags.includes(true) ? true : flags.includes(false) ? false : null,
    pendingOrders: nested.pendingOrders.length > 0 ? nested.pendingOrders : top.pendingOrders,
    domainsUpdated: nested.domainsUpdated,
  };
}

/**
 * What a bulk auto-renew job did, for the request that was sent:
 * - `running`: not terminal yet; `failed`: the job failed;
 * - `blocked`: a disable with `block` (the default) found pending renewal orders and changed nothing;
 * - `applied`: done;
 * - `unknown`: a disable with `block` finished but the server did not say whether it was blocked. Never shown as
 *   success: the screen says it could not confirm and refreshes the domains.
 */
export type AutoRenewOutcome = 'running' | 'failed' | 'blocked' | 'applied' | 'unknown';

export function autoRenewOutcomeOf(
  poll: JobPoll,
  request: Pick<BulkAutoRenewBody, 'enabled' | 'pendingOrderAction' | 'confirmCancelPending'>,
): AutoRenewOutcome {
  const status = poll.operation.status;
  if (status === 'failed') return 'failed';
  if (!terminalOperationStatuses.includes(status)) return 'running';
  const pendingOrderAction = request.pendingOrderAction ?? (request.confirmCancelPending ? 'cancel' : 'block');
  if (request.enabled || pendingOrderAction !== 'block') return 'applied';
  const result = autoRenewJobResultOf(poll);
  if (result.pendingOrdersFound === true || result.pendingOrders.length > 0) return 'blocked';
  return result.pendingOrdersFound === false ? 'applied' : 'unknown';
}

/**
 * Bulk renew takes any strings: foreign, invalid and ineligible ids are the server's to report in `skipped[]`
 * (the eligible subset still queues), so the client never rejects an id here.
 */
export const bulkRenewBody = z.object({
  domainIds: z
    .array(z.string().check(z.maxLength(253)))
    .check(
      z.minLength(1, 'Choose at least one domain.'),
      z.maxLength(bulkDomainLimit, `Choose at most ${bulkDomainLimit} domains at once.`),
    ),
});
export type BulkRenewBody = z.infer<typeof bulkRenewBody>;

export const renewSkippedItem = z.object({
  domainId: nullableString,
  domainName: nullableString,
  reason: z.catch(z.string(), 'unknown'),
  orderNumber: nullableString,
  invoiceId: nullableString,
});
export type RenewSkippedItem = z.infer<typeof renewSkippedItem>;

/** 202: something was queued. */
export const bulkRenewQueued = z.object({
  operation,
  domainsQueued: nullableInt,
  domainsSkipped: z.number().check(z.int(), z.minimum(0)),
  skipped: z.catch(tolerantArray(renewSkippedItem, 'bulk renew skipped[]'), []),
  allSkipped: z.boolean(),
});

/** 200: every domain was skipped, nothing queued. */
export const bulkRenewAllSkipped = z.object({
  operation: z.null(),
  domainsQueued: z.catch(z.nullable(z.number().check(z.int())), 0),
  domainsSkipped: z.number().check(z.int(), z.minimum(0)),
  skipped: z.catch(tolerantArray(renewSkippedItem, 'bulk renew skipped[]'), []),
  allSkipped: z.catch(z.literal(true), true),
});

export const bulkRenewResponse = z.union([bulkRenewQueued, bulkRenewAllSkipped]);
export type BulkRenewResponse = z.infer<typeof bulkRenewResponse>;

// ---------------------------------------------------------------------------------------------
// List and PATCH (named-only in the spec: shapes decided in the ledger, "Domains")
// ---------------------------------------------------------------------------------------------

export const domainListSortValues = ['name', '-name', 'expiresAt', '-expiresAt'] as const;
export type DomainListSort = (typeof domainListSortValues)[number];

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

/** A redirect rule of a domain (mock read `GET /api/v2/domains/{id}/redirects`, ledger "Domains"). */
export const redirectRule = z.object({
  id: z.string(),
  domainName: z.string(),
  sourceUrl: z.string(),
  targetUrl: z.string(),
  statusCode: z.number(),
  redirectScope: z.string(),
  preserveQueryString: z.boolean(),
  preservePathSuffix: z.boolean(),
  description: nullableString,
  createdAt: nullableTimestamp,
});
export type RedirectRule = z.infer<typeof redirectRule>;
export const redirectRuleList = z.object({ data: tolerantArray(redirectRule, 'redirect rules[]') });
