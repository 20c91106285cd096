import type { ActionGate, BillingCycle, ListPage } from '@/api/schemas/common';
import type {
  HostingAccount,
  HostingAccountActions,
  HostingAccountListQuery,
  HostingAccountSummary,
  HostingServiceStatus,
} from '@/api/schemas/hosting';
import { paginate, type PageQuery } from '@/mock/platform/pagination';
import { firstPaymentOf } from './cycle-credit';

/**
 * Shared-hosting state of a world and the pure operations its routes share: lookup, list, views and gates (HTTP
 * lives in routes.ts; billing cycle, mailboxes and addon domains have their own modules). Clock-bound times (a
 * domain that becomes DNS-ready) are kept relative to the world's creation, like the VPS area's.
 */

export type StoredServiceStatus = Exclude<HostingServiceStatus, 'unknown'>;

export interface StoredCycleOption {
  billingCycle: BillingCycle;
  amount: number;
}

export interface StoredMailbox {
  id: string;
  localPart: string;
  domain: string;
  /** 0 = no limit (ledger). */
  quotaMb: number;
  /** null: the panel did not report usage. */
  usedMb: number | null;
  /** Where its mail also goes (lower-cased addresses; mail-routing.ts). Absent: none. */
  forwarders?: { destination: string; createdAt: string }[];
  /** Other addresses on the account's domains that deliver into it (lower-cased). Absent: none. */
  aliases?: { address: string; createdAt: string }[];
  /** When its password was last set through the API. */
  passwordChangedAt?: string;
}

export interface StoredAddonDomain {
  domain: string;
  documentRoot: string;
}

export interface StoredAccount {
  id: string;
  customerId: string;
  plan: string;
  primaryDomain: string;
  customName: string | null;
  serviceStatus: StoredServiceStatus;
  /** Why a suspended account is suspended (the gates' reason). */
  statusReason: string | null;
  currencyCode: string;
  billingCycle: BillingCycle;
  cycleOptions: StoredCycleOption[];
  createdAt: string;
  nextDueAt: string | null;
  expiresAt: string | null;
  /**
   * What was paid for the current period (ending at `nextDueAt`); absent: the current cycle's price (seeded accounts
   * paid theirs). A cycle change sets 0 until its invoice is paid (cycle-credit.ts).
   */
  periodPaid?: number;
  pinned: boolean;
  tags: string[];
  /** `null` = unlimited (an upgrade to a catalog plan without a limit). */
  resources: {
    storageGb: number | null;
    bandwidthGb: number | null;
    emailAccounts: number | null;
    databases: number | null;
  };
  /**
   * The catalog plan the account is on (`upgradeOptions` in the endpoint table); absent for seeded accounts, whose
   * plan name stands for one (`upgrade.ts` `currentProductSlug`).
   */
  productSlug?: string;
  /** A plan change waiting for the end of the paid period (DELETE …/actions/upgrade cancels it). */
  scheduledChange?: { productSlug: string; effectiveAt: string | null } | null;
  /** On the legacy control panel: mailbox and addon-domain changes are refused (`account_not_eligible_panel`). */
  legacyPanel: boolean;
  supportsAdminPanel: boolean;
  /**
   * The account's last renewal order in the orders state (its invoice, while unpaid and the order pending, blocks a
   * billing-cycle change; billing.ts). The order and invoice live there, so the orders screens show the same.
   */
  renewalOrderId: string | null;
  mailboxes: StoredMailbox[];
  addonDomains: StoredAddonDomain[];
  /** A cancellation at the end of the paid period (cancellation.ts); absent or null: none scheduled. */
  cancellation?: { requestedAt: string; effectiveAt: string } | null;
}

/** A domain registered outside the hosting area whose DNS is not ready yet (ledger `domain_not_ready`). */
export interface PendingDns {
  domain: string;
  reason: 'recently_registered' | 'nameservers_not_visible';
  /** World time (ms after creation) from which it is ready. */
  readyAtRel: number;
}

export interface HostingState {
  accounts: StoredAccount[];
  pendingDns: PendingDns[];
}

export function emptyHostingState(): HostingState {
  return { accounts: [], pendingDns: [] };
}

/** What the hosting area needs from a world (worlds.ts satisfies it). */
export interface HostingHost {
  createdAtMs: number;
  now(): number;
  nowIso(): string;
}

export function findAccount(state: HostingState, customerId: string, id: string): StoredAccount | undefined {
  return state.accounts.find((account) => account.id === id && account.customerId === customerId);
}

export function accountDomains(account: StoredAccount): string[] {
  return [account.primaryDomain, ...account.addonDomains.map((addon) => addon.domain)];
}

export function accountName(account: StoredAccount): string {
  return account.customName ?? account.primaryDomain;
}

