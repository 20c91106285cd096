import * as z from 'zod';
import {
  billingCycleEnum,
  billingCycleValues,
  listPage,
  nullableTimestamp,
  problemDetails,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';

const nullableString = z.string().nullable().catch(null);
const missingGate = tolerantGate.parse(undefined);

export const hostingServiceStatusValues = [
  'active',
  'pending',
  'suspended',
  'cancelled',
  'terminated',
  'expired',
  'fraud',
  'unknown',
] as const;
export const hostingServiceStatus = tolerantEnum(hostingServiceStatusValues);
export type HostingServiceStatus = z.infer<typeof hostingServiceStatus>;

/** A billing cycle read from a response (unknown values become `'unknown'`). */
export const tolerantBillingCycle = tolerantEnum(billingCycleValues);

/** `supportsAdminPanel` is present only when the account (or plan) supports admin-panel access. */
export const controlPanel = z.object({
  type: tolerantEnum(['panel'] as const),
  supportsAdminPanel: z.boolean().optional().catch(undefined),
});
export type ControlPanel = z.infer<typeof controlPanel>;

export const billingCycleOption = z.object({
  billingCycle: tolerantBillingCycle,
  amount: z.number(),
  /** First payment when it differs from the recurring amount. */
  initialAmount: z.number().optional().catch(undefined),
  currencyCode: z.string(),
  isCurrent: z.boolean().catch(false),
  savingsPercent: z.number().nullable().catch(null),
});
export type BillingCycleOption = z.infer<typeof billingCycleOption>;

export const billingCycleState = z.object({
  billingCycleOptions: z.array(billingCycleOption).catch([]),
  actions: z.object({ canSwitchCycle: tolerantGate }).catch({ canSwitchCycle: missingGate }),
});
export type BillingCycleState = z.infer<typeof billingCycleState>;

const hostingGateNames = [
  'canRenew',
  'canChangeBillingCycle',
  'canPause',
  'canUpgrade',
  'canCancel',
  'canAddStorage',
  'canSso',
] as const;
type HostingGateName = (typeof hostingGateNames)[number];

export const hostingAccountActions = z
  .object({
    canRenew: tolerantGate,
    canChangeBillingCycle: tolerantGate,
    canPause: tolerantGate,
    canUpgrade: tolerantGate,
    canCancel: tolerantGate,
    canAddStorage: tolerantGate,
    canSso: tolerantGate,
  } satisfies Record<HostingGateName, typeof tolerantGate>)
  .catch(
    Object.fromEntries(hostingGateNames.map((name) => [name, missingGate])) as Record<
      HostingGateName,
      z.infer<typeof tolerantGate>
    >,
  );
export type HostingAccountActions = z.infer<typeof hostingAccountActions>;

/** List responses: `actions` is null there. */
export const hostingAccountSummary = z.object({
  id: z.string(),
  name: z.string(),
  primaryDomain: nullableString,
  domains: z.array(z.string()).catch([]),
  customName: nullableString,
  serviceStatus: hostingServiceStatus,
  billing: z.object({
    amount: z.number(),
    currencyCode: z.string(),
    billingCycle: tolerantNullableEnum(billingCycleValues),
  }),
  createdAt: nullableTimestamp,
  nextDueAt: nullableTimestamp,
  expiresAt: nullableTimestamp,
  pinned: z.boolean().catch(false),
  /** Resource limits; fields are not in the spec. */
  resources: z.record(z.string(), z.unknown()).nullable().catch(null),
  controlPanel,
  billingCycleState: billingCycleState.nullable().catch(null),
  actions: hostingAccountActions.nullable().catch(null),
  tags: z.array(z.string()).catch([]),
});
export type HostingAccountSummary = z.infer<typeof hostingAccountSummary>;

/** Detail: the seven gates; a missing `actions` object reads as every gate blocked. */
export const hostingAccount = hostingAccountSummary.extend({ actions: hostingAccountActions });
export type HostingAccount = z.infer<typeof hostingAccount>;

export const hostingAccountListPage = listPage(hostingAccountSummary);
export type HostingAccountListPage = z.infer<typeof hostingAccountListPage>;

export const hostingAccountListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(512).optional(),
});
export type HostingAccountListQuery = z.input<typeof hostingAccountListQuery>;

