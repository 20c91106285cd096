import * as z from 'zod/mini';
import {
  billingCycleEnum,
  billingCycleValues,
  liftExtensions,
  listPage,
  nullableString,
  nullableTimestamp,
  problemDetails,
  tolerantEnum,
  tolerantGate,
  tolerantNullableEnum,
} from './common';

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
  supportsAdminPanel: z.catch(z.optional(z.boolean()), undefined),
});
export type ControlPanel = z.infer<typeof controlPanel>;

export const billingCycleOption = z.object({
  billingCycle: tolerantBillingCycle,
  amount: z.number(),
  /** First payment when it differs from the recurring amount. */
  initialAmount: z.catch(z.optional(z.number()), undefined),
  currencyCode: z.string(),
  isCurrent: z.catch(z.boolean(), false),
  savingsPercent: z.catch(z.nullable(z.number()), null),
});
export type BillingCycleOption = z.infer<typeof billingCycleOption>;

export const billingCycleState = z.object({
  billingCycleOptions: z.catch(z.array(billingCycleOption), []),
  actions: z.catch(z.object({ canSwitchCycle: tolerantGate }), { canSwitchCycle: missingGate }),
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

export const hostingAccountActions = z.catch(
  z.object({
    canRenew: tolerantGate,
    canChangeBillingCycle: tolerantGate,
    canPause: tolerantGate,
    canUpgrade: tolerantGate,
    canCancel: tolerantGate,
    canAddStorage: tolerantGate,
    canSso: tolerantGate,
  } satisfies Record<HostingGateName, typeof tolerantGate>),
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
  domains: z.catch(z.array(z.string()), []),
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
  pinned: z.catch(z.boolean(), false),
  /** Resource limits; fields are not in the spec. */
  resources: z.catch(z.nullable(z.record(z.string(), z.unknown())), null),
  controlPanel,
  billingCycleState: z.catch(z.nullable(billingCycleState), null),
  actions: z.catch(z.nullable(hostingAccountActions), null),
  tags: z.catch(z.array(z.string()), []),
});
export type HostingAccountSummary = z.infer<typeof hostingAccountSummary>;

/** Detail: the seven gates; a missing `actions` object reads as every gate blocked. */
export const hostingAccount = z.extend(hostingAccountSummary, { actions: hostingAccountActions });
export type HostingAccount = z.infer<typeof hostingAccount>;

export const hostingAccountListPage = listPage(hostingAccountSummary);
export type HostingAccountListPage = z.infer<typeof hostingAccountListPage>;

export const hostingAccountListQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type HostingAccountListQuery = z.input<typeof hostingAccountListQuery>;

/** `{accountId}` must be an account id, never a domain name. */
export const hostingAccountIdParam = z
  .string()
  .check(z.maxLength(64), z.regex(/^acct_[A-Za-z0-9]+$/, 'Use the account id (acct_...), not a domain name.'));

// ---------------------------------------------------------------------------------------------
// Billing-cycle change
// ---------------------------------------------------------------------------------------------

export const billingCycleChangeBody = z.strictObject({
  billingCycle: billingCycleEnum,
  dryRun: z.optional(z.boolean()),
  cancelExistingInvoice: z.optional(z.boolean()),
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
  amount: z.catch(z.nullable(z.number()), null),
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
  renewalInvoice: z.catch(z.nullable(renewalInvoice), null),
  invoiceLookupPending: z.catch(z.boolean(), false),
  cancelledInvoiceIds: z.catch(z.array(z.string()), []),
  cancellationMethod: nullableString,
});
export type BillingCycleChangeCommit = z.infer<typeof billingCycleChangeCommit>;

/**
 * Either response shape, tagged with `kind`. The preview is chosen whenever the body has `dryRun`,
 * so a broken preview fails as a preview instead of slipping through as a commit.
 */
export const billingCycleChangeResponse = z.pipe(
  z.transform((body: unknown) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? { ...body, kind: 'dryRun' in body ? 'preview' : 'commit' }
      : body,
  ),
  z.discriminatedUnion('kind', [
    z.extend(billingCycleChangePreview, { kind: z.literal('preview') }),
    z.extend(billingCycleChangeCommit, { kind: z.literal('commit') }),
  ]),
);
export type BillingCycleChangeResponse = z.infer<typeof billingCycleChangeResponse>;

export function parseBillingCycleChangeResponse(body: unknown): BillingCycleChangeResponse {
  return billingCycleChangeResponse.parse(body);
}

// ---------------------------------------------------------------------------------------------
// Mailboxes
// ---------------------------------------------------------------------------------------------

const hostnamePattern =
  /^(?=.{4,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A full hostname (at least one dot, no scheme, path or port). Lower-cased before checking. */
export const fullHostname = z
  .string({ error: 'Enter a domain name.' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'Enter a domain name.', abort: true }),
    z.maxLength(253, { error: 'Use at most 253 characters.', abort: true }),
    z.regex(hostnamePattern, 'Enter a full domain name such as example.com.'),
  );

export const mailboxPasswordRules = { minLength: 8, maxLength: 128 } as const;

export const mailboxPassword = z
  .string({ error: 'Enter a password.' })
  .check(
    z.minLength(8, 'Use at least 8 characters.'),
    z.maxLength(128, { error: 'Use at most 128 characters.', abort: true }),
    z.regex(/[A-Z]/, 'Include at least one uppercase letter.'),
    z.regex(/[a-z]/, 'Include at least one lowercase letter.'),
    z.regex(/[0-9]/, 'Include at least one digit.'),
  );

/** Dot-atom local part (RFC 5322 without quoting). */
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export const mailboxCreateBody = z.strictObject({
  localPart: z.string({ error: 'Enter the part of the address before @.' }).check(
    z.minLength(1, { error: 'Enter the part of the address before @.', abort: true }),
    z.maxLength(64, { error: 'Use at most 64 characters.', abort: true }),
    z.superRefine((value: string, ctx) => {
      if (value.includes('@')) {
        ctx.addIssue({ code: 'custom', message: 'Enter only the part before @; choose the domain separately.' });
      } else if (!localPartPattern.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message:
            'Use letters, digits and symbols such as . _ - +, without spaces or a leading, trailing or double dot.',
        });
      }
    }),
  ),
  domain: fullHostname,
  password: mailboxPassword,
  quotaMb: z.optional(
    z
      .number({ error: 'Enter the quota in MB.' })
      .check(
        z.int('Enter a whole number of MB.'),
        z.minimum(0, 'The quota cannot be negative.'),
        z.maximum(1048576, 'The quota can be at most 1048576 MB (1 TB).'),
      ),
  ),
});
export type MailboxCreateBody = z.infer<typeof mailboxCreateBody>;