/** The panel's login address (ledger: `controlPanel.url`, not in the spec). */
export function panelUrl(account: StoredAccount): string {
  return `https://panel.hosting.example/login?account=${encodeURIComponent(account.id)}`;
}

// ---------------------------------------------------------------------------------------------
// Gates
// ---------------------------------------------------------------------------------------------

const ALLOWED: ActionGate = { allowed: true, reason: null, code: null };

function blocked(code: string, reason: string): ActionGate {
  return { allowed: false, reason, code };
}

const NO_SUSPENSION_REASON = 'contact support.';

/** A suspended account's gate reason: its name and why it is suspended (the area's words when it does not say). */
function suspendedReason(name: string, reason: string | null): string {
  return `${name} is suspended: ${reason ?? NO_SUSPENSION_REASON}`;
}

/**
 * Why an account named `name` is suspended, read back from a gate reason `suspendedReason` wrote (a view bundle's
 * answer, "Continue in a world"): the reason, null for the area's own words, undefined for any other text.
 */
export function suspensionReasonOf(name: string, gateReason: string): string | null | undefined {
  const prefix = suspendedReason(name, '');
  if (!gateReason.startsWith(prefix)) return undefined;
  const reason = gateReason.slice(prefix.length);
  return reason === NO_SUSPENSION_REASON ? null : reason;
}

/** An account cancelled at the end of its period: what bills past that end waits until the cancellation is undone. */
function endingBlock(effectiveAt: string): ActionGate {
  return blocked(
    'cancellation_scheduled',
    `The account is cancelled from ${effectiveAt.slice(0, 10)}; undo the cancellation first.`,
  );
}

/** What blocks every change of the account, by status (null for an active account). */
export function accountWideBlock(account: StoredAccount): ActionGate | null {
  const name = accountName(account);
  switch (account.serviceStatus) {
    case 'active':
      return null;
    case 'suspended':
      return blocked('account_suspended', suspendedReason(name, account.statusReason));
    case 'pending':
      return blocked('account_pending', `${name} is still being set up; this is possible once it is active.`);
    default:
      return blocked('account_closed', `${name} is ${account.serviceStatus}; order a new plan to host it again.`);
  }
}

