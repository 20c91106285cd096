import * as z from 'zod/mini';
import {
  billingCycleEnum,
  billingCycleValues,
  guardFlag,
  liftExtensions,
  listPage,
  nullableString,
  nullableTimestamp,
  opaqueId,
  paginationQuery,
  problemDetails,
  renewalInvoice,
  tolerantArray,
  tolerantEnum,
  missingGate,
  tolerantGate,
  tolerantNullableEnum,
} from './common';
import { externalUrl } from './external-url';
import { hostingServiceStatusValues } from './hosting-values';

export const hostingServiceStatus = tolerantEnum(hostingServiceStatusValues);
export type HostingServiceStatus = z.infer<typeof hostingServiceStatus>;

/** A billing cycle read from a response (unknown values become `'unknown'`). */
export const tolerantBillingCycle = tolerantEnum(billingCycleValues);

/**
 * `supportsAdminPanel` is present only when the account (or plan) supports admin-panel access. `url` (not in the
 * spec; ledger) is where the panel opens; a missing or non-https value reads as absent (no link offered).
 */
export const controlPanel = z.object({
  type: tolerantEnum(['panel'] as const),
  supportsAdminPanel: z.catch(z.optional(z.boolean()), undefined),
  url: z.catch(z.optional(externalUrl), undefined),
});
export type ControlPanel = z.infer<typeof controlPanel>;

/**
 * One mail protocol's server (`mailSettings`, **ours**, not in the spec; ledger): the host a mail client connects
 * to, its port and how the connection is secured. A malformed member reads as absent (the screen says the settings
 * are not known), never as a made-up server.
 */
export const mailServer = z.object({
  host: z.string().check(z.minLength(1), z.maxLength(253), z.regex(/^[A-Za-z0-9.-]+$/)),
  port: z.int().check(z.minimum(1), z.maximum(65535)),
  security: z.catch(tolerantEnum(['ssl_tls', 'starttls'] as const), 'unknown' as const),
});
export type MailServer = z.infer<typeof mailServer>;

/** The mail client settings of an account's mailboxes (the username is the mailbox's address). */
export const mailSettings = z.object({
  imap: z.catch(z.nullable(mailServer), null),
  pop3: z.catch(z.nullable(mailServer), null),
  smtp: z.catch(z.nullable(mailServer), null),
  /** Ours (issue 38): the webmail's https address; anything else (or missing) reads as absent: no link. */
  webmailUrl: z.catch(z.optional(externalUrl), undefined),
});
export type MailSettings = z.infer<typeof mailSettings>;

/**
 * What a cycle change credits (**ours**; ledger "First payment ≠ recurring price"): the unused, already paid part of
 * the current period, pro rata by whole days, to öre, never more than `paidAmount`. Malformed or missing → null (the
 * screen then names no figures).
 */
export const cycleChangeCredit = z.object({
  /** What is credited (taken off the first payment). */
  amount: z.number().check(z.minimum(0)),
  /** What was paid for the current period. */
  paidAmount: z.number().check(z.minimum(0)),
  /** Whole days of the current period not yet begun, on the server's clock. */
  unusedDays: z.int().check(z.minimum(0)),
  periodDays: z.int().check(z.minimum(1)),
  /** The end of the current, paid period. */
  periodEndsAt: nullableTimestamp,
});
export type CycleChangeCredit = z.infer<typeof cycleChangeCredit>;

export const billingCycleOption = z.object({
  billingCycle: tolerantBillingCycle,
  amount: z.number(),
  /** First payment when it differs from the recurring amount. */
  initialAmount: z.catch(z.optional(z.number()), undefined),
  /** Why the first payment is lower: the credit, with its figures (null: none, or not said). */
  credit: z.catch(z.nullable(cycleChangeCredit), null),
  currencyCode: z.string(),
  isCurrent: z.catch(z.boolean(), false),
  savingsPercent: z.catch(z.nullable(z.number()), null),
});
export type BillingCycleOption = z.infer<typeof billingCycleOption>;