/** `{accountId}` must be an account id, never a domain name. */
export const hostingAccountIdParam = z
  .string()
  .max(64)
  .regex(/^acct_[A-Za-z0-9]+$/, 'Use the account id (acct_...), not a domain name.');

// ---------------------------------------------------------------------------------------------
// Billing-cycle change
// ---------------------------------------------------------------------------------------------

export const billingCycleChangeBody = z.strictObject({
  billingCycle: billingCycleEnum,
  dryRun: z.boolean().optional(),
  cancelExistingInvoice: z.boolean().optional(),
});
export type BillingCycleChangeBody = z.infer<typeof billingCycleChangeBody>;

export const billingCycleChangePreview = z.object({
  dryRun: z.boolean(),
  changed: z.boolean(),
  currentBillingCycle: tolerantBillingCycle,
  targetBillingCycle: tolerantBillingCycle,
  targetAmount: z.number(),
  currencyCode: z.string(),
  wouldBlock: z.boolean(),
});
export type BillingCycleChangePreview = z.infer<typeof billingCycleChangePreview>;

export const renewalInvoice = z.object({
  id: z.string(),
  number: nullableString,
  amount: z.number().nullable().catch(null),
  currencyCode: z.string(),
  dueAt: nullableTimestamp,
  status: tolerantEnum(['paid', 'unpaid', 'partially_paid', 'draft', 'cancelled', 'refunded'] as const),
  paymentUrl: nullableString,
});
export type RenewalInvoice = z.infer<typeof renewalInvoice>;

export const billingCycleChangeCommit = z.object({
  changed: z.boolean(),
  currentBillingCycle: tolerantBillingCycle,
  currencyCode: z.string(),
  renewalInvoice: renewalInvoice.nullable().catch(null),
  invoiceLookupPending: z.boolean().catch(false),
  cancelledInvoiceIds: z.array(z.string()).catch([]),
  cancellationMethod: nullableString,
});
export type BillingCycleChangeCommit = z.infer<typeof billingCycleChangeCommit>;

/**
 * Either response shape, tagged with `kind`. The preview is chosen whenever the body has `dryRun`,
 * so a broken preview fails as a preview instead of slipping through as a commit.
 */
export const billingCycleChangeResponse = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...body, kind: 'dryRun' in body ? 'preview' : 'commit' }
      : body,
  z.discriminatedUnion('kind', [
    billingCycleChangePreview.extend({ kind: z.literal('preview') }),
    billingCycleChangeCommit.extend({ kind: z.literal('commit') }),
  ]),
);
export type BillingCycleChangeResponse = z.infer<typeof billingCycleChangeResponse>;

export function parseBillingCycleChangeResponse(body: unknown): BillingCycleChangeResponse {
  return billingCycleChangeResponse.parse(body);
}

// ---------------------------------------------------------------------------------------------
// Mailboxes
// ---------------------------------------------------------------------------------------------

const hostnamePattern = /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A full hostname (at least one dot, no scheme, path or port). Lower-cased before checking. */
export const fullHostname = z
  .string({ error: 'Enter a domain name.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter a domain name.', abort: true })
  .max(253, { error: 'Use at most 253 characters.', abort: true })
  .regex(hostnamePattern, 'Enter a full domain name such as example.com.');

export const mailboxPasswordRules = { minLength: 8, maxLength: 128 } as const;

export const mailboxPassword = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Use at least 8 characters.')
  .max(128, { error: 'Use at most 128 characters.', abort: true })
  .regex(/[A-Z]/, 'Include at least one uppercase letter.')
  .regex(/[a-z]/, 'Include at least one lowercase letter.')
  .regex(/[0-9]/, 'Include at least one digit.');