export const mailbox = z.object({
  id: z.string(),
  email: z.string(),
  domain: z.string(),
  quota: z.catch(
    z.object({
      usedGb: z.catch(z.nullable(z.number()), null),
      limitGb: z.catch(z.nullable(z.number()), null),
      usagePercent: z.catch(z.nullable(z.number()), null),
      exceeded: z.catch(z.boolean(), false),
    }),
    { usedGb: null, limitGb: null, usagePercent: null, exceeded: false },
  ),
});
export type Mailbox = z.infer<typeof mailbox>;

export const passwordTooWeakProblem = z.pipe(
  z.transform(liftExtensions(['minimumScore', 'score', 'suggestions'])),
  z.extend(problemDetails, {
    code: z.literal('password_too_weak'),
    minimumScore: z.catch(z.nullable(z.number()), null),
    score: z.catch(z.nullable(z.number()), null),
    suggestions: z.catch(z.array(z.string()), []),
  }),
);
export type PasswordTooWeakProblem = z.infer<typeof passwordTooWeakProblem>;

// ---------------------------------------------------------------------------------------------
// Addon domains
// ---------------------------------------------------------------------------------------------

export const addonDomainDir = z.string().check(
  z.minLength(1, { error: 'Enter a folder, or leave it empty for the default.', abort: true }),
  z.maxLength(255, { error: 'Use at most 255 characters.', abort: true }),
  z.refine<string>((v) => !v.startsWith('/'), 'Use a path relative to your home folder (no leading "/").'),
  z.refine<string>((v) => !v.includes('..'), 'The path cannot contain "..".'),
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  z.refine<string>((v) => !/[\\\u0000-\u001f]/.test(v), 'The path cannot contain "\\" or control characters.'),
);

/** The retired `subdomain` field is rejected by the strict object. */
export const addonDomainCreateBody = z.strictObject({
  domain: fullHostname,
  dir: z.optional(addonDomainDir),
});
export type AddonDomainCreateBody = z.infer<typeof addonDomainCreateBody>;

export const addonDomain = z.object({
  domain: z.string(),
  kind: tolerantEnum(['addon'] as const),
  documentRoot: z.string(),
});
export type AddonDomain = z.infer<typeof addonDomain>;