export const billingCycleState = z.object({
  billingCycleOptions: z.catch(tolerantArray(billingCycleOption, 'hosting billingCycleOptions[]'), []),
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

/**
 * Ours (issue 38): a cancellation at the end of the paid period, scheduled and not yet undone. Missing or malformed
 * → null (none known).
 */
export const hostingCancellationState = z.object({
  requestedAt: nullableTimestamp,
  effectiveAt: nullableTimestamp,
});
export type HostingCancellationState = z.infer<typeof hostingCancellationState>;

/** List responses: `actions` is null there. */
export const hostingAccountSummary = z.object({
  id: z.string(),
  name: z.string(),
  primaryDomain: nullableString,
  domains: z.catch(tolerantArray(z.string(), 'hosting account domains[]'), []),
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
  /** Member by member: a missing object reads as an unknown panel type, never drops the account. */
  controlPanel: z.catch(controlPanel, { type: 'unknown' as const }),
  billingCycleState: z.catch(z.nullable(billingCycleState), null),
  actions: z.catch(z.nullable(hostingAccountActions), null),
  tags: z.catch(tolerantArray(z.string(), 'hosting account tags[]'), []),
  /**
   * Ours (ledger "Home"): how many of the account's mailboxes are over their quota (`quota.exceeded`); missing or
   * malformed → `null` (not known: Home then says nothing of the mailboxes).
   */
  mailboxesOverQuota: z.catch(z.nullable(z.number().check(z.int(), z.minimum(0))), null),
  /**
   * Ours (ledger "Home"): the unsettled invoice of the account's pending renewal order, which blocks a plan or
   * billing-cycle change (the 409 `existing_invoice_blocking`); null when none or not known.
   */
  blockingInvoice: z.catch(z.nullable(renewalInvoice), null),
  /** Ours (issue 38): the account ends at `effectiveAt` unless the cancellation is undone; null when none. */
  cancellation: z.catch(z.nullable(hostingCancellationState), null),
});
export type HostingAccountSummary = z.infer<typeof hostingAccountSummary>;

/**
 * Detail: the seven gates; a missing `actions` object reads as every gate blocked. `overdueInvoice` (ours, not in
 * the spec; ledger "Shared hosting"): the unpaid invoice a suspended account waits for, with its payment link;
 * missing or malformed reads as null (the screen then points at the orders instead).
 */
export const hostingAccount = z.extend(hostingAccountSummary, {
  actions: hostingAccountActions,
  overdueInvoice: z.catch(z.nullable(renewalInvoice), null),
  /** Ours (ledger): where mail clients connect; missing or malformed → null (the screen says so). */
  mailSettings: z.catch(z.nullable(mailSettings), null),
});
export type HostingAccount = z.infer<typeof hostingAccount>;

export const hostingAccountListPage = listPage(hostingAccountSummary, 'hosting account list');
export type HostingAccountListPage = z.infer<typeof hostingAccountListPage>;

/** Values of the hosting list's `serviceStatus` filter: the account's service statuses themselves. */
export const hostingServiceStatusFilterValues = hostingServiceStatusValues;
export const hostingAccountListQuery = z.extend(paginationQuery, {
  serviceStatus: z.optional(z.enum(hostingServiceStatusFilterValues)),
});
export type HostingAccountListQuery = z.input<typeof hostingAccountListQuery>;

/**
 * `{accountId}`: an opaque `acct_` id, never a domain name (a hostname is a 400; an `acct_` id with characters we
 * did not expect is the server's 404).
 */
export const hostingAccountIdParam = opaqueId('acct_');

/**
 * `{address}` of a mailbox (`email-accounts/{address}`): the full e-mail address. Opaque past the one `@` that
 * makes it an address; an address we do not know is the server's 404.
 */
export const mailboxAddressParam = z.string().check(
  z.minLength(3),
  z.maxLength(254),
  z.refine<string>((v) => /^[^@\s]+@[^@\s]+$/.test(v), 'Expected a full e-mail address (name@domain).'),
);

// ---------------------------------------------------------------------------------------------
// Billing-cycle change
// ---------------------------------------------------------------------------------------------

/** Unknown members are ignored (the spec rejects none here). */
export const billingCycleChangeBody = z.object({
  billingCycle: billingCycleEnum,
  dryRun: z.optional(z.boolean()),
  cancelExistingInvoice: z.optional(z.boolean()),
});
export type BillingCycleChangeBody = z.infer<typeof billingCycleChangeBody>;

/**
 * The preview (request sent with `dryRun: true`). `wouldBlock` guards the commit: missing or malformed is `null`
 * (unknown), and only `false` lets the screen offer the commit (`previewAllowsCommit`). A blocked preview is a
 * 200 with `wouldBlock: true`, never a 409. A body saying `dryRun: false` to a dry run is rejected: something
 * may have been changed, so it must not be shown as a harmless preview.
 */
export const billingCycleChangePreview = z.object({
  dryRun: z.optional(z.literal(true, { error: 'A preview must not say dryRun: false.' })),
  changed: z.boolean(),
  currentBillingCycle: tolerantBillingCycle,
  targetBillingCycle: tolerantBillingCycle,
  targetAmount: z.number(),
  /** Ours: what the first payment (`targetAmount`) credits of the current period, with its figures. */
  credit: z.catch(z.nullable(cycleChangeCredit), null),
  currencyCode: z.string(),
  wouldBlock: guardFlag,
  /** Not in the spec (ledger): the pending invoice that would block the commit; null when none or not sent. */
  blockingInvoice: z.catch(z.nullable(renewalInvoice), null),
});
export type BillingCycleChangePreview = z.infer<typeof billingCycleChangePreview>;

/** Only a preview that says `wouldBlock: false` may lead to a commit; unknown keeps it gated. */
export function previewAllowsCommit(preview: { wouldBlock: boolean | null }): boolean {
  return preview.wouldBlock === false;
}

export const billingCycleChangeCommit = z.object({
  changed: z.boolean(),
  currentBillingCycle: tolerantBillingCycle,
  currencyCode: z.string(),
  renewalInvoice: z.catch(z.nullable(renewalInvoice), null),
  invoiceLookupPending: z.catch(z.boolean(), false),
  cancelledInvoiceIds: z.catch(tolerantArray(z.string(), 'billing-cycle commit cancelledInvoiceIds[]'), []),
  cancellationMethod: nullableString,
});
export type BillingCycleChangeCommit = z.infer<typeof billingCycleChangeCommit>;

const taggedPreview = z.pipe(
  billingCycleChangePreview,
  z.transform((preview) => ({ ...preview, kind: 'preview' as const })),
);
const taggedCommit = z.pipe(
  billingCycleChangeCommit,
  z.transform((commit) => ({ ...commit, kind: 'commit' as const })),
);

/**
 * The response schema for the request that was sent: `dryRun: true` is answered with a preview, anything else
 * with a commit. Chosen by the request, never by whether the body happens to carry a `dryRun` member, so a
 * preview missing a member fails as a preview and a commit is never mistaken for one. Tagged with `kind`.
 */
export function billingCycleChangeResponseFor(dryRun: boolean | undefined) {
  return dryRun === true ? taggedPreview : taggedCommit;
}
export type BillingCycleChangeResponse = z.output<typeof taggedPreview> | z.output<typeof taggedCommit>;

/**
 * 409 `existing_invoice_blocking`: the blocking invoice (ledger) as a top-level member `invoice` (also read from
 * `extensions`); missing → null, and the screen still offers to cancel "the pending invoice".
 */
export const existingInvoiceBlockingProblem = z.pipe(
  z.transform(liftExtensions(['invoice'])),
  z.extend(problemDetails, {
    code: z.literal('existing_invoice_blocking'),
    invoice: z.catch(z.nullable(renewalInvoice), null),
  }),
);
export type ExistingInvoiceBlockingProblem = z.infer<typeof existingInvoiceBlockingProblem>;

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

/** The rules of `mailboxPassword` one by one, for a live checklist (the guessability check is separate). */
export function mailboxPasswordChecks(password: string) {
  return {
    length: password.length >= mailboxPasswordRules.minLength && password.length <= mailboxPasswordRules.maxLength,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
  };
}
export type MailboxPasswordCheck = keyof ReturnType<typeof mailboxPasswordChecks>;

export const mailboxPassword = z
  .string({ error: 'Enter a password.' })
  .check(
    z.minLength(8, 'Use at least 8 characters.'),
    z.maxLength(128, { error: 'Use at most 128 characters.', abort: true }),
    z.regex(/[A-Z]/, 'Include at least one uppercase letter.'),
    z.regex(/[a-z]/, 'Include at least one lowercase letter.'),
    z.regex(/[0-9]/, 'Include at least one digit.'),
  );

export const mailboxQuotaMb = z
  .number({ error: 'Enter the quota in MB.' })
  .check(
    z.int('Enter a whole number of MB.'),
    z.minimum(0, 'The quota cannot be negative.'),
    z.maximum(1048576, 'The quota can be at most 1048576 MB (1 TB).'),
  );
export const MAILBOX_DEFAULT_QUOTA_MB = 32768;
export const MAILBOX_MAX_QUOTA_MB = 1048576;

/** Dot-atom local part (RFC 5322 without quoting). */
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

export const mailboxCreateBody = z.object({
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
  quotaMb: z.optional(mailboxQuotaMb),
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

export const mailboxListPage = listPage(mailbox, 'mailbox list');
export type MailboxListPage = z.infer<typeof mailboxListPage>;

/** `PUT …/email-accounts/{address}/quota` (named-only; ledger): unknown members ignored. */
export const mailboxQuotaBody = z.object({ quotaMb: mailboxQuotaMb });
export type MailboxQuotaBody = z.infer<typeof mailboxQuotaBody>;

export const passwordTooWeakProblem = z.pipe(
  z.transform(liftExtensions(['minimumScore', 'score', 'suggestions'])),
  z.extend(problemDetails, {
    code: z.literal('password_too_weak'),
    minimumScore: z.catch(z.nullable(z.number()), null),
    score: z.catch(z.nullable(z.number()), null),
    suggestions: z.catch(tolerantArray(z.string(), 'password_too_weak suggestions[]'), []),
  }),
);
export type PasswordTooWeakProblem = z.infer<typeof passwordTooWeakProblem>;

// ---------------------------------------------------------------------------------------------
// Addon domains
// ---------------------------------------------------------------------------------------------

/**
 * Characters that look like `.`, `/` or `\` (fullwidth, one-dot leader, fraction and division slashes...): NFKC
 * folds some of them to the real thing, so a path holding one could become a traversal further down.
 */
const LOOK_ALIKES = /[\u2024\u2025\u2026\u3002\uff0e\ufe52\u2215\u2044\u29f8\uff0f\u2216\u29f5\u29f9\ufe68\uff3c]/;

/** The dir after undoing percent-encoding (twice, for double encoding) and Unicode compatibility forms. */
function decodedDir(value: string): string {
  let out = value;
  for (let i = 0; i < 2; i += 1) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out.normalize('NFKC');
}

export const addonDirIssueValues = [
  'leading_slash',
  'dot_dot',
  'disguised_dot_dot',
  'backslash',
  'control',
  'characters',
] as const;
export type AddonDirIssue = (typeof addonDirIssueValues)[number];

/**
 * What is wrong with the folder of an addon domain (relative to the account's home folder), or null. Checked in
 * this order: a leading `/`, `..`, `..` written another way (percent-encoded, look-alike characters), `\`
 * (also encoded), control characters, then anything but letters, digits, `.`, `_`, `-` and single `/` between
 * segments. Shared by the request schema (mock) and the form (as-you-type messages).
 */
export function addonDirIssue(value: string): AddonDirIssue | null {
  const decoded = decodedDir(value);
  if (value.startsWith('/') || decoded.startsWith('/')) return 'leading_slash';
  if (value.includes('..')) return 'dot_dot';
  if (decoded.includes('..') || LOOK_ALIKES.test(value)) return 'disguised_dot_dot';
  if (value.includes('\\') || decoded.includes('\\')) return 'backslash';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'control';
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(value) || value.split('/').includes('.')) return 'characters';
  return null;
}

const ADDON_DIR_MESSAGES: Record<AddonDirIssue, string> = {
  leading_slash: 'Use a path relative to your home folder (no leading "/").',
  dot_dot: 'The path cannot contain "..".',
  disguised_dot_dot: 'The path cannot contain ".." or "/" written another way (encoded or look-alike characters).',
  backslash: 'The path cannot contain "\\".',
  control: 'The path cannot contain control characters.',
  characters: 'Use letters, digits, ".", "_" and "-" in folder names, separated by single "/".',
};

export const addonDomainDir = z.string().check(
  z.minLength(1, { error: 'Enter a folder, or leave it empty for the default.', abort: true }),
  z.maxLength(255, { error: 'Use at most 255 characters.', abort: true }),
  z.superRefine((value: string, ctx) => {
    const issue = addonDirIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: ADDON_DIR_MESSAGES[issue] });
  }),
);

/** The document root the server will give a new addon domain (ledger): the dir without a trailing "/", or the default. */
export function addonDocumentRoot(domain: string, dir: string | undefined): string {
  const trimmed = dir?.replace(/\/+$/, '') ?? '';
  return trimmed === '' ? `public_html/${domain}` : trimmed;
}

/**
 * Unknown members are ignored, except the retired `subdomain` field, which the spec says is not accepted: it
 * fails on its own path (`/subdomain`).
 */
export const addonDomainCreateBody = z.object({
  domain: fullHostname,
  dir: z.optional(addonDomainDir),
  subdomain: z.optional(z.never({ error: 'The subdomain field is retired: send the full hostname as domain.' })),
});
export type AddonDomainCreateBody = z.infer<typeof addonDomainCreateBody>;

export const addonDomain = z.object({
  domain: z.string(),
  kind: tolerantEnum(['addon'] as const),
  documentRoot: z.string(),
});
export type AddonDomain = z.infer<typeof addonDomain>;

export const addonDomainListPage = listPage(addonDomain, 'addon domain list');
export type AddonDomainListPage = z.infer<typeof addonDomainListPage>;

/** `DELETE …/domains?domain=<hostname>` (named-only; ledger: the domain goes in the query). */
export const addonDomainDeleteQuery = z.object({ domain: fullHostname });