export function accountGates(account: StoredAccount): HostingAccountActions {
  const wide = accountWideBlock(account);
  const ending = account.cancellation && !wide ? endingBlock(account.cancellation.effectiveAt) : null;
  const pause = blocked('pause_not_offered', 'Pausing is not offered for shared-hosting plans.');
  if (wide) {
    // A suspended or expired account can still be renewed: paying is how it comes back.
    const renew = ['suspended', 'expired'].includes(account.serviceStatus) ? ALLOWED : wide;
    return {
      canRenew: renew,
      canChangeBillingCycle: wide,
      canPause: wide,
      canUpgrade: wide,
      canCancel: wide,
      canAddStorage: wide,
      canSso: wide,
    };
  }
  if (ending) {
    // Scheduled to end: nothing that bills a period past the end until the cancellation is undone.
    return {
      canRenew: ending,
      canChangeBillingCycle: ending,
      canPause: pause,
      canUpgrade: ending,
      canCancel: ending,
      canAddStorage: ending,
      canSso: ALLOWED,
    };
  }
  return {
    canRenew: ALLOWED,
    canChangeBillingCycle: ALLOWED,
    canPause: pause,
    canUpgrade: account.legacyPanel
      ? blocked('legacy_panel', 'Plans on the legacy control panel cannot be upgraded; ask support to migrate first.')
      : account.plan === 'Reseller'
        ? blocked('highest_plan', 'Reseller is the largest shared-hosting plan.')
        : ALLOWED,
    canCancel: ALLOWED,
    canAddStorage: account.legacyPanel
      ? blocked('legacy_panel', 'Storage cannot be added on the legacy control panel; ask support to migrate first.')
      : ALLOWED,
    canSso: ALLOWED,
  };
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

function savingsPercent(option: StoredCycleOption, monthly: StoredCycleOption | undefined): number | null {
  const months: Partial<Record<BillingCycle, number>> = {
    quarterly: 3,
    semiannually: 6,
    annually: 12,
    biennially: 24,
    triennially: 36,
  };
  const count = months[option.billingCycle];
  if (!monthly || !count) return null;
  const full = monthly.amount * count;
  return Math.round(((full - option.amount) / full) * 1000) / 10;
}

function summary(account: StoredAccount): Omit<HostingAccountSummary, 'actions' | 'billingCycleState'> {
  const current = account.cycleOptions.find((option) => option.billingCycle === account.billingCycle);
  return {
    id: account.id,
    name: accountName(account),
    primaryDomain: account.primaryDomain,
    domains: [account.primaryDomain],
    customName: account.customName,
    serviceStatus: account.serviceStatus,
    billing: {
      amount: current?.amount ?? 0,
      currencyCode: account.currencyCode,
      billingCycle: account.billingCycle,
    },
    createdAt: account.createdAt,
    nextDueAt: account.nextDueAt,
    expiresAt: account.expiresAt,
    pinned: account.pinned,
    resources: { ...account.resources },
    controlPanel: {
      type: 'panel',
      ...(account.supportsAdminPanel ? { supportsAdminPanel: true } : {}),
      url: panelUrl(account),
    },
    tags: [...account.tags],
    mailboxesOverQuota: account.mailboxes.filter(
      (mailbox) => mailbox.usedMb !== null && mailbox.quotaMb > 0 && mailbox.usedMb > mailbox.quotaMb,
    ).length,
    // The routes put the invoice in (billing.ts `blockingInvoiceOf`): it lives in the orders state.
    blockingInvoice: null,
    cancellation: account.cancellation ? { ...account.cancellation } : null,
  };
}

/** The cycle options on the world's clock: a first payment that credits the unused paid period says by how much. */
export function billingCycleStateOf(account: StoredAccount, nowIso: string): HostingAccount['billingCycleState'] {
  if (!['active', 'suspended'].includes(account.serviceStatus)) return null;
  const monthly = account.cycleOptions.find((option) => option.billingCycle === 'monthly');
  return {
    billingCycleOptions: account.cycleOptions.map((option) => {
      const { firstPayment, credit } = firstPaymentOf(account, option, nowIso);
      return {
        billingCycle: option.billingCycle,
        amount: option.amount,
        ...(credit ? { initialAmount: firstPayment } : {}),
        credit,
        currencyCode: account.currencyCode,
        isCurrent: option.billingCycle === account.billingCycle,
        savingsPercent: savingsPercent(option, monthly),
      };
    }),
    actions: { canSwitchCycle: accountGates(account).canChangeBillingCycle },
  };
}

/** List item: `actions` null, only the primary domain (spec). */
export function toListItem(account: StoredAccount, nowIso: string): HostingAccountSummary {
  return { ...summary(account), billingCycleState: billingCycleStateOf(account, nowIso), actions: null };
}

/**
 * Where the account's mailboxes are read and sent from (ledger: `mailSettings`, ours): the hosting platform's mail
 * host, implicit TLS on the standard ports. The username is the mailbox's address.
 */
export const MOCK_MAIL_HOST = 'mail.hosting.example';

export function mailSettingsOf(): NonNullable<HostingAccount['mailSettings']> {
  return {
    imap: { host: MOCK_MAIL_HOST, port: 993, security: 'ssl_tls' },
    pop3: { host: MOCK_MAIL_HOST, port: 995, security: 'ssl_tls' },
    smtp: { host: MOCK_MAIL_HOST, port: 465, security: 'ssl_tls' },
    webmailUrl: `https://webmail.hosting.example/`,
  };
}

/**
 * A suspended account whose overdue renewal was paid is active again (ledger "Shared hosting", "Billing → Payment";
 * src/mock/areas/billing/suspensions.ts). False, and nothing changes, when the account is not suspended.
 */
export function reactivateAccount(account: StoredAccount): boolean {
  if (account.serviceStatus !== 'suspended') return false;
  account.serviceStatus = 'active';
  account.statusReason = null;
  return true;
}

/** The detail without `overdueInvoice`, which the route adds from the orders state (`overdueInvoiceOf`). */
export function toDetail(account: StoredAccount, nowIso: string): Omit<HostingAccount, 'overdueInvoice'> {
  return {
    ...summary(account),
    domains: accountDomains(account),
    billingCycleState: billingCycleStateOf(account, nowIso),
    actions: accountGates(account),
    mailSettings: mailSettingsOf(),
  };
}

/** One page of the customer's accounts: pinned first, then by name (case-insensitive), then id (ledger). */
export function listAccounts(
  state: HostingState,
  customerId: string,
  query: PageQuery & Pick<HostingAccountListQuery, 'serviceStatus'>,
  nowIso: string,
): ListPage<HostingAccountSummary> {
  const visible = state.accounts.filter(
    (account) =>
      account.customerId === customerId &&
      (query.serviceStatus === undefined || account.serviceStatus === query.serviceStatus),
  );
  const page = paginate(
    visible,
    (account) => ({ key: `${account.pinned ? 0 : 1}:${accountName(account).toLowerCase()}`, id: account.id }),
    query,
    { direction: 'asc' },
  );
  return { ...page, data: page.data.map((account) => toListItem(account, nowIso)) };
}
