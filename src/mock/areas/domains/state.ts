import { randomBytes } from 'node:crypto';
import type { ActionGate, ListPage } from '@/api/schemas/common';
import type {
  Domain,
  DomainListSort,
  DomainPendingOrderRef,
  DomainServiceStatus,
  DomainSummary,
  HostingConnection,
  PendingDomainOrder,
  WhoisPrivacy,
} from '@/api/schemas/domains';
import type { DomainContact, DomainContacts, RedirectRule, RegistryUnlockResult } from '@/api/schemas/domains-sections';
import type { RedirectSpec } from '@/api/schemas/domains-bulk';
import {
  findOrder,
  findPendingRenewalOrder,
  invoiceOf,
  pendingRenewalOrderOf,
  type OrdersState,
  type StoredOrder,
} from '@/mock/areas/orders/state';
import { manageGates, type StoredIdentityVerification } from './manage-gates';
import {
  MAX_PAGE_SIZE,
  badCursor,
  comparePositions,
  decodeCursor,
  encodeCursor,
  type PageQuery,
  type SortPosition,
} from '@/mock/platform/pagination';

/**
 * Domains of one world and the pure operations on them (HTTP lives in routes.ts). Pending renewal orders are the
 * orders area's (see the API at the top of areas/orders/state.ts): a domain never stores its own.
 */

export type StoredDomainStatus = Exclude<DomainServiceStatus, 'unknown'>;

/**
 * What the registry's automated company check answers when an unlock is requested (demo: one domain per branch).
 * `submit`: verified, the request is submitted; `bankid`: a private registrant must verify with BankID;
 * `mismatch`: the organisation numbers differ, no confirmation possible; `mismatch_confirmable`: they differ but the
 * customer may confirm (then `forceRequest: true` queues a staff review).
 */
export type UnlockCheck = 'submit' | 'bankid' | 'mismatch' | 'mismatch_confirmable';

export interface StoredRedirect extends RedirectRule {
  customerId: string;
}

export interface StoredDomain {
  id: string;
  customerId: string;
  name: string;
  status: StoredDomainStatus;
  actionRequired: boolean;
  orderId: string;
  lifecycleType: string;
  autoRenew: boolean;
  registrarLock: boolean;
  transferInProgress: boolean;
  billing: { amount: number; currencyCode: string; periodYears: number; initialAmount?: number };
  createdAt: string;
  expiresAt: string | null;
  nextDueAt: string | null;
  tags: string[];
  pinned: boolean;
  contactDetailsVerification: Record<string, unknown> | null;
  hostingConnection: HostingConnection | null;
  nameservers: string[];
  notes: string | null;
  pendingDomainOrder: PendingDomainOrder | null;
  /** .se/.nu registry lock; `null` for TLDs without one. */
  registryLock: { enabled: boolean } | null;
  unlockCheck: UnlockCheck;
  /** Organisation numbers of the registrant and of the customer (company check). */
  registrantOrgno: string | null;
  /** When an unlock request was submitted (`already_requested` afterwards). */
  unlockRequestedAt: string | null;
  /** The last unlock answer was `verification_failed` with `requiresConfirmation`: `forceRequest` is accepted. */
  unlockConfirmable: boolean;
  whoisPrivacy: WhoisPrivacy | null;
  /** Glue addresses by host (hosts under the domain itself; manage.ts). */
  glue?: Record<string, string[]>;
  /** When the nameservers were last changed (manage.ts); absent: not since the seed. */
  nameserversChangedAt?: string | null;
  /** `null`: contacts unavailable in this state (409). */
  contacts: {
    registrant: DomainContact | null;
    admin: DomainContact | null;
    tech: DomainContact | null;
    billing: DomainContact | null;
  } | null;
  /** A registration or transfer in ordered here (issue 37; registration.ts moves it on with the world's clock). */
  registration?: StoredRegistration;
}