/** Dot-atom local part (RFC 5322 without quoting). */
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export const mailboxCreateBody = z.strictObject({
  localPart: z
    .string({ error: 'Enter the part of the address before @.' })
    .min(1, { error: 'Enter the part of the address before @.', abort: true })
    .max(64, { error: 'Use at most 64 characters.', abort: true })
    .superRefine((value, ctx) => {
      if (value.includes('@')) {
        ctx.addIssue({ code: 'custom', message: 'Enter only the part before @; choose the domain separately.' });
      } else if (!localPartPattern.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Use letters, digits and symbols such as . _ - +, without spaces or a leading, trailing or double dot.',
        });
      }
    }),
  domain: fullHostname,
  password: mailboxPassword,
  quotaMb: z
    .number({ error: 'Enter the quota in MB.' })
    .int('Enter a whole number of MB.')
    .min(0, 'The quota cannot be negative.')
    .max(1048576, 'The quota can be at most 1048576 MB (1 TB).')
    .optional(),
});
export type MailboxCreateBody = z.infer<typeof mailboxCreateBody>;

export const mailbox = z.object({
  id: z.string(),
  email: z.string(),
  domain: z.string(),
  quota: z
    .object({
      usedGb: z.number().nullable().catch(null),
      limitGb: z.number().nullable().catch(null),
      usagePercent: z.number().nullable().catch(null),
      exceeded: z.boolean().catch(false),
    })
    .catch({ usedGb: null, limitGb: null, usagePercent: null, exceeded: false }),
});
export type Mailbox = z.infer<typeof mailbox>;

/** Members the spec adds to the body; a server nesting them in `extensions` is read the same way. */
function liftExtensions(keys: readonly string[]) {
  return (body: unknown) => {
    if (typeof body !== 'object' || body === null) return body;
    const record = body as Record<string, unknown>;
    const extensions = record.extensions;
    if (typeof extensions !== 'object' || extensions === null) return body;
    const lifted: Record<string, unknown> = { ...record };
    for (const key of keys) {
      if (lifted[key] === undefined && key in extensions) lifted[key] = (extensions as Record<string, unknown>)[key];
    }
    return lifted;
  };
}

export const passwordTooWeakProblem = z.preprocess(
  liftExtensions(['minimumScore', 'score', 'suggestions']),
  problemDetails.extend({
    code: z.literal('password_too_weak'),
    minimumScore: z.number().nullable().catch(null),
    score: z.number().nullable().catch(null),
    suggestions: z.array(z.string()).catch([]),
  }),
);
export type PasswordTooWeakProblem = z.infer<typeof passwordTooWeakProblem>;

// ---------------------------------------------------------------------------------------------
// Addon domains
// ---------------------------------------------------------------------------------------------

export const addonDomainDir = z
  .string()
  .min(1, { error: 'Enter a folder, or leave it empty for the default.', abort: true })
  .max(255, { error: 'Use at most 255 characters.', abort: true })
  .refine((v) => !v.startsWith('/'), 'Use a path relative to your home folder (no leading "/").')
  .refine((v) => !v.includes('..'), 'The path cannot contain "..".')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  .refine((v) => !/[\\\u0000-\u001f]/.test(v), 'The path cannot contain "\\" or control characters.');

/** The retired `subdomain` field is rejected by the strict object. */
export const addonDomainCreateBody = z.strictObject({
  domain: fullHostname,
  dir: addonDomainDir.optional(),
});
export type AddonDomainCreateBody = z.infer<typeof addonDomainCreateBody>;

export const addonDomain = z.object({
  domain: z.string(),
  kind: tolerantEnum(['addon'] as const),
  documentRoot: z.string(),
});
export type AddonDomain = z.infer<typeof addonDomain>;
