import type { ActionGate } from '@/api/schemas/common';
import type {
  DomainBillingCycleChange,
  DomainBillingCycleState,
  DomainRenewal,
  DomainRenewResponse,
} from '@/api/schemas/domains-renewal';
import { DOMAIN_PERIOD_MAX_YEARS, DOMAIN_PERIOD_MIN_YEARS } from '@/api/schemas/domains-renewal';
import {
  createDomainRenewalOrder,
  findPendingRenewalOrder,
  invoiceOf,
  toRenewalInvoice,
  type OrdersState,
  type StoredOrder,
} from '@/mock/areas/orders/state';
import { ProblemError, invalidRequest } from '@/mock/platform/problems';
import {
  RENEWAL_WINDOW_DAYS,
  domainGates,
  domainListChanged,
  renewGate,
  type DomainsState,
  type StoredDomain,
} from './state';

/**
 * A domain's own renewal and renewal period (issue 23; `renewal`, `renew`, `billingCycle` in the endpoint table). Prices: the domain's yearly
 * price is `billing.amount / billing.periodYears`; a period of N years costs N times it (rounded to öre). The window
 * is the registrar's (`RENEWAL_WINDOW_DAYS` before the expiry, as bulk renew checks); the registry's maximum is
 * `REGISTRY_MAX_YEARS` of registration ahead of today. The renewal is an order of the orders area (as bulk renew's),
 * and the expiry moves when its invoice is paid (`applyPaidDomainRenewals`, called by every payment path).
 */

export const REGISTRY_MAX_YEARS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const ALLOWED: ActionGate = { allowed: true, reason: null, code: null };

function blocked(code: string, reason: string): ActionGate {
  return { allowed: false, reason, code };
}

function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

function yearlyPrice(domain: StoredDomain): number {
  return domain.billing.amount / Math.max(1, domain.billing.periodYears);
}

export function priceFor(domain: StoredDomain, years: number): number {
  return roundMoney(yearlyPrice(domain) * years);
}

function cycleOf(years: number): 'annually' | 'biennially' | 'triennially' | null {
  return years === 1 ? 'annually' : years === 2 ? 'biennially' : years === 3 ? 'triennially' : null;
}

/** The expiry a renewal of `years` gives: counted from the current expiry (from today when it has none). */
export function renewedExpiry(domain: StoredDomain, years: number, nowIso: string): string {
  return addYears(domain.expiresAt ?? nowIso, years);
}

function windowOpensAt(domain: StoredDomain): string | null {
  return domain.expiresAt ? new Date(Date.parse(domain.expiresAt) - RENEWAL_WINDOW_DAYS * DAY_MS).toISOString() : null;
}

function periodGate(domain: StoredDomain, years: number, nowIso: string): ActionGate {
  const limit = addYears(nowIso, REGISTRY_MAX_YEARS);
  if (Date.parse(renewedExpiry(domain, years, nowIso)) > Date.parse(limit)) {
    return blocked(
      'registry_maximum_exceeded',
      `${years} more year${years === 1 ? '' : 's'} would register ${domain.name} more than ${REGISTRY_MAX_YEARS} years ahead, the registry's maximum.`,
    );
  }
  return ALLOWED;
}

const PERIODS = Array.from(
  { length: DOMAIN_PERIOD_MAX_YEARS - DOMAIN_PERIOD_MIN_YEARS + 1 },
  (_, index) => DOMAIN_PERIOD_MIN_YEARS + index,
);

function pendingInvoiceOf(orders: OrdersState, domain: StoredDomain) {
  const pending = findPendingRenewalOrder(orders, domain.customerId, domain.id);
  const invoice = pending ? invoiceOf(orders, pending) : undefined;
  return pending && invoice ? toRenewalInvoice(pending, invoice) : null;
}

export function renewalView(orders: OrdersState, domain: StoredDomain, nowIso: string): DomainRenewal {
  return {
    domainId: domain.id,
    domainName: domain.name,
    expiresAt: domain.expiresAt,
    window: { opensAt: windowOpensAt(domain), closesAt: domain.expiresAt, days: RENEWAL_WINDOW_DAYS },
    registryMaxYears: REGISTRY_MAX_YEARS,
    options: PERIODS.map((years) => ({
      periodYears: years,
      amount: priceFor(domain, years),
      currencyCode: domain.billing.currencyCode,
      newExpiresAt: renewedExpiry(domain, years, nowIso),
      canSelect: periodGate(domain, years, nowIso),
    })),
    pendingInvoice: pendingInvoiceOf(orders, domain),
    actions: { canRenew: renewGate(orders, domain, nowIso) },
  };
}

/** A blocked gate is a 409 with the gate's code, and the gate itself as `actions` (ledger). */
function gateConflict(name: string, gate: ActionGate): ProblemError {
  return new ProblemError({
    status: 409,
    code: gate.code ?? 'conflict',
    detail: gate.reason ?? 'This is not possible now.',
    members: { actions: { [name]: gate } },
  });
}