export interface StoredRegistration {
  kind: 'registration' | 'transfer';
  orderId: string;
  periodYears: number;
  /** When its order's invoice was paid; null while it waits. */
  paidAt: string | null;
  /** When it became active (or cancelled); null while open. */
  settledAt: string | null;
  /** A transfer: the expiry at the other registrar (one year is added on completion). */
  elsewhereExpiresAt: string | null;
}

export interface DomainsState {
  domains: StoredDomain[];
  /** Registrant number changes waiting for the e-ID check (manage.ts); created on first use. */
  identityVerifications?: StoredIdentityVerification[];
  redirects: StoredRedirect[];
  /** The organisation number the registry knows each customer by (company check of registry unlocks). */
  orgnos: Record<string, string>;
}

export function emptyDomainsState(): DomainsState {
  return { domains: [], redirects: [], orgnos: {} };
}

export const SWEDISH_REGISTRY_TLDS = ['se', 'nu'] as const;
/** TLDs whose registrant identity changes need national e-identity verification. */
export const IDENTITY_VERIFIED_TLDS = ['se', 'nu', 'test'] as const;
/** Registrar renewal window: a domain expiring more than this far ahead cannot be renewed yet. */
export const RENEWAL_WINDOW_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export function tldOf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

function isSwedishRegistry(domain: StoredDomain): boolean {
  return (SWEDISH_REGISTRY_TLDS as readonly string[]).includes(tldOf(domain.name));
}

export function findDomain(state: DomainsState, customerId: string, id: string): StoredDomain | undefined {
  return state.domains.find((domain) => domain.id === id && domain.customerId === customerId);
}

export function findDomainByName(state: DomainsState, customerId: string, name: string): StoredDomain | undefined {
  return state.domains.find((domain) => domain.name === name && domain.customerId === customerId);
}

// ---------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------

export interface DomainListFilter {
  name?: string | undefined;
  serviceStatus?: DomainServiceStatus | undefined;
  tld?: string | undefined;
  expiresBefore?: string | undefined;
  autoRenew?: boolean | undefined;
  /** Ours (ledger "Home"). */
  actionRequired?: boolean | undefined;
  /** Ours (ledger "Home"): domains in (true) or not in (false) this set of ids, the ones with a pending order. */
  pendingOrderIds?: ReadonlySet<string> | undefined;
  pendingOrder?: boolean | undefined;
  unlockRequested?: boolean | undefined;
  /** Ours (ledger "Home"): a paid registration or transfer in not settled yet. */
  inProgress?: boolean | undefined;
  /** Ours (ledger "Home"): domains in (true) or not in (false) this set of ids, the ones whose zone is not served. */
  dnsNotServedIds?: ReadonlySet<string> | undefined;
  dnsNotServed?: boolean | undefined;
  sort?: DomainListSort | undefined;
}

/** Sort keys of a missing expiry: last in either direction. */
const NO_EXPIRY_ASC = '9999-12-31T23:59:59.999Z';
const NO_EXPIRY_DESC = '0000-01-01T00:00:00.000Z';

export function filterDomains(state: DomainsState, customerId: string, filter: DomainListFilter): StoredDomain[] {
  const order = sortedOrder(listIndex(state), 'name');
  const matches = matcherOf(order, customerId, filter);
  return order.domains.filter((_, index) => matches(index));
}

/**
 * The list's index of a world's domains: for each sort, the domains in that order with what the list filters on, one
 * array per field. A reseller's list is 10,000 domains: one pass over flat arrays of strings and numbers costs a
 * fraction of a pass over the stored domains (large objects), and the order is sorted once, not per request.
 * `name`, `customerId` and `expiresAt` never change in the mock; `status` and `autoRenew` do, so they are read from
 * the domain itself, and only when the filter asks for them. A domain added or removed rebuilds the index; code that
 * changes one of the three fields above (nothing does today) must call `domainListChanged`.
 */