export interface RenewInput {
  orders: OrdersState;
  domain: StoredDomain;
  periodYears: number;
  client: StoredOrder['client'];
  nowIso: string;
}

export function renewDomain(input: RenewInput): DomainRenewResponse {
  const { orders, domain, periodYears, nowIso } = input;
  const gate = renewGate(orders, domain, nowIso);
  if (!gate.allowed) throw gateConflict('canRenew', gate);
  const period = periodGate(domain, periodYears, nowIso);
  if (!period.allowed) {
    throw invalidRequest([
      {
        pointer: '/periodYears',
        detail: period.reason ?? 'Choose a shorter period.',
        code: 'registry_maximum_exceeded',
      },
    ]);
  }
  const amount = priceFor(domain, periodYears);
  const order = createDomainRenewalOrder(orders, {
    customerId: domain.customerId,
    client: input.client,
    domainId: domain.id,
    domainName: domain.name,
    amount,
    currencyCode: domain.billing.currencyCode,
    periodYears,
    nowIso,
  });
  const invoice = invoiceOf(orders, order);
  return {
    domainId: domain.id,
    periodYears,
    orderId: order.id,
    orderNumber: order.number,
    amount,
    currencyCode: domain.billing.currencyCode,
    expiresAt: domain.expiresAt,
    newExpiresAt: renewedExpiry(domain, periodYears, nowIso),
    invoice: invoice ? toRenewalInvoice(order, invoice) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The renewal period (billing cycle)
// ---------------------------------------------------------------------------------------------

export function billingCycleView(orders: OrdersState, domain: StoredDomain, nowIso: string): DomainBillingCycleState {
  return {
    domainId: domain.id,
    periodYears: domain.billing.periodYears,
    billingCycle: cycleOf(domain.billing.periodYears),
    amount: domain.billing.amount,
    currencyCode: domain.billing.currencyCode,
    nextRenewalAt: domain.nextDueAt,
    options: PERIODS.map((years) => ({
      periodYears: years,
      billingCycle: cycleOf(years),
      amount: priceFor(domain, years),
      currencyCode: domain.billing.currencyCode,
      isCurrent: years === domain.billing.periodYears,
    })),
    actions: { canChangeBillingCycle: domainGates(orders, domain, nowIso).canChangeBillingCycle },
  };
}

/**
 * Preview (`dryRun`) or commit a new renewal period: the gate first (409 with its code, `pending_domain_order`
 * included), then the change. A commit sets the period and the recurring amount of the next renewal; a renewal
 * order already issued keeps its own period and price. Choosing the current period is `changed: false`.
 */
export function changeBillingCycle(
  orders: OrdersState,
  domain: StoredDomain,
  body: { periodYears: number; dryRun?: boolean | undefined },
  nowIso: string,
): DomainBillingCycleChange {
  const gate = domainGates(orders, domain, nowIso).canChangeBillingCycle;
  if (!gate.allowed) throw gateConflict('canChangeBillingCycle', gate);
  const current = domain.billing.periodYears;
  const changed = body.periodYears !== current;
  const targetAmount = priceFor(domain, body.periodYears);
  const dryRun = body.dryRun === true;
  if (!dryRun && changed) {
    domain.billing = { ...domain.billing, amount: targetAmount, periodYears: body.periodYears };
  }
  return {
    dryRun,
    changed,
    currentPeriodYears: dryRun ? current : domain.billing.periodYears,
    targetPeriodYears: body.periodYears,
    targetAmount,
    currencyCode: domain.billing.currencyCode,
    nextRenewalAt: domain.nextDueAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Payment: the expiry moves
// ---------------------------------------------------------------------------------------------

/**
 * A fully paid invoice of a domain `renew` order (this endpoint's or bulk renew's) moves each of its domains'
 * expiry (and next due date) on by the order's period; an expired domain is active again. Called once per invoice
 * by every payment path (the invoice becomes `paid` once; a paid invoice takes no further payment).
 */
export function applyPaidDomainRenewals(state: DomainsState, order: StoredOrder, nowIso: string): string[] {
  if (order.type !== 'renew' || order.domains.length === 0) return [];
  const years = order.billing.periodYears ?? 1;
  const renewed: string[] = [];
  for (const item of order.domains) {
    const domain = state.domains.find((d) => d.id === item.domainId && d.customerId === order.customerId);
    if (!domain) continue;
    domain.expiresAt = renewedExpiry(domain, years, nowIso);
    domain.nextDueAt = domain.expiresAt;
    if (domain.status === 'expired') domain.status = 'active';
    renewed.push(domain.id);
  }
  // The list keeps its expiry order precomputed (state.ts): a moved expiry must rebuild it.
  if (renewed.length > 0) domainListChanged(state);
  return renewed;
}