interface SortedOrder {
  domains: StoredDomain[];
  names: string[];
  tlds: string[];
  customerIds: string[];
  /** Expiry in ms, NaN for none. */
  expiresMs: number[];
  positions: SortPosition[];
}

interface ListIndex {
  /** The stored array and its length when the index was built. */
  source: StoredDomain[];
  length: number;
  sorted: Map<DomainListSort, SortedOrder>;
}

const listIndexes = new WeakMap<DomainsState, ListIndex>();

function listIndex(state: DomainsState): ListIndex {
  const cached = listIndexes.get(state);
  if (cached && cached.source === state.domains && cached.length === state.domains.length) return cached;
  const index: ListIndex = { source: state.domains, length: state.domains.length, sorted: new Map() };
  listIndexes.set(state, index);
  return index;
}

/** Drops the list's index (see `SortedOrder`): the next list request rebuilds it. */
export function domainListChanged(state: DomainsState): void {
  listIndexes.delete(state);
}

function positionOf(domain: StoredDomain, sort: DomainListSort): SortPosition {
  const byExpiry = sort === 'expiresAt' || sort === '-expiresAt';
  const noExpiry = sort.startsWith('-') ? NO_EXPIRY_DESC : NO_EXPIRY_ASC;
  return { key: byExpiry ? (domain.expiresAt ?? noExpiry) : domain.name, id: domain.id };
}

function sortedOrder(index: ListIndex, sort: DomainListSort): SortedOrder {
  const cached = index.sorted.get(sort);
  if (cached) return cached;
  const sign = sort.startsWith('-') ? -1 : 1;
  const entries = index.source
    .map((domain) => ({ domain, at: positionOf(domain, sort) }))
    .sort((x, y) => sign * comparePositions(x.at, y.at));
  const order: SortedOrder = {
    domains: entries.map((entry) => entry.domain),
    names: entries.map((entry) => entry.domain.name),
    tlds: entries.map((entry) => tldOf(entry.domain.name)),
    customerIds: entries.map((entry) => entry.domain.customerId),
    expiresMs: entries.map((entry) => (entry.domain.expiresAt === null ? NaN : Date.parse(entry.domain.expiresAt))),
    positions: entries.map((entry) => entry.at),
  };
  index.sorted.set(sort, order);
  return order;
}

/** A paid registration or transfer in, not settled yet (ledger "Home", `progress`). */
export function isInProgress(domain: StoredDomain | undefined): boolean {
  const registration = domain?.registration;
  return !!registration?.paidAt && registration.settledAt === null;
}

/** Whether the domain at `index` of `order` matches a list filter. */
function matcherOf(order: SortedOrder, customerId: string, filter: DomainListFilter): (index: number) => boolean {
  const needle = filter.name?.toLowerCase() ?? '';
  const before = filter.expiresBefore ? Date.parse(filter.expiresBefore) : null;
  const { serviceStatus, tld, autoRenew, actionRequired, pendingOrder, unlockRequested, inProgress, dnsNotServed } =
    filter;
  const pendingIds = filter.pendingOrderIds ?? new Set<string>();
  const notServedIds = filter.dnsNotServedIds ?? new Set<string>();
  const { names, tlds, customerIds, expiresMs, domains } = order;
  return (index) =>
    customerIds[index] === customerId &&
    (needle === '' || (names[index] ?? '').includes(needle)) &&
    (tld === undefined || tlds[index] === tld) &&
    (before === null || (expiresMs[index] ?? NaN) < before) &&
    (serviceStatus === undefined || domains[index]?.status === serviceStatus) &&
    (autoRenew === undefined || domains[index]?.autoRenew === autoRenew) &&
    (actionRequired === undefined || domains[index]?.actionRequired === actionRequired) &&
    (pendingOrder === undefined || pendingIds.has(domains[index]?.id ?? '') === pendingOrder) &&
    (unlockRequested === undefined || (unlockBeingHandled(domains[index]) !== null) === unlockRequested) &&
    (inProgress === undefined || isInProgress(domains[index]) === inProgress) &&
    (dnsNotServed === undefined || notServedIds.has(domains[index]?.id ?? '') === dnsNotServed);
}

/** When the registry unlock of a domain was requested, while it is still being handled (the lock still on). */
function unlockBeingHandled(domain: StoredDomain | undefined): string | null {
  return domain?.unlockRequestedAt && domain.registryLock?.enabled === true ? domain.unlockRequestedAt : null;
}

function renewalRef(orders: OrdersState, order: StoredOrder): DomainPendingOrderRef {
  const invoice = invoiceOf(orders, order);
  return {
    kind: 'renewal',
    orderId: order.id,
    orderNumber: order.number,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
    amount: order.billing.amount,
    currencyCode: order.billing.currencyCode,
    dueAt: invoice?.dueAt ?? null,
  };
}

/** The pending registration order of a domain, while that order is still pending. */
function domainOrderRef(orders: OrdersState, domain: StoredDomain): DomainPendingOrderRef | null {
  const pending = domain.pendingDomainOrder;
  if (!pending) return null;
  const order = pending.id ? findOrder(orders, domain.customerId, pending.id) : undefined;
  if (order && order.status !== 'pending') return null;
  return {
    kind: 'domain',
    orderId: pending.id,
    orderNumber: pending.orderNumber,
    invoiceId: pending.invoiceId,
    invoiceNumber: pending.invoiceNumber,
    amount: pending.amount,
    currencyCode: pending.currencyCode,
    dueAt: pending.dueAt,
  };
}

/** The order one domain waits for (ledger "Home", `pendingOrder`): its registration, else its renewal. */
export function pendingOrderRefOf(orders: OrdersState, domain: StoredDomain): DomainPendingOrderRef | null {
  const renewal = findPendingRenewalOrder(orders, domain.customerId, domain.id);
  return domainOrderRef(orders, domain) ?? (renewal ? renewalRef(orders, renewal) : null);
}

/**
 * Every domain of the customer that waits for an order, by id: one pass over the orders and one cheap check per
 * domain (a list request computes it once, never per row).
 */
export function pendingOrderRefs(
  orders: OrdersState,
  state: DomainsState,
  customerId: string,
): Map<string, DomainPendingOrderRef> {
  const refs = new Map<string, DomainPendingOrderRef>();
  for (const domain of state.domains) {
    if (domain.customerId !== customerId || !domain.pendingDomainOrder) continue;
    const ref = domainOrderRef(orders, domain);
    if (ref) refs.set(domain.id, ref);
  }
  // Newest first, as the detail's `pendingRenewalOrder`.
  for (let index = orders.orders.length - 1; index >= 0; index -= 1) {
    const order = orders.orders[index];
    if (!order || order.customerId !== customerId || order.type !== 'renew' || order.status !== 'pending') continue;
    for (const item of order.domains) {
      if (item.domainId && !refs.has(item.domainId)) refs.set(item.domainId, renewalRef(orders, order));
    }
  }
  return refs;
}

/** Index of the first position after `after` in the list order (binary search: the positions are sorted). */
function firstAfter(positions: readonly SortPosition[], after: SortPosition, sign: 1 | -1): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const at = positions[mid];
    if (at && sign * comparePositions(at, after) > 0) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** A list page plus `total`: how many domains match the filter across all pages (`list` in the endpoint table). */
export type DomainListResult = ListPage<StoredDomain> & {
  total: number;
  /** With `counts: 'status'` (ours, ledger "Home"): the matching domains per status. */
  statusCounts?: Record<string, number>;
};

/**
 * One page of the caller's domains matching the filter, in the sort's order (keyset cursor on the sort key + id, as
 * `paginate` in platform/pagination.ts), with the count of all matches. Cost per request: one pass of cheap checks
 * over flat arrays (the count) and a binary search for the cursor; the order itself is sorted once per world.
 */
export function listDomains(
  state: DomainsState,
  customerId: string,
  query: DomainListFilter & PageQuery & { counts?: 'status' | undefined },
): DomainListResult {
  const sort = query.sort ?? 'name';
  const sign = sort.startsWith('-') ? -1 : 1;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && after === null) throw badCursor();
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.limit)));
  const order = sortedOrder(listIndex(state), sort);
  const matches = matcherOf(order, customerId, query);
  const start = after ? firstAfter(order.positions, after, sign) : 0;
  const page: number[] = [];
  let hasMore = false;
  let total = 0;
  const statusCounts: Record<string, number> | null = query.counts === 'status' ? {} : null;
  const count = order.domains.length;
  for (let index = 0; index < count; index += 1) {
    if (!matches(index)) continue;
    total += 1;
    const status = statusCounts ? order.domains[index]?.status : undefined;
    if (statusCounts && status) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    if (index < start) continue;
    if (page.length < limit) page.push(index);
    else hasMore = true;
  }
  const last = page[page.length - 1];
  const lastAt = last === undefined ? undefined : order.positions[last];
  return {
    data: page.flatMap((index) => order.domains[index] ?? []),
    hasMore,
    nextCursor: hasMore && lastAt ? encodeCursor(lastAt) : null,
    total,
    ...(statusCounts ? { statusCounts } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// API shapes
// ---------------------------------------------------------------------------------------------

const allowed: ActionGate = { allowed: true, reason: null, code: null };

function blocked(code: string, reason: string): ActionGate {
  return { allowed: false, reason, code };
}

function billingCycleOf(periodYears: number): 'annually' | 'biennially' | 'triennially' | null {
  return periodYears === 1 ? 'annually' : periodYears === 2 ? 'biennially' : periodYears === 3 ? 'triennially' : null;
}

export function toDomainSummary(domain: StoredDomain, pendingOrder: DomainPendingOrderRef | null): DomainSummary {
  return {
    id: domain.id,
    name: domain.name,
    serviceStatus: domain.status,
    actionRequired: domain.actionRequired,
    lifecycle: {
      type: domain.lifecycleType,
      autoRenewEnabled: domain.autoRenew,
      registrarLockEnabled: domain.registrarLock,
      transferInProgress: domain.transferInProgress,
    },
    billing: {
      amount: domain.billing.amount,
      currencyCode: domain.billing.currencyCode,
      billingCycle: billingCycleOf(domain.billing.periodYears),
      periodYears: domain.billing.periodYears,
      ...(domain.billing.initialAmount === undefined ? {} : { initialAmount: domain.billing.initialAmount }),
    },
    createdAt: domain.createdAt,
    expiresAt: domain.expiresAt,
    nextDueAt: domain.nextDueAt,
    tags: domain.tags,
    pinned: domain.pinned,
    pendingOrder,
    unlockRequestedAt: unlockBeingHandled(domain),
    // The list sets these (routes.ts: they need the registration's clock and the DNS zones).
    progress: null,
    dnsNotServed: null,
  };
}

export function unlockHref(domain: StoredDomain): string {
  return `/api/v2/domains/${domain.id}/actions/request-unlock`;
}

/** An unlock must be requested: an active .se/.nu domain whose registry lock is on. */
function unlockMustBeRequested(domain: StoredDomain): boolean {
  return domain.status === 'active' && isSwedishRegistry(domain) && domain.registryLock?.enabled === true;
}

/**
 * Whether the domain can be renewed now (`renewal` in the endpoint table), in the order a customer would fix it: not
 * active or expired → `domain_not_active`; a renewal order already waiting → `renewal_pending`; the expiry further
 * ahead than the window → `outside_renewal_window`. The same reasons as bulk renew's skips (`renewalBlock`), so the
 * detail's `canRenew`, `GET …/renewal` and `POST …/actions/renew` agree.
 */
export function renewGate(orders: OrdersState, domain: StoredDomain, nowIso: string): ActionGate {
  const block = renewalBlock(orders, domain, nowIso);
  if (block === 'not_eligible') {
    return blocked('domain_not_active', `${domain.name} is ${domain.status}; only an active or expired domain renews.`);
  }
  if (block === 'renewal_pending') {
    const pending = findPendingRenewalOrder(orders, domain.customerId, domain.id);
    return blocked(
      'renewal_pending',
      `Renewal order ${pending?.number ?? ''} of ${domain.name} is waiting for payment; pay or cancel it first.`,
    );
  }
  if (block === 'outside_renewal_window') {
    const opens = domain.expiresAt ? new Date(Date.parse(domain.expiresAt) - RENEWAL_WINDOW_DAYS * DAY_MS) : null;
    return blocked(
      'outside_renewal_window',
      `${domain.name} can be renewed from ${opens?.toISOString().slice(0, 10) ?? 'later'}, ${RENEWAL_WINDOW_DAYS} days before it expires.`,
    );
  }
  return allowed;
}

export function domainGates(orders: OrdersState, domain: StoredDomain, nowIso: string): Domain['actions'] {
  const pendingRenewal = findPendingRenewalOrder(orders, domain.customerId, domain.id);
  const activateRegistryLock =
    domain.status !== 'active'
      ? {
          ...blocked('domain_not_active', 'Registry lock can be activated only for an active domain.'),
          code: 'domain_not_active' as const,
        }
      : !isSwedishRegistry(domain)
        ? {
            ...blocked('tld_not_supported', 'Registry lock is available for .se and .nu domains.'),
            code: 'tld_not_supported' as const,
          }
        : domain.registryLock?.enabled
          ? {
              ...blocked('lock_already_active', 'The registry lock is already active.'),
              code: 'lock_already_active' as const,
            }
          : { allowed: true, reason: null, code: null };
  return {
    canDelete: blocked(
      'registered_domain',
      'A registered domain cannot be deleted; turn off auto-renew and let it expire.',
    ),
    canActivateRegistryLock: activateRegistryLock,
    canRequestRegistryUnlock: unlockMustBeRequested(domain)
      ? allowed
      : !isSwedishRegistry(domain)
        ? blocked('tld_not_supported', 'Registry unlock requests are for .se and .nu domains.')
        : domain.status !== 'active'
          ? blocked('domain_not_active', 'An unlock can be requested only for an active domain.')
          : blocked('lock_not_active', 'The registry lock is not active.'),
    canChangeBillingCycle:
      domain.pendingDomainOrder && domain.pendingDomainOrder.blockers.length > 0
        ? blocked('pending_domain_order', 'Pay or cancel the pending domain order first.')
        : domain.status !== 'active'
          ? blocked('domain_not_active', 'The billing cycle can be changed only for an active domain.')
          : allowed,
    canDisableAutoRenew: !domain.autoRenew
      ? { ...blocked('auto_renew_off', 'Auto-renew is already off.'), requiresConfirmation: null }
      : { ...allowed, requiresConfirmation: pendingRenewal ? 'cancel_pending_order' : null },
    canRenew: renewGate(orders, domain, nowIso),
    ...manageGates(domain),
  };
}

export function toDomain(orders: OrdersState, domain: StoredDomain, nowIso: string): Domain {
  const pendingRenewal = findPendingRenewalOrder(orders, domain.customerId, domain.id);
  return {
    ...toDomainSummary(domain, pendingOrderRefOf(orders, domain)),
    orderId: domain.orderId,
    contactDetailsVerification: domain.contactDetailsVerification,
    hostingConnection: domain.hostingConnection,
    nameservers: domain.nameservers,
    transfer: { eppCode: null },
    notes: domain.notes,
    pendingRenewalOrder: pendingRenewal
      ? {
          id: pendingRenewal.id,
          ...pendingRenewalOrderOf(orders, pendingRenewal),
          // The invoice's due date (the table's `detail`: it adds it to the pendingOrders[] item's members).
          dueAt: invoiceOf(orders, pendingRenewal)?.dueAt ?? null,
        }
      : null,
    pendingDomainOrder: domain.pendingDomainOrder,
    registryLock: domain.registryLock
      ? {
          enabled: domain.registryLock.enabled,
          requiresManualUnlockFlow: isSwedishRegistry(domain),
          unlockAction: unlockMustBeRequested(domain) ? { href: unlockHref(domain), method: 'POST' } : null,
        }
      : { enabled: false, requiresManualUnlockFlow: false, unlockAction: null },
    whoisPrivacy: domain.whoisPrivacy,
    actions: domainGates(orders, domain, nowIso),
  };
}

/** `null`: contacts are unavailable in this state (the route answers 409). */
export function toDomainContacts(domain: StoredDomain): DomainContacts | null {
  if (!domain.contacts) return null;
  const tld = tldOf(domain.name);
  const draft = domain.status === 'pending' && isSwedishRegistry(domain) && domain.lifecycleType === 'registration';
  const editable = domain.status === 'active' || draft;
  return {
    ...domain.contacts,
    draft,
    serviceStatus: domain.status === 'fraud' ? 'unknown' : domain.status,
    contactDetailsVerification: domain.contactDetailsVerification,
    actions: {
      canEditContacts: editable
        ? allowed
        : blocked('domain_not_active', 'Contacts can be changed only for an active domain or a pending registration.'),
      requiresIdentityVerification: (IDENTITY_VERIFIED_TLDS as readonly string[]).includes(tld)
        ? {
            allowed: true,
            reason: `Changing the registrant's personal or organisation number of a .${tld} domain needs BankID verification.`,
            code: 'identity_verification_required',
          }
        : blocked('not_required', 'No identity verification is needed for this domain.'),
    },
    updateOutcome: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Registry unlock
// ---------------------------------------------------------------------------------------------

export type UnlockRefusal = 'tld_not_supported' | 'domain_not_active' | 'force_not_allowed';

export interface CustomerCompany {
  companyName: string | null;
  orgno: string | null;
}

/**
 * The registry unlock answer, with its effect applied (a submitted request is remembered). `forceRequest` only after
 * a `verification_failed` with `requiresConfirmation` (it queues a staff review: `submitted`).
 */
export function requestUnlock(
  domain: StoredDomain,
  customer: CustomerCompany,
  forceRequest: boolean,
  nowIso: string,
): RegistryUnlockResult | { refused: UnlockRefusal } {
  if (!isSwedishRegistry(domain)) return { refused: 'tld_not_supported' };
  if (domain.status !== 'active') return { refused: 'domain_not_active' };
  if (forceRequest && !domain.unlockConfirmable) return { refused: 'force_not_allowed' };
  const base: RegistryUnlockResult = {
    domainId: domain.id,
    status: 'submitted',
    domainName: domain.name,
    domainExtension: tldOf(domain.name),
    companyVerified: null,
    verifiedAs: null,
    companyName: null,
    daysSinceRequest: null,
    verificationReason: null,
    domainOrgno: null,
    yourOrgno: null,
    requiresConfirmation: false,
  };
  if (!domain.registryLock?.enabled) return { ...base, status: 'already_unlocked' };
  if (domain.unlockRequestedAt) {
    const days = Math.floor((Date.parse(nowIso) - Date.parse(domain.unlockRequestedAt)) / DAY_MS);
    return { ...base, status: 'already_requested', daysSinceRequest: Math.max(0, days) };
  }
  const submit = (result: RegistryUnlockResult): RegistryUnlockResult => {
    domain.unlockRequestedAt = nowIso;
    domain.unlockConfirmable = false;
    return result;
  };
  if (forceRequest) {
    return submit({
      ...base,
      companyVerified: false,
      companyName: customer.companyName,
      verificationReason: 'Confirmed by the customer; queued for review by our staff.',
      domainOrgno: domain.registrantOrgno,
      yourOrgno: customer.orgno,
    });
  }
  switch (domain.unlockCheck) {
    case 'submit':
      return submit({
        ...base,
        companyVerified: true,
        verifiedAs: 'organisation',
        companyName: customer.companyName,
        domainOrgno: domain.registrantOrgno,
        yourOrgno: customer.orgno,
      });
    case 'bankid':
      return {
        ...base,
        status: 'bankid_required',
        companyVerified: null,
        verifiedAs: 'private_person',
        verificationReason: 'The registrant is a private person: sign with BankID to confirm the unlock.',
      };
    case 'mismatch':
    case 'mismatch_confirmable': {
      const confirmable = domain.unlockCheck === 'mismatch_confirmable';
      domain.unlockConfirmable = confirmable;
      return {
        ...base,
        status: 'verification_failed',
        companyVerified: false,
        companyName: customer.companyName,
        verificationReason: confirmable
          ? 'The organisation number of the domain differs from yours. Confirm that you are entitled to unlock it and our staff will review the request.'
          : 'The domain is registered to another organisation. The registrant must request the unlock.',
        domainOrgno: domain.registrantOrgno,
        yourOrgno: customer.orgno,
        requiresConfirmation: confirmable,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Redirects
// ---------------------------------------------------------------------------------------------

export function createRedirect(
  state: DomainsState,
  domain: StoredDomain,
  spec: RedirectSpec,
  nowIso: string,
): StoredRedirect {
  const rule: StoredRedirect = {
    id: `redir_${randomBytes(8).toString('hex')}`,
    customerId: domain.customerId,
    domainName: domain.name,
    sourceUrl: spec.sourceUrl.replaceAll('{domain}', domain.name),
    targetUrl: spec.targetUrl.replaceAll('{domain}', domain.name),
    statusCode: spec.statusCode ?? 301,
    redirectScope: spec.redirectScope ?? 'exact',
    preserveQueryString: spec.preserveQueryString ?? false,
    preservePathSuffix: spec.preservePathSuffix ?? false,
    description: spec.description ?? null,
    createdAt: nowIso,
  };
  state.redirects.push(rule);
  return rule;
}

/** Removes the domain's rules (only `ruleIds` when given); returns the removed ids. */
export function deleteRedirects(
  state: DomainsState,
  domain: StoredDomain,
  ruleIds: readonly string[] | undefined,
): string[] {
  const removed: string[] = [];
  state.redirects = state.redirects.filter((rule) => {
    const match =
      rule.customerId === domain.customerId &&
      rule.domainName === domain.name &&
      (ruleIds === undefined || ruleIds.includes(rule.id));
    if (match) removed.push(rule.id);
    return !match;
  });
  return removed;
}

export function redirectsOf(state: DomainsState, domain: StoredDomain): RedirectRule[] {
  return state.redirects
    .filter((rule) => rule.customerId === domain.customerId && rule.domainName === domain.name)
    .map(({ customerId: _owner, ...rule }) => rule);
}

// ---------------------------------------------------------------------------------------------
// Renewal
// ---------------------------------------------------------------------------------------------

export type RenewSkipReason =
  'invalid_id' | 'not_found' | 'duplicate' | 'not_eligible' | 'renewal_pending' | 'outside_renewal_window';

/** Why a domain cannot be renewed now, or null. */
export function renewalBlock(
  orders: OrdersState,
  domain: StoredDomain,
  nowIso: string,
): Exclude<RenewSkipReason, 'invalid_id' | 'not_found' | 'duplicate'> | null {
  if (domain.status !== 'active' && domain.status !== 'expired') return 'not_eligible';
  if (findPendingRenewalOrder(orders, domain.customerId, domain.id)) return 'renewal_pending';
  if (domain.expiresAt && Date.parse(domain.expiresAt) - Date.parse(nowIso) > RENEWAL_WINDOW_DAYS * DAY_MS) {
    return 'outside_renewal_window';
  }
  return null;
}
